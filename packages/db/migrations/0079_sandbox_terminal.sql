-- The sandbox processor's card readers (issue 12, spec 3 "Terminal flow"): terminal locations, readers registered
-- by a simulated registration code, and the connection tokens its in-store client would use. Like the rest of the
-- sandbox's records these are the processor's own, keyed by its ids and accounts (no business_id).
CREATE TABLE sandbox_terminal_locations (
  id            text PRIMARY KEY,
  account_id    text NOT NULL REFERENCES sandbox_accounts (id) ON DELETE CASCADE,
  display_name  text NOT NULL,
  address       text NOT NULL DEFAULT '',
  created_at    timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE sandbox_readers (
  id                      text PRIMARY KEY,
  account_id              text NOT NULL REFERENCES sandbox_accounts (id) ON DELETE CASCADE,
  location_id             text NOT NULL REFERENCES sandbox_terminal_locations (id) ON DELETE CASCADE,
  label                   text NOT NULL,
  device_type             text NOT NULL,
  serial_number           text NOT NULL,
  -- What the reader is doing: collecting the card for one payment, and how that ended.
  action_payment_id       text REFERENCES sandbox_payments (id) ON DELETE SET NULL,
  action_status           text CHECK (action_status IN ('in_progress', 'succeeded', 'failed')),
  action_failure_code     text,
  action_failure_message  text,
  deleted_at              timestamptz,
  created_at              timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX sandbox_readers_account_idx ON sandbox_readers (account_id, created_at);

CREATE TABLE sandbox_connection_tokens (
  secret       text PRIMARY KEY,
  account_id   text NOT NULL REFERENCES sandbox_accounts (id) ON DELETE CASCADE,
  location_id  text REFERENCES sandbox_terminal_locations (id) ON DELETE CASCADE,
  expires_at   timestamptz NOT NULL,
  created_at   timestamptz NOT NULL DEFAULT now()
);

-- A terminal payment's client secret (what the processor answers when it is made).
ALTER TABLE sandbox_payments ADD COLUMN client_secret text;
