-- Rate-limit counters shared by every server process (sign-in, password resets, forms, uploads).
-- Provider-wide, not club-owned: a key names an account, an address, or a club's upload stream, so the table has no
-- business_id. One row per key and fixed window; the limiter reads the previous window too (a sliding estimate).
CREATE TABLE rate_limit_counters (
  key           text NOT NULL CHECK (length(key) BETWEEN 1 AND 400),
  window_start  timestamptz NOT NULL,
  count         integer NOT NULL CHECK (count >= 0),
  -- When the row stops mattering (the end of the window after its own): rows past it are pruned.
  expires_at    timestamptz NOT NULL,
  PRIMARY KEY (key, window_start)
);
CREATE INDEX rate_limit_counters_expires_at_idx ON rate_limit_counters (expires_at);
