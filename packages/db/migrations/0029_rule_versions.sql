-- The version of a club's availability rules (issue 10, speed): every change to a rule, its courts, rows,
-- who-can-book entries or excluded days takes a new value from one sequence, in the same transaction as the change
-- (triggers, so no write path can forget it, including cascades from deleted courts, groups or coaches). Each server
-- process keeps a club's compiled rules in memory and reads this one row at every check: the rules are reloaded
-- only when it changed, and a change committed by any process is seen by the very next booking or listing.
-- Values come from a sequence rather than version + 1, so a club whose row was removed and made again never
-- repeats a version an old cache holds.
CREATE SEQUENCE availability_rule_version_seq;

CREATE TABLE availability_rule_versions (
  business_id  integer PRIMARY KEY REFERENCES businesses (id) ON DELETE CASCADE,
  version      bigint NOT NULL CHECK (version > 0)
);

INSERT INTO availability_rule_versions (business_id, version)
SELECT id, nextval('availability_rule_version_seq') FROM businesses;

-- Row triggers: a statement touching many rows bumps the same row again, which costs little next to the change.
-- Taken from businesses (not VALUES), so a club being deleted, whose rules go with it, writes nothing.
CREATE FUNCTION availability_rule_version_bump() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  club integer := CASE WHEN TG_OP = 'DELETE' THEN OLD.business_id ELSE NEW.business_id END;
BEGIN
  INSERT INTO availability_rule_versions (business_id, version)
  SELECT b.id, nextval('availability_rule_version_seq') FROM businesses b WHERE b.id = club
  ON CONFLICT (business_id) DO UPDATE SET version = EXCLUDED.version;
  IF TG_OP = 'UPDATE' AND OLD.business_id <> NEW.business_id THEN
    INSERT INTO availability_rule_versions (business_id, version)
    SELECT b.id, nextval('availability_rule_version_seq') FROM businesses b WHERE b.id = OLD.business_id
    ON CONFLICT (business_id) DO UPDATE SET version = EXCLUDED.version;
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER availability_rules_version AFTER INSERT OR UPDATE OR DELETE ON availability_rules
  FOR EACH ROW EXECUTE FUNCTION availability_rule_version_bump();
CREATE TRIGGER availability_rule_courts_version AFTER INSERT OR UPDATE OR DELETE ON availability_rule_courts
  FOR EACH ROW EXECUTE FUNCTION availability_rule_version_bump();
CREATE TRIGGER availability_rule_rows_version AFTER INSERT OR UPDATE OR DELETE ON availability_rule_rows
  FOR EACH ROW EXECUTE FUNCTION availability_rule_version_bump();
CREATE TRIGGER availability_rule_who_version AFTER INSERT OR UPDATE OR DELETE ON availability_rule_who
  FOR EACH ROW EXECUTE FUNCTION availability_rule_version_bump();
CREATE TRIGGER availability_rule_exclusions_version AFTER INSERT OR UPDATE OR DELETE ON availability_rule_exclusions
  FOR EACH ROW EXECUTE FUNCTION availability_rule_version_bump();
