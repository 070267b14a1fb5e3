-- Issue 10: a member's signature of the club's waiver. waiver_version is the id of the business_files row that was
-- signed: every upload stores a new row (a new id), so a new document asks everyone again while old signatures
-- stay on record. The file itself may be replaced or removed later, hence no foreign key to it.
CREATE TABLE waiver_signatures (
  id             serial PRIMARY KEY,
  business_id    integer NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
  user_id        integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  waiver_version integer NOT NULL CHECK (waiver_version > 0),
  file_name      text NOT NULL CHECK (length(file_name) BETWEEN 5 AND 120),
  signed_name    text NOT NULL CHECK (length(signed_name) BETWEEN 2 AND 100),
  signed_at      timestamptz NOT NULL DEFAULT now(),
  UNIQUE (business_id, user_id, waiver_version)
);
CREATE INDEX waiver_signatures_user_idx ON waiver_signatures (business_id, user_id, signed_at DESC);
