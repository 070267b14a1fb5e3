-- Split payment (issue 13, club setting `split_payment`; spec 2 "Book-and-pay request … splitPayment"): a booking's
-- price shared by its players (the booker and the members playing with them). The booker pays their own share when
-- booking; each other player owes theirs until they pay it (or staff collect it). A share is paid through a booking
-- payment of its own (booking_payments, with its charge and ledger), so refunds on cancel, the sheet's paid dot and
-- the settle job treat it as any booking payment. The guest fees are always on the booker's share.
ALTER TABLE businesses ADD COLUMN split_payment boolean NOT NULL DEFAULT false;

-- One split per booked occurrence (a split booking is one court at one time): its price, which the shares sum to.
CREATE TABLE booking_splits (
  id              serial NOT NULL,
  business_id     integer NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
  appointment_id  integer NOT NULL,
  price           integer NOT NULL CHECK (price > 0),
  currency        text NOT NULL CHECK (currency ~ '^[a-z]{3}$'),
  created_by      integer REFERENCES users (id) ON DELETE SET NULL,
  created_at      timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (id, business_id),
  UNIQUE (appointment_id, business_id),
  FOREIGN KEY (appointment_id, business_id) REFERENCES appointments (id, business_id) ON DELETE CASCADE
);

-- Each player's share: one per player per split, at most one the booker's, guest fees only on the booker's.
-- `booking_payment_id` is the payment that pays it (the booker's book-and-pay payment; another player's own when
-- they pay); null while the share is owed. A payment that fails is deleted, which makes the share owed again.
CREATE TABLE booking_split_shares (
  id                  serial NOT NULL,
  business_id         integer NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
  split_id            integer NOT NULL,
  user_id             integer NOT NULL REFERENCES users (id),
  booker              boolean NOT NULL,
  amount              integer NOT NULL CHECK (amount >= 0),
  guest_fees          integer NOT NULL DEFAULT 0 CHECK (guest_fees >= 0 AND guest_fees <= amount),
  booking_payment_id  integer,
  created_at          timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (id, business_id),
  UNIQUE (split_id, user_id, business_id),
  UNIQUE (booking_payment_id, business_id),
  CHECK (booker OR guest_fees = 0),
  FOREIGN KEY (split_id, business_id) REFERENCES booking_splits (id, business_id) ON DELETE CASCADE,
  FOREIGN KEY (booking_payment_id, business_id) REFERENCES booking_payments (id, business_id)
    ON DELETE SET NULL (booking_payment_id)
);
CREATE UNIQUE INDEX booking_split_shares_one_booker ON booking_split_shares (split_id, business_id) WHERE booker;
CREATE INDEX booking_split_shares_user_idx ON booking_split_shares (business_id, user_id);

-- The shares of a split add up to its price, and a share's payment is for the share's amount (checked when the
-- transaction commits, so a split and its shares are written together).
CREATE FUNCTION booking_split_check(the_business integer, the_split integer) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  the_price integer;
BEGIN
  SELECT price INTO the_price FROM booking_splits WHERE id = the_split AND business_id = the_business;
  IF NOT FOUND THEN
    RETURN;
  END IF;
  IF (SELECT coalesce(sum(amount), 0) FROM booking_split_shares
       WHERE split_id = the_split AND business_id = the_business) <> the_price THEN
    RAISE EXCEPTION 'the shares of split % do not add up to its price', the_split
      USING ERRCODE = '23514', CONSTRAINT = 'booking_split_shares_sum';
  END IF;
  IF EXISTS (SELECT 1 FROM booking_split_shares s
               JOIN booking_payments p ON p.id = s.booking_payment_id AND p.business_id = s.business_id
              WHERE s.split_id = the_split AND s.business_id = the_business AND p.amount <> s.amount) THEN
    RAISE EXCEPTION 'a share of split % is paid by a payment of another amount', the_split
      USING ERRCODE = '23514', CONSTRAINT = 'booking_split_shares_paid_amount';
  END IF;
END $$;
CREATE FUNCTION booking_split_shares_check() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM booking_split_check(OLD.business_id, OLD.split_id);
  ELSE
    PERFORM booking_split_check(NEW.business_id, NEW.split_id);
  END IF;
  RETURN NULL;
END $$;
CREATE FUNCTION booking_splits_check() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM booking_split_check(NEW.business_id, NEW.id);
  RETURN NULL;
END $$;
CREATE CONSTRAINT TRIGGER booking_split_shares_sum AFTER INSERT OR UPDATE OR DELETE ON booking_split_shares
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION booking_split_shares_check();
CREATE CONSTRAINT TRIGGER booking_splits_sum AFTER INSERT OR UPDATE ON booking_splits
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION booking_splits_check();
