-- A hold keeps its tax (issue 24 point 4; docs/decisions.md "Tax on lessons and coaching"): the court-time tax
-- rates a booking payment was priced with and the total the person was shown, so a hold authorized now, later (a far
-- date) or again (a lapsed hold) is priced with the same rates and never above that total.
ALTER TABLE booking_payments ADD COLUMN tax_ids integer[] NOT NULL DEFAULT '{}';
ALTER TABLE booking_payments ADD COLUMN shown_total integer;
