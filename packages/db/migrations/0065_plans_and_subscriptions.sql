-- Plans, one-time products and members' subscriptions (issue 14; spec 3 "Plan/product", "Subscription", section 4).
-- Fairplay bills subscriptions itself: each period is a subscription_invoices row, charged off-session through the
-- payments module's provider with an idempotency key from the invoice (docs/decisions.md "Plans and subscriptions").

CREATE TABLE plans (
  id                 serial NOT NULL,
  business_id        integer NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
  nickname           text NOT NULL CHECK (length(nickname) BETWEEN 1 AND 80),
  description        text NOT NULL DEFAULT '' CHECK (length(description) <= 500),
  -- Integer cents per interval (a product: its one price).
  amount             integer NOT NULL CHECK (amount BETWEEN 0 AND 100000000),
  currency           text NOT NULL CHECK (currency ~ '^[a-z]{3}$'),
  -- A recurring plan's interval; null for a one-time product.
  interval           text CHECK (interval IN ('day', 'week', 'month', 'year')),
  one_time           boolean NOT NULL DEFAULT false,
  tax_ids            integer[] NOT NULL DEFAULT '{}',
  nbu_subscribe      boolean NOT NULL DEFAULT true,
  min_age            integer CHECK (min_age BETWEEN 0 AND 120),
  max_age            integer CHECK (max_age BETWEEN 0 AND 120),
  -- When what the plan gives ends (UTC, seconds zeroed), or how many days it lasts from the purchase.
  period_end         timestamptz,
  valid_days         integer CHECK (valid_days BETWEEN 1 AND 3650),
  facility_group_ids integer[] NOT NULL DEFAULT '{}',
  is_individual      boolean NOT NULL DEFAULT true,
  trial_period_days  integer NOT NULL DEFAULT 0 CHECK (trial_period_days BETWEEN 0 AND 730),
  is_disabled        boolean NOT NULL DEFAULT false,
  position           integer NOT NULL DEFAULT 0,
  archived_at        timestamptz,
  created_by         integer REFERENCES users (id) ON DELETE SET NULL,
  created_at         timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (id, business_id),
  CHECK (one_time = (interval IS NULL)),
  CHECK (min_age IS NULL OR max_age IS NULL OR min_age <= max_age),
  CHECK (period_end IS NULL OR valid_days IS NULL)
);
CREATE INDEX plans_business_idx ON plans (business_id, one_time, position);

-- A member's subscription to a plan (or purchase of a product). Live: trialing, active or incomplete; a pause is
-- paused_at/resumes_at on an active one (Stripe's pause_collection). One live subscription per member and plan.
CREATE TABLE subscriptions (
  id                   serial NOT NULL,
  business_id          integer NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
  plan_id              integer NOT NULL,
  user_id              integer NOT NULL,
  payer_user_id        integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  status               text NOT NULL CHECK (status IN ('trialing', 'active', 'incomplete', 'canceled', 'expired')),
  amount               integer NOT NULL CHECK (amount BETWEEN 0 AND 100000000),
  currency             text NOT NULL CHECK (currency ~ '^[a-z]{3}$'),
  interval             text CHECK (interval IN ('day', 'week', 'month', 'year')),
  -- The period paid for; current_period_end is the next billing date of a recurring plan.
  current_period_start timestamptz NOT NULL,
  current_period_end   timestamptz,
  trial_end            timestamptz,
  -- When what was bought ends (a product, or a plan with period_end / valid_days).
  ends_at              timestamptz,
  paused_at            timestamptz,
  resumes_at           timestamptz,
  canceled_at          timestamptz,
  -- The payer's saved method renewals charge (payments' id; the payments module refuses removing it while live).
  payment_method_id    integer,
  failure_message      text CHECK (length(failure_message) <= 300),
  signed_at            timestamptz,
  created_by           integer REFERENCES users (id) ON DELETE SET NULL,
  created_at           timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (id, business_id),
  FOREIGN KEY (plan_id, business_id) REFERENCES plans (id, business_id),
  FOREIGN KEY (business_id, user_id) REFERENCES business_members (business_id, user_id) ON DELETE CASCADE,
  CHECK ((paused_at IS NULL) = (resumes_at IS NULL)),
  CHECK ((status = 'canceled') = (canceled_at IS NOT NULL))
);
CREATE UNIQUE INDEX subscriptions_one_live ON subscriptions (business_id, user_id, plan_id)
  WHERE status IN ('trialing', 'active', 'incomplete');
CREATE INDEX subscriptions_user_idx ON subscriptions (business_id, user_id);
CREATE INDEX subscriptions_due_idx ON subscriptions (current_period_end) WHERE status IN ('trialing', 'active');

-- One billing period of a subscription: the amount owed and the charge that paid it. A period is billed once
-- (the unique key); each attempt's charge carries the key subscription-{invoice}-{attempt}.
CREATE TABLE subscription_invoices (
  id              serial NOT NULL,
  business_id     integer NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
  subscription_id integer NOT NULL,
  period_start    timestamptz NOT NULL,
  period_end      timestamptz,
  amount          integer NOT NULL CHECK (amount BETWEEN 0 AND 100000000),
  status          text NOT NULL CHECK (status IN ('pending', 'paid', 'failed', 'void')),
  attempts        integer NOT NULL DEFAULT 0 CHECK (attempts >= 0),
  charge_id       integer,
  created_at      timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (id, business_id),
  UNIQUE (business_id, subscription_id, period_start),
  FOREIGN KEY (subscription_id, business_id) REFERENCES subscriptions (id, business_id) ON DELETE CASCADE,
  FOREIGN KEY (charge_id, business_id) REFERENCES charges (id, business_id)
);
CREATE INDEX subscription_invoices_pending_idx ON subscription_invoices (status) WHERE status = 'pending';
