-- Tags on availability rules (issue 10: "Tags go on bookings and rules and filter the sheet"). The same shape as
-- appointment_tags: both sides belong to the same club (composite keys), and a rule or tag removed takes its links.
CREATE TABLE rule_tags (
  business_id  integer NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
  rule_id      integer NOT NULL,
  tag_id       integer NOT NULL,
  PRIMARY KEY (business_id, rule_id, tag_id),
  FOREIGN KEY (rule_id, business_id) REFERENCES availability_rules (id, business_id) ON DELETE CASCADE,
  FOREIGN KEY (tag_id, business_id) REFERENCES tags (id, business_id) ON DELETE CASCADE
);
CREATE INDEX rule_tags_tag_idx ON rule_tags (business_id, tag_id);
