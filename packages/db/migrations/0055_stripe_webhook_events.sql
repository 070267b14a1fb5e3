-- Stripe's webhook events as received (issue 12), one row per event id: the unique key that makes a duplicate
-- delivery a no-op. An event is claimed for a short while by the delivery that processes it (a concurrent
-- duplicate is answered "try again" and finds it processed on Stripe's retry), and marked processed only once the
-- re-read object was handed to the payments module; a failure leaves it unprocessed, so Stripe's retry processes it.
-- Events come from the platform's Stripe account about connected accounts: Stripe's ids, no business_id (the club
-- is found from the connected account when the payment is applied).
CREATE TABLE stripe_webhook_events (
  event_id       text PRIMARY KEY CHECK (event_id ~ '^evt_'),
  type           text NOT NULL,
  account_id     text,
  object_id      text,
  livemode       boolean NOT NULL,
  -- When Stripe made the event (not when it arrived: deliveries come late and out of order).
  event_created  timestamptz NOT NULL,
  received_at    timestamptz NOT NULL DEFAULT now(),
  deliveries     integer NOT NULL DEFAULT 1 CHECK (deliveries > 0),
  claimed_until  timestamptz,
  processed_at   timestamptz,
  last_error     text
);

-- The events still to process (a failed one, until Stripe's retry), oldest first.
CREATE INDEX stripe_webhook_events_pending ON stripe_webhook_events (event_created) WHERE processed_at IS NULL;
