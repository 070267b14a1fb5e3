-- Refunds made in the payment provider's dashboard are imported from its webhooks (issue 12): a provider refund is
-- recorded once per club, whichever of its events (charge.refunded, refund.created, refund.updated) arrives first
-- or how often. Our own refunds carry the provider's id too once answered. NULLs (a refund not yet answered, cash)
-- stay distinct.
ALTER TABLE refunds ADD CONSTRAINT refunds_provider_refund_key UNIQUE (business_id, provider_refund_id);
