-- One court at a time (issue 24, docs/decisions.md "A member holds one court at a time"): a member may not hold two
-- bookings at overlapping times. On by default; staff booking for a member may override it.
ALTER TABLE businesses ADD COLUMN one_court_at_a_time boolean NOT NULL DEFAULT true;
