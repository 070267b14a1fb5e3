-- Issue 14: a family's adults sign the club's waiver for its members (a parent for a child). user_id stays whose
-- signature it is (one per member per waiver version, the existing unique key); signed_by is who signed it: the
-- member themselves or an adult of their family. Signatures before this were all signed by their member.
ALTER TABLE waiver_signatures ADD COLUMN signed_by integer REFERENCES users (id) ON DELETE SET NULL;
UPDATE waiver_signatures SET signed_by = user_id;
