import { randomBytes } from 'node:crypto';
import { SANDBOX_TEST_READERS } from '@fairplay/contracts';
import type { Database, Executor } from '@fairplay/db';
import { refuseBelowMinimum } from '../processor-rules.js';
import {
  ProviderError,
  type PaymentProvider,
  type ProviderErrorCode,
  type ProviderReader,
  type TerminalCalls,
} from '../provider.js';
import { insertPayment, updatePayment, type SandboxPaymentRow } from './sandbox.repository.js';
import {
  deleteReaderRow,
  endReaderAction,
  findReader,
  insertConnectionToken,
  insertReader,
  insertTerminalLocation,
  readersOf,
  startReaderAction,
  terminalLocationExists,
  type SandboxReaderRow,
} from './sandbox-terminal.repository.js';

const TOKEN_MINUTES = 10;

export interface SandboxTerminalDeps {
  db: Database;
  now: () => Date;
  id: (prefix: string) => string;
  /** The sandbox's idempotent step (sandbox.provider.ts): a repeated key answers the first's id. */
  once(account: string, key: string, params: unknown, work: (tx: Executor) => Promise<string>): Promise<string>;
  /** A payment as it stands now (an authorization past its time lapses). */
  current(tx: Executor, account: string, id: string, lock?: boolean): Promise<SandboxPaymentRow>;
  paymentOf: (row: SandboxPaymentRow) => Awaited<ReturnType<PaymentProvider['retrievePayment']>>;
  authorizationDays: number;
}

/** The test cards a simulated reader reads: Stripe's test card numbers, in its card-present form. */
const PRESENTED = {
  succeeds: { brand: 'visa', last4: '4242', decline: null },
  declined: { brand: 'visa', last4: '0002', decline: { code: 'card_declined', message: 'Your card was declined.' } },
} as const;

export function readerOf(row: SandboxReaderRow): ProviderReader {
  return {
    id: row.id,
    label: row.label,
    locationId: row.locationId,
    deviceType: row.deviceType,
    serialNumber: row.serialNumber,
    simulated: true,
    // A simulated reader is always reachable.
    status: 'online',
    action:
      row.actionPaymentId && row.actionStatus
        ? {
            paymentId: row.actionPaymentId,
            status: row.actionStatus,
            failure: row.actionFailureCode
              ? { code: row.actionFailureCode as ProviderErrorCode, message: row.actionFailureMessage ?? '' }
              : null,
          }
        : null,
  };
}

/**
 * The sandbox's card readers (issue 12): simulated readers registered by Stripe Terminal's simulated codes, that
 * collect a card-present payment when a test card is tapped on their page (or by `presentTestPayment`). A terminal
 * payment is `processing` until the card is read, then an authorization to capture.
 */
export function sandboxTerminal(deps: SandboxTerminalDeps): TerminalCalls {
  const { db, now, id, once, current, paymentOf } = deps;

  async function reader(tx: Executor, account: string, readerId: string, lock = false) {
    const row = await findReader(tx, account, readerId, lock);
    if (!row) throw new ProviderError('not_found', `No such reader: '${readerId}'`, 'reader');
    return row;
  }

  return {
    async createConnectionToken(account, input) {
      const secret = `pst_test_${randomBytes(24).toString('base64url')}`;
      await insertConnectionToken(db, {
        secret,
        accountId: account,
        locationId: input.locationId ?? null,
        expiresAt: new Date(now().getTime() + TOKEN_MINUTES * 60_000),
      });
      return { secret };
    },

    async createLocation(account, input) {
      const locationId = await once(account, input.idempotencyKey, input, async (tx) => {
        const locationId = id('tml');
        await insertTerminalLocation(tx, {
          id: locationId,
          accountId: account,
          displayName: input.displayName,
          // Kept as one line, as the club wrote it; the parts were checked by the caller.
          address: [
            input.address.line1,
            input.address.line2,
            input.address.city,
            `${input.address.state} ${input.address.postalCode}`,
            input.address.country,
          ]
            .filter(Boolean)
            .join(', '),
        });
        return locationId;
      });
      return { locationId };
    },

    async registerReader(account, input) {
      const deviceType = SANDBOX_TEST_READERS[input.registrationCode as keyof typeof SANDBOX_TEST_READERS];
      if (!deviceType)
        throw new ProviderError(
          'invalid_code',
          'The registration code is invalid or has expired. Use a simulated code such as simulated-wpe.',
          'registration_code',
        );
      const readerId = await once(account, input.idempotencyKey, input, async (tx) => {
        if (!(await terminalLocationExists(tx, account, input.locationId)))
          throw new ProviderError('not_found', `No such location: '${input.locationId}'`, 'location');
        const readerId = id('tmr');
        await insertReader(tx, {
          id: readerId,
          accountId: account,
          locationId: input.locationId,
          label: input.label,
          deviceType,
          serialNumber: `SIM-${randomBytes(5).toString('hex').toUpperCase()}`,
        });
        return readerId;
      });
      return readerOf(await reader(db, account, readerId));
    },

    async listReaders(account) {
      return (await readersOf(db, account)).map(readerOf);
    },

    async retrieveReader(account, readerId) {
      return readerOf(await reader(db, account, readerId));
    },

    async deleteReader(account, readerId) {
      await reader(db, account, readerId);
      await deleteReaderRow(db, readerId, now());
    },

    async createTerminalPayment(account, input) {
      if (!Number.isInteger(input.amount) || input.amount <= 0)
        throw new ProviderError('invalid_request', 'Amount must be a positive whole number of cents.', 'amount');
      refuseBelowMinimum(input.amount, input.currency);
      const paymentId = await once(account, input.idempotencyKey, input, async (tx) => {
        const paymentId = id('py');
        const row = await insertPayment(tx, {
          id: paymentId,
          accountId: account,
          amount: input.amount,
          currency: input.currency,
          // Waiting for the reader: no card yet.
          status: 'processing',
          capture: false,
          methodType: 'card_present',
          brand: '',
          last4: '',
          behavior: 'awaiting_card',
          reference: input.reference,
          description: input.description,
          clientSecret: `${paymentId}_secret_${randomBytes(12).toString('hex')}`,
        });
        return row.id;
      });
      const row = await current(db, account, paymentId);
      return { payment: paymentOf(row), clientSecret: row.clientSecret ?? '' };
    },

    async processOnReader(account, input) {
      await once(account, input.idempotencyKey, input, async (tx) => {
        const payment = await current(tx, account, input.paymentId, true);
        if (payment.methodType !== 'card_present' || payment.status !== 'processing')
          throw new ProviderError(
            'invalid_request',
            `This payment cannot be taken on a reader (it is ${payment.status}).`,
          );
        await reader(tx, account, input.readerId, true);
        if (!(await startReaderAction(tx, input.readerId, payment.id)))
          throw new ProviderError('reader_busy', 'The reader is busy with another payment.', 'reader');
        return input.readerId;
      });
      return readerOf(await reader(db, account, input.readerId));
    },

    async retrieveTerminalPayment(account, input) {
      // The sandbox moves the payment itself when the card is read, declined or the reader stopped.
      return paymentOf(await current(db, account, input.paymentId));
    },

    async cancelReaderAction(account, readerId) {
      return db.transaction(async (tx) => {
        const row = await reader(tx, account, readerId, true);
        if (row.actionStatus !== 'in_progress') return readerOf(row);
        return readerOf(
          await endReaderAction(tx, row.id, {
            actionStatus: 'failed',
            actionFailureCode: 'canceled',
            actionFailureMessage: 'The payment was canceled on the reader.',
          }),
        );
      });
    },

    async presentTestPayment(account, input) {
      return db.transaction(async (tx) => {
        const row = await reader(tx, account, input.readerId, true);
        if (row.actionStatus !== 'in_progress' || !row.actionPaymentId)
          throw new ProviderError('invalid_request', 'The reader is not collecting a payment.', 'reader');
        const card = PRESENTED[input.card];
        const payment = await current(tx, account, row.actionPaymentId, true);
        if (card.decline) {
          await updatePayment(tx, payment.id, {
            status: 'failed',
            brand: card.brand,
            last4: card.last4,
            behavior: input.card,
            failureCode: card.decline.code,
            failureMessage: card.decline.message,
          });
          return readerOf(
            await endReaderAction(tx, row.id, {
              actionStatus: 'failed',
              actionFailureCode: card.decline.code,
              actionFailureMessage: card.decline.message,
            }),
          );
        }
        await updatePayment(tx, payment.id, {
          status: 'requires_capture',
          brand: card.brand,
          last4: card.last4,
          behavior: input.card,
          authorizationExpiresAt: new Date(now().getTime() + deps.authorizationDays * 86_400_000),
        });
        return readerOf(
          await endReaderAction(tx, row.id, {
            actionStatus: 'succeeded',
            actionFailureCode: null,
            actionFailureMessage: null,
          }),
        );
      });
    },
  };
}
