-- Waitlists with payment (issue 13): a member joining a full lesson's waitlist with "Book and Authorize Payment"
-- saves a payment method with their consent and nothing is held. The method is kept on the waitlist place; when a
-- place frees up and they are first in line, the place is booked and this method authorized (a booking payment).
-- A method removed since leaves the place on the waitlist without one (authorized by nobody: the next is tried).
ALTER TABLE lesson_bookings ADD COLUMN waitlist_payment_method_id integer;
ALTER TABLE lesson_bookings ADD CONSTRAINT lesson_bookings_waitlist_payment_method_fk
  FOREIGN KEY (waitlist_payment_method_id, business_id) REFERENCES payment_methods (id, business_id)
    ON DELETE SET NULL (waitlist_payment_method_id);
