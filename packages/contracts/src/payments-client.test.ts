import { describe, expect, it } from 'vitest';
import { browserTokenizerOf } from './payments/index.js';

describe('the browser client that tokenizes a new card or bank account', () => {
  it('waits for the server, then takes the sandbox client unless the provider is Stripe', () => {
    expect(browserTokenizerOf(undefined)).toEqual({ kind: 'loading' });
    expect(browserTokenizerOf({ provider: 'sandbox', publishable_key: null, account_id: null })).toEqual({
      kind: 'sandbox',
    });
    expect(browserTokenizerOf({ provider: 'sandbox', publishable_key: null, account_id: 'acct_sandbox_1' })).toEqual({
      kind: 'sandbox',
    });
  });

  it("takes Stripe.js on the club's connected account, and nothing before the club is connected", () => {
    expect(
      browserTokenizerOf({ provider: 'stripe', publishable_key: 'pk_test_fairplay', account_id: 'acct_1Club' }),
    ).toEqual({ kind: 'stripe', publishableKey: 'pk_test_fairplay', stripeAccount: 'acct_1Club' });
    expect(browserTokenizerOf({ provider: 'stripe', publishable_key: 'pk_test_fairplay', account_id: null })).toEqual({
      kind: 'unavailable',
    });
    expect(browserTokenizerOf({ provider: 'stripe', publishable_key: null, account_id: 'acct_1Club' })).toEqual({
      kind: 'unavailable',
    });
  });

  it("takes Stripe.js on the platform's own account for what a club pays Fairplay, connected or not", () => {
    const stripe = { provider: 'stripe', publishable_key: 'pk_test_fairplay', account_id: null } as const;
    expect(browserTokenizerOf(stripe, 'platform')).toEqual({
      kind: 'stripe',
      publishableKey: 'pk_test_fairplay',
      stripeAccount: null,
    });
    expect(browserTokenizerOf({ ...stripe, account_id: 'acct_1Club' }, 'platform')).toMatchObject({
      stripeAccount: null,
    });
    expect(browserTokenizerOf({ ...stripe, publishable_key: null }, 'platform')).toEqual({ kind: 'unavailable' });
    expect(browserTokenizerOf({ provider: 'sandbox', publishable_key: null, account_id: null }, 'platform')).toEqual({
      kind: 'sandbox',
    });
    expect(browserTokenizerOf(undefined, 'platform')).toEqual({ kind: 'loading' });
  });
});
