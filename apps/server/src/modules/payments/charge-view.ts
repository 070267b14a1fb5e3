import type { Charge, ChargeDetail } from '@fairplay/contracts';
import type { ChargeLineRow, ChargeRow, LineTaxRow, RefundRow } from './charges.repository.js';

/** What may still be refunded of a charge: what was taken, less what was (or is being) refunded. */
export const refundableOf = (row: ChargeRow) => (row.status === 'succeeded' ? row.total - row.amountRefunded : 0);

/**
 * A paid charge's receipt, at an address of its own (`{club}-{charge}-{key}`, the key 128 random bits kept on the
 * charge): the PDF opens without signing in, like a card processor's receipt link, so the e-mail can link to it.
 */
export function receiptUrlOf(row: ChargeRow, publicUrl: string): string | null {
  if (row.status !== 'succeeded') return null;
  return `${publicUrl}/api/v1/payment/receipt/${row.businessId}-${row.id}-${row.receiptKey}`;
}

export function chargeOf(row: ChargeRow, publicUrl: string): Charge {
  return {
    id: row.id,
    type: row.type,
    status: row.status,
    amount: row.amount,
    tax: row.tax,
    tax_percent: Number(row.taxPercent),
    total: row.total,
    amount_refunded: row.amountRefunded,
    refundable: refundableOf(row),
    currency: row.currency,
    description: row.description,
    receipt_url: receiptUrlOf(row, publicUrl),
    source: row.sourceObject ? { object: row.sourceObject, brand: row.sourceBrand, last4: row.sourceLast4 } : null,
    metadata: { full_name: row.fullName },
    cash_input_type: row.type === 'cash' || row.type === 'check-input' ? row.type : null,
    point: false,
    charge_id: row.providerPaymentId,
    order_id: row.id,
    member_id: row.memberUserId,
    payer_user_id: row.payerUserId,
    failure_message: row.failureMessage,
    authentication_url: row.status === 'requires_action' ? row.nextActionUrl : null,
    fee: row.processorFee,
    dispute_status: row.disputeStatus,
    createdAt: row.createdAt.toISOString(),
  };
}

export function chargeDetailOf(
  row: ChargeRow,
  lines: readonly ChargeLineRow[],
  lineTaxes: readonly LineTaxRow[],
  refunds: readonly RefundRow[],
  publicUrl: string,
): ChargeDetail {
  const charge = chargeOf(row, publicUrl);
  return {
    ...charge,
    order_details: lines.map((line) => ({
      id: line.id,
      description: line.description,
      price: line.price,
      count: line.count,
      tax: line.tax,
      taxes: lineTaxes
        .filter((tax) => tax.lineId === line.id)
        .map((tax) => ({
          id: tax.taxId,
          display_name: tax.displayName,
          percentage: Number(tax.percentage),
          inclusive: tax.inclusive,
          amount: tax.amount,
        })),
      total: line.total,
      returned_count: line.returnedCount,
      amount_refunded: line.amountRefunded,
      tax_refunded: line.taxRefunded,
      refundable: Math.min(line.total - line.amountRefunded, charge.refundable),
      createdAt: line.createdAt.toISOString(),
    })),
    refunds: refunds
      .filter((refund) => refund.status !== 'failed')
      .map((refund) => ({
        id: refund.id,
        amount: refund.amount,
        tax: refund.tax,
        order_details_id: refund.lineId,
        count: refund.count,
        refund_id: refund.providerRefundId,
        createdAt: refund.createdAt.toISOString(),
      })),
  };
}
