-- The freeze's group (spec 2 "Freeze … group_by", issue 26): a key the client gives the freezes it makes together;
-- unfreezing one of them unfreezes its whole group, as the original deleted a group's records together.
ALTER TABLE freezes ADD COLUMN group_by text CHECK (char_length(group_by) BETWEEN 1 AND 64);
CREATE INDEX freezes_group_by ON freezes (business_id, group_by) WHERE group_by IS NOT NULL;
