-- Refunds are idempotent like charges (issue 25): a refund call carries an Idempotency-Key, kept on the refund it
-- made with a hash of its request. The same key again answers the first refund; another request under the same key
-- is refused. The unique index settles two requests racing with one key on different charges (each charge's own
-- row lock settles those on the same charge).
ALTER TABLE refunds
  ADD COLUMN idempotency_key text CHECK (length(idempotency_key) BETWEEN 1 AND 255),
  ADD COLUMN request_hash text;
CREATE UNIQUE INDEX refunds_idempotency_key ON refunds (business_id, idempotency_key)
  WHERE idempotency_key IS NOT NULL;

-- A gift of points given back (point/refund_gift): one row per refund, keyed like the money refunds, so a retried
-- request never takes the points twice.
CREATE TABLE point_gift_refunds (
  id               serial,
  business_id      integer NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
  lot_id           integer NOT NULL,
  points           integer NOT NULL CHECK (points > 0),
  idempotency_key  text NOT NULL CHECK (length(idempotency_key) BETWEEN 1 AND 255),
  request_hash     text NOT NULL,
  created_by       integer REFERENCES users (id) ON DELETE SET NULL,
  created_at       timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (id, business_id),
  FOREIGN KEY (lot_id, business_id) REFERENCES point_lots (id, business_id) ON DELETE CASCADE,
  CONSTRAINT point_gift_refunds_key UNIQUE (business_id, idempotency_key)
);
