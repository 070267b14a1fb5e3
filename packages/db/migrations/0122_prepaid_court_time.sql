-- Paying for court time and private sessions with points or a class pack (issues 13 and 14). A booking payment may
-- be `points` (a points spend of the payer, given back with it by a cancellation inside the club's window) or
-- `pack` (one use of a class pack per occurrence, each item naming its use). Neither moves money: such a payment is
-- `paid` without a charge; its `amount` is the money price it covers (cents, 0 on a points-only rule) and `points`
-- what was spent.
ALTER TABLE booking_payments DROP CONSTRAINT booking_payments_method_check;
ALTER TABLE booking_payments ADD CONSTRAINT booking_payments_method_check
  CHECK (method IN ('charge', 'cash', 'in_person', 'authorize', 'points', 'pack'));
ALTER TABLE booking_payments DROP CONSTRAINT booking_payments_charge_check;
ALTER TABLE booking_payments ADD CONSTRAINT booking_payments_charge_check
  CHECK ((status NOT IN ('paid', 'authorized') OR charge_id IS NOT NULL OR method IN ('points', 'pack'))
     AND (status <> 'unpaid' OR charge_id IS NULL));
ALTER TABLE booking_payments ADD COLUMN points integer NOT NULL DEFAULT 0 CHECK (points >= 0);
ALTER TABLE booking_payments ADD COLUMN point_spend_id integer;
ALTER TABLE booking_payments ADD CONSTRAINT booking_payments_point_spend_fk
  FOREIGN KEY (point_spend_id, business_id) REFERENCES point_spends (id, business_id);
ALTER TABLE booking_payments ADD CONSTRAINT booking_payments_point_spend_check
  CHECK ((method = 'points') = (point_spend_id IS NOT NULL));
-- Each occurrence's share of the points, and the class pack use that paid it.
ALTER TABLE booking_payment_items ADD COLUMN points integer NOT NULL DEFAULT 0 CHECK (points >= 0);
ALTER TABLE booking_payment_items ADD COLUMN pack_use_id integer;
ALTER TABLE booking_payment_items ADD CONSTRAINT booking_payment_items_pack_use_fk
  FOREIGN KEY (pack_use_id, business_id) REFERENCES class_pack_uses (id, business_id);
CREATE UNIQUE INDEX booking_payment_items_pack_use ON booking_payment_items (business_id, pack_use_id)
  WHERE pack_use_id IS NOT NULL;

-- A pack may cover court time ('court'), named explicitly: none named still means every lesson kind.
ALTER TABLE plans DROP CONSTRAINT plans_pack_covers_check;
ALTER TABLE plans ADD CONSTRAINT plans_pack_covers_check
  CHECK (pack_covers <@ ARRAY['group', 'private', 'camp', 'court']::text[]);

-- A refunded purchase shrinks its pack: `uses_revoked` is how many uses the refunds so far took back (the share
-- refunded of the purchase, rounded up); those the member had already spent are `uses_owed`, paid off by uses
-- given back later (a cancellation returns a use to the debt first), never by going below zero.
ALTER TABLE class_packs ADD COLUMN uses_revoked integer NOT NULL DEFAULT 0;
ALTER TABLE class_packs ADD COLUMN uses_owed integer NOT NULL DEFAULT 0;
ALTER TABLE class_packs ADD CONSTRAINT class_packs_revoked_check
  CHECK (uses_revoked BETWEEN 0 AND uses_total AND uses_owed BETWEEN 0 AND uses_revoked
     AND uses_left <= uses_total - uses_revoked);
-- The class pack use a private session (a lesson place) was paid with already has its column (0116).

-- A refund's effect on a pack is one history row: the uses it took back (negative) or gave back (positive, a
-- refund that failed at the provider), naming no use.
ALTER TABLE class_pack_uses ADD COLUMN refund boolean NOT NULL DEFAULT false;
ALTER TABLE class_pack_uses DROP CONSTRAINT class_pack_uses_change_check;
ALTER TABLE class_pack_uses DROP CONSTRAINT class_pack_uses_check;
ALTER TABLE class_pack_uses ADD CONSTRAINT class_pack_uses_change_check
  CHECK (CASE WHEN refund THEN change <> 0 AND returned_use_id IS NULL
              ELSE change IN (-1, 1) AND (change = 1) = (returned_use_id IS NOT NULL) END);
