-- Scheduling: the court fields of spec 2 section 3, appointments (one row per occurrence and court) grouped
-- into series, their participants and assigned staff, and idempotency keys for create calls.

-- NULL in a court's scheduling column means "use the club's setting".
ALTER TABLE courts
  ADD COLUMN price                        integer NOT NULL DEFAULT 0 CHECK (price BETWEEN 0 AND 100000000),
  ADD COLUMN details                      text NOT NULL DEFAULT '' CHECK (length(details) <= 500),
  ADD COLUMN surface                      text NOT NULL DEFAULT '' CHECK (length(surface) <= 40),
  ADD COLUMN party_size                   integer NOT NULL DEFAULT 4 CHECK (party_size BETWEEN 1 AND 100),
  ADD COLUMN virtual_court                boolean NOT NULL DEFAULT false,
  ADD COLUMN blocked_courts               integer[] NOT NULL DEFAULT '{}',
  ADD COLUMN block_court_vertical_step    integer NOT NULL DEFAULT 0 CHECK (block_court_vertical_step BETWEEN 0 AND 1440),
  ADD COLUMN is_block_court_vertical      boolean NOT NULL DEFAULT false,
  ADD COLUMN booking_to_start             integer CHECK (booking_to_start IN (5, 10, 15, 20, 30, 60)),
  ADD COLUMN min_list_duration            integer CHECK (min_list_duration BETWEEN 5 AND 1440),
  ADD COLUMN max_time_for_singles         integer CHECK (max_time_for_singles BETWEEN 5 AND 1440),
  ADD COLUMN max_time_for_doubles         integer CHECK (max_time_for_doubles BETWEEN 5 AND 1440),
  ADD COLUMN max_time_for_triples         integer CHECK (max_time_for_triples BETWEEN 5 AND 1440),
  ADD COLUMN max_time_for_quadruples      integer CHECK (max_time_for_quadruples BETWEEN 5 AND 1440),
  ADD COLUMN enable_max_time_for_bookings boolean NOT NULL DEFAULT false,
  ADD COLUMN time_to_start_booking        integer CHECK (time_to_start_booking BETWEEN 0 AND 1440),
  ADD COLUMN enable_time_to_start_booking boolean NOT NULL DEFAULT false;
CREATE INDEX courts_group_order_idx ON courts (business_id, facility_group_id, order_index, id);

-- One row per create call: the global recurrence. Its rule is kept so "this and following" edits can re-expand it.
CREATE TABLE appointment_series (
  id          serial PRIMARY KEY,
  business_id integer NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
  rule        jsonb,
  created_by  integer REFERENCES users (id) ON DELETE SET NULL,
  created_at  timestamptz NOT NULL DEFAULT now(),
  UNIQUE (id, business_id)
);

-- recurrence_id ties one court's occurrences of a series; group_id ties the courts booked together at one time.
CREATE SEQUENCE appointment_recurrence_seq;
CREATE SEQUENCE appointment_group_seq;

CREATE TABLE appointments (
  id              serial PRIMARY KEY,
  business_id     integer NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
  series_id       integer NOT NULL,
  recurrence_id   integer NOT NULL,
  group_id        integer NOT NULL,
  court_id        integer NOT NULL,
  starts_at       timestamptz NOT NULL,
  ends_at         timestamptz NOT NULL,
  status          text NOT NULL DEFAULT 'default' CHECK (status IN ('default', 'disabled')),
  note            text NOT NULL DEFAULT '' CHECK (length(note) <= 280),
  closed          boolean NOT NULL DEFAULT false,
  sport_id        integer REFERENCES sports (id),
  created_by      integer REFERENCES users (id) ON DELETE SET NULL,
  -- Booked members, kept by a trigger on appointment_participants so listings need not count them.
  member_count    integer NOT NULL DEFAULT 0 CHECK (member_count >= 0),
  make_it_paid    boolean NOT NULL DEFAULT false,
  authorized      boolean NOT NULL DEFAULT false,
  created_at      timestamptz NOT NULL DEFAULT now(),
  updated_at      timestamptz NOT NULL DEFAULT now(),
  UNIQUE (id, business_id),
  CHECK (ends_at > starts_at),
  CHECK (ends_at - starts_at <= interval '24 hours'),
  FOREIGN KEY (series_id, business_id) REFERENCES appointment_series (id, business_id) ON DELETE CASCADE,
  FOREIGN KEY (court_id, business_id) REFERENCES courts (id, business_id) ON DELETE CASCADE,
  -- The database, not the code, refuses two bookings on one court at overlapping times.
  CONSTRAINT appointments_no_overlap EXCLUDE USING gist (court_id WITH =, tstzrange(starts_at, ends_at, '[)') WITH &&)
);
CREATE INDEX appointments_day_idx ON appointments (business_id, starts_at);
CREATE INDEX appointments_series_idx ON appointments (series_id, starts_at);
CREATE INDEX appointments_recurrence_idx ON appointments (recurrence_id, starts_at);

-- Who plays: the booker and partners are club members, guests are names only.
CREATE TABLE appointment_participants (
  id              serial PRIMARY KEY,
  business_id     integer NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
  appointment_id  integer NOT NULL,
  kind            text NOT NULL CHECK (kind IN ('booker', 'partner', 'guest')),
  user_id         integer,
  full_name       text NOT NULL CHECK (length(full_name) BETWEEN 1 AND 80),
  created_at      timestamptz NOT NULL DEFAULT now(),
  FOREIGN KEY (appointment_id, business_id) REFERENCES appointments (id, business_id) ON DELETE CASCADE,
  FOREIGN KEY (business_id, user_id) REFERENCES business_members (business_id, user_id) ON DELETE CASCADE,
  CHECK ((kind = 'guest') = (user_id IS NULL))
);
CREATE INDEX appointment_participants_appointment_idx ON appointment_participants (appointment_id);
CREATE INDEX appointment_participants_user_idx ON appointment_participants (business_id, user_id);
CREATE INDEX appointments_booked_recurrence_idx ON appointments (recurrence_id) WHERE member_count > 0;

CREATE FUNCTION appointment_member_count() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' AND NEW.user_id IS NOT NULL THEN
    UPDATE appointments SET member_count = member_count + 1 WHERE id = NEW.appointment_id;
  ELSIF TG_OP = 'DELETE' AND OLD.user_id IS NOT NULL THEN
    UPDATE appointments SET member_count = member_count - 1 WHERE id = OLD.appointment_id;
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER appointment_participants_count AFTER INSERT OR DELETE ON appointment_participants
  FOR EACH ROW EXECUTE FUNCTION appointment_member_count();
CREATE UNIQUE INDEX appointment_participants_member_once ON appointment_participants (appointment_id, user_id) WHERE user_id IS NOT NULL;

-- Staff (coaches) assigned to an occurrence.
CREATE TABLE appointment_assignees (
  business_id     integer NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
  appointment_id  integer NOT NULL,
  user_id         integer NOT NULL,
  PRIMARY KEY (appointment_id, user_id),
  FOREIGN KEY (appointment_id, business_id) REFERENCES appointments (id, business_id) ON DELETE CASCADE,
  FOREIGN KEY (business_id, user_id) REFERENCES business_members (business_id, user_id) ON DELETE CASCADE
);
CREATE INDEX appointment_assignees_user_idx ON appointment_assignees (business_id, user_id);

-- The first successful answer to a create call, replayed for a retry carrying the same Idempotency-Key.
CREATE TABLE idempotency_keys (
  business_id   integer NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
  user_id       integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  key           text NOT NULL CHECK (length(key) BETWEEN 1 AND 255),
  route         text NOT NULL,
  request_hash  text NOT NULL,
  status_code   integer,
  response      jsonb,
  created_at    timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (business_id, user_id, key)
);
CREATE INDEX idempotency_keys_created_idx ON idempotency_keys (created_at);

-- Messages staff send to an occurrence's participants (e-mailed through the outbox, listed by getmsgs).
CREATE TABLE appointment_messages (
  id              serial PRIMARY KEY,
  business_id     integer NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
  appointment_id  integer NOT NULL,
  sender_id       integer REFERENCES users (id) ON DELETE SET NULL,
  body            text NOT NULL CHECK (length(body) BETWEEN 1 AND 2000),
  recipients      integer NOT NULL DEFAULT 0,
  created_at      timestamptz NOT NULL DEFAULT now(),
  FOREIGN KEY (appointment_id, business_id) REFERENCES appointments (id, business_id) ON DELETE CASCADE
);
CREATE INDEX appointment_messages_appointment_idx ON appointment_messages (appointment_id, created_at);

-- What was removed or cancelled and whether the payer asked for an automatic refund; payments settle it later.
CREATE TABLE appointment_removals (
  id                    serial PRIMARY KEY,
  business_id           integer NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
  series_id             integer,
  appointment_ids       integer[] NOT NULL,
  user_id               integer REFERENCES users (id) ON DELETE SET NULL,
  removed_by            integer REFERENCES users (id) ON DELETE SET NULL,
  reason                text NOT NULL CHECK (reason IN ('delete', 'cancel')),
  refund_requested      boolean NOT NULL,
  created_at            timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX appointment_removals_business_idx ON appointment_removals (business_id, created_at);
