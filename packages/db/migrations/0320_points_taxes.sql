-- Taxes on points purchases (issue 24 point 4; docs/decisions.md "Tax on points and class-pack purchases"): a club
-- marks which of its tax rates apply when a member buys points. The Buy points dialog shows the price with these
-- taxes and the purchase's charge carries them (tax payable beside the points' deferred revenue).
ALTER TABLE taxes ADD COLUMN points boolean NOT NULL DEFAULT false;
