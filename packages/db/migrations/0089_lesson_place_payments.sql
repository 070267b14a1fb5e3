-- Paying for a lesson place (issue 13, spec 2 "POST lesson/book/{lesson_id}/ … payment{…}"): a place is paid in
-- person, by card (a booking payment whose item names the place, taken through the same charge path as court
-- time's book-and-pay), in cash by staff, or with the member's points (a points spend, given back when the place
-- is cancelled). A place and its payment are made together: a declined card leaves no place.
ALTER TABLE lesson_bookings DROP CONSTRAINT lesson_bookings_pay_method_check;
ALTER TABLE lesson_bookings ADD CONSTRAINT lesson_bookings_pay_method_check
  CHECK (pay_method IN ('in_person', 'charge', 'cash', 'points'));
-- The points spend that paid the place (refunded on cancel); only a place paid with points has one.
ALTER TABLE lesson_bookings ADD COLUMN point_spend_id integer;
ALTER TABLE lesson_bookings ADD CONSTRAINT lesson_bookings_point_spend_fk
  FOREIGN KEY (point_spend_id, business_id) REFERENCES point_spends (id, business_id);
ALTER TABLE lesson_bookings ADD CONSTRAINT lesson_bookings_points_paid_check
  CHECK ((pay_method = 'points') = (point_spend_id IS NOT NULL));
-- So a booking payment's item can name its place inside the same club.
CREATE UNIQUE INDEX lesson_bookings_id_business ON lesson_bookings (id, business_id);

-- A booking payment of a lesson place: its item is the occurrence (the lesson's appointment) and the place paid.
ALTER TABLE booking_payment_items ADD COLUMN lesson_booking_id integer;
ALTER TABLE booking_payment_items ADD CONSTRAINT booking_payment_items_lesson_booking_fk
  FOREIGN KEY (lesson_booking_id, business_id) REFERENCES lesson_bookings (id, business_id) ON DELETE CASCADE;
CREATE INDEX booking_payment_items_lesson_booking_idx ON booking_payment_items (business_id, lesson_booking_id)
  WHERE lesson_booking_id IS NOT NULL;
