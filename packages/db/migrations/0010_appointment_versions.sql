-- Optimistic concurrency for the court sheet: every change of an occurrence adds one to its version, and a
-- change made from a court sheet that showed an older version is refused (409) by a conditional UPDATE
-- (`WHERE id = $1 AND version = $2`), so of simultaneous drags from one view exactly one wins.
ALTER TABLE appointments ADD COLUMN version integer NOT NULL DEFAULT 1 CHECK (version >= 1);
