-- Class packs (issue 14, spec 3 "one-time products (class packs, day passes)"): a one-time product may carry a
-- number of uses, the lesson kinds it covers (none named: every kind) and, through its valid_days / period_end,
-- an expiry. Buying it (its invoice paid) gives the member a pack: a row holding the uses left. A use is taken
-- with a conditional UPDATE in the booking's transaction, and the CHECK refuses going below zero whatever the
-- caller does, so two bookings racing for the last use are settled by the database: one wins.
ALTER TABLE plans ADD COLUMN uses integer;
ALTER TABLE plans ADD COLUMN pack_covers text[] NOT NULL DEFAULT '{}';
ALTER TABLE plans ADD CONSTRAINT plans_uses_check CHECK (uses IS NULL OR (uses BETWEEN 1 AND 1000 AND one_time));
ALTER TABLE plans ADD CONSTRAINT plans_pack_covers_check
  CHECK (pack_covers <@ ARRAY['group', 'private', 'camp']::text[]);

CREATE TABLE class_packs (
  id              serial NOT NULL,
  business_id     integer NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
  user_id         integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  plan_id         integer NOT NULL,
  -- The purchase (a one-time product's subscription row); one pack per purchase.
  subscription_id integer NOT NULL,
  -- The product's name and terms as bought: editing the product later does not change what the member holds.
  name            text NOT NULL,
  uses_total      integer NOT NULL CHECK (uses_total BETWEEN 1 AND 1000),
  uses_left       integer NOT NULL,
  covers          text[] NOT NULL DEFAULT '{}',
  expires_at      timestamptz,
  created_at      timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (id, business_id),
  CONSTRAINT class_packs_uses_left_check CHECK (uses_left >= 0 AND uses_left <= uses_total),
  FOREIGN KEY (plan_id, business_id) REFERENCES plans (id, business_id),
  FOREIGN KEY (subscription_id, business_id) REFERENCES subscriptions (id, business_id) ON DELETE CASCADE
);
CREATE UNIQUE INDEX class_packs_subscription ON class_packs (business_id, subscription_id);
CREATE INDEX class_packs_member ON class_packs (business_id, user_id);

-- A pack's history: a use taken (-1) by a booking, or given back (+1) naming the use it returns (once).
CREATE TABLE class_pack_uses (
  id              serial NOT NULL,
  business_id     integer NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
  pack_id         integer NOT NULL,
  change          integer NOT NULL CHECK (change IN (-1, 1)),
  returned_use_id integer,
  description     text NOT NULL DEFAULT '',
  actor_id        integer REFERENCES users (id) ON DELETE SET NULL,
  created_at      timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (id, business_id),
  FOREIGN KEY (pack_id, business_id) REFERENCES class_packs (id, business_id) ON DELETE CASCADE,
  FOREIGN KEY (returned_use_id, business_id) REFERENCES class_pack_uses (id, business_id),
  CHECK ((change = 1) = (returned_use_id IS NOT NULL))
);
CREATE UNIQUE INDEX class_pack_uses_returned ON class_pack_uses (business_id, returned_use_id);
CREATE INDEX class_pack_uses_pack ON class_pack_uses (business_id, pack_id);

-- A lesson place paid with a pack names the use that paid it (given back when cancelled inside the window).
ALTER TABLE lesson_bookings DROP CONSTRAINT lesson_bookings_pay_method_check;
ALTER TABLE lesson_bookings ADD CONSTRAINT lesson_bookings_pay_method_check
  CHECK (pay_method IN ('in_person', 'charge', 'cash', 'points', 'pack'));
ALTER TABLE lesson_bookings ADD COLUMN pack_use_id integer;
ALTER TABLE lesson_bookings ADD CONSTRAINT lesson_bookings_pack_use_fk
  FOREIGN KEY (pack_use_id, business_id) REFERENCES class_pack_uses (id, business_id);
ALTER TABLE lesson_bookings ADD CONSTRAINT lesson_bookings_pack_paid_check
  CHECK ((pay_method = 'pack') = (pack_use_id IS NOT NULL));
