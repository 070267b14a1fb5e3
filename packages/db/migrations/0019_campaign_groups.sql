-- Issue 16: a bulk e-mail may go to the members of groups (the groups module), recorded as its own audience.
ALTER TABLE email_campaigns DROP CONSTRAINT email_campaigns_audience_check;
ALTER TABLE email_campaigns ADD CONSTRAINT email_campaigns_audience_check
  CHECK (audience IN ('all', 'picked', 'member', 'groups'));
