-- Availability rules ("micro-settings", issue 10; spec 2 sections 3, 5 and 7): when a club's courts can be booked,
-- by whom, how far ahead and at what price per hour. A rule covers some courts on the days of its recurrence; each
-- row is a club-local time range with its booking window and prices; who-can-book entries and filters say who may
-- book. A single-day override is a rule of one day that replaces its parent on that date (the parent excludes it).

CREATE TABLE availability_rules (
  id             serial PRIMARY KEY,
  business_id    integer NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
  note           text NOT NULL CHECK (length(note) BETWEEN 1 AND 120 AND note = btrim(note)),
  sport_id       integer NOT NULL REFERENCES sports (id),
  -- Club-local first day, the recurrence (null: that day only) and the last day it can apply (its expiry).
  start_date     date NOT NULL,
  recurrence     jsonb,
  ends_on        date NOT NULL,
  book_pay_type  smallint NOT NULL DEFAULT -1 CHECK (book_pay_type IN (-1, 1, 2)),
  min_age        smallint CHECK (min_age BETWEEN 0 AND 120),
  max_age        smallint CHECK (max_age BETWEEN 0 AND 120),
  min_level      numeric(2, 1) CHECK (min_level BETWEEN 1.0 AND 7.0),
  max_level      numeric(2, 1) CHECK (max_level BETWEEN 1.0 AND 7.0),
  gender         text CHECK (gender IN ('male', 'female', 'NA')),
  stared         boolean NOT NULL DEFAULT false,
  -- The rule a single-day override replaces on its day; an override outlives a deleted parent.
  override_of    integer,
  created_by     integer REFERENCES users (id) ON DELETE SET NULL,
  created_at     timestamptz NOT NULL DEFAULT now(),
  updated_at     timestamptz NOT NULL DEFAULT now(),
  UNIQUE (id, business_id),
  -- The target of the rows' key: a row's pay type is always its rule's.
  UNIQUE (id, business_id, book_pay_type),
  CHECK (ends_on >= start_date),
  CHECK (recurrence IS NOT NULL OR ends_on = start_date),
  CHECK (override_of IS NULL OR (recurrence IS NULL AND override_of <> id)),
  CHECK (min_age IS NULL OR max_age IS NULL OR min_age <= max_age),
  CHECK (min_level IS NULL OR max_level IS NULL OR min_level <= max_level),
  FOREIGN KEY (override_of, business_id) REFERENCES availability_rules (id, business_id) ON DELETE SET NULL (override_of)
);
CREATE INDEX availability_rules_business_ends_idx ON availability_rules (business_id, ends_on, start_date);
CREATE INDEX availability_rules_override_idx ON availability_rules (business_id, override_of) WHERE override_of IS NOT NULL;

-- The courts a rule covers (at least one; the service writes them with the rule in one transaction).
CREATE TABLE availability_rule_courts (
  business_id  integer NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
  rule_id      integer NOT NULL,
  court_id     integer NOT NULL,
  PRIMARY KEY (business_id, rule_id, court_id),
  FOREIGN KEY (rule_id, business_id) REFERENCES availability_rules (id, business_id) ON DELETE CASCADE,
  FOREIGN KEY (court_id, business_id) REFERENCES courts (id, business_id) ON DELETE CASCADE
);
CREATE INDEX availability_rule_courts_court_idx ON availability_rule_courts (business_id, court_id, rule_id);

-- A rule's rows: minutes of the club-local day (end 1440 = midnight at the end of the day), weekdays (Monday = 0;
-- empty = every day of the recurrence), earliest book in advance and buffer (0 to 365), prices per hour (integer
-- cents and whole points, never negative; zero where the rule's pay type leaves them out).
CREATE TABLE availability_rule_rows (
  id             serial PRIMARY KEY,
  business_id    integer NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
  rule_id        integer NOT NULL,
  position       smallint NOT NULL CHECK (position BETWEEN 0 AND 99),
  start_minute   smallint NOT NULL CHECK (start_minute BETWEEN 0 AND 1439),
  end_minute     smallint NOT NULL CHECK (end_minute BETWEEN 1 AND 1440),
  days           smallint[] NOT NULL DEFAULT '{}' CHECK (days <@ ARRAY[0, 1, 2, 3, 4, 5, 6]::smallint[]),
  advance_days   smallint NOT NULL DEFAULT 365 CHECK (advance_days BETWEEN 0 AND 365),
  buffer         smallint NOT NULL DEFAULT 0 CHECK (buffer BETWEEN 0 AND 365),
  price          integer NOT NULL DEFAULT 0 CHECK (price >= 0),
  point_price    integer NOT NULL DEFAULT 0 CHECK (point_price >= 0),
  book_pay_type  smallint NOT NULL,
  UNIQUE (business_id, rule_id, position),
  CHECK (end_minute > start_minute),
  -- Money only (1) has no point price; points only (2) has no money price.
  CHECK (book_pay_type <> 1 OR point_price = 0),
  CHECK (book_pay_type <> 2 OR price = 0),
  FOREIGN KEY (rule_id, business_id, book_pay_type)
    REFERENCES availability_rules (id, business_id, book_pay_type) ON DELETE CASCADE ON UPDATE CASCADE
);

-- Who may book under a rule: the public (-1, stored as all_of_kind of 'public'), all members, or some or all (-3)
-- groups, plans, coaches or facility groups. Each entry names exactly the target its kind needs.
CREATE TABLE availability_rule_who (
  id                 serial PRIMARY KEY,
  business_id        integer NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
  rule_id            integer NOT NULL,
  kind               text NOT NULL CHECK (kind IN ('public', 'allmembers', 'groups', 'plans', 'coaches', 'facility_groups')),
  all_of_kind        boolean NOT NULL DEFAULT false,
  group_id           integer,
  coach_user_id      integer,
  facility_group_id  integer,
  CHECK (
    CASE kind
      WHEN 'public' THEN all_of_kind AND group_id IS NULL AND coach_user_id IS NULL AND facility_group_id IS NULL
      WHEN 'allmembers' THEN all_of_kind AND group_id IS NULL AND coach_user_id IS NULL AND facility_group_id IS NULL
      -- Plans come with the payments issue; until then only "all plans" can be named.
      WHEN 'plans' THEN all_of_kind AND group_id IS NULL AND coach_user_id IS NULL AND facility_group_id IS NULL
      WHEN 'groups' THEN coach_user_id IS NULL AND facility_group_id IS NULL AND (all_of_kind = (group_id IS NULL))
      WHEN 'coaches' THEN group_id IS NULL AND facility_group_id IS NULL AND (all_of_kind = (coach_user_id IS NULL))
      ELSE group_id IS NULL AND coach_user_id IS NULL AND (all_of_kind = (facility_group_id IS NULL))
    END
  ),
  FOREIGN KEY (rule_id, business_id) REFERENCES availability_rules (id, business_id) ON DELETE CASCADE,
  FOREIGN KEY (group_id, business_id) REFERENCES groups (id, business_id) ON DELETE CASCADE,
  FOREIGN KEY (business_id, coach_user_id) REFERENCES business_members (business_id, user_id) ON DELETE CASCADE,
  FOREIGN KEY (facility_group_id, business_id) REFERENCES facility_groups (id, business_id) ON DELETE CASCADE
);
CREATE UNIQUE INDEX availability_rule_who_unique
  ON availability_rule_who (business_id, rule_id, kind, COALESCE(group_id, coach_user_id, facility_group_id, -3));

-- Single days a rule does not apply (each replaced by a single-day override, or simply taken off the sheet).
CREATE TABLE availability_rule_exclusions (
  business_id  integer NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
  rule_id      integer NOT NULL,
  day          date NOT NULL,
  PRIMARY KEY (business_id, rule_id, day),
  FOREIGN KEY (rule_id, business_id) REFERENCES availability_rules (id, business_id) ON DELETE CASCADE
);
