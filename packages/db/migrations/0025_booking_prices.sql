-- Issue 10: a booking keeps the price it was made at (the booking policy's price for its court time and guests),
-- so a later change of the club's rules does not change what is owed; the payments issue charges it.
ALTER TABLE appointments
  ADD COLUMN booked_price integer NOT NULL DEFAULT 0 CONSTRAINT appointments_booked_price_check CHECK (booked_price >= 0),
  ADD COLUMN booked_points integer NOT NULL DEFAULT 0 CONSTRAINT appointments_booked_points_check CHECK (booked_points >= 0),
  ADD COLUMN booked_pay_type smallint NOT NULL DEFAULT -1
    CONSTRAINT appointments_booked_pay_type_check CHECK (booked_pay_type IN (-1, 1, 2));
