import type { ChargeDetail } from '@fairplay/contracts';
import { formatCents, formatClubDateTime } from '@fairplay/domain';

/** What a receipt shows of the club: its name, and its clock for the times. */
export interface ReceiptClub {
  name: string;
  timezone: string;
  amPm: boolean;
}

/** One row of the order-details table (spec 3 section 2), already written out as the receipt shows it. */
export interface ReceiptRow {
  description: string;
  amount: string;
  tax: string;
  refund: string;
  quantity: string;
  returned: string;
  createdAt: string;
}

export const RECEIPT_COLUMNS = ['Description', 'Amount', 'Tax amount', 'Refund', 'Quantity', 'Returned', 'Created At'];

/** Spec 3 section 9: 'MMM D, YYYY h:mma' in the club's time zone: the one date-time format, on the club's clock. */
export function formatReceiptTime(iso: string, club: ReceiptClub): string {
  return formatClubDateTime(iso, club.timezone, club.amPm);
}

export function receiptRows(detail: ChargeDetail, club: ReceiptClub): ReceiptRow[] {
  const money = (cents: number) => formatCents(cents, detail.currency);
  return detail.order_details.map((line) => ({
    description: line.description,
    amount: money(line.price * line.count),
    tax: money(line.tax),
    refund: money(line.amount_refunded),
    quantity: String(line.count),
    returned: String(line.returned_count),
    createdAt: formatReceiptTime(line.createdAt, club),
  }));
}

/** How the charge was paid, as the receipt says it: "Visa •••• 4242", "Cash", "Check", "Bank account •••• 6789". */
export function paidWith(detail: ChargeDetail): string {
  if (detail.cash_input_type === 'cash') return 'Cash';
  if (detail.cash_input_type === 'check-input') return 'Check';
  if (!detail.source) return detail.type === 'ach' ? 'Bank account' : 'Card';
  const brand = detail.source.object === 'bank_account' ? 'Bank account' : detail.source.brand || 'Card';
  return `${brand.charAt(0).toUpperCase()}${brand.slice(1)} •••• ${detail.source.last4}`;
}

/** The totals under the table: subtotal, tax, total, and what was refunded when anything was. */
export function receiptTotals(detail: ChargeDetail): [string, string][] {
  const money = (cents: number) => formatCents(cents, detail.currency);
  const totals: [string, string][] = [
    ['Subtotal', money(detail.amount)],
    ['Tax', money(detail.tax)],
    ['Total', money(detail.total)],
  ];
  if (detail.amount_refunded > 0) totals.push(['Refunded', money(detail.amount_refunded)]);
  return totals;
}

/** The receipt as plain text: the e-mail's body, with the link to its PDF. */
export function receiptText(detail: ChargeDetail, club: ReceiptClub): string {
  const lines = [
    `Receipt from ${club.name}`,
    '',
    `Receipt for charge ${detail.id}, ${formatReceiptTime(detail.createdAt, club)}`,
    `Billed to: ${detail.metadata.full_name || 'Walk-in customer'}`,
    `Paid with: ${paidWith(detail)}`,
  ];
  if (detail.description) lines.push(`Description: ${detail.description}`);
  lines.push('');
  for (const row of receiptRows(detail, club)) {
    lines.push(
      `${row.description}: ${row.quantity} × ${row.amount} (Amount), Tax amount ${row.tax}, Refund ${row.refund}, ` +
        `Returned ${row.returned}, Created At ${row.createdAt}`,
    );
  }
  lines.push('');
  for (const [label, value] of receiptTotals(detail)) lines.push(`${label}: ${value}`);
  if (detail.receipt_url) lines.push('', `Download this receipt as a PDF: ${detail.receipt_url}`);
  return lines.join('\n');
}
