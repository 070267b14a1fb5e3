-- A charge on a monthly invoice that staff waive before the invoice is collected (a no-show fee, issue 13) is
-- voided: taken off the open invoice's totals and its receivable reversed in the ledger; nothing was ever taken.
ALTER TABLE charges DROP CONSTRAINT charges_status_check;
ALTER TABLE charges ADD CONSTRAINT charges_status_check CHECK (
  status IN ('processing', 'requires_action', 'succeeded', 'failed', 'invoiced', 'authorized', 'released', 'voided')
);
-- A voided item stays linked to the invoice it was taken off (the invoice's history shows it as voided).
ALTER TABLE charges DROP CONSTRAINT charges_invoiced_check;
ALTER TABLE charges ADD CONSTRAINT charges_invoiced_check
  CHECK ((status IN ('invoiced', 'voided')) = (invoice_id IS NOT NULL));
