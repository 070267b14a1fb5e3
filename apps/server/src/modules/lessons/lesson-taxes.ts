import { BOOKING_PAYMENT_MESSAGES } from '@fairplay/contracts';
import { formatCents, taxedLines, type TaxRate } from '@fairplay/domain';
import type { TenantScope } from '@fairplay/db';
import { conflict } from '../../errors.js';
import type { LessonViewer } from './lesson-context.js';

export type NamedRate = TaxRate & { displayName: string };

/**
 * A lesson price quote with the club's lesson taxes (the rates marked "Charge on lessons and coaching", issue 24
 * point 4): `tax` and `total` of its money price as one line, as the places' charge computes them, and the rates
 * themselves, so a checkout of several places prices their sum alike.
 */
export function taxedQuote<T extends { main_value: number }>(quote: T, rates: readonly NamedRate[]) {
  const taxed = taxedLines([quote.main_value], rates);
  return {
    ...quote,
    tax: taxed.tax,
    total: taxed.total,
    taxes: rates.map((rate) => ({
      id: rate.id,
      display_name: rate.displayName,
      percentage: rate.percentage,
      inclusive: rate.inclusive,
    })),
  };
}

/** The club's lesson taxes, read through booking payments (which reads the payments module's rates). */
export function lessonRates(scope: TenantScope, viewer: LessonViewer): Promise<NamedRate[]> {
  return viewer.needs.placePayments.taxes(scope);
}

/**
 * A card or cash payment of places priced `price` before tax: a hold ("Book and Authorize Payment") carries no tax
 * yet, so a taxed one is refused; a `total` the person was shown that is not the one to be charged is a 409 on
 * `total` (the places are not kept: this runs in their transaction).
 */
export function checkTaxedTotal(
  price: number,
  rates: readonly TaxRate[],
  pay: { method: string; total?: number },
  currency: string,
): void {
  const taxed = taxedLines([price], rates);
  if (taxed.tax > 0 && pay.method === 'authorize')
    throw conflict('payment.method', BOOKING_PAYMENT_MESSAGES.lessonTaxedNotHeld);
  if (pay.total !== undefined && pay.total !== taxed.total)
    throw conflict('total', BOOKING_PAYMENT_MESSAGES.totalChanged(formatCents(taxed.total, currency)));
}
