import type { FreeSlot } from '@fairplay/contracts';
import { formatCents } from '@fairplay/domain';

/** What time priced at nothing reads. */
export const NO_CHARGE = 'No charge';

/**
 * "$24.00 or 24 points", by the rule's pay type: money only (1), points only (2) or either (-1); "No charge" for time
 * the club prices at nothing (as a booking of it reads on the court sheet), never "$0.00".
 */
export function slotPriceLabel(slot: Pick<FreeSlot, 'main_value' | 'point_value' | 'book_pay_type'>, currency: string) {
  if (slot.main_value === 0 && slot.point_value === 0) return NO_CHARGE;
  const money = formatCents(slot.main_value, currency);
  const points = `${slot.point_value} ${slot.point_value === 1 ? 'point' : 'points'}`;
  if (slot.book_pay_type === 1 || slot.point_value === 0) return money;
  if (slot.book_pay_type === 2) return points;
  return `${money} or ${points}`;
}
