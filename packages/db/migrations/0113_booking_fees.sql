-- No-show and late-cancel fees driven by check-in (issue 13, "Beyond the anchors"). The club's fees in cents (0: no
-- fee), the grace after a booking's start by which a player must be checked in, and when the fees were last set: a
-- fee is never charged for a booking made (late cancel) or starting (no-show) before it.
ALTER TABLE businesses ADD COLUMN no_show_fee integer NOT NULL DEFAULT 0 CHECK (no_show_fee >= 0);
ALTER TABLE businesses ADD COLUMN no_show_fee_minutes integer NOT NULL DEFAULT 15
  CHECK (no_show_fee_minutes BETWEEN 0 AND 1440);
ALTER TABLE businesses ADD COLUMN late_cancel_fee integer NOT NULL DEFAULT 0 CHECK (late_cancel_fee >= 0);
ALTER TABLE businesses ADD COLUMN fees_changed_at timestamptz NOT NULL DEFAULT now();

-- One fee per kind, booking and player, whatever runs twice (the sweep, a retried cancellation): the unique key
-- decides. The booking is named without a foreign key: a cancelled booking is deleted, its fee stays. `pending`
-- while the card is asked, then `charged` (a succeeded charge), `invoiced` (on the monthly invoice), `unpaid`
-- (no method and no invoice: owed at the desk) or `waived` by staff (refunded or voided).
CREATE TABLE booking_fees (
  id              serial NOT NULL,
  business_id     integer NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
  kind            text NOT NULL CHECK (kind IN ('no_show', 'late_cancel')),
  appointment_id  integer NOT NULL,
  lesson_booking_id integer,
  user_id         integer NOT NULL REFERENCES users (id),
  starts_at       timestamptz NOT NULL,
  amount          integer NOT NULL CHECK (amount > 0),
  currency        text NOT NULL CHECK (currency ~ '^[a-z]{3}$'),
  status          text NOT NULL DEFAULT 'pending'
                  CHECK (status IN ('pending', 'charged', 'invoiced', 'unpaid', 'waived')),
  charge_id       integer,
  failure_message text,
  waived_by       integer REFERENCES users (id) ON DELETE SET NULL,
  waived_at       timestamptz,
  created_at      timestamptz NOT NULL DEFAULT now(),
  updated_at      timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (id, business_id),
  FOREIGN KEY (charge_id, business_id) REFERENCES charges (id, business_id),
  CONSTRAINT booking_fees_once UNIQUE (business_id, kind, appointment_id, user_id),
  CHECK (status NOT IN ('charged', 'invoiced') OR charge_id IS NOT NULL),
  CHECK ((status = 'waived') = (waived_at IS NOT NULL))
);
CREATE INDEX booking_fees_user_idx ON booking_fees (business_id, user_id, created_at);
CREATE INDEX booking_fees_appointment_idx ON booking_fees (business_id, appointment_id);
