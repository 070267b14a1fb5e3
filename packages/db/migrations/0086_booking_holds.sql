-- Authorize now, capture later (issue 13; spec 2 "charge 24 hours before the event", spec 3 states). A booking paid
-- by "Book and Authorize Payment" holds its amount on the card (a charge `authorized`) and a job captures it 24
-- hours before the event, never after the hold lapses (@fairplay/domain holdPlan). An event further away than a
-- hold lasts keeps the member's saved method (with consent) and is authorized when the window opens (`scheduled`).
-- Cancelling releases a hold (`released`) or refunds a paid booking by the club's cancellation window.

-- A charge may be an authorization (held, not yet taken) and a released one.
ALTER TABLE charges DROP CONSTRAINT charges_status_check;
ALTER TABLE charges ADD CONSTRAINT charges_status_check
  CHECK (status IN ('processing', 'requires_action', 'succeeded', 'failed', 'invoiced', 'authorized', 'released'));
-- While authorized: when the hold lapses (the brand's window or the provider's end, whichever is first).
ALTER TABLE charges ADD COLUMN authorization_expires_at timestamptz;
ALTER TABLE charges ADD CONSTRAINT charges_authorization_check
  CHECK (status <> 'authorized' OR authorization_expires_at IS NOT NULL);

-- The ledger keeps holds as memo entries that never touch revenue: card_holds (what is held on members' cards,
-- each entry naming the payer) against holds_outstanding. A hold is reversed when captured ('capture', next to
-- the charge's own movement) or released ('release').
ALTER TABLE ledger_entries DROP CONSTRAINT ledger_entries_account_check;
ALTER TABLE ledger_entries ADD CONSTRAINT ledger_entries_account_check CHECK (account IN (
  'processor', 'cash_drawer', 'checks', 'revenue', 'tax_payable', 'receivable', 'fees',
  'points_issued', 'points_held', 'points_spent', 'points_expired', 'card_holds', 'holds_outstanding'));
ALTER TABLE ledger_transactions DROP CONSTRAINT ledger_transactions_kind_check;
ALTER TABLE ledger_transactions ADD CONSTRAINT ledger_transactions_kind_check CHECK (kind IN (
  'charge', 'cash', 'check', 'refund', 'capture', 'fee', 'points', 'invoice', 'payout', 'adjustment', 'hold',
  'release'));

-- Booking payments: `authorized` (held, captured by a job at capture_at), `scheduled` (the saved method is
-- authorized at authorize_at), `released` (the hold given back on cancellation), `failed` (an authorization or
-- capture that still failed after its retries; staff and the member were told). method 'authorize' is the
-- member's "Book and Authorize Payment".
ALTER TABLE booking_payments DROP CONSTRAINT booking_payments_status_check;
ALTER TABLE booking_payments ADD CONSTRAINT booking_payments_status_check
  CHECK (status IN ('pending', 'paid', 'unpaid', 'refunded', 'authorized', 'scheduled', 'released', 'failed'));
ALTER TABLE booking_payments DROP CONSTRAINT booking_payments_method_check;
ALTER TABLE booking_payments ADD CONSTRAINT booking_payments_method_check
  CHECK (method IN ('charge', 'cash', 'in_person', 'authorize'));
-- A paid, authorized or released payment names its charge; one to pay in person has none yet.
ALTER TABLE booking_payments DROP CONSTRAINT booking_payments_check;
ALTER TABLE booking_payments ADD CONSTRAINT booking_payments_charge_check
  CHECK ((status NOT IN ('paid', 'authorized') OR charge_id IS NOT NULL)
     AND (status <> 'unpaid' OR charge_id IS NULL));
ALTER TABLE booking_payments ADD COLUMN authorize_at timestamptz;
ALTER TABLE booking_payments ADD COLUMN capture_at timestamptz;
-- The saved method a scheduled authorization (and a re-authorization) uses: payments' id, kept without a key so
-- a removed method fails the authorization visibly rather than deleting the record.
ALTER TABLE booking_payments ADD COLUMN payment_method_id integer;
-- The last failed authorization or capture, as told to staff and the member (cleared when a retry succeeds).
ALTER TABLE booking_payments ADD COLUMN failure_message text CHECK (length(failure_message) <= 500);
-- A cancelled booking's refund or release (by the club's cancellation window): asked for once the cancellation
-- committed; `settled_at` claims it (so the immediate call and the safety-net job never both refund).
ALTER TABLE booking_payments ADD COLUMN cancel_action text CHECK (cancel_action IN ('refund', 'release'));
ALTER TABLE booking_payments ADD COLUMN refund_amount integer CHECK (refund_amount > 0);
ALTER TABLE booking_payments ADD COLUMN settled_at timestamptz;
ALTER TABLE booking_payments ADD COLUMN attempts integer NOT NULL DEFAULT 0 CHECK (attempts >= 0);
ALTER TABLE booking_payments ADD CONSTRAINT booking_payments_hold_check
  CHECK ((status <> 'authorized' OR (charge_id IS NOT NULL AND capture_at IS NOT NULL))
     AND (status <> 'scheduled' OR (authorize_at IS NOT NULL AND payment_method_id IS NOT NULL)));
