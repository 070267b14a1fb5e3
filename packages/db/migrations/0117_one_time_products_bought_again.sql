-- A one-time product may be bought again while an earlier purchase is still live (issue 14, class packs): a member
-- whose class pack is used up buys another, and a visitor buys a day pass each day. The one-live-subscription key
-- stays for recurring plans only; a purchase of a product is a subscription row without an interval.
DROP INDEX subscriptions_one_live;
CREATE UNIQUE INDEX subscriptions_one_live ON subscriptions (business_id, user_id, plan_id)
  WHERE status IN ('trialing', 'active', 'incomplete') AND interval IS NOT NULL;
