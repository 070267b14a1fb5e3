-- Booking restrictions and per-member overrides (issue 10, "Restrictions and overrides").

-- A limit on how much court time a member holds: bookings or minutes per club-local day or week, or upcoming
-- bookings held at once; optionally only inside a prime-time window (weekdays as a bit mask, Monday = bit 0, and
-- club-local minutes of the day), only on one sport or facility group. It holds for all members, or for the member
-- types, groups (and, once plans exist, plans) in restriction_targets.
CREATE TABLE restrictions (
  id                  serial PRIMARY KEY,
  business_id         integer NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
  name                text NOT NULL CHECK (length(name) BETWEEN 2 AND 60 AND name = btrim(name)),
  unit                text NOT NULL CHECK (unit IN ('bookings', 'minutes')),
  period              text NOT NULL CHECK (period IN ('day', 'week', 'upcoming')),
  max_value           integer NOT NULL CHECK (max_value BETWEEN 0 AND 100000),
  week_start          smallint NOT NULL DEFAULT 0 CHECK (week_start BETWEEN 0 AND 6),
  prime_days          smallint CHECK (prime_days BETWEEN 1 AND 127),
  prime_start_minute  smallint CHECK (prime_start_minute BETWEEN 0 AND 1439),
  prime_end_minute    smallint CHECK (prime_end_minute BETWEEN 1 AND 1440),
  sport_id            integer REFERENCES sports (id),
  facility_group_id   integer,
  all_members         boolean NOT NULL DEFAULT true,
  applies_to_staff    boolean NOT NULL DEFAULT false,
  active              boolean NOT NULL DEFAULT true,
  created_by          integer REFERENCES users (id) ON DELETE SET NULL,
  created_at          timestamptz NOT NULL DEFAULT now(),
  updated_at          timestamptz NOT NULL DEFAULT now(),
  UNIQUE (id, business_id),
  FOREIGN KEY (facility_group_id, business_id) REFERENCES facility_groups (id, business_id) ON DELETE CASCADE,
  -- A prime-time window is all three parts or none, and ends after it starts.
  CHECK ((prime_days IS NULL) = (prime_start_minute IS NULL) AND (prime_days IS NULL) = (prime_end_minute IS NULL)),
  CHECK (prime_start_minute IS NULL OR prime_end_minute > prime_start_minute)
);
CREATE INDEX restrictions_business_idx ON restrictions (business_id, id);

-- Who a restriction that is not for all members holds for: one member type or one group per row (a plan column
-- joins these once plans exist).
CREATE TABLE restriction_targets (
  id               serial PRIMARY KEY,
  business_id      integer NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
  restriction_id   integer NOT NULL,
  member_type_id   integer,
  group_id         integer,
  FOREIGN KEY (restriction_id, business_id) REFERENCES restrictions (id, business_id) ON DELETE CASCADE,
  FOREIGN KEY (member_type_id, business_id) REFERENCES member_types (id, business_id) ON DELETE CASCADE,
  FOREIGN KEY (group_id, business_id) REFERENCES groups (id, business_id) ON DELETE CASCADE,
  CHECK (num_nonnulls(member_type_id, group_id) = 1),
  UNIQUE (business_id, restriction_id, member_type_id),
  UNIQUE (business_id, restriction_id, group_id)
);
CREATE INDEX restriction_targets_restriction_idx ON restriction_targets (restriction_id);

-- One member's exception to a restriction: another limit, or an exemption, optionally until a club-local date
-- (inclusive). At most one per member and restriction; a member who leaves the club loses theirs.
CREATE TABLE restriction_overrides (
  id               serial PRIMARY KEY,
  business_id      integer NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
  restriction_id   integer NOT NULL,
  user_id          integer NOT NULL,
  exempt           boolean NOT NULL DEFAULT false,
  max_value        integer CHECK (max_value BETWEEN 0 AND 100000),
  ends_on          date,
  note             text NOT NULL DEFAULT '' CHECK (length(note) <= 200),
  created_by       integer REFERENCES users (id) ON DELETE SET NULL,
  created_at       timestamptz NOT NULL DEFAULT now(),
  updated_at       timestamptz NOT NULL DEFAULT now(),
  FOREIGN KEY (restriction_id, business_id) REFERENCES restrictions (id, business_id) ON DELETE CASCADE,
  FOREIGN KEY (business_id, user_id) REFERENCES business_members (business_id, user_id) ON DELETE CASCADE,
  -- An exemption has no limit; otherwise the override's limit is given.
  CHECK (exempt = (max_value IS NULL)),
  UNIQUE (business_id, restriction_id, user_id)
);
CREATE INDEX restriction_overrides_user_idx ON restriction_overrides (business_id, user_id);
