import { PAYMENT_LIMITS, PAYMENT_MESSAGES } from '@fairplay/contracts';

/**
 * Spec 3 section 5: a tax percentage is a non-negative decimal strictly below 100, here with at most three decimals
 * (New York City's 8.875 %, docs/decisions.md); anything else reads 'Not valid Tax number'. Null when it is valid.
 */
export function taxPercentError(text: string): string | null {
  const value = text.trim();
  if (!/^\d+(\.\d{1,3})?$/.test(value)) return PAYMENT_MESSAGES.notValidTax;
  return Number(value) < PAYMENT_LIMITS.taxPercentMax ? null : PAYMENT_MESSAGES.notValidTax;
}
