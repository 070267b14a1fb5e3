-- Staff, coaches and roles (issue 16, "Staff, coaches and roles"): the facility groups each staff member works in,
-- what members are shown of a coach (hidden, bio, colour), invitations that carry a member type, and who last
-- changed a member type's roles.

-- One row per staff member who has a profile; it goes with their membership.
CREATE TABLE staff_profiles (
  business_id integer NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
  user_id     integer NOT NULL,
  -- A hidden coach is not offered to members (coaches/get, the court sheet's coach pickers for members).
  hidden      boolean NOT NULL DEFAULT false,
  bio         text NOT NULL DEFAULT '' CHECK (length(bio) <= 1000),
  color       text CHECK (color ~ '^#[0-9a-f]{6}$'),
  updated_at  timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (business_id, user_id),
  FOREIGN KEY (business_id, user_id) REFERENCES business_members (business_id, user_id) ON DELETE CASCADE
);

-- The facility groups a staff member works in; both ends belong to the same club.
CREATE TABLE staff_facility_groups (
  business_id       integer NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
  user_id           integer NOT NULL,
  facility_group_id integer NOT NULL,
  PRIMARY KEY (business_id, user_id, facility_group_id),
  FOREIGN KEY (business_id, user_id) REFERENCES business_members (business_id, user_id) ON DELETE CASCADE,
  FOREIGN KEY (facility_group_id, business_id) REFERENCES facility_groups (id, business_id) ON DELETE CASCADE
);
CREATE INDEX staff_facility_groups_group_idx ON staff_facility_groups (business_id, facility_group_id);

-- An invitation may make the person staff of a given type; none means a member.
ALTER TABLE club_invitations
  ADD COLUMN member_type_id integer,
  ADD CONSTRAINT club_invitations_member_type_fk
    FOREIGN KEY (member_type_id, business_id) REFERENCES member_types (id, business_id) ON DELETE CASCADE;

-- Who changed a member type's roles last, and when.
ALTER TABLE member_types
  ADD COLUMN roles_updated_at timestamptz,
  ADD COLUMN roles_updated_by integer REFERENCES users (id) ON DELETE SET NULL;
