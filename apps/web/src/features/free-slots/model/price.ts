import { BOOK_PAY_TYPE, type FreeSlot } from '@fairplay/contracts';
import { formatTaxedPrice } from '@fairplay/domain';

/** What time priced at nothing reads. */
export const NO_CHARGE = 'No charge';

/**
 * "$24.00 or 24 points", by the rule's pay type: money only (1), points only (2) or either (-1). The money is shown
 * with the club's court-time tax where it has one ("$30.00 · Tax $2.66 · Total $32.66", issue 24 point 4); "No charge"
 * for time the club prices at nothing (as a booking of it reads on the court sheet), never "$0.00".
 */
export function slotPriceLabel(
  slot: Pick<FreeSlot, 'main_value' | 'tax' | 'total' | 'point_value' | 'book_pay_type'>,
  currency: string,
) {
  if (slot.main_value === 0 && slot.point_value === 0) return NO_CHARGE;
  const money = formatTaxedPrice({ price: slot.main_value, tax: slot.tax, total: slot.total }, currency);
  const points = `${slot.point_value} ${slot.point_value === 1 ? 'point' : 'points'}`;
  if (slot.book_pay_type === BOOK_PAY_TYPE.moneyOnly || slot.point_value === 0) return money;
  if (slot.book_pay_type === BOOK_PAY_TYPE.pointsOnly) return points;
  return `${money} or ${points}`;
}
