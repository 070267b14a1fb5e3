-- Families and groups (issue 16, "Families and groups").

-- A family member is the family's primary person, its spouse, or a child (never both); only someone in a family is
-- marked. A person is in at most one family per club: business_members has one row per (business_id, user_id) and
-- one family_id column.
ALTER TABLE business_members
  ADD COLUMN is_child boolean NOT NULL DEFAULT false,
  ADD COLUMN is_spouse boolean NOT NULL DEFAULT false,
  ADD CONSTRAINT business_members_family_role_check CHECK (NOT (is_child AND is_spouse)),
  ADD CONSTRAINT business_members_family_role_needs_family_check
    CHECK (family_id IS NOT NULL OR (NOT is_child AND NOT is_spouse)),
  -- The target of the payer's key below: "this user is in this family of this club".
  ADD CONSTRAINT business_members_family_key UNIQUE (user_id, family_id, business_id);

-- The family's payer (the payments issue charges them) is one of its members, in its club. A payer who is not
-- (left from before this migration) is cleared. Deferred to the end of the transaction, so a family can be built
-- in any order of statements; a member who leaves the club stops being the payer (the family keeps no payer).
UPDATE families f
   SET payer_user_id = NULL
 WHERE payer_user_id IS NOT NULL
   AND NOT EXISTS (SELECT 1 FROM business_members m
                    WHERE m.user_id = f.payer_user_id AND m.family_id = f.id AND m.business_id = f.business_id);
ALTER TABLE families
  ADD CONSTRAINT families_payer_in_family FOREIGN KEY (payer_user_id, id, business_id)
    REFERENCES business_members (user_id, family_id, business_id)
    ON DELETE SET NULL (payer_user_id)
    DEFERRABLE INITIALLY DEFERRED;

-- A club's groups of members ("Junior Academy", "Ladies' League"): who-can-book targets, messaging targets and a
-- filter of the customers list. Archived groups are kept with their members (history) and can be restored.
CREATE TABLE groups (
  id           serial PRIMARY KEY,
  business_id  integer NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
  name         text NOT NULL CHECK (length(name) BETWEEN 2 AND 50 AND name = btrim(name)),
  archived_at  timestamptz,
  created_by   integer REFERENCES users (id) ON DELETE SET NULL,
  created_at   timestamptz NOT NULL DEFAULT now(),
  UNIQUE (id, business_id)
);
-- Two active groups of a club never share a name (whatever the letter case); archived ones may.
CREATE UNIQUE INDEX groups_active_name_unique ON groups (business_id, lower(name)) WHERE archived_at IS NULL;

-- Who is in which group. A member who leaves the club leaves its groups; an archived group keeps its members.
CREATE TABLE group_members (
  business_id  integer NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
  group_id     integer NOT NULL,
  user_id      integer NOT NULL,
  added_by     integer REFERENCES users (id) ON DELETE SET NULL,
  added_at     timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (business_id, group_id, user_id),
  FOREIGN KEY (group_id, business_id) REFERENCES groups (id, business_id) ON DELETE CASCADE,
  FOREIGN KEY (business_id, user_id) REFERENCES business_members (business_id, user_id) ON DELETE CASCADE
);
CREATE INDEX group_members_user_idx ON group_members (business_id, user_id);
