-- Who-can-book targets by plan (issue 14): a rule's entry may name one of the club's plans; active subscribers of
-- the plan qualify (the booking policy's planIds come from the memberships module).
ALTER TABLE availability_rule_who ADD COLUMN plan_id integer;
ALTER TABLE availability_rule_who ADD CONSTRAINT availability_rule_who_plan_fk
  FOREIGN KEY (plan_id, business_id) REFERENCES plans (id, business_id) ON DELETE CASCADE;
ALTER TABLE availability_rule_who DROP CONSTRAINT availability_rule_who_check;
ALTER TABLE availability_rule_who ADD CONSTRAINT availability_rule_who_check CHECK (
  CASE kind
    WHEN 'public' THEN all_of_kind AND group_id IS NULL AND coach_user_id IS NULL AND facility_group_id IS NULL
      AND plan_id IS NULL
    WHEN 'allmembers' THEN all_of_kind AND group_id IS NULL AND coach_user_id IS NULL AND facility_group_id IS NULL
      AND plan_id IS NULL
    WHEN 'plans' THEN group_id IS NULL AND coach_user_id IS NULL AND facility_group_id IS NULL
      AND (all_of_kind = (plan_id IS NULL))
    WHEN 'groups' THEN coach_user_id IS NULL AND facility_group_id IS NULL AND plan_id IS NULL
      AND (all_of_kind = (group_id IS NULL))
    WHEN 'coaches' THEN group_id IS NULL AND facility_group_id IS NULL AND plan_id IS NULL
      AND (all_of_kind = (coach_user_id IS NULL))
    ELSE group_id IS NULL AND coach_user_id IS NULL AND plan_id IS NULL AND (all_of_kind = (facility_group_id IS NULL))
  END
);
DROP INDEX availability_rule_who_unique;
CREATE UNIQUE INDEX availability_rule_who_unique
  ON availability_rule_who (business_id, rule_id, kind, COALESCE(group_id, coach_user_id, facility_group_id, plan_id, -3));
