-- Tax rates with three decimals (issue 25; docs/decisions.md "Tax rates with three decimals"): real combined rates
-- such as New York City's 8.875 % need a third decimal. A rate, the rates a charge line was taxed with, and a
-- charge's summed tax_percent keep three; existing values are unchanged.
ALTER TABLE taxes ALTER COLUMN percentage TYPE numeric(6, 3);
ALTER TABLE charge_line_taxes ALTER COLUMN percentage TYPE numeric(6, 3);
ALTER TABLE charges ALTER COLUMN tax_percent TYPE numeric(8, 3);
