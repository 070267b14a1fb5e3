-- Shard-ready keys (docs/sharding.md): every unique, exclusion and composite primary key on a club-owned table
-- includes business_id, so Citus can check it inside one shard once tables are distributed by business_id.
-- None of these changes what is allowed: court_id, appointment_id and member_type_id each belong to exactly one
-- club (composite foreign keys on (x_id, business_id)), so adding business_id neither widens nor narrows them.
-- business_id goes last in the btree keys so lookups by the leading columns keep using them. No foreign key
-- references these keys; the names stay (the server tells an overlap by its SQLSTATE, 23P01).

ALTER TABLE appointments
  DROP CONSTRAINT appointments_no_overlap,
  ADD CONSTRAINT appointments_no_overlap
    EXCLUDE USING gist (business_id WITH =, court_id WITH =, tstzrange(starts_at, ends_at, '[)') WITH &&);

DROP INDEX appointment_participants_member_once;
CREATE UNIQUE INDEX appointment_participants_member_once
  ON appointment_participants (appointment_id, user_id, business_id) WHERE user_id IS NOT NULL;

ALTER TABLE appointment_assignees
  DROP CONSTRAINT appointment_assignees_pkey,
  ADD CONSTRAINT appointment_assignees_pkey PRIMARY KEY (appointment_id, user_id, business_id);

ALTER TABLE member_type_roles
  DROP CONSTRAINT member_type_roles_pkey,
  ADD CONSTRAINT member_type_roles_pkey PRIMARY KEY (member_type_id, resource, business_id);
