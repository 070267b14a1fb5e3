-- Club structure: the sport catalogue (reference data shared by every club), each facility group's sport
-- category, plan and coupon, and member check-ins per location.

CREATE TABLE sport_categories (
  id            integer PRIMARY KEY,
  key           text NOT NULL UNIQUE CHECK (key ~ '^[a-z_]{2,30}$'),
  display_name  text NOT NULL CHECK (length(display_name) BETWEEN 1 AND 40),
  order_index   integer NOT NULL DEFAULT 0
);

CREATE TABLE sports (
  id                 integer PRIMARY KEY,
  sport_category_id  integer NOT NULL REFERENCES sport_categories (id),
  key                text NOT NULL UNIQUE CHECK (key ~ '^[a-z_]{2,30}$'),
  display_name       text NOT NULL CHECK (length(display_name) BETWEEN 1 AND 40),
  order_index        integer NOT NULL DEFAULT 0
);
CREATE INDEX sports_category_idx ON sports (sport_category_id);

INSERT INTO sport_categories (id, key, display_name, order_index) VALUES
  (1, 'racquets', 'Racquets', 0),
  (2, 'golf', 'Golf', 1),
  (3, 'fitness', 'Fitness', 2);

INSERT INTO sports (id, sport_category_id, key, display_name, order_index) VALUES
  (1, 1, 'tennis', 'Tennis', 0),
  (2, 1, 'pickleball', 'Pickleball', 1),
  (3, 1, 'padel', 'Padel', 2),
  (4, 1, 'squash', 'Squash', 3),
  (5, 1, 'badminton', 'Badminton', 4),
  (6, 1, 'table_tennis', 'Table Tennis', 5),
  (7, 2, 'golf_simulator', 'Golf Simulator', 0),
  (8, 2, 'driving_range', 'Driving Range', 1),
  (9, 3, 'gym', 'Gym', 0),
  (10, 3, 'yoga', 'Yoga', 1),
  (11, 3, 'swim', 'Swim', 2),
  (12, 3, 'cycle', 'Cycle', 3),
  (13, 3, 'pilates', 'Pilates', 4);

ALTER TABLE facility_groups
  ADD COLUMN sport_category_id integer REFERENCES sport_categories (id),
  ADD COLUMN plan text CHECK (plan IN ('courtandlessonproviderplan', 'enterprisecourtandlessonproviderplan')),
  ADD COLUMN coupon text CHECK (coupon ~ '^[A-Za-z0-9_-]{1,40}$');
CREATE INDEX facility_groups_business_order_idx ON facility_groups (business_id, order_index, id);

CREATE TABLE check_ins (
  id             serial PRIMARY KEY,
  business_id    integer NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
  location_id    integer NOT NULL,
  user_id        integer NOT NULL,
  checked_in_at  timestamptz NOT NULL DEFAULT now(),
  created_at     timestamptz NOT NULL DEFAULT now(),
  UNIQUE (id, business_id),
  FOREIGN KEY (location_id, business_id) REFERENCES locations (id, business_id) ON DELETE CASCADE,
  FOREIGN KEY (business_id, user_id) REFERENCES business_members (business_id, user_id) ON DELETE CASCADE
);
CREATE INDEX check_ins_location_idx ON check_ins (business_id, location_id, checked_in_at DESC);
