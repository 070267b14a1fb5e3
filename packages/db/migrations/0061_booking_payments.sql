-- Paying for court time (issue 13; spec 2 "Book-and-pay request", spec 3 "Charge for appointment"): what a booking
-- was paid with, or is still owed. A booking and its payment are made together: the court time is held with a
-- `pending` payment while the provider is asked, then the payment becomes `paid` (its charge named) or the booking
-- is removed with it. `unpaid`: to pay in person at the desk. Money itself is in `charges` and the ledger.
CREATE TABLE booking_payments (
  id              serial NOT NULL,
  business_id     integer NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
  status          text NOT NULL CHECK (status IN ('pending', 'paid', 'unpaid', 'refunded')),
  method          text NOT NULL CHECK (method IN ('charge', 'cash', 'in_person')),
  -- The booking's price in cents as the server computed it from the club's rules (never the client's amount).
  amount          integer NOT NULL CHECK (amount >= 0),
  currency        text NOT NULL CHECK (currency ~ '^[a-z]{3}$'),
  charge_id       integer,
  member_user_id  integer REFERENCES users (id) ON DELETE SET NULL,
  created_by      integer REFERENCES users (id) ON DELETE SET NULL,
  -- Staff charging a saved booking send an Idempotency-Key: a retry finds the first payment.
  idempotency_key text CHECK (length(idempotency_key) BETWEEN 1 AND 255),
  created_at      timestamptz NOT NULL DEFAULT now(),
  updated_at      timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (id, business_id),
  FOREIGN KEY (charge_id, business_id) REFERENCES charges (id, business_id),
  CHECK ((status = 'paid') = (charge_id IS NOT NULL) OR status IN ('refunded', 'pending'))
);
CREATE UNIQUE INDEX booking_payments_idempotency_key ON booking_payments (business_id, idempotency_key)
  WHERE idempotency_key IS NOT NULL;
CREATE INDEX booking_payments_member_idx ON booking_payments (business_id, member_user_id);

-- The occurrences a payment covers (a booking on several courts is one payment) and each one's share of it.
CREATE TABLE booking_payment_items (
  business_id         integer NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
  booking_payment_id  integer NOT NULL,
  appointment_id      integer NOT NULL,
  amount              integer NOT NULL CHECK (amount >= 0),
  PRIMARY KEY (booking_payment_id, appointment_id, business_id),
  FOREIGN KEY (booking_payment_id, business_id) REFERENCES booking_payments (id, business_id) ON DELETE CASCADE,
  FOREIGN KEY (appointment_id, business_id) REFERENCES appointments (id, business_id) ON DELETE CASCADE
);
CREATE INDEX booking_payment_items_appointment_idx ON booking_payment_items (business_id, appointment_id);
