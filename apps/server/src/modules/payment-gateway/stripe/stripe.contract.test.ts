import { TestClock } from '../../../test/harness.js';
import { fakeClient, startFakeStripe } from '../../../test/fake-stripe/server.js';
import { providerContract, type TestCardKind } from '../provider.contract.js';
import { createStripeProvider } from './stripe.provider.js';

/** Stripe's test card tokens (Stripe.js makes a PaymentMethod of them on the club's account). */
const TEST_TOKENS: Record<Exclude<TestCardKind, 'fails_on_capture'>, string> = {
  succeeds: 'tok_visa',
  declined: 'tok_chargeDeclined',
  insufficient_funds: 'tok_chargeDeclinedInsufficientFunds',
  requires_authentication: 'tok_authenticationRequired',
};

providerContract(
  'stripe (on the fake Stripe API)',
  async () => {
    const clock = new TestClock();
    const fake = await startFakeStripe(clock.now);
    const client = fakeClient(fake);
    let consented = '';
    return {
      provider: createStripeProvider({
        secretKey: fake.secretKey,
        clientId: 'ca_fairplaytest',
        publicUrl: 'http://club.test',
        api: fake.api,
      }),
      consent: async () => {
        const { accountId, code } = fake.authorize();
        consented = accountId;
        return code;
      },
      // What Stripe.js does with the card the member types in: a PaymentMethod on the club's account.
      card: async (kind) => {
        if (kind === 'fails_on_capture') throw new Error('Stripe has no test card that fails at capture.');
        const method = await client.paymentMethods.create(
          { type: 'card', card: { token: TEST_TOKENS[kind] } },
          { stripeAccount: consented },
        );
        return method.id;
      },
      bank: async (account) =>
        (
          await client.paymentMethods.create(
            {
              type: 'us_bank_account',
              us_bank_account: {
                routing_number: '110000000',
                account_number: '000123456789',
                account_holder_type: 'individual',
              },
              billing_details: { name: 'Grace Hopper' },
            },
            { stripeAccount: account },
          )
        ).id,
      microDeposits: [32, 45],
      authenticate: async (account, paymentId) => fake.authenticate(account, paymentId),
      settleBankDebit: async (account, paymentId) => fake.settleBankDebit(account, paymentId),
      advance: (ms) => clock.advance(ms),
      close: () => fake.close(),
    };
  },
  { failsOnCapture: false },
);
