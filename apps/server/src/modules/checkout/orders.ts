import type { TenantScope } from '@fairplay/db';
import type { ChargeDetail } from '@fairplay/contracts';
import type {
  InvoiceItemInput,
  MemberChargeInput,
  MemberChargeResult,
  MemberCharges,
  MemberInvoicing,
  RefundInput,
} from '../payments/index.js';
import type { Charging } from './charge.js';

/**
 * Gives back money a seller took (issue 25 point 1): a cancelled booking's or lesson place's share by the club's
 * window, staff refunding a booking payment, a plan change that could not be applied. The one refund path of what
 * is sold, through payments' typed refund (its remainder under the charge's lock, the provider's key per refund,
 * the ledger); points and class packs are given back by `givePointsBack` / `givePackUseBack` instead.
 */
export function refundOrder(
  charging: Pick<Charging, 'refund'>,
  scope: TenantScope,
  refund: RefundInput,
): Promise<ChargeDetail> {
  return charging.refund(scope, refund);
}

/**
 * Charges a priced order to the member's saved method without them present (a plan's first period, its renewal, a
 * plan change's prorated difference): payments records it `processing` before the provider is asked and finishes
 * it with its ledger movement, under the seller's own key (`subscription-invoice-{id}-{attempt}`). Never inside a
 * database transaction: the provider's answer would hold it open.
 */
export function chargeSavedMethod(
  memberCharges: Pick<MemberCharges, 'chargeMember'>,
  scope: TenantScope,
  order: MemberChargeInput,
): Promise<MemberChargeResult> {
  return memberCharges.chargeMember(scope, order);
}

/**
 * Puts a priced item on the member's monthly invoice (a no-show or late-cancel fee when the club bills monthly, or
 * when the card fails): payments writes it as an invoiced charge and its receivable in one transaction, under the
 * seller's key, and collects the invoice at the month's end.
 */
export function addToMonthlyInvoice(
  invoicing: Pick<MemberInvoicing, 'addItem'>,
  scope: TenantScope,
  item: InvoiceItemInput,
): Promise<{ chargeId: number }> {
  return invoicing.addItem(scope, item);
}
