-- Club coupons for members' subscriptions (issue 14): percent or amount off, for the first period only (once), the
-- periods starting within some months of the redemption (repeating), or every period (forever); an optional expiry
-- and redemption cap. The cap is settled by the database: a redemption claims a unit of times_redeemed with a
-- conditional UPDATE (row lock), and the CHECK refuses going past max_redemptions whatever the caller does.
-- Fairplay's own promo codes for clubs are a different thing (the club's Fairplay subscription).

CREATE TABLE club_coupons (
  id                 serial NOT NULL,
  business_id        integer NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
  -- What staff type at subscribe time; kept upper-case so a code is matched whatever case it is typed in.
  code               text NOT NULL CHECK (code ~ '^[A-Z0-9_-]{3,40}$'),
  percent_off        integer CHECK (percent_off BETWEEN 1 AND 100),
  -- Integer cents off each discounted period (never below zero).
  amount_off         integer CHECK (amount_off BETWEEN 1 AND 100000000),
  duration           text NOT NULL CHECK (duration IN ('once', 'repeating', 'forever')),
  duration_in_months integer CHECK (duration_in_months BETWEEN 1 AND 36),
  -- After this instant the coupon can no longer be redeemed (subscriptions that hold it keep it).
  expires_at         timestamptz,
  max_redemptions    integer CHECK (max_redemptions BETWEEN 1 AND 1000000),
  times_redeemed     integer NOT NULL DEFAULT 0 CHECK (times_redeemed >= 0),
  archived_at        timestamptz,
  created_by         integer REFERENCES users (id) ON DELETE SET NULL,
  created_at         timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (id, business_id),
  CHECK ((percent_off IS NULL) <> (amount_off IS NULL)),
  CHECK ((duration = 'repeating') = (duration_in_months IS NOT NULL)),
  CHECK (max_redemptions IS NULL OR times_redeemed <= max_redemptions)
);
-- One usable coupon per code in a club; an archived code may be used again by a new coupon.
CREATE UNIQUE INDEX club_coupons_code_live ON club_coupons (business_id, code) WHERE archived_at IS NULL;

-- The coupon a subscription was started with: its terms as redeemed (editing or archiving the coupon later does not
-- change what the member was promised). One coupon per subscription.
CREATE TABLE coupon_redemptions (
  id                 serial NOT NULL,
  business_id        integer NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
  coupon_id          integer NOT NULL,
  subscription_id    integer NOT NULL,
  code               text NOT NULL,
  percent_off        integer CHECK (percent_off BETWEEN 1 AND 100),
  amount_off         integer CHECK (amount_off BETWEEN 1 AND 100000000),
  duration           text NOT NULL CHECK (duration IN ('once', 'repeating', 'forever')),
  -- Periods starting before this instant are discounted (repeating); null for once and forever.
  discount_ends_at   timestamptz,
  redeemed_at        timestamptz NOT NULL,
  PRIMARY KEY (id, business_id),
  UNIQUE (business_id, subscription_id),
  FOREIGN KEY (coupon_id, business_id) REFERENCES club_coupons (id, business_id),
  FOREIGN KEY (subscription_id, business_id) REFERENCES subscriptions (id, business_id) ON DELETE CASCADE,
  CHECK ((percent_off IS NULL) <> (amount_off IS NULL)),
  CHECK ((duration = 'repeating') = (discount_ends_at IS NOT NULL))
);
CREATE INDEX coupon_redemptions_coupon_idx ON coupon_redemptions (business_id, coupon_id);

-- What a period's coupon took off (amount is what is charged, after it).
ALTER TABLE subscription_invoices ADD COLUMN discount integer NOT NULL DEFAULT 0 CHECK (discount BETWEEN 0 AND 100000000);
