-- The club's card readers (issue 12, spec 3 "Card reader": registration_code, label, location): one row per reader
-- registered with the club's payment provider, at one of the club's locations. The reader's status is the
-- provider's (read live); the row keeps what the club named it and where it stands.
CREATE TABLE payment_readers (
  id                    serial PRIMARY KEY,
  business_id           integer NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
  location_id           integer NOT NULL,
  label                 text NOT NULL CHECK (length(label) BETWEEN 2 AND 100),
  provider              text NOT NULL CHECK (provider IN ('sandbox', 'stripe')),
  -- NULL while the registration is on its way to the provider (our row first: its id keys the provider's call).
  provider_reader_id    text,
  -- The provider's terminal location made for our location (reused by the location's next reader).
  provider_location_id  text,
  device_type           text NOT NULL DEFAULT '',
  serial_number         text NOT NULL DEFAULT '',
  created_by            integer REFERENCES users (id) ON DELETE SET NULL,
  created_at            timestamptz NOT NULL DEFAULT now(),
  UNIQUE (id, business_id),
  FOREIGN KEY (location_id, business_id) REFERENCES locations (id, business_id) ON DELETE CASCADE
);
CREATE UNIQUE INDEX payment_readers_provider_reader ON payment_readers (business_id, provider_reader_id);
CREATE INDEX payment_readers_location_idx ON payment_readers (business_id, location_id);

-- A terminal charge names the provider's reader that took it (the reader's action tells how the payment went).
ALTER TABLE charges ADD COLUMN provider_reader_id text;
