/**
 * Stripe's test payment methods (docs: testing), as the fake knows them: each magic id stands for a test card and
 * what it does when charged or saved. Using one makes a new PaymentMethod, as Stripe does.
 */
export type CardBehavior =
  'succeeds' | 'declined' | 'insufficient_funds' | 'expired_card' | 'incorrect_cvc' | 'requires_authentication';

export interface TestCard {
  brand: string;
  last4: string;
  behavior: CardBehavior;
}

export const TEST_CARDS: Record<string, TestCard> = {
  pm_card_visa: { brand: 'visa', last4: '4242', behavior: 'succeeds' },
  pm_card_mastercard: { brand: 'mastercard', last4: '4444', behavior: 'succeeds' },
  pm_card_amex: { brand: 'amex', last4: '8431', behavior: 'succeeds' },
  pm_card_chargeDeclined: { brand: 'visa', last4: '0002', behavior: 'declined' },
  pm_card_chargeDeclinedInsufficientFunds: { brand: 'visa', last4: '9995', behavior: 'insufficient_funds' },
  pm_card_chargeDeclinedExpiredCard: { brand: 'visa', last4: '0069', behavior: 'expired_card' },
  pm_card_chargeDeclinedIncorrectCvc: { brand: 'visa', last4: '0127', behavior: 'incorrect_cvc' },
  pm_card_authenticationRequired: { brand: 'visa', last4: '3184', behavior: 'requires_authentication' },
};

/** What a declining card answers: Stripe's card_error code, decline_code and message. */
export function declineOf(behavior: CardBehavior): { code: string; decline_code: string; message: string } | null {
  switch (behavior) {
    case 'declined':
      return { code: 'card_declined', decline_code: 'generic_decline', message: 'Your card was declined.' };
    case 'insufficient_funds':
      return {
        code: 'card_declined',
        decline_code: 'insufficient_funds',
        message: 'Your card has insufficient funds.',
      };
    case 'expired_card':
      return { code: 'expired_card', decline_code: 'expired_card', message: 'Your card has expired.' };
    case 'incorrect_cvc':
      return {
        code: 'incorrect_cvc',
        decline_code: 'incorrect_cvc',
        message: "Your card's security code is incorrect.",
      };
    default:
      return null;
  }
}

/** Stripe's test bank account numbers (routing 110000000) and micro-deposit amounts. */
export const TEST_BANK = {
  routingNumber: '110000000',
  succeeds: '000123456789',
  /** Debits of this account fail after processing (account closed). */
  fails: '000111111113',
  bankName: 'STRIPE TEST BANK',
  microDeposits: [32, 45] as [number, number],
  maxAttempts: 10,
};
