-- A member's gender as the club records it (issue 10, who-can-book filters; issue 16, the member record). Kept on
-- the club's side of the person (business_members), like the note: it is what this club needs for its rules'
-- gender filter, not part of the person's account, and other clubs never see it. Null: not recorded, which no
-- gender filter admits.
ALTER TABLE business_members ADD COLUMN gender text CHECK (gender IN ('male', 'female'));
