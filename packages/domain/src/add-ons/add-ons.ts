/** Pure rules of add-ons (issue 10), shared by the server and the booking dialog. */

export interface AddOnPricing {
  /** Cents. */
  price: number;
  pointPrice: number;
  per: 'booking' | 'hour';
}

/**
 * What one booking of `minutes` pays for an add-on: the price as it is per booking, or per hour prorated by the
 * booking's minutes and rounded to whole cents and points (90 minutes of a $4.00-an-hour light: $6.00).
 */
export function addOnBookingPrice(pricing: AddOnPricing, minutes: number): { price: number; pointPrice: number } {
  if (pricing.per === 'booking') return { price: pricing.price, pointPrice: pricing.pointPrice };
  const share = Math.max(0, minutes) / 60;
  return { price: Math.round(pricing.price * share), pointPrice: Math.round(pricing.pointPrice * share) };
}

/**
 * The units of an add-on left free over a time, given the units bookings hold at overlapping times (each unit
 * counted once, whatever number of bookings hold it one after another): never below zero, even after the stock
 * was lowered below what is booked.
 */
export function addOnUnitsLeft(stock: number, heldUnits: readonly number[]): number {
  const held = new Set(heldUnits.filter((unit) => unit >= 1 && unit <= stock));
  return Math.max(0, stock - held.size);
}

/** "$4.00 per hour · 20 points", the way the booking dialog and the add-on list show a price. */
export function addOnPriceLabel(pricing: AddOnPricing, currency = 'USD'): string {
  const money = new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(pricing.price / 100);
  const per = pricing.per === 'hour' ? ' per hour' : ' per booking';
  return pricing.pointPrice > 0 ? `${money}${per} · ${pricing.pointPrice} points` : `${money}${per}`;
}
