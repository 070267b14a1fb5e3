import { createHash, randomBytes } from 'node:crypto';
import { SANDBOX_PATHS, SANDBOX_TEST_BANK } from '@fairplay/contracts';
import type { Database, Executor } from '@fairplay/db';
import {
  ProviderError,
  type CreatePaymentInput,
  type ProviderErrorCode,
  type PaymentProvider,
  type ProviderPayment,
  type ProviderPaymentMethod,
  type ProviderPayout,
  type ProviderReader,
  type ProviderRefund,
  type TestPresentment,
} from '../provider.js';
import {
  activitySince,
  capturedPayments,
  findPayout,
  insertPayout,
  payoutsOf,
  refundsOfPayment,
  claimConnectCode,
  claimIdempotencyKey,
  claimToken,
  customerExists,
  findIdempotencyKey,
  findToken,
  findMethod,
  findPayment,
  findRefund,
  insertAccountWithCode,
  insertCustomer,
  insertMethod,
  insertPayment,
  insertRefund,
  saveIdempotentResponse,
  updateMethod,
  updatePayment,
  type SandboxMethodRow,
  type SandboxPaymentRow,
  type SandboxPayoutRow,
  type SandboxRefundRow,
} from './sandbox.repository.js';
import { readerOf, sandboxTerminal } from './sandbox-terminal.js';
import { findReader } from './sandbox-terminal.repository.js';
import { declineOf, type SandboxBehavior } from './test-cards.js';
import { refuseBankHold, refuseBelowMinimum } from '../processor-rules.js';
import { sandboxFeeOf } from '@fairplay/domain';

/** How long an authorization holds before it lapses (a card network's usual seven days). */
export const AUTHORIZATION_DAYS = 7;
const CONNECT_CODE_MINUTES = 10;
export const SANDBOX_PLATFORM_ACCOUNT = 'acct_fairplay_platform';

export const sandboxId = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;

const hashOf = (value: unknown) => createHash('sha256').update(JSON.stringify(value)).digest('hex');

function methodOf(row: SandboxMethodRow): ProviderPaymentMethod {
  return {
    id: row.id,
    object: row.type,
    brand: row.brand,
    last4: row.last4,
    expMonth: row.expMonth,
    expYear: row.expYear,
    accountHolderName: row.accountHolderName,
    verified: row.verified,
  };
}

export function paymentOf(row: SandboxPaymentRow): ProviderPayment {
  return {
    id: row.id,
    status: row.status,
    amount: row.amount,
    amountCaptured: row.amountCaptured,
    amountRefunded: row.amountRefunded,
    currency: row.currency,
    method: { object: row.methodType, brand: row.brand, last4: row.last4 },
    nextActionUrl: row.status === 'requires_action' ? `${SANDBOX_PATHS.authenticate}/${row.id}` : null,
    authorizationExpiresAt: row.status === 'requires_capture' ? row.authorizationExpiresAt : null,
    failure: row.failureCode ? { code: row.failureCode as ProviderErrorCode, message: row.failureMessage ?? '' } : null,
    reference: row.reference,
    created: row.createdAt,
    fee:
      row.amountCaptured > 0
        ? sandboxFeeOf(row.methodType, row.amountCaptured, row.accountId !== SANDBOX_PLATFORM_ACCOUNT)
        : null,
  };
}

function payoutOf(row: SandboxPayoutRow): ProviderPayout {
  return {
    id: row.id,
    amount: row.amount,
    currency: 'usd',
    status: row.status,
    arrivalDate: row.arrivalDate,
    created: row.createdAt,
  };
}

function refundOf(row: SandboxRefundRow): ProviderRefund {
  return {
    id: row.id,
    paymentId: row.paymentId,
    amount: row.amount,
    status: row.status,
    reference: row.reference,
    created: row.createdAt,
  };
}

/**
 * The built-in `sandbox` provider (issue 12): a card processor's test mode inside Fairplay. It keeps its own
 * records (sandbox_* tables) as a processor would, answers a repeated idempotency key with the first answer, and
 * behaves by the test card and bank numbers (test-cards.ts). Nothing leaves the server.
 */
export function createSandboxProvider(db: Database, now: () => Date): PaymentProvider & SandboxControls {
  /**
   * Runs `work` once per account and key: a repeat (also a concurrent one, which waits for the first) gets the
   * first's answer id back; the same key with other parameters is refused. A failure keeps nothing, so the
   * request may be retried.
   */
  async function once(
    account: string,
    key: string,
    params: unknown,
    work: (tx: Executor) => Promise<string>,
  ): Promise<string> {
    const hash = hashOf(params);
    return db.transaction(async (tx) => {
      if (await claimIdempotencyKey(tx, account, key, hash)) {
        const id = await work(tx);
        await saveIdempotentResponse(tx, account, key, { id });
        return id;
      }
      const first = await findIdempotencyKey(tx, account, key);
      if (!first || first.requestHash !== hash)
        throw new ProviderError(
          'idempotency_mismatch',
          'Keys for idempotent requests can only be used with the same parameters they were first used with.',
        );
      return (first.response as { id: string }).id;
    });
  }

  /** A payment as it stands now: an authorization past its time lapses (canceled). */
  async function current(tx: Executor, account: string, id: string, lock = false): Promise<SandboxPaymentRow> {
    const row = await findPayment(tx, account, id, lock);
    if (!row) throw new ProviderError('not_found', `No such payment: '${id}'`, 'payment');
    if (row.status === 'requires_capture' && row.authorizationExpiresAt && row.authorizationExpiresAt <= now())
      return updatePayment(tx, row.id, { status: 'canceled' });
    return row;
  }

  /** The state a payment reaches once the card holder may pay: captured, held, or failed at capture. */
  function settle(behavior: SandboxBehavior, capture: boolean, amount: number) {
    if (!capture)
      return {
        status: 'requires_capture' as const,
        authorizationExpiresAt: new Date(now().getTime() + AUTHORIZATION_DAYS * 86_400_000),
      };
    if (behavior === 'fails_on_capture')
      return {
        status: 'failed' as const,
        failureCode: 'capture_failed',
        failureMessage: 'The payment was authorized but could not be captured.',
      };
    return { status: 'succeeded' as const, amountCaptured: amount };
  }

  const terminal = sandboxTerminal({
    db,
    now,
    id: sandboxId,
    once,
    current,
    paymentOf,
    authorizationDays: AUTHORIZATION_DAYS,
  });

  return {
    name: 'sandbox',
    label: 'the sandbox payment provider',
    // Made by migration 0094, as a processor's platform account exists before any club connects.
    platformAccount: SANDBOX_PLATFORM_ACCOUNT,

    connectUrl({ state, redirectUri }) {
      const query = new URLSearchParams({ state, redirect_uri: redirectUri });
      return `${SANDBOX_PATHS.authorize}?${query.toString()}`;
    },

    async connectAccount(code) {
      const accountId = await claimConnectCode(db, code, now());
      if (!accountId)
        throw new ProviderError('invalid_code', 'This connection code is invalid or has expired.', 'code');
      return { accountId };
    },

    async retrieveToken(token) {
      const row = await findToken(db, token);
      if (!row || row.expiresAt <= now())
        throw new ProviderError('invalid_token', 'This card or bank token is invalid, used or expired.', 'token');
      return { type: row.type, brand: row.brand, last4: row.last4, used: row.usedAt !== null };
    },

    async createCustomer(account, input) {
      const id = await once(account, input.idempotencyKey, input, async (tx) => {
        const customerId = sandboxId('cus');
        await insertCustomer(tx, {
          id: customerId,
          accountId: account,
          name: input.name,
          email: input.email,
          reference: input.reference,
        });
        return customerId;
      });
      return { customerId: id };
    },

    async attachPaymentMethod(account, input) {
      const id = await once(account, input.idempotencyKey, input, async (tx) => {
        if (!(await customerExists(tx, account, input.customerId)))
          throw new ProviderError('not_found', `No such customer: '${input.customerId}'`, 'customer');
        const token = await claimToken(tx, input.token, now());
        if (!token)
          throw new ProviderError('invalid_token', 'This card or bank token is invalid, used or expired.', 'token');
        // A card that is declined outright cannot be saved either (a processor checks it when attaching).
        const decline = token.type === 'card' ? declineOf(token.behavior as SandboxBehavior) : null;
        if (decline) throw new ProviderError(decline.code, decline.message, 'token');
        const method = await insertMethod(tx, {
          id: sandboxId(token.type === 'card' ? 'pm' : 'ba'),
          accountId: account,
          customerId: input.customerId,
          type: token.type,
          brand: token.brand,
          last4: token.last4,
          expMonth: token.expMonth,
          expYear: token.expYear,
          accountHolderName: token.accountHolderName,
          behavior: token.behavior,
          verified: token.type === 'card',
        });
        return method.id;
      });
      return methodOf((await findMethod(db, account, id))!);
    },

    async detachPaymentMethod(account, input) {
      const method = await findMethod(db, account, input.paymentMethodId);
      if (!method || method.customerId !== input.customerId)
        throw new ProviderError('not_found', `No such payment method: '${input.paymentMethodId}'`, 'payment_method');
      if (!method.detachedAt) await updateMethod(db, method.id, { detachedAt: now() });
    },

    async verifyBankAccount(account, input) {
      // A wrong pair is counted (and kept: the transaction commits), then refused; ten wrong pairs lock it.
      const outcome = await db.transaction(async (tx) => {
        const method = await findMethod(tx, account, input.paymentMethodId);
        if (!method || method.customerId !== input.customerId || method.detachedAt || method.type !== 'bank_account')
          throw new ProviderError('not_found', `No such bank account: '${input.paymentMethodId}'`, 'bank_account');
        if (method.verified) return { method, matched: true };
        if (method.verifyAttempts >= 10)
          throw new ProviderError('verification_failed', 'Too many failed attempts; this bank account is locked.');
        const [first, second] = SANDBOX_TEST_BANK.microDeposits;
        const amounts = [...input.amounts].sort((a, b) => a - b);
        if (amounts[0] !== first || amounts[1] !== second)
          return { method: await updateMethod(tx, method.id, { countAttempt: true }), matched: false };
        return { method: await updateMethod(tx, method.id, { verified: true }), matched: true };
      });
      if (!outcome.matched)
        throw new ProviderError('verification_failed', 'The amounts do not match the micro-deposits.', 'amounts');
      return methodOf(outcome.method);
    },

    async createPayment(account, input: CreatePaymentInput) {
      if (!Number.isInteger(input.amount) || input.amount <= 0)
        throw new ProviderError('invalid_request', 'Amount must be a positive whole number of cents.', 'amount');
      refuseBelowMinimum(input.amount, input.currency);
      const id = await once(account, input.idempotencyKey, { ...input, returnUrl: null }, async (tx) => {
        const source = await sourceOf(tx, account, input);
        refuseBankHold(source.type, input.capture);
        const decline = declineOf(source.behavior);
        const base = {
          id: sandboxId('py'),
          accountId: account,
          amount: input.amount,
          currency: input.currency,
          capture: input.capture,
          methodType: source.type,
          brand: source.brand,
          last4: source.last4,
          behavior: source.behavior,
          customerId: input.source.customerId ?? null,
          paymentMethodId: source.methodId,
          reference: input.reference,
          description: input.description,
        };
        if (decline)
          return (
            await insertPayment(tx, {
              ...base,
              status: 'failed',
              failureCode: decline.code,
              failureMessage: decline.message,
            })
          ).id;
        if (source.behavior === 'requires_authentication')
          return (await insertPayment(tx, { ...base, status: 'requires_action' })).id;
        return (await insertPayment(tx, { ...base, ...settle(source.behavior, input.capture, input.amount) })).id;
      });
      return paymentOf(await current(db, account, id));
    },

    async retrievePayment(account, paymentId) {
      return paymentOf(await current(db, account, paymentId));
    },

    async capturePayment(account, input) {
      const id = await once(account, input.idempotencyKey, input, async (tx) => {
        const row = await current(tx, account, input.paymentId, true);
        if (row.status !== 'requires_capture')
          throw new ProviderError('invalid_request', `This payment cannot be captured (it is ${row.status}).`);
        const amount = input.amount ?? row.amount;
        if (amount <= 0 || amount > row.amount)
          throw new ProviderError('amount_too_large', 'The amount to capture is more than was authorized.', 'amount');
        if (row.behavior === 'fails_on_capture')
          await updatePayment(tx, row.id, {
            status: 'failed',
            failureCode: 'capture_failed',
            failureMessage: 'The payment was authorized but could not be captured.',
          });
        else await updatePayment(tx, row.id, { status: 'succeeded', amountCaptured: amount });
        return row.id;
      });
      return paymentOf(await current(db, account, id));
    },

    async cancelPayment(account, input) {
      const id = await once(account, input.idempotencyKey, input, async (tx) => {
        const row = await current(tx, account, input.paymentId, true);
        // A terminal payment still waiting for its card may be released too.
        const waiting = row.status === 'processing' && row.methodType === 'card_present';
        if (
          row.status !== 'requires_capture' &&
          row.status !== 'requires_action' &&
          row.status !== 'canceled' &&
          !waiting
        )
          throw new ProviderError('invalid_request', `This payment cannot be canceled (it is ${row.status}).`);
        await updatePayment(tx, row.id, { status: 'canceled' });
        return row.id;
      });
      return paymentOf(await current(db, account, id));
    },

    async refundPayment(account, input) {
      const id = await once(account, input.idempotencyKey, input, async (tx) => {
        const row = await current(tx, account, input.paymentId, true);
        if (row.status !== 'succeeded')
          throw new ProviderError('invalid_request', 'Only a succeeded payment can be refunded.', 'payment');
        if (input.amount <= 0 || input.amount > row.amountCaptured - row.amountRefunded)
          throw new ProviderError('amount_too_large', 'The refund is more than is left of the payment.', 'amount');
        await updatePayment(tx, row.id, { amountRefunded: row.amountRefunded + input.amount });
        const refund = await insertRefund(tx, {
          id: sandboxId('re'),
          accountId: account,
          paymentId: row.id,
          amount: input.amount,
          status: 'succeeded',
          reference: input.reference,
        });
        return refund.id;
      });
      return refundOf((await findRefund(db, account, id))!);
    },

    ...terminal,

    async listRefunds(account, paymentId) {
      return (await refundsOfPayment(db, account, paymentId)).map(refundOf);
    },

    async listActivity(account, input) {
      const { payments, refunds } = await activitySince(db, account, input.since);
      // The sandbox takes only test cards: no bank ever disputes its charges.
      return { payments: payments.map(paymentOf), refunds: refunds.map(refundOf), disputes: [] };
    },

    async retrievePayout(account, payoutId) {
      const row = await findPayout(db, account, payoutId);
      if (!row) throw new ProviderError('not_found', `No such payout: '${payoutId}'`, 'payout');
      return payoutOf(row);
    },

    async listPayouts(account, input) {
      return (await payoutsOf(db, account, input.since)).map(payoutOf);
    },

    /**
     * Pays out the available balance (captured less refunded less fees, less what was paid out before) once per
     * reference: the account's payouts are locked by its row, and the reference is unique per account.
     */
    async createPayout(account, input) {
      return db.transaction(async (tx) => {
        const payments = await capturedPayments(tx, account);
        const paid = await payoutsOf(tx, account, new Date(0));
        const done = paid.find((row) => row.reference === input.reference);
        if (done) return payoutOf(done);
        const available =
          payments.reduce((sum, row) => sum + row.amountCaptured - row.amountRefunded - (paymentOf(row).fee ?? 0), 0) -
          paid.filter((row) => row.status === 'paid').reduce((sum, row) => sum + row.amount, 0);
        if (available <= 0) return null;
        const row = await insertPayout(tx, {
          id: sandboxId('po'),
          accountId: account,
          amount: available,
          status: 'paid',
          reference: input.reference,
          arrivalDate: input.arrivalDate,
        });
        // A concurrent run made the day's payout first: its answer is this one's.
        return payoutOf(
          row ?? (await payoutsOf(tx, account, new Date(0))).find((p) => p.reference === input.reference)!,
        );
      });
    },

    async openAccount() {
      const accountId = sandboxId('acct');
      const code = sandboxId('ac');
      await insertAccountWithCode(db, accountId, code, new Date(now().getTime() + CONNECT_CODE_MINUTES * 60_000));
      return { accountId, code };
    },

    async readerScreen(readerId) {
      const row = await findReader(db, null, readerId);
      if (!row) return null;
      const reader = readerOf(row);
      const payment =
        row.actionPaymentId && row.actionStatus === 'in_progress'
          ? paymentOf(await current(db, row.accountId, row.actionPaymentId))
          : null;
      return { reader, payment };
    },

    async tap(readerId, card) {
      const row = await findReader(db, null, readerId);
      if (!row) return null;
      return terminal.presentTestPayment(row.accountId, { readerId, card });
    },

    async authenticate(paymentId, outcome) {
      return db.transaction(async (tx) => {
        const row = await findPayment(tx, null, paymentId, true);
        if (!row || row.status !== 'requires_action') return row ? paymentOf(row) : null;
        if (outcome === 'fail')
          return paymentOf(
            await updatePayment(tx, row.id, {
              status: 'failed',
              failureCode: 'authentication_required',
              failureMessage: 'The card holder did not complete authentication.',
            }),
          );
        return paymentOf(
          await updatePayment(tx, row.id, settle(row.behavior as SandboxBehavior, row.capture, row.amount)),
        );
      });
    },
  };

  async function sourceOf(tx: Executor, account: string, input: CreatePaymentInput) {
    const { token, paymentMethodId, customerId } = input.source;
    if (token) {
      const row = await claimToken(tx, token, now());
      if (!row)
        throw new ProviderError('invalid_token', 'This card or bank token is invalid, used or expired.', 'token');
      if (row.type === 'bank_account')
        throw new ProviderError(
          'not_verified',
          'A bank account must be saved and verified before it is charged.',
          'token',
        );
      return {
        type: row.type,
        brand: row.brand,
        last4: row.last4,
        behavior: row.behavior as SandboxBehavior,
        methodId: null,
      };
    }
    const method = paymentMethodId ? await findMethod(tx, account, paymentMethodId) : undefined;
    if (!method || method.detachedAt || method.customerId !== (customerId ?? null))
      throw new ProviderError('not_found', `No such payment method: '${paymentMethodId ?? ''}'`, 'payment_method');
    if (!method.verified)
      throw new ProviderError('not_verified', 'This bank account is not verified yet.', 'payment_method');
    return {
      type: method.type,
      brand: method.brand,
      last4: method.last4,
      behavior: method.behavior as SandboxBehavior,
      methodId: method.id,
    };
  }
}

/** What only the sandbox offers: its connection consent and its authentication page act through these. */
export interface SandboxControls {
  /** A new test account and a one-time connection code for it (the consent page's "Connect"). */
  openAccount(): Promise<{ accountId: string; code: string }>;
  /** The card holder's answer on the authentication page. */
  authenticate(paymentId: string, outcome: 'complete' | 'fail'): Promise<ProviderPayment | null>;
  /** A simulated reader's screen: the reader and the payment it is collecting (null: no such reader). */
  readerScreen(readerId: string): Promise<ReaderScreen | null>;
  /** A test card tapped on a simulated reader's screen. */
  tap(readerId: string, card: TestPresentment): Promise<ProviderReader | null>;
}

export interface ReaderScreen {
  reader: ProviderReader;
  payment: ProviderPayment | null;
}

export type SandboxProvider = ReturnType<typeof createSandboxProvider>;
