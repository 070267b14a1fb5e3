-- The club's own Fairplay subscription (issue 14, spec 3 "Pricing and upgrade", section 4 "Subscription banner",
-- section 7 upgrade / promo / business-subscription calls). Fairplay bills each club monthly for its plan on the
-- platform's own account at the payment provider (not the club's connected account). Until now every club was
-- premium for free and the banner read three seeded columns of businesses; those move here as real records.

-- Promo codes Fairplay hands out: a percentage off, for a number of months (NULL: for as long as the subscription
-- lasts), optionally for one plan only, optionally limited in time and in redemptions. Codes are stored upper case
-- and matched case-insensitively. The redemption count is raised in the upgrade's transaction; its CHECK settles
-- two clubs racing for the last redemption.
CREATE TABLE promo_codes (
  code             text PRIMARY KEY CHECK (code = upper(code) AND length(code) BETWEEN 5 AND 40),
  plan             text CHECK (plan IN ('courtandlessonproviderplan', 'enterprisecourtandlessonproviderplan',
                                        'lessonproviderplan')),
  percent_off      integer NOT NULL CHECK (percent_off BETWEEN 1 AND 100),
  duration_months  integer CHECK (duration_months BETWEEN 1 AND 36),
  expires_at       timestamptz,
  max_redemptions  integer CHECK (max_redemptions > 0),
  redemptions      integer NOT NULL DEFAULT 0
    CHECK (redemptions >= 0 AND (max_redemptions IS NULL OR redemptions <= max_redemptions)),
  created_at       timestamptz NOT NULL DEFAULT now()
);

-- Demo codes name one of the spec's plan keys and carry the discount the club signs up with.
UPDATE demo_codes SET plan = 'enterprisecourtandlessonproviderplan'
  WHERE plan NOT IN ('courtandlessonproviderplan', 'enterprisecourtandlessonproviderplan', 'lessonproviderplan');
ALTER TABLE demo_codes ADD CONSTRAINT demo_codes_plan_check
  CHECK (plan IN ('courtandlessonproviderplan', 'enterprisecourtandlessonproviderplan', 'lessonproviderplan'));
ALTER TABLE demo_codes ADD COLUMN percent_off integer NOT NULL DEFAULT 0 CHECK (percent_off BETWEEN 0 AND 100);

-- One subscription per club. trialing: free until trial_ends_at (no card needed); active: paid through
-- current_period_end; incomplete: the last renewal was declined and is retried; unpaid: the retries ran out;
-- canceled: ended. resumes_at is the spec's pause_collection: the paid subscription ends then unless re-activated.
-- The card is saved on the platform's account at the provider (customer_id, payment_method_id).
CREATE TABLE club_subscriptions (
  business_id           integer PRIMARY KEY REFERENCES businesses (id) ON DELETE CASCADE,
  plan                  text NOT NULL CHECK (plan IN ('courtandlessonproviderplan',
                                                      'enterprisecourtandlessonproviderplan', 'lessonproviderplan')),
  status                text NOT NULL CHECK (status IN ('trialing', 'active', 'incomplete', 'unpaid', 'canceled')),
  -- Cents per month before the discount, fixed when the plan was chosen.
  amount                integer NOT NULL CHECK (amount >= 0),
  currency              text NOT NULL DEFAULT 'usd',
  promo_code            text REFERENCES promo_codes (code),
  percent_off           integer NOT NULL DEFAULT 0 CHECK (percent_off BETWEEN 0 AND 100),
  -- The discount applies to periods starting before this instant (NULL with a discount: always).
  discount_ends_at      timestamptz,
  trial_ends_at         timestamptz,
  current_period_start  timestamptz NOT NULL,
  current_period_end    timestamptz NOT NULL,
  resumes_at            timestamptz,
  customer_id           text,
  payment_method_id     text,
  card_brand            text,
  card_last4            text CHECK (card_last4 ~ '^[0-9]{4}$'),
  -- Declined tries of the current period; the next try is at next_attempt_at.
  failed_attempts       integer NOT NULL DEFAULT 0 CHECK (failed_attempts >= 0),
  next_attempt_at       timestamptz,
  canceled_at           timestamptz,
  created_at            timestamptz NOT NULL DEFAULT now(),
  updated_at            timestamptz NOT NULL DEFAULT now(),
  CHECK (current_period_end > current_period_start),
  CHECK (status <> 'trialing' OR trial_ends_at IS NOT NULL),
  CHECK (status NOT IN ('active', 'incomplete') OR payment_method_id IS NOT NULL),
  CHECK ((payment_method_id IS NULL) = (card_last4 IS NULL))
);
CREATE INDEX club_subscriptions_due_idx ON club_subscriptions (current_period_end)
  WHERE status IN ('trialing', 'active', 'incomplete');

-- Fairplay's invoices to the club: one per period (a plan change starts a new period), charged on the platform's
-- account with the key club-invoice-{id}-{attempt}, so a retried job never charges twice. total = amount - discount
-- - credit (the unused part of a paid period when the plan changes).
CREATE TABLE club_invoices (
  id                   serial PRIMARY KEY,
  business_id          integer NOT NULL REFERENCES club_subscriptions (business_id) ON DELETE CASCADE,
  plan                 text NOT NULL,
  period_start         timestamptz NOT NULL,
  period_end           timestamptz NOT NULL,
  amount               integer NOT NULL CHECK (amount >= 0),
  discount             integer NOT NULL DEFAULT 0 CHECK (discount >= 0),
  credit               integer NOT NULL DEFAULT 0 CHECK (credit >= 0),
  total                integer NOT NULL CHECK (total >= 0),
  currency             text NOT NULL DEFAULT 'usd',
  promo_code           text,
  status               text NOT NULL CHECK (status IN ('pending', 'paid', 'failed')),
  attempts             integer NOT NULL DEFAULT 1 CHECK (attempts >= 1),
  provider_payment_id  text,
  failure_message      text,
  paid_at              timestamptz,
  created_at           timestamptz NOT NULL DEFAULT now(),
  UNIQUE (business_id, period_start),
  CHECK (total = amount - discount - credit),
  CHECK (period_end > period_start),
  CHECK ((status = 'paid') = (paid_at IS NOT NULL))
);
-- One charge in flight per club: a second upgrade while the first is being charged is refused by the database.
CREATE UNIQUE INDEX club_invoices_one_pending ON club_invoices (business_id) WHERE status = 'pending';

-- The platform's own account at the built-in sandbox processor, where Fairplay charges clubs.
INSERT INTO sandbox_accounts (id) VALUES ('acct_fairplay_platform') ON CONFLICT DO NOTHING;

-- Every club has its subscription from the moment it exists: a new club starts a 30-day free trial of the plan it
-- signed up with (CLUB_BILLING.trialDays in contracts), at the plan's monthly price.
CREATE FUNCTION club_subscription_trial() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  chosen text := CASE WHEN NEW.plan IN ('courtandlessonproviderplan', 'enterprisecourtandlessonproviderplan')
                      THEN NEW.plan ELSE 'lessonproviderplan' END;
BEGIN
  INSERT INTO club_subscriptions (business_id, plan, status, amount, trial_ends_at, current_period_start,
                                  current_period_end)
  VALUES (NEW.id, chosen, 'trialing',
          CASE chosen WHEN 'courtandlessonproviderplan' THEN 19900
                      WHEN 'enterprisecourtandlessonproviderplan' THEN 29900 ELSE 14900 END,
          NEW.created_at + interval '30 days', NEW.created_at, NEW.created_at + interval '30 days');
  RETURN NULL;
END $$;
CREATE TRIGGER businesses_start_trial AFTER INSERT ON businesses
  FOR EACH ROW EXECUTE FUNCTION club_subscription_trial();

-- Existing clubs keep what they had, now as a record: a 30-day trial of their plan from today (they never gave
-- Fairplay a card), and a canceled one stays canceled.
INSERT INTO club_subscriptions (business_id, plan, status, amount, trial_ends_at, current_period_start,
                                current_period_end, canceled_at)
SELECT b.id,
       CASE WHEN b.plan IN ('courtandlessonproviderplan', 'enterprisecourtandlessonproviderplan', 'lessonproviderplan')
            THEN b.plan ELSE 'enterprisecourtandlessonproviderplan' END,
       CASE WHEN b.subscription_status = 'canceled' THEN 'canceled' ELSE 'trialing' END,
       CASE WHEN b.plan = 'courtandlessonproviderplan' THEN 19900
            WHEN b.plan = 'lessonproviderplan' THEN 14900 ELSE 29900 END,
       now() + interval '30 days', now(), now() + interval '30 days',
       CASE WHEN b.subscription_status = 'canceled' THEN now() END
FROM businesses b;

ALTER TABLE businesses DROP COLUMN subscription_id;
ALTER TABLE businesses DROP COLUMN subscription_status;
ALTER TABLE businesses DROP COLUMN subscription_resumes_at;
