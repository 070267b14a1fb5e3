-- Monthly invoices (issue 12; spec 3 "Add to Monthly Invoice", the member detail's invoice items and history).
-- A charge made with `invoice: true` is not taken at once: it becomes an item of its payer's open invoice for the
-- club-local month (one invoice per payer and month, invoices_one_per_month), owed in the ledger (receivable), and
-- a month-end job collects the invoice with the payer's default saved method. A failed or impossible collection
-- leaves the invoice open (attempts, last_error, a later collect_at) and is tried again later: never lost.

-- The club's switch (spec's business field add_to_invoice): "Your club operates on automated invoice basis".
ALTER TABLE businesses ADD COLUMN add_to_invoice boolean NOT NULL DEFAULT false;

CREATE TABLE invoices (
  id               serial NOT NULL,
  business_id      integer NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
  payer_user_id    integer NOT NULL REFERENCES users (id),
  -- The first day of the club-local month the invoice gathers.
  period           date NOT NULL CHECK (extract(day FROM period) = 1),
  status           text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'paid')),
  currency         text NOT NULL CHECK (currency ~ '^[a-z]{3}$'),
  amount           integer NOT NULL DEFAULT 0 CHECK (amount >= 0),
  tax              integer NOT NULL DEFAULT 0 CHECK (tax >= 0),
  total            integer NOT NULL DEFAULT 0 CHECK (total >= 0),
  -- When it is to be collected: the end of the club-local month, then the next try after a failed one.
  collect_at       timestamptz NOT NULL,
  -- Collection attempts made, and the last one's failure.
  attempts         integer NOT NULL DEFAULT 0 CHECK (attempts >= 0),
  last_error       text CHECK (length(last_error) <= 500),
  -- The charge that paid it.
  charge_id        integer,
  paid_at          timestamptz,
  created_at       timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (id, business_id),
  FOREIGN KEY (charge_id, business_id) REFERENCES charges (id, business_id),
  CHECK ((status = 'paid') = (charge_id IS NOT NULL AND paid_at IS NOT NULL))
);
CREATE UNIQUE INDEX invoices_one_per_month ON invoices (business_id, payer_user_id, period);
CREATE INDEX invoices_due_idx ON invoices (collect_at) WHERE status = 'open';

-- A charge added to a monthly invoice is recorded at once with status 'invoiced' (its lines, taxes and customer as any
-- charge's), owed in the ledger until the invoice is collected; `invoice_id` names its invoice. The charge that
-- collects an invoice names it in `collects_invoice_id`: its ledger movement settles the receivable instead of
-- earning revenue again.
ALTER TABLE charges DROP CONSTRAINT charges_status_check;
ALTER TABLE charges ADD CONSTRAINT charges_status_check
  CHECK (status IN ('processing', 'requires_action', 'succeeded', 'failed', 'invoiced'));
ALTER TABLE charges ADD COLUMN invoice_id integer;
ALTER TABLE charges ADD COLUMN collects_invoice_id integer;
ALTER TABLE charges ADD CONSTRAINT charges_invoice_fk
  FOREIGN KEY (invoice_id, business_id) REFERENCES invoices (id, business_id);
ALTER TABLE charges ADD CONSTRAINT charges_collects_invoice_fk
  FOREIGN KEY (collects_invoice_id, business_id) REFERENCES invoices (id, business_id);
ALTER TABLE charges ADD CONSTRAINT charges_invoiced_check CHECK ((status = 'invoiced') = (invoice_id IS NOT NULL));
CREATE INDEX charges_invoice_idx ON charges (business_id, invoice_id) WHERE invoice_id IS NOT NULL;
