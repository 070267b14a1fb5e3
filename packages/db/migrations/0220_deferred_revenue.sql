-- Deferred revenue (issue 25 point 10, docs/decisions.md "Deferred revenue"). Money paid ahead for something the
-- club still owes (a plan's period, a class pack's uses, bought points) is a liability until earned: the charge
-- credits 'deferred_revenue' instead of 'revenue', and a 'recognition' movement releases it to revenue as it is
-- earned (a plan's period day by day, a pack or points as they are used) or to 'prepaid_expired' (breakage) when
-- what was paid for expires unused.
ALTER TABLE ledger_entries DROP CONSTRAINT ledger_entries_account_check;
ALTER TABLE ledger_entries ADD CONSTRAINT ledger_entries_account_check CHECK (account IN (
  'processor', 'cash_drawer', 'checks', 'revenue', 'tax_payable', 'receivable', 'fees',
  'points_issued', 'points_held', 'points_spent', 'points_expired', 'card_holds', 'holds_outstanding',
  'member_credit', 'bank', 'disputes', 'deferred_revenue', 'prepaid_expired'));
ALTER TABLE ledger_transactions DROP CONSTRAINT ledger_transactions_kind_check;
ALTER TABLE ledger_transactions ADD CONSTRAINT ledger_transactions_kind_check CHECK (kind IN (
  'charge', 'cash', 'check', 'refund', 'capture', 'fee', 'points', 'invoice', 'payout', 'adjustment', 'hold',
  'release', 'proration', 'dispute', 'recognition'));

-- One row per amount deferred: a plan's period paid (by a charge or held credit), a class pack bought, a lot of
-- points bought. `amount` is the cents deferred (net of tax); what left the liability is counted in `released`
-- (earned, to revenue), `expired` (to prepaid_expired) and `returned` (refunded or credited back). The liability's
-- ledger balance equals the sum of amount - released - expired - returned (checked after the money tests).
-- A period deferral ('period') is released day by day up to released_through; a use deferral ('uses') as its
-- units are used (units_left of them still paid for, units_used used).
CREATE TABLE revenue_deferrals (
  id                serial NOT NULL,
  business_id       integer NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
  source            text NOT NULL CHECK (source IN ('plan', 'pack', 'points')),
  -- The subscription (plan, pack) or the point lot it is for.
  ref_id            integer NOT NULL,
  charge_id         integer,
  user_id           integer REFERENCES users (id) ON DELETE SET NULL,
  cadence           text NOT NULL CHECK (cadence IN ('period', 'uses')),
  amount            integer NOT NULL CHECK (amount >= 0),
  released          integer NOT NULL DEFAULT 0 CHECK (released >= 0),
  expired           integer NOT NULL DEFAULT 0 CHECK (expired >= 0),
  returned          integer NOT NULL DEFAULT 0 CHECK (returned >= 0),
  starts_at         timestamptz NOT NULL,
  ends_at           timestamptz,
  released_through  timestamptz NOT NULL,
  units_left        integer NOT NULL DEFAULT 0 CHECK (units_left >= 0),
  units_used        integer NOT NULL DEFAULT 0 CHECK (units_used >= 0),
  created_at        timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (id, business_id),
  CONSTRAINT revenue_deferrals_within CHECK (released + expired + returned <= amount),
  CONSTRAINT revenue_deferrals_period_ends CHECK (cadence <> 'period' OR ends_at IS NOT NULL),
  -- A charge defers once (a retried posting finds it); credit deferrals have no charge.
  CONSTRAINT revenue_deferrals_charge_once UNIQUE (business_id, charge_id)
);
CREATE INDEX revenue_deferrals_open_idx ON revenue_deferrals (business_id, source, ref_id)
  WHERE released + expired + returned < amount;
CREATE INDEX revenue_deferrals_due_idx ON revenue_deferrals (released_through)
  WHERE released + expired + returned < amount;

-- What a charge is paid ahead for, told by the module that sells it: the charge's posting defers its revenue.
ALTER TABLE charges ADD COLUMN deferral_source text CHECK (deferral_source IN ('plan', 'pack', 'points'));
ALTER TABLE charges ADD COLUMN deferral_ref integer;
ALTER TABLE charges ADD COLUMN deferral_from timestamptz;
ALTER TABLE charges ADD COLUMN deferral_until timestamptz;
ALTER TABLE charges ADD COLUMN deferral_units integer CHECK (deferral_units > 0);
ALTER TABLE charges ADD CONSTRAINT charges_deferral_whole CHECK (
  (deferral_source IS NULL) = (deferral_ref IS NULL) AND (deferral_source IS NULL) = (deferral_from IS NULL));
