-- Disputes (chargebacks) in the ledger (issue 25, docs/decisions.md "Disputes"). A card holder's bank disputes a
-- charge: Stripe withdraws the amount and its dispute fee from the club's balance, and gives the amount back (and
-- maybe the fee) if the club wins. Each of Stripe's balance transactions of a dispute is recorded once here, with
-- its ledger movement against a new 'disputes' account (money the club may lose to a dispute; what is left there
-- after a lost dispute is the loss).
CREATE TABLE disputes (
  id                   serial NOT NULL,
  business_id          integer NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
  charge_id            integer NOT NULL,
  provider_dispute_id  text NOT NULL,
  amount               integer NOT NULL CHECK (amount > 0),
  currency             text NOT NULL CHECK (currency ~ '^[a-z]{3}$'),
  reason               text NOT NULL,
  status               text NOT NULL CHECK (status IN ('warning_needs_response', 'warning_under_review',
                         'warning_closed', 'needs_response', 'under_review', 'won', 'lost', 'prevented',
                         'appeal_needs_response', 'appeal_under_review')),
  evidence_due_by      timestamptz,
  created_at           timestamptz NOT NULL DEFAULT now(),
  updated_at           timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (id, business_id),
  FOREIGN KEY (charge_id, business_id) REFERENCES charges (id, business_id) ON DELETE CASCADE,
  CONSTRAINT disputes_once UNIQUE (business_id, provider_dispute_id)
);
CREATE INDEX disputes_charge_idx ON disputes (business_id, charge_id);

-- One row per balance transaction of a dispute: amount signed as Stripe has it (negative: withdrawn), fee as Stripe
-- has it (positive: charged; negative: returned). Unique, so a repeated or raced event posts a movement once.
CREATE TABLE dispute_movements (
  id                        serial NOT NULL,
  business_id               integer NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
  dispute_id                integer NOT NULL,
  provider_transaction_id   text NOT NULL,
  amount                    integer NOT NULL CHECK (amount <> 0),
  fee                       integer NOT NULL,
  created_at                timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (id, business_id),
  FOREIGN KEY (dispute_id, business_id) REFERENCES disputes (id, business_id) ON DELETE CASCADE,
  CONSTRAINT dispute_movements_once UNIQUE (business_id, provider_transaction_id)
);

ALTER TABLE ledger_entries DROP CONSTRAINT ledger_entries_account_check;
ALTER TABLE ledger_entries ADD CONSTRAINT ledger_entries_account_check CHECK (account IN (
  'processor', 'cash_drawer', 'checks', 'revenue', 'tax_payable', 'receivable', 'fees',
  'points_issued', 'points_held', 'points_spent', 'points_expired', 'card_holds', 'holds_outstanding',
  'member_credit', 'bank', 'disputes'));
ALTER TABLE ledger_transactions DROP CONSTRAINT ledger_transactions_kind_check;
ALTER TABLE ledger_transactions ADD CONSTRAINT ledger_transactions_kind_check CHECK (kind IN (
  'charge', 'cash', 'check', 'refund', 'capture', 'fee', 'points', 'invoice', 'payout', 'adjustment', 'hold',
  'release', 'proration', 'dispute'));

-- Stripe told us the club took Fairplay's access away (account.application.deauthorized): the club is no longer
-- connected until it connects again.
ALTER TABLE payment_accounts ADD COLUMN disconnected_at timestamptz;

-- The status of a charge's latest dispute, shown wherever the charge is listed.
ALTER TABLE charges ADD COLUMN dispute_status text CHECK (dispute_status IN ('warning_needs_response',
  'warning_under_review', 'warning_closed', 'needs_response', 'under_review', 'won', 'lost', 'prevented',
  'appeal_needs_response', 'appeal_under_review'));
