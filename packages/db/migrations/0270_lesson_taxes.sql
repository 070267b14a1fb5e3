-- Taxes on lessons and coaching (issue 24 point 4; docs/decisions.md "Tax on lessons, coaching, points and class
-- packs"): a club marks which of its tax rates apply to lesson places, camp days and coaches' private sessions.
-- Their checkouts show the price with these taxes and their charges carry them (domain taxedLines).
ALTER TABLE taxes ADD COLUMN lessons boolean NOT NULL DEFAULT false;
