-- Lessons, clinics and camps (issue 11; spec 2 "Lesson listing form", sections 3, 5, 7). A lesson is a listing
-- (its prices, limits and who may book) whose occurrences are court time: each occurrence on each court is a row
-- of appointments carrying lesson_id, so a lesson and a booking are refused by the one exclusion constraint
-- appointments_no_overlap. Places are counted on lesson_occurrences (one row per time, on its first court's
-- appointment) by the booking transaction, with a check that the count never passes the capacity.

CREATE TABLE lessons (
  id                   serial PRIMARY KEY,
  business_id          integer NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
  service_type_id      integer NOT NULL,
  sport_id             integer NOT NULL REFERENCES sports (id),
  -- group: a lesson or clinic; private: one place; camp: a multi-day program.
  kind                 text NOT NULL DEFAULT 'group' CHECK (kind IN ('group', 'private', 'camp')),
  quantity             integer NOT NULL CHECK (quantity BETWEEN 1 AND 150),
  advance              integer NOT NULL DEFAULT 365 CHECK (advance BETWEEN 1 AND 365),
  buffer               integer NOT NULL DEFAULT 0 CHECK (buffer BETWEEN 0 AND 365),
  price                integer NOT NULL DEFAULT 0 CHECK (price BETWEEN 0 AND 100000000),
  guest_price          integer NOT NULL DEFAULT 0 CHECK (guest_price BETWEEN 0 AND 100000000),
  point_price          integer NOT NULL DEFAULT 0 CHECK (point_price BETWEEN 0 AND 100000000),
  guest_point_price    integer NOT NULL DEFAULT 0 CHECK (guest_point_price BETWEEN 0 AND 100000000),
  special_price        integer NOT NULL DEFAULT 0 CHECK (special_price BETWEEN 0 AND 100000000),
  special_point        integer NOT NULL DEFAULT 0 CHECK (special_point BETWEEN 0 AND 100000000),
  -- Who pays the special price: the same who-can-book entries as availability rules ({for, values}).
  special_for          jsonb NOT NULL DEFAULT '[]',
  facility_price       integer NOT NULL DEFAULT 0 CHECK (facility_price BETWEEN 0 AND 100000000),
  facility_point       integer NOT NULL DEFAULT 0 CHECK (facility_point BETWEEN 0 AND 100000000),
  include_facility_fee boolean NOT NULL DEFAULT false,
  book_pay_type        smallint NOT NULL DEFAULT -1 CHECK (book_pay_type IN (-1, 1, 2)),
  cancel_allowed       boolean NOT NULL DEFAULT true,
  cancel_allowed_hour  integer NOT NULL DEFAULT 24 CHECK (cancel_allowed_hour BETWEEN 0 AND 999),
  allow_booking        text NOT NULL DEFAULT 'single' CHECK (allow_booking IN ('single', 'recurrence')),
  description          text NOT NULL DEFAULT '' CHECK (length(description) <= 280),
  note                 text NOT NULL DEFAULT '' CHECK (length(note) <= 280),
  online               boolean NOT NULL DEFAULT false,
  max_allowed_bookings integer CHECK (max_allowed_bookings BETWEEN 1 AND 1000),
  who_can_book         jsonb NOT NULL DEFAULT '[]',
  rule                 jsonb,
  created_by           integer REFERENCES users (id) ON DELETE SET NULL,
  created_at           timestamptz NOT NULL DEFAULT now(),
  UNIQUE (id, business_id),
  CHECK (kind <> 'private' OR quantity = 1),
  FOREIGN KEY (service_type_id, business_id) REFERENCES service_types (id, business_id)
);
CREATE INDEX lessons_business_idx ON lessons (business_id, service_type_id);

ALTER TABLE appointments ADD COLUMN lesson_id integer,
  ADD CONSTRAINT appointments_lesson_fk FOREIGN KEY (lesson_id, business_id) REFERENCES lessons (id, business_id)
    ON DELETE CASCADE;
CREATE INDEX appointments_lesson_idx ON appointments (lesson_id, starts_at) WHERE lesson_id IS NOT NULL;

-- One bookable time of a lesson, kept on the appointment of its first court; booked never passes capacity.
CREATE TABLE lesson_occurrences (
  -- The id of the appointment of its first court (the llid of the spec's calls).
  id             integer NOT NULL,
  business_id    integer NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
  lesson_id      integer NOT NULL,
  -- Copies of the court time's group, courts and coaches (appointments and appointment_assignees hold the truth
  -- the exclusion constraints guard), so a day of lessons is read from this table alone.
  group_id       integer NOT NULL,
  court_ids      integer[] NOT NULL,
  coach_ids      integer[] NOT NULL DEFAULT '{}',
  starts_at      timestamptz NOT NULL,
  ends_at        timestamptz NOT NULL,
  capacity       integer NOT NULL CHECK (capacity BETWEEN 1 AND 150),
  booked         integer NOT NULL DEFAULT 0,
  -- The club in the key, as on every club-owned table (docs/sharding.md).
  PRIMARY KEY (id, business_id),
  CONSTRAINT lesson_occurrences_places_check CHECK (booked BETWEEN 0 AND capacity),
  FOREIGN KEY (id, business_id) REFERENCES appointments (id, business_id) ON DELETE CASCADE,
  FOREIGN KEY (lesson_id, business_id) REFERENCES lessons (id, business_id) ON DELETE CASCADE
);
CREATE INDEX lesson_occurrences_day_idx ON lesson_occurrences (business_id, starts_at);
CREATE INDEX lesson_occurrences_lesson_idx ON lesson_occurrences (lesson_id, starts_at);

-- A place on an occurrence: booked, waiting in line (position by id) or cancelled (kept for the roster).
CREATE TABLE lesson_bookings (
  id             serial PRIMARY KEY,
  business_id    integer NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
  occurrence_id  integer NOT NULL,
  user_id        integer NOT NULL,
  full_name      text NOT NULL CHECK (length(full_name) BETWEEN 1 AND 80),
  status         text NOT NULL CHECK (status IN ('booked', 'waitlist', 'cancelled')),
  -- Until the booking-payments issue every place is paid in person; the charge's columns are kept here.
  pay_method     text NOT NULL DEFAULT 'in_person' CHECK (pay_method IN ('in_person')),
  price          integer NOT NULL DEFAULT 0 CHECK (price >= 0),
  points         integer NOT NULL DEFAULT 0 CHECK (points >= 0),
  attended       boolean,
  booked_by      integer REFERENCES users (id) ON DELETE SET NULL,
  cancelled_by   integer REFERENCES users (id) ON DELETE SET NULL,
  created_at     timestamptz NOT NULL DEFAULT now(),
  cancelled_at   timestamptz,
  FOREIGN KEY (occurrence_id, business_id) REFERENCES lesson_occurrences (id, business_id) ON DELETE CASCADE,
  FOREIGN KEY (business_id, user_id) REFERENCES business_members (business_id, user_id) ON DELETE CASCADE,
  CHECK ((status = 'cancelled') = (cancelled_at IS NOT NULL))
);
-- One live place (booked or waiting) per person per occurrence.
CREATE UNIQUE INDEX lesson_bookings_once ON lesson_bookings (business_id, occurrence_id, user_id)
  WHERE status <> 'cancelled';
CREATE INDEX lesson_bookings_occurrence_idx ON lesson_bookings (occurrence_id, status, id);
CREATE INDEX lesson_bookings_user_idx ON lesson_bookings (business_id, user_id);

-- A coach cannot be in two places at once: each assignment carries its occurrence's time (copied by triggers)
-- and an exclusion constraint refuses one coach on overlapping occurrences, lessons and bookings alike. The
-- courts of one booking or lesson time share a group and may share their coach.
ALTER TABLE appointment_assignees
  ADD COLUMN group_id  integer,
  ADD COLUMN starts_at timestamptz,
  ADD COLUMN ends_at   timestamptz;
UPDATE appointment_assignees s SET group_id = a.group_id, starts_at = a.starts_at, ends_at = a.ends_at
  FROM appointments a WHERE a.id = s.appointment_id;
ALTER TABLE appointment_assignees
  ALTER COLUMN group_id SET NOT NULL,
  ALTER COLUMN starts_at SET NOT NULL,
  ALTER COLUMN ends_at SET NOT NULL;

CREATE FUNCTION appointment_assignee_time() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT a.group_id, a.starts_at, a.ends_at INTO NEW.group_id, NEW.starts_at, NEW.ends_at
    FROM appointments a WHERE a.id = NEW.appointment_id;
  RETURN NEW;
END $$;
CREATE TRIGGER appointment_assignees_time BEFORE INSERT ON appointment_assignees
  FOR EACH ROW EXECUTE FUNCTION appointment_assignee_time();

CREATE FUNCTION appointment_moves_assignees() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE appointment_assignees SET group_id = NEW.group_id, starts_at = NEW.starts_at, ends_at = NEW.ends_at
    WHERE appointment_id = NEW.id;
  RETURN NULL;
END $$;
CREATE TRIGGER appointments_move_assignees AFTER UPDATE OF starts_at, ends_at, group_id ON appointments
  FOR EACH ROW WHEN (OLD.starts_at IS DISTINCT FROM NEW.starts_at OR OLD.ends_at IS DISTINCT FROM NEW.ends_at
    OR OLD.group_id IS DISTINCT FROM NEW.group_id)
  EXECUTE FUNCTION appointment_moves_assignees();

ALTER TABLE appointment_assignees ADD CONSTRAINT appointment_assignees_coach_no_overlap
  EXCLUDE USING gist (business_id WITH =, user_id WITH =, group_id WITH <>, tstzrange(starts_at, ends_at, '[)') WITH &&);
