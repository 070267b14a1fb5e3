-- Customers and members (issue 16, "People"): visitors, the member directory's consent, and a note about a member.

-- A visitor is a person the club knows without a membership: added by staff as a visitor (a walk-in, a trial, a
-- partner booked by staff), or a former member whose membership staff ended (their booking history stays). They have
-- no member access: only an active row gives it.
ALTER TABLE business_members DROP CONSTRAINT business_members_status_check;
ALTER TABLE business_members
  ADD CONSTRAINT business_members_status_check CHECK (status IN ('active', 'pending', 'declined', 'visitor'));

-- The member directory (/private/public-members) lists only members who agreed to be listed; off by default.
ALTER TABLE business_members ADD COLUMN directory_listed boolean NOT NULL DEFAULT false;

-- Staff's short note about the member (the member record's "about"), per club.
ALTER TABLE business_members ADD COLUMN about text CHECK (length(about) <= 500);

-- The customers list pages by user id within one club's rows of one status.
CREATE INDEX business_members_list_idx ON business_members (business_id, status, user_id);

-- The customers search matches "First Last", "Last First" and the e-mail anywhere in the text: one lowercased
-- column, kept by the database, so a search reads one precomputed string per member instead of building four.
ALTER TABLE users ADD COLUMN search_text text GENERATED ALWAYS AS (
  lower(first_name || ' ' || last_name || ' ' || email || ' ' || last_name || ' ' || first_name)
) STORED;
