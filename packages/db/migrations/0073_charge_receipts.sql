-- Receipts (issue 12): every charge has a receipt at a URL of its own (`receipt_url`), opened without signing in
-- like a card processor's receipt link, so the e-mailed receipt can link to its PDF. The key is 128 random bits
-- made by the database (gen_random_uuid is built into PostgreSQL 13+ and PGlite); existing charges get theirs now
-- (a volatile default is evaluated row by row).
ALTER TABLE charges ADD COLUMN receipt_key text NOT NULL DEFAULT replace(gen_random_uuid()::text, '-', '')
  CHECK (receipt_key ~ '^[0-9a-f]{32}$');
