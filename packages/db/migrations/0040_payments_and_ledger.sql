-- Payments (issue 12; spec 3 sections 3-9): the ledger, the club's provider connection, saved payment methods,
-- taxes, charges with their order lines and refunds. Money is integer cents in the club's currency.

-- The ledger: every movement of money (and, later, points) as a balanced set of entries. A transaction's entries
-- sum to zero per unit; ledger_entries_balanced checks it at commit, so entries written by several statements
-- of one database transaction are checked together, and an unbalanced transaction is refused whole.
CREATE TABLE ledger_transactions (
  id           serial PRIMARY KEY,
  business_id  integer NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
  kind         text NOT NULL CHECK (kind IN ('charge', 'cash', 'check', 'refund', 'capture', 'fee', 'points',
                                              'invoice', 'payout', 'adjustment')),
  -- What caused it (the charge, and for a refund the refund); kept without keys so the ledger outlives them.
  charge_id    integer,
  refund_id    integer,
  memo         text NOT NULL DEFAULT '' CHECK (length(memo) <= 200),
  created_at   timestamptz NOT NULL DEFAULT now(),
  UNIQUE (id, business_id)
);
CREATE INDEX ledger_transactions_charge_idx ON ledger_transactions (business_id, charge_id);

-- One side of a movement. Positive amounts are debits, negative credits. Accounts: processor (money held at the
-- payment provider), cash_drawer, checks, revenue, tax_payable, receivable (what a member owes). `user_id`
-- names the customer the movement concerns, so member balances are read from the ledger.
CREATE TABLE ledger_entries (
  id              serial PRIMARY KEY,
  business_id     integer NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
  transaction_id  integer NOT NULL,
  account         text NOT NULL CHECK (account IN ('processor', 'cash_drawer', 'checks', 'revenue', 'tax_payable',
                                                   'receivable', 'fees', 'points_issued', 'points_spent')),
  unit            text NOT NULL DEFAULT 'cents' CHECK (unit IN ('cents', 'points')),
  amount          bigint NOT NULL CHECK (amount <> 0),
  user_id         integer REFERENCES users (id) ON DELETE SET NULL,
  created_at      timestamptz NOT NULL DEFAULT now(),
  FOREIGN KEY (transaction_id, business_id) REFERENCES ledger_transactions (id, business_id) ON DELETE CASCADE
);
CREATE INDEX ledger_entries_transaction_idx ON ledger_entries (business_id, transaction_id);
CREATE INDEX ledger_entries_user_idx ON ledger_entries (business_id, user_id);

CREATE FUNCTION ledger_check_balanced() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (SELECT coalesce(sum(amount), 0) FROM ledger_entries
       WHERE transaction_id = NEW.transaction_id AND unit = NEW.unit) <> 0 THEN
    RAISE EXCEPTION 'ledger transaction % does not balance', NEW.transaction_id
      USING ERRCODE = '23514', CONSTRAINT = 'ledger_entries_balanced';
  END IF;
  RETURN NULL;
END $$;
CREATE CONSTRAINT TRIGGER ledger_entries_balanced AFTER INSERT ON ledger_entries
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION ledger_check_balanced();

-- Entries are never changed (a correction is a new transaction); only the customer reference may be cleared
-- when the user is deleted.
CREATE FUNCTION ledger_entries_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.amount <> OLD.amount OR NEW.account <> OLD.account OR NEW.unit <> OLD.unit
     OR NEW.transaction_id <> OLD.transaction_id OR NEW.business_id <> OLD.business_id
     OR NEW.user_id IS NOT NULL AND NEW.user_id IS DISTINCT FROM OLD.user_id THEN
    RAISE EXCEPTION 'ledger entries cannot be changed'
      USING ERRCODE = '23514', CONSTRAINT = 'ledger_entries_append_only';
  END IF;
  RETURN NEW;
END $$;
CREATE TRIGGER ledger_entries_no_update BEFORE UPDATE ON ledger_entries
  FOR EACH ROW EXECUTE FUNCTION ledger_entries_append_only();

-- The club's connected account at the payment provider (one per club).
CREATE TABLE payment_accounts (
  business_id   integer PRIMARY KEY REFERENCES businesses (id) ON DELETE CASCADE,
  provider      text NOT NULL CHECK (provider IN ('sandbox', 'stripe')),
  account_id    text NOT NULL CHECK (length(account_id) BETWEEN 1 AND 255),
  connected_by  integer REFERENCES users (id) ON DELETE SET NULL,
  connected_at  timestamptz NOT NULL DEFAULT now()
);

-- A payer's customer record at the provider (a family's payer pays with their own methods).
CREATE TABLE payment_customers (
  business_id   integer NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
  user_id       integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  provider      text NOT NULL CHECK (provider IN ('sandbox', 'stripe')),
  customer_id   text NOT NULL CHECK (length(customer_id) BETWEEN 1 AND 255),
  created_at    timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (business_id, user_id)
);

-- A payer's saved card or US bank account. At most one default per payer (the unique index), and at least one
-- while any is saved (payment_methods_one_default, checked at commit): exactly one.
CREATE TABLE payment_methods (
  id                   serial PRIMARY KEY,
  business_id          integer NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
  user_id              integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  provider_method_id   text NOT NULL CHECK (length(provider_method_id) BETWEEN 1 AND 255),
  object               text NOT NULL CHECK (object IN ('card', 'bank_account')),
  brand                text NOT NULL CHECK (length(brand) <= 60),
  last4                text NOT NULL CHECK (last4 ~ '^[0-9]{4}$'),
  exp_month            integer CHECK (exp_month BETWEEN 1 AND 12),
  exp_year             integer CHECK (exp_year BETWEEN 2000 AND 2100),
  account_holder_name  text CHECK (length(account_holder_name) <= 80),
  verified             boolean NOT NULL,
  is_default           boolean NOT NULL DEFAULT false,
  created_at           timestamptz NOT NULL DEFAULT now(),
  UNIQUE (id, business_id),
  UNIQUE (business_id, provider_method_id),
  CHECK (object = 'bank_account' OR verified)
);
CREATE UNIQUE INDEX payment_methods_one_default_idx ON payment_methods (business_id, user_id) WHERE is_default;
CREATE INDEX payment_methods_user_idx ON payment_methods (business_id, user_id);

CREATE FUNCTION payment_methods_check_default() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  payer_business integer := CASE WHEN TG_OP = 'DELETE' THEN OLD.business_id ELSE NEW.business_id END;
  payer integer := CASE WHEN TG_OP = 'DELETE' THEN OLD.user_id ELSE NEW.user_id END;
BEGIN
  IF EXISTS (SELECT 1 FROM payment_methods WHERE business_id = payer_business AND user_id = payer)
     AND NOT EXISTS (SELECT 1 FROM payment_methods
                      WHERE business_id = payer_business AND user_id = payer AND is_default) THEN
    RAISE EXCEPTION 'a payer with saved payment methods must have exactly one default'
      USING ERRCODE = '23514', CONSTRAINT = 'payment_methods_one_default';
  END IF;
  RETURN NULL;
END $$;
CREATE CONSTRAINT TRIGGER payment_methods_one_default AFTER INSERT OR UPDATE OR DELETE ON payment_methods
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION payment_methods_check_default();

-- A club's tax rate (spec 3 "Tax rate"). The percentage never changes (a charge keeps the rate it was made with);
-- archiving retires it.
CREATE TABLE taxes (
  id            serial PRIMARY KEY,
  business_id   integer NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
  display_name  text NOT NULL CHECK (length(display_name) BETWEEN 1 AND 50 AND display_name = btrim(display_name)),
  description   text NOT NULL DEFAULT '' CHECK (length(description) <= 200),
  percentage    numeric(5, 2) NOT NULL CHECK (percentage >= 0 AND percentage < 100),
  type          text NOT NULL DEFAULT 'Sales Tax' CHECK (type IN ('Sales Tax', 'custom')),
  type_name     text NOT NULL DEFAULT '' CHECK (length(type_name) <= 50),
  jurisdiction  text NOT NULL DEFAULT 'Default region' CHECK (length(jurisdiction) BETWEEN 1 AND 60),
  inclusive     boolean NOT NULL DEFAULT false,
  archived_at   timestamptz,
  created_by    integer REFERENCES users (id) ON DELETE SET NULL,
  created_at    timestamptz NOT NULL DEFAULT now(),
  UNIQUE (id, business_id)
);

-- A charge: card or bank account through the provider, or cash or a check taken at the desk. `amount` is the
-- subtotal before exclusive taxes, `total` what was taken. A charge with an Idempotency-Key is made once per club
-- and key (charges_idempotency_key): a retry, or a concurrent duplicate, finds the first.
CREATE TABLE charges (
  id                   serial PRIMARY KEY,
  business_id          integer NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
  type                 text NOT NULL CHECK (type IN ('card', 'ach', 'terminal', 'cash', 'check-input')),
  status               text NOT NULL CHECK (status IN ('processing', 'requires_action', 'succeeded', 'failed')),
  amount               integer NOT NULL CHECK (amount > 0),
  tax                  integer NOT NULL DEFAULT 0 CHECK (tax >= 0),
  tax_percent          numeric(7, 2) NOT NULL DEFAULT 0,
  total                integer NOT NULL CHECK (total > 0),
  amount_refunded      integer NOT NULL DEFAULT 0 CHECK (amount_refunded >= 0 AND amount_refunded <= total),
  currency             text NOT NULL CHECK (currency ~ '^[a-z]{3}$'),
  description          text NOT NULL DEFAULT '' CHECK (length(description) <= 500),
  full_name            text NOT NULL DEFAULT '' CHECK (length(full_name) <= 80),
  member_user_id       integer REFERENCES users (id) ON DELETE SET NULL,
  payer_user_id        integer REFERENCES users (id) ON DELETE SET NULL,
  payment_method_id    integer,
  source_object        text CHECK (source_object IN ('card', 'bank_account', 'card_present')),
  source_brand         text NOT NULL DEFAULT '',
  source_last4         text NOT NULL DEFAULT '',
  provider             text CHECK (provider IN ('sandbox', 'stripe')),
  provider_payment_id  text,
  next_action_url      text,
  failure_code         text,
  failure_message      text,
  idempotency_key      text CHECK (length(idempotency_key) BETWEEN 1 AND 255),
  request_hash         text,
  created_by           integer REFERENCES users (id) ON DELETE SET NULL,
  created_at           timestamptz NOT NULL DEFAULT now(),
  UNIQUE (id, business_id),
  FOREIGN KEY (payment_method_id, business_id) REFERENCES payment_methods (id, business_id)
    ON DELETE SET NULL (payment_method_id),
  CHECK ((type IN ('cash', 'check-input')) = (provider IS NULL)),
  CHECK (status = 'succeeded' OR amount_refunded = 0)
);
CREATE UNIQUE INDEX charges_idempotency_key ON charges (business_id, idempotency_key)
  WHERE idempotency_key IS NOT NULL;
CREATE UNIQUE INDEX charges_provider_payment ON charges (business_id, provider_payment_id)
  WHERE provider_payment_id IS NOT NULL;
CREATE INDEX charges_recent_idx ON charges (business_id, created_at DESC, id DESC);
CREATE INDEX charges_member_idx ON charges (business_id, member_user_id);

-- An order line of a charge (spec 3 "Order detail"): unit price, count, its tax, and what was refunded of it.
CREATE TABLE charge_lines (
  id               serial PRIMARY KEY,
  business_id      integer NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
  charge_id        integer NOT NULL,
  description      text NOT NULL CHECK (length(description) BETWEEN 1 AND 500),
  price            integer NOT NULL CHECK (price > 0),
  count            integer NOT NULL CHECK (count > 0),
  tax              integer NOT NULL DEFAULT 0 CHECK (tax >= 0),
  total            integer NOT NULL CHECK (total > 0),
  returned_count   integer NOT NULL DEFAULT 0 CHECK (returned_count >= 0 AND returned_count <= count),
  amount_refunded  integer NOT NULL DEFAULT 0 CHECK (amount_refunded >= 0 AND amount_refunded <= total),
  tax_refunded     integer NOT NULL DEFAULT 0 CHECK (tax_refunded >= 0 AND tax_refunded <= tax),
  created_at       timestamptz NOT NULL DEFAULT now(),
  UNIQUE (id, business_id),
  FOREIGN KEY (charge_id, business_id) REFERENCES charges (id, business_id) ON DELETE CASCADE
);
CREATE INDEX charge_lines_charge_idx ON charge_lines (business_id, charge_id);

-- The rates applied to a line, as they were when charged.
CREATE TABLE charge_line_taxes (
  business_id   integer NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
  line_id       integer NOT NULL,
  tax_id        integer NOT NULL,
  display_name  text NOT NULL,
  percentage    numeric(5, 2) NOT NULL,
  inclusive     boolean NOT NULL,
  amount        integer NOT NULL CHECK (amount >= 0),
  PRIMARY KEY (business_id, line_id, tax_id),
  FOREIGN KEY (line_id, business_id) REFERENCES charge_lines (id, business_id) ON DELETE CASCADE,
  FOREIGN KEY (tax_id, business_id) REFERENCES taxes (id, business_id)
);

-- A refund of a charge (or of one order line of it). `pending` while the provider is asked; a failed refund
-- gives its amount back to the refundable remainder.
CREATE TABLE refunds (
  id                  serial PRIMARY KEY,
  business_id         integer NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
  charge_id           integer NOT NULL,
  line_id             integer,
  amount              integer NOT NULL CHECK (amount > 0),
  tax                 integer NOT NULL DEFAULT 0 CHECK (tax >= 0 AND tax <= amount),
  count               integer NOT NULL DEFAULT 0 CHECK (count >= 0),
  status              text NOT NULL CHECK (status IN ('pending', 'succeeded', 'failed')),
  provider_refund_id  text,
  failure_message     text,
  created_by          integer REFERENCES users (id) ON DELETE SET NULL,
  created_at          timestamptz NOT NULL DEFAULT now(),
  UNIQUE (id, business_id),
  FOREIGN KEY (charge_id, business_id) REFERENCES charges (id, business_id) ON DELETE CASCADE,
  FOREIGN KEY (line_id, business_id) REFERENCES charge_lines (id, business_id) ON DELETE CASCADE
);
CREATE INDEX refunds_charge_idx ON refunds (business_id, charge_id);
