-- API keys and webhooks (issue 30.9-10, docs/decisions.md "API keys" and "Webhooks").
--
-- An API key belongs to a club and acts as one of its staff (acts_as_user_id), read-only or read-write. Only the
-- SHA-256 of the key is kept; the key itself names its club (fp_live_<club id>_<random>), so the lookup is by
-- (business_id, key_hash), which holds the shard key.
CREATE TABLE api_keys (
  id               serial PRIMARY KEY,
  business_id      integer NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
  name             text NOT NULL CHECK (length(name) BETWEEN 1 AND 60),
  scope            text NOT NULL CHECK (scope IN ('read', 'write')),
  acts_as_user_id  integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  key_hash         text NOT NULL,
  key_hint         text NOT NULL,
  created_by       integer REFERENCES users (id) ON DELETE SET NULL,
  created_at       timestamptz NOT NULL DEFAULT now(),
  last_used_at     timestamptz,
  revoked_at       timestamptz,
  CONSTRAINT api_keys_hash_unique UNIQUE (business_id, key_hash)
);
CREATE INDEX api_keys_business_idx ON api_keys (business_id, id);

-- A club's webhook endpoint: where the chosen events are sent, signed with its secret (Standard Webhooks). The
-- secret must be kept readable to sign with; it is shown to the owner once, at creation.
CREATE TABLE webhook_endpoints (
  id               serial PRIMARY KEY,
  business_id      integer NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
  url              text NOT NULL CHECK (url ~ '^https?://' AND length(url) <= 2000),
  description      text NOT NULL DEFAULT '' CHECK (length(description) <= 200),
  events           text[] NOT NULL CHECK (cardinality(events) > 0),
  secret           text NOT NULL CHECK (secret LIKE 'whsec_%'),
  enabled          boolean NOT NULL DEFAULT true,
  disabled_reason  text,
  created_by       integer REFERENCES users (id) ON DELETE SET NULL,
  created_at       timestamptz NOT NULL DEFAULT now(),
  last_success_at  timestamptz,
  CHECK (enabled OR disabled_reason IS NOT NULL)
);
CREATE INDEX webhook_endpoints_business_idx ON webhook_endpoints (business_id, id);

-- One message to one endpoint: the exact body signed and sent (kept as text, so a replay sends the same bytes),
-- its state, and when it is tried next. Written in the transaction of the event's cause.
CREATE TABLE webhook_deliveries (
  id               bigserial PRIMARY KEY,
  business_id      integer NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
  endpoint_id      integer NOT NULL REFERENCES webhook_endpoints (id) ON DELETE CASCADE,
  message_id       text NOT NULL,
  event_type       text NOT NULL,
  body             text NOT NULL,
  status           text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'succeeded', 'failed')),
  attempts         integer NOT NULL DEFAULT 0 CHECK (attempts >= 0),
  created_at       timestamptz NOT NULL,
  next_attempt_at  timestamptz,
  last_attempt_at  timestamptz,
  CONSTRAINT webhook_deliveries_message_unique UNIQUE (business_id, endpoint_id, message_id)
);
CREATE INDEX webhook_deliveries_endpoint_idx ON webhook_deliveries (business_id, endpoint_id, id DESC);

-- Every try of a delivery (retries and replays), with the receiver's answer: the delivery log.
CREATE TABLE webhook_attempts (
  id               bigserial PRIMARY KEY,
  business_id      integer NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
  delivery_id      bigint NOT NULL REFERENCES webhook_deliveries (id) ON DELETE CASCADE,
  attempt          integer NOT NULL CHECK (attempt > 0),
  replay           boolean NOT NULL DEFAULT false,
  at               timestamptz NOT NULL,
  status_code      integer,
  response_body    text NOT NULL DEFAULT '',
  error            text,
  duration_ms      integer NOT NULL CHECK (duration_ms >= 0)
);
CREATE INDEX webhook_attempts_delivery_idx ON webhook_attempts (business_id, delivery_id, id);
