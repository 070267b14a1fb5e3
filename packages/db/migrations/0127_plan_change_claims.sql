-- Two plan changes of one subscription at once (issue 14): the database settles which one goes ahead before any card
-- is charged. A change first claims the subscription in one conditional UPDATE (the row lock settles a race): it
-- bumps change_version and records the plan it is moving to while it charges. The loser's claim matches no row and
-- it answers 409 without charging. The charge's idempotency key is the claimed version, so a retry of the same
-- claim never charges twice. A claim left by a crashed server may be taken over after ten minutes
-- (docs/decisions.md "Plan change races").
ALTER TABLE subscriptions ADD COLUMN change_version integer NOT NULL DEFAULT 0 CHECK (change_version >= 0);
ALTER TABLE subscriptions ADD COLUMN pending_plan_id integer;
ALTER TABLE subscriptions ADD COLUMN pending_since timestamptz;
ALTER TABLE subscriptions ADD CONSTRAINT subscriptions_pending_change_check
  CHECK ((pending_plan_id IS NULL) = (pending_since IS NULL));
