import { SANDBOX_TEST_BANK, SANDBOX_TEST_CARDS } from '@fairplay/contracts';

/** What a sandbox card or bank account does when used (docs/decisions.md "Payments (issue 12)"). */
export type SandboxBehavior =
  | 'succeeds'
  | 'declined'
  | 'insufficient_funds'
  | 'expired_card'
  | 'requires_authentication'
  | 'fails_on_capture'
  | 'not_test_card'
  | 'debit_fails';

const CARDS: Record<string, SandboxBehavior> = {
  [SANDBOX_TEST_CARDS.succeeds]: 'succeeds',
  [SANDBOX_TEST_CARDS.succeedsMastercard]: 'succeeds',
  '378282246310005': 'succeeds',
  '6011111111111117': 'succeeds',
  '4000056655665556': 'succeeds',
  [SANDBOX_TEST_CARDS.declined]: 'declined',
  [SANDBOX_TEST_CARDS.insufficientFunds]: 'insufficient_funds',
  [SANDBOX_TEST_CARDS.expired]: 'expired_card',
  [SANDBOX_TEST_CARDS.requiresAuthentication]: 'requires_authentication',
  '4000002760003184': 'requires_authentication',
  [SANDBOX_TEST_CARDS.failsOnCapture]: 'fails_on_capture',
};

/** The Luhn checksum every real card number passes. */
export function luhnValid(number: string): boolean {
  let sum = 0;
  for (let index = 0; index < number.length; index++) {
    let digit = Number(number[number.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

export function cardBrand(number: string): string {
  if (number.startsWith('4')) return 'visa';
  if (/^(5[1-5]|2[2-7])/.test(number)) return 'mastercard';
  if (/^3[47]/.test(number)) return 'amex';
  if (/^(6011|65)/.test(number)) return 'discover';
  return 'unknown';
}

/** A real (non-test) number is declined: the sandbox is test mode, as a processor's test mode is. */
export function cardBehavior(number: string): SandboxBehavior {
  return CARDS[number] ?? 'not_test_card';
}

export function bankBehavior(routing: string, account: string): SandboxBehavior {
  if (routing !== SANDBOX_TEST_BANK.routingNumber) return 'not_test_card';
  if (account === SANDBOX_TEST_BANK.fails) return 'debit_fails';
  return account === SANDBOX_TEST_BANK.succeeds ? 'succeeds' : 'not_test_card';
}

/** The decline a behavior gives when money is asked for, or null when it pays. */
export function declineOf(behavior: SandboxBehavior): { code: DeclineCode; message: string } | null {
  switch (behavior) {
    case 'declined':
      return { code: 'card_declined', message: 'Your card was declined.' };
    case 'insufficient_funds':
      return { code: 'insufficient_funds', message: 'Your card has insufficient funds.' };
    case 'expired_card':
      return { code: 'expired_card', message: 'Your card has expired.' };
    case 'not_test_card':
      return {
        code: 'card_declined',
        message: 'Your card was declined. The sandbox is in test mode: use a test card number.',
      };
    case 'debit_fails':
      return { code: 'debit_failed', message: 'The bank account could not be debited.' };
    default:
      return null;
  }
}

type DeclineCode = 'card_declined' | 'insufficient_funds' | 'expired_card' | 'debit_failed';
