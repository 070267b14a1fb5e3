-- Processor fees and payouts in the ledger (issue 12, docs/decisions.md "Processor fees and payouts"). A charge
-- taken through the provider keeps the fee the provider reported for it (the application fee and the provider's
-- own, in cents; NULL for desk charges and charges not yet paid). Payouts move the club's processor balance to its
-- bank: a new ledger account 'bank'.
ALTER TABLE charges ADD COLUMN processor_fee integer CHECK (processor_fee >= 0);

ALTER TABLE ledger_entries DROP CONSTRAINT ledger_entries_account_check;
ALTER TABLE ledger_entries ADD CONSTRAINT ledger_entries_account_check CHECK (account IN (
  'processor', 'cash_drawer', 'checks', 'revenue', 'tax_payable', 'receivable', 'fees',
  'points_issued', 'points_held', 'points_spent', 'points_expired', 'card_holds', 'holds_outstanding',
  'member_credit', 'bank'));

-- The sandbox processor's payouts of a connected account's available balance: one per account and reference
-- (the daily job's `payout-YYYY-MM-DD`), whatever runs twice.
CREATE TABLE sandbox_payouts (
  id            text PRIMARY KEY,
  account_id    text NOT NULL REFERENCES sandbox_accounts (id) ON DELETE CASCADE,
  amount        integer NOT NULL CHECK (amount > 0),
  status        text NOT NULL CHECK (status IN ('paid', 'failed')),
  reference     text NOT NULL,
  arrival_date  date NOT NULL,
  created_at    timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT sandbox_payouts_once UNIQUE (account_id, reference)
);

-- A club's payouts as the provider reported them; the ledger's 'payout' movement is written with the row (and
-- reversed when a paid payout later fails).
CREATE TABLE payouts (
  id                  serial NOT NULL,
  business_id         integer NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
  provider            text NOT NULL CHECK (provider IN ('sandbox', 'stripe')),
  provider_payout_id  text NOT NULL,
  amount              integer NOT NULL CHECK (amount > 0),
  currency            text NOT NULL CHECK (currency ~ '^[a-z]{3}$'),
  status              text NOT NULL CHECK (status IN ('paid', 'failed')),
  arrival_date        date NOT NULL,
  created_at          timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (id, business_id),
  CONSTRAINT payouts_once UNIQUE (business_id, provider_payout_id)
);
CREATE INDEX payouts_business_idx ON payouts (business_id, arrival_date);
