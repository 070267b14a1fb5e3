/**
 * The smallest card charge a processor takes, per currency (issue 25 point 9): Stripe's table of minimum charge
 * amounts (https://docs.stripe.com/currencies#minimum-and-maximum-charge-amounts), in the currency's smallest unit
 * as its API counts it (yen are whole; forint count hundredths). A currency the table does not name is held to the
 * US dollar's 50, as Stripe converts it to at least $0.50. The sandbox refuses below it with Stripe's words, and
 * Fairplay never asks for one: a split share under it goes to the booker, a tiny remainder is not charged alone.
 */
export const MINIMUM_CHARGE: Readonly<Record<string, number>> = {
  usd: 50,
  aed: 200,
  aud: 50,
  bgn: 100,
  brl: 50,
  cad: 50,
  chf: 50,
  czk: 1500,
  dkk: 250,
  eur: 50,
  gbp: 30,
  hkd: 400,
  huf: 17500,
  inr: 50,
  jpy: 50,
  mxn: 1000,
  myr: 200,
  nok: 300,
  nzd: 50,
  pln: 200,
  ron: 200,
  sek: 300,
  sgd: 50,
  thb: 1000,
};

const ZERO_DECIMAL = new Set(['jpy']);
const SYMBOLS: Readonly<Record<string, string>> = { usd: '$', eur: '€', gbp: '£', jpy: '¥', aud: '$', cad: '$' };

/** The smallest charge in `currency`'s smallest unit. */
export function minimumCharge(currency: string): number {
  return MINIMUM_CHARGE[currency.toLowerCase()] ?? MINIMUM_CHARGE.usd!;
}

/** Whether a card charge of `amount` would be refused as too small (nothing to charge is not a charge). */
export function belowMinimumCharge(amount: number, currency: string): boolean {
  return amount > 0 && amount < minimumCharge(currency);
}

/** Stripe's refusal, word for word: "Amount must be at least $0.50 usd" (code `amount_too_small`). */
export function amountTooSmallMessage(currency: string): string {
  const code = currency.toLowerCase();
  const minimum = minimumCharge(code);
  const shown = ZERO_DECIMAL.has(code) ? String(minimum) : (minimum / 100).toFixed(2);
  return `Amount must be at least ${SYMBOLS[code] ?? ''}${shown} ${code}`;
}
