import { PAYMENT_MESSAGES } from '@fairplay/contracts';
import { amountTooSmallMessage, belowMinimumCharge } from '@fairplay/domain';
import { ProviderError } from './provider.js';

/**
 * What card processors refuse (issue 25 point 9), kept by both adapters so what works on the sandbox works on
 * Stripe: a charge under the currency's minimum (Stripe's `amount_too_small`, "Amount must be at least $0.50 usd";
 * the sandbox refuses it in those words, Stripe itself for the Stripe adapter), and an authorization to capture
 * later on a US bank account (Stripe does not hold ACH debits; both adapters refuse it before asking).
 */
export function refuseBelowMinimum(amount: number, currency: string): void {
  if (belowMinimumCharge(amount, currency))
    throw new ProviderError('amount_too_small', amountTooSmallMessage(currency), 'amount');
}

export function refuseBankHold(sourceType: 'card' | 'bank_account', capture: boolean): void {
  if (!capture && sourceType === 'bank_account')
    throw new ProviderError('hold_not_supported', PAYMENT_MESSAGES.achHoldRefused, 'payment_method');
}
