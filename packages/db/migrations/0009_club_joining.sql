-- Joining a club (issue 9, "Joining a club"): each club chooses who may join as a member, a membership can wait for
-- staff approval, and staff invite people by e-mail.

-- open: anyone joins at once (the behaviour before this migration, kept for existing clubs); approval: a request
-- waits for staff; invitation: only people staff invited may join.
ALTER TABLE businesses
  ADD COLUMN join_policy text NOT NULL DEFAULT 'open'
    CHECK (join_policy IN ('open', 'approval', 'invitation'));

-- Only an active membership gives member access; pending and declined rows are requests. Existing memberships
-- stay active. (business_id, user_id) is already unique, so one person has one row per club whatever its status.
ALTER TABLE business_members
  ADD COLUMN status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'pending', 'declined')),
  ADD COLUMN decided_at timestamptz,
  ADD COLUMN decided_by integer REFERENCES users (id) ON DELETE SET NULL;

-- Staff's pending list reads this.
CREATE INDEX business_members_pending_idx ON business_members (business_id, created_at) WHERE status = 'pending';

-- An invitation names an e-mail address (stored lowercased); the link carries a random token whose SHA-256 is
-- kept. One open or used invitation per address and club: inviting again re-sends the same row.
CREATE TABLE club_invitations (
  id               serial PRIMARY KEY,
  business_id      integer NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
  email            text NOT NULL CHECK (length(email) BETWEEN 3 AND 254 AND email = lower(email)),
  token_hash       text NOT NULL,
  invited_by       integer REFERENCES users (id) ON DELETE SET NULL,
  created_at       timestamptz NOT NULL DEFAULT now(),
  accepted_at      timestamptz,
  accepted_user_id integer REFERENCES users (id) ON DELETE SET NULL,
  UNIQUE (id, business_id),
  UNIQUE (business_id, email),
  UNIQUE (token_hash, business_id)
);
CREATE INDEX club_invitations_token_idx ON club_invitations (token_hash);
CREATE INDEX club_invitations_email_idx ON club_invitations (email) WHERE accepted_at IS NULL;
