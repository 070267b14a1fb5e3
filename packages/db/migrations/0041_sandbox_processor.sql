-- The built-in `sandbox` payment provider's own records (issue 12): a card processor's test mode inside Fairplay.
-- These tables stand for the processor's side, not the club's: they carry the processor's ids (acct_, cus_, pm_,
-- py_, re_) and no business_id, and only the sandbox reads or writes them, so reconciliation can compare the
-- club's ledger with what the processor recorded. No full card or account number is ever stored.

CREATE TABLE sandbox_accounts (
  id          text PRIMARY KEY,
  created_at  timestamptz NOT NULL DEFAULT now()
);

-- A connection code handed back to /private/stripe; it works once, for ten minutes.
CREATE TABLE sandbox_connect_codes (
  code        text PRIMARY KEY,
  account_id  text NOT NULL REFERENCES sandbox_accounts (id) ON DELETE CASCADE,
  expires_at  timestamptz NOT NULL,
  used_at     timestamptz
);

-- A single-use token for a card or bank account, made by the browser; `behavior` is what the test number does.
CREATE TABLE sandbox_tokens (
  id                   text PRIMARY KEY,
  type                 text NOT NULL CHECK (type IN ('card', 'bank_account')),
  brand                text NOT NULL,
  last4                text NOT NULL CHECK (last4 ~ '^[0-9]{4}$'),
  exp_month            integer,
  exp_year             integer,
  account_holder_name  text,
  behavior             text NOT NULL,
  expires_at           timestamptz NOT NULL,
  used_at              timestamptz,
  created_at           timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE sandbox_customers (
  id          text PRIMARY KEY,
  account_id  text NOT NULL REFERENCES sandbox_accounts (id) ON DELETE CASCADE,
  name        text NOT NULL,
  email       text NOT NULL,
  reference   text NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE sandbox_payment_methods (
  id                   text PRIMARY KEY,
  account_id           text NOT NULL REFERENCES sandbox_accounts (id) ON DELETE CASCADE,
  customer_id          text REFERENCES sandbox_customers (id) ON DELETE CASCADE,
  type                 text NOT NULL CHECK (type IN ('card', 'bank_account')),
  brand                text NOT NULL,
  last4                text NOT NULL,
  exp_month            integer,
  exp_year             integer,
  account_holder_name  text,
  behavior             text NOT NULL,
  verified             boolean NOT NULL,
  verify_attempts      integer NOT NULL DEFAULT 0,
  detached_at          timestamptz,
  created_at           timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE sandbox_payments (
  id                        text PRIMARY KEY,
  account_id                text NOT NULL REFERENCES sandbox_accounts (id) ON DELETE CASCADE,
  amount                    integer NOT NULL CHECK (amount > 0),
  amount_captured           integer NOT NULL DEFAULT 0 CHECK (amount_captured >= 0 AND amount_captured <= amount),
  amount_refunded           integer NOT NULL DEFAULT 0
                              CHECK (amount_refunded >= 0 AND amount_refunded <= amount_captured),
  currency                  text NOT NULL,
  status                    text NOT NULL CHECK (status IN ('requires_action', 'requires_capture', 'processing',
                                                            'succeeded', 'failed', 'canceled')),
  capture                   boolean NOT NULL,
  method_type               text NOT NULL CHECK (method_type IN ('card', 'bank_account', 'card_present')),
  brand                     text NOT NULL,
  last4                     text NOT NULL,
  behavior                  text NOT NULL,
  customer_id               text,
  payment_method_id         text,
  reference                 text NOT NULL,
  description               text NOT NULL DEFAULT '',
  failure_code              text,
  failure_message           text,
  authorization_expires_at  timestamptz,
  created_at                timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX sandbox_payments_account_idx ON sandbox_payments (account_id, created_at);

CREATE TABLE sandbox_refunds (
  id          text PRIMARY KEY,
  account_id  text NOT NULL REFERENCES sandbox_accounts (id) ON DELETE CASCADE,
  payment_id  text NOT NULL REFERENCES sandbox_payments (id) ON DELETE CASCADE,
  amount      integer NOT NULL CHECK (amount > 0),
  status      text NOT NULL CHECK (status IN ('succeeded', 'failed')),
  reference   text NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX sandbox_refunds_account_idx ON sandbox_refunds (account_id, created_at);

-- A processor's idempotency: the first request with a key is done and its answer kept; a request with the same
-- key (and the same parameters) is answered from here, also when it arrives while the first is still running
-- (it waits on this row's key).
CREATE TABLE sandbox_idempotency (
  account_id    text NOT NULL,
  key           text NOT NULL,
  request_hash  text NOT NULL,
  response      jsonb,
  created_at    timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (account_id, key)
);
