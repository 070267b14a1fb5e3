-- The lesson listing form's remaining fields (spec 2 section 3 "Lesson listing form", issue 26 point 2).
-- closed: the lesson takes no bookings; allow_booking_until: booking closes this many hours before each date
-- (0-168, as the club's setting of that name; null: the buffer alone); who_can_book_filters: age, level and gender
-- limits on who may book, the shape of an availability rule's filters; booked_by: whom the listing is booked by.
ALTER TABLE lessons
  ADD COLUMN closed boolean NOT NULL DEFAULT false,
  ADD COLUMN allow_booking_until integer CHECK (allow_booking_until BETWEEN 0 AND 168),
  ADD COLUMN who_can_book_filters jsonb NOT NULL
    DEFAULT '{"min_age": null, "max_age": null, "min_level": null, "max_level": null, "gender": null}',
  ADD COLUMN booked_by integer REFERENCES users (id) ON DELETE SET NULL;
