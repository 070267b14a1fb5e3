-- Stripe's webhook events are processed by the job queue (issue 12): the webhook route records the event and
-- enqueues a job keyed by the event id in one transaction, and answers Stripe at once. The queue holds a job while
-- it runs (FOR UPDATE SKIP LOCKED) and keeps its attempts and last error, so the event's own claim and error go.
ALTER TABLE stripe_webhook_events DROP COLUMN claimed_until, DROP COLUMN last_error;
