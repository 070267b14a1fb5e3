-- Hidden member prices (issue 25 point 4, docs/decisions.md "Book pay types by name, one guest-fee rule, hidden
-- member prices as a setting"): spec 2 section 2 says the clubs of a fixed list (one id, 109) hide the per-hour price
-- in the member view. It is now the club's own setting, off by default; the spec's club 109 keeps the behaviour by
-- its data, where it exists.
ALTER TABLE businesses ADD COLUMN hide_member_prices boolean NOT NULL DEFAULT false;
UPDATE businesses SET hide_member_prices = true WHERE id = 109;
