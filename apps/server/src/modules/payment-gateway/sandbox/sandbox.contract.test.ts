import { SANDBOX_TEST_BANK, SANDBOX_TEST_CARDS } from '@fairplay/contracts';
import { openTestDatabase, TestClock } from '../../../test/harness.js';
import { providerContract, type TestCardKind } from '../provider.contract.js';
import { createSandboxProvider, sandboxId } from './sandbox.provider.js';
import { insertToken } from './sandbox.repository.js';
import { bankBehavior, cardBehavior, cardBrand } from './test-cards.js';

const CARDS: Record<TestCardKind, string> = {
  succeeds: SANDBOX_TEST_CARDS.succeeds,
  declined: SANDBOX_TEST_CARDS.declined,
  insufficient_funds: SANDBOX_TEST_CARDS.insufficientFunds,
  requires_authentication: SANDBOX_TEST_CARDS.requiresAuthentication,
  fails_on_capture: SANDBOX_TEST_CARDS.failsOnCapture,
};

// On a bare database, no app: tokens are stored as the sandbox's tokenization endpoint stores them (the endpoint
// itself is covered by the payments API tests).
providerContract(
  'sandbox',
  async () => {
    const database = await openTestDatabase(false);
    const db = database.handle.db;
    const clock = new TestClock();
    const sandbox = createSandboxProvider(db, clock.now);
    const expiresAt = () => new Date(clock.now().getTime() + 3_600_000);
    return {
      provider: sandbox,
      consent: async () => (await sandbox.openAccount()).code,
      card: async (kind) =>
        (
          await insertToken(db, {
            id: sandboxId('tok'),
            type: 'card',
            brand: cardBrand(CARDS[kind]),
            last4: CARDS[kind].slice(-4),
            expMonth: 12,
            expYear: 2040,
            behavior: cardBehavior(CARDS[kind]),
            expiresAt: expiresAt(),
          })
        ).id,
      bank: async () =>
        (
          await insertToken(db, {
            id: sandboxId('btok'),
            type: 'bank_account',
            brand: 'STRIPE TEST BANK',
            last4: SANDBOX_TEST_BANK.succeeds.slice(-4),
            accountHolderName: 'Grace Hopper',
            behavior: bankBehavior(SANDBOX_TEST_BANK.routingNumber, SANDBOX_TEST_BANK.succeeds),
            expiresAt: expiresAt(),
          })
        ).id,
      microDeposits: [...SANDBOX_TEST_BANK.microDeposits] as [number, number],
      authenticate: async (_account, paymentId) => {
        await sandbox.authenticate(paymentId, 'complete');
      },
      // The sandbox's bank debits succeed at once.
      settleBankDebit: async () => {},
      advance: (ms) => clock.advance(ms),
      close: () => database.drop(),
    };
  },
  { failsOnCapture: true },
);
