-- Front-desk check-in (issue 16): each member's personal check-in code, the booking a check-in belongs to, and
-- one check-in per scan settled by the database.

-- A member's personal code, shown in their home as a QR code and as text; the desk's scanner types it. Random,
-- so it cannot be guessed from the member's id, and stable: it is made once, on first use, and kept.
CREATE TABLE checkin_codes (
  id           serial PRIMARY KEY,
  business_id  integer NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
  user_id      integer NOT NULL,
  code         text NOT NULL CHECK (code ~ '^[A-HJ-NP-Z2-9]{10}$'),
  created_at   timestamptz NOT NULL DEFAULT now(),
  UNIQUE (business_id, user_id),
  UNIQUE (business_id, code),
  FOREIGN KEY (business_id, user_id) REFERENCES business_members (business_id, user_id) ON DELETE CASCADE
);

-- The booking the member came for (their booking around the check-in time at that location), when there is one.
ALTER TABLE check_ins ADD COLUMN appointment_id integer;
ALTER TABLE check_ins
  ADD CONSTRAINT check_ins_appointment_fk FOREIGN KEY (appointment_id, business_id)
  REFERENCES appointments (id, business_id) ON DELETE SET NULL (appointment_id);
CREATE INDEX check_ins_appointment_idx ON check_ins (business_id, appointment_id) WHERE appointment_id IS NOT NULL;

-- A second scan of the same member at the same desk within a few minutes is the same check-in: each new check-in
-- holds [checked_in_at, repeat_until) and two of one member at one location may not overlap. Rows written before
-- this migration have no window and are left as they were.
ALTER TABLE check_ins ADD COLUMN repeat_until timestamptz;
ALTER TABLE check_ins ADD CONSTRAINT check_ins_repeat_after CHECK (repeat_until IS NULL OR repeat_until > checked_in_at);
ALTER TABLE check_ins
  ADD CONSTRAINT check_ins_one_per_scan EXCLUDE USING gist (
    business_id WITH =, location_id WITH =, user_id WITH =, tstzrange(checked_in_at, repeat_until, '[)') WITH &&
  ) WHERE (repeat_until IS NOT NULL);
CREATE INDEX check_ins_user_idx ON check_ins (business_id, user_id, checked_in_at DESC);
