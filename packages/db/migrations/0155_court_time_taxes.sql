-- Taxes on court time (issue 24 point 4; docs/decisions.md "Court time priced with its tax"): a club marks which of
-- its tax rates apply to court bookings. The checkout, the pending selection and the rule bands show the price with
-- these taxes, and the booking's charge carries them, both computed by the domain's lineTaxes.
ALTER TABLE taxes ADD COLUMN court_time boolean NOT NULL DEFAULT false;
