-- Changing plan mid-period (issue 14, docs/decisions.md "Plan changes and proration"): the unused part of the old
-- plan is credited and the new plan's remainder charged. A credit larger than the charge (a downgrade) is held on the
-- subscription and taken off its next renewals. In the ledger the credit is a 'proration' movement from revenue to
-- member_credit (what the club owes the member as account credit, each entry naming the payer); using it moves it
-- back to revenue.
ALTER TABLE subscriptions ADD COLUMN credit integer NOT NULL DEFAULT 0 CHECK (credit BETWEEN 0 AND 100000000);
-- What a renewal's held credit took off the period (amount is what is charged, after it and the coupon).
ALTER TABLE subscription_invoices ADD COLUMN credit_applied integer NOT NULL DEFAULT 0
  CHECK (credit_applied BETWEEN 0 AND 100000000);

ALTER TABLE ledger_entries DROP CONSTRAINT ledger_entries_account_check;
ALTER TABLE ledger_entries ADD CONSTRAINT ledger_entries_account_check CHECK (account IN (
  'processor', 'cash_drawer', 'checks', 'revenue', 'tax_payable', 'receivable', 'fees',
  'points_issued', 'points_held', 'points_spent', 'points_expired', 'card_holds', 'holds_outstanding',
  'member_credit'));
ALTER TABLE ledger_transactions DROP CONSTRAINT ledger_transactions_kind_check;
ALTER TABLE ledger_transactions ADD CONSTRAINT ledger_transactions_kind_check CHECK (kind IN (
  'charge', 'cash', 'check', 'refund', 'capture', 'fee', 'points', 'invoice', 'payout', 'adjustment', 'hold',
  'release', 'proration'));
