-- A job queue in the database (issue 16: booking reminders; later captures, renewals, invoices, webhooks) and the
-- booking reminder notification. See docs/decisions.md "Job queue and booking reminders (issue 16)".

-- One row per job. A worker claims a due pending job with FOR UPDATE SKIP LOCKED and runs it inside the claiming
-- transaction, so its effects and its 'done' commit together and two processes never run the same job. A failure
-- counts an attempt and moves run_at back (backoff); after max_attempts the job is 'dead', kept with its error.
CREATE TABLE jobs (
  id            bigserial PRIMARY KEY,
  -- The club the job works for; null for the system's own jobs (the reminder sweep).
  business_id   integer REFERENCES businesses (id) ON DELETE CASCADE,
  type          text NOT NULL CHECK (type ~ '^[a-z][a-z0-9_.-]{0,99}$'),
  -- Idempotency: a second enqueue with the same type and key is a no-op, whatever the first one's status.
  key           text CHECK (length(key) BETWEEN 1 AND 300),
  payload       jsonb NOT NULL DEFAULT '{}'::jsonb,
  status        text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'done', 'dead')),
  run_at        timestamptz NOT NULL,
  attempts      integer NOT NULL DEFAULT 0 CHECK (attempts >= 0),
  max_attempts  integer NOT NULL DEFAULT 5 CHECK (max_attempts BETWEEN 1 AND 100),
  last_error    text CHECK (length(last_error) <= 2000),
  created_at    timestamptz NOT NULL DEFAULT now(),
  finished_at   timestamptz,
  CHECK ((status = 'pending') = (finished_at IS NULL)),
  CHECK (attempts <= max_attempts),
  UNIQUE (type, key)
);
CREATE INDEX jobs_due_idx ON jobs (run_at) WHERE status = 'pending';
CREATE INDEX jobs_finished_idx ON jobs (finished_at) WHERE status = 'done';
CREATE INDEX jobs_club_idx ON jobs (business_id, type, status) WHERE business_id IS NOT NULL;

-- The reminder is a notification kind: its template, switch, e-mail preference, outbox and bell entries.
ALTER TABLE notification_templates DROP CONSTRAINT notification_templates_kind_check;
ALTER TABLE notification_templates ADD CONSTRAINT notification_templates_kind_check
  CHECK (kind IN ('booking_created', 'booking_changed', 'booking_cancelled', 'staff_message', 'booking_reminder'));
-- How many hours before the start the reminder goes (the reminder's row only; no row or null means 24).
ALTER TABLE notification_templates
  ADD COLUMN hours_before integer CHECK (hours_before BETWEEN 1 AND 168),
  ADD CONSTRAINT notification_templates_hours_reminder_check CHECK (hours_before IS NULL OR kind = 'booking_reminder');

ALTER TABLE in_app_notifications DROP CONSTRAINT in_app_notifications_kind_check;
ALTER TABLE in_app_notifications ADD CONSTRAINT in_app_notifications_kind_check
  CHECK (kind IN ('booking_created', 'booking_changed', 'booking_cancelled', 'staff_message', 'booking_reminder'));

ALTER TABLE email_outbox DROP CONSTRAINT email_outbox_kind_check;
ALTER TABLE email_outbox ADD CONSTRAINT email_outbox_kind_check
  CHECK (kind IN ('account', 'booking_created', 'booking_changed', 'booking_cancelled', 'staff_message',
                  'marketing', 'parent_message', 'booking_reminder'));
