-- Messages and notifications (issue 16): the club's automatic e-mails with editable templates and an on/off
-- switch, bulk e-mail campaigns sent through the outbox, each person's in-app notifications and mail preferences.

-- One row per kind a club has customised or switched off; a kind without a row uses the default text and is on.
CREATE TABLE notification_templates (
  business_id  integer NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
  kind         text NOT NULL CHECK (kind IN ('booking_created', 'booking_changed', 'booking_cancelled', 'staff_message')),
  enabled      boolean NOT NULL DEFAULT true,
  subject      text CHECK (length(subject) BETWEEN 1 AND 200),
  body         text CHECK (length(body) BETWEEN 1 AND 5000),
  updated_by   integer REFERENCES users (id) ON DELETE SET NULL,
  updated_at   timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (business_id, kind),
  -- subject and body are customised together or not at all.
  CHECK ((subject IS NULL) = (body IS NULL))
);

-- A bulk e-mail: who sent it, what, and how many it was written for; its progress is its outbox rows' statuses.
CREATE TABLE email_campaigns (
  id           serial PRIMARY KEY,
  business_id  integer NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
  sender_id    integer REFERENCES users (id) ON DELETE SET NULL,
  audience     text NOT NULL CHECK (audience IN ('all', 'picked', 'member')),
  subject      text NOT NULL CHECK (length(subject) BETWEEN 1 AND 200),
  message      text NOT NULL CHECK (length(message) BETWEEN 1 AND 10000),
  recipients   integer NOT NULL CHECK (recipients >= 0),
  skipped      integer NOT NULL DEFAULT 0 CHECK (skipped >= 0),
  created_at   timestamptz NOT NULL DEFAULT now(),
  UNIQUE (id, business_id)
);
CREATE INDEX email_campaigns_recent_idx ON email_campaigns (business_id, created_at DESC);

-- The outbox learns what each e-mail is (for the log and the monthly count), the campaign it belongs to, and extra
-- headers (List-Unsubscribe).
ALTER TABLE email_outbox
  ADD COLUMN kind text NOT NULL DEFAULT 'account'
    CHECK (kind IN ('account', 'booking_created', 'booking_changed', 'booking_cancelled', 'staff_message',
                    'marketing', 'parent_message')),
  ADD COLUMN campaign_id integer,
  ADD COLUMN headers jsonb,
  ADD FOREIGN KEY (campaign_id, business_id) REFERENCES email_campaigns (id, business_id) ON DELETE SET NULL (campaign_id);
CREATE INDEX email_outbox_log_idx ON email_outbox (business_id, created_at DESC);
CREATE INDEX email_outbox_campaign_idx ON email_outbox (campaign_id, status) WHERE campaign_id IS NOT NULL;

-- A person's mail preferences in one club: kinds they do not want by e-mail and whether they take marketing. A row
-- is written the first time either is needed (a marketing send writes it, for the link's token).
-- unsubscribed_at set means no marketing (the unsubscribe link and the profile switch are the same thing).
CREATE TABLE mail_preferences (
  business_id      integer NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
  user_id          integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  muted_kinds      text[] NOT NULL DEFAULT '{}',
  unsubscribed_at  timestamptz,
  -- The unsubscribe link's secret: random, needs no sign-in, one per person and club.
  unsubscribe_token text NOT NULL DEFAULT replace(gen_random_uuid()::text, '-', ''),
  updated_at       timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (business_id, user_id),
  UNIQUE (business_id, unsubscribe_token),
  FOREIGN KEY (business_id, user_id) REFERENCES business_members (business_id, user_id) ON DELETE CASCADE
);

-- What the bell in the header lists.
CREATE TABLE in_app_notifications (
  id           serial PRIMARY KEY,
  business_id  integer NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
  user_id      integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  kind         text NOT NULL CHECK (kind IN ('booking_created', 'booking_changed', 'booking_cancelled', 'staff_message')),
  title        text NOT NULL CHECK (length(title) BETWEEN 1 AND 200),
  body         text NOT NULL CHECK (length(body) <= 2000),
  link         text CHECK (length(link) <= 500),
  created_at   timestamptz NOT NULL DEFAULT now(),
  read_at      timestamptz,
  UNIQUE (id, business_id),
  FOREIGN KEY (business_id, user_id) REFERENCES business_members (business_id, user_id) ON DELETE CASCADE
);
CREATE INDEX in_app_notifications_user_idx ON in_app_notifications (business_id, user_id, created_at DESC);
