import type Stripe from 'stripe';
import { ProviderError, type ProviderReader, type TerminalCalls } from '../provider.js';
import { applicationFeeOf } from './stripe-fees.js';
import { mapped, paymentOf, providerErrorOf } from './stripe-mapping.js';

/** Stripe's test card numbers a simulated reader is told it read (docs: terminal testing). */
const TEST_PRESENTMENTS = { succeeds: '4242424242424242', declined: '4000000000000002' } as const;

const EXPAND = ['latest_charge', 'latest_charge.balance_transaction', 'payment_method'];

export function readerOf(reader: Stripe.Terminal.Reader | Stripe.Terminal.DeletedReader): ProviderReader {
  if ('deleted' in reader && reader.deleted)
    throw new ProviderError('not_found', `No such reader: '${reader.id}'`, 'reader');
  const live = reader as Stripe.Terminal.Reader;
  const action = live.action;
  const intent = action?.process_payment_intent?.payment_intent;
  return {
    id: live.id,
    label: live.label,
    locationId: typeof live.location === 'string' ? live.location : (live.location?.id ?? ''),
    deviceType: live.device_type,
    serialNumber: live.serial_number,
    simulated: live.device_type.startsWith('simulated_'),
    status: live.status === 'online' ? 'online' : 'offline',
    action:
      action && intent
        ? {
            paymentId: typeof intent === 'string' ? intent : intent.id,
            status: action.status as 'in_progress' | 'succeeded' | 'failed',
            failure:
              action.status === 'failed'
                ? {
                    code: action.failure_code === 'card_declined' ? 'card_declined' : 'invalid_request',
                    message: action.failure_message ?? 'The reader could not take the payment.',
                  }
                : null,
          }
        : null,
  };
}

/** A reader error in the interface's words: a busy or unreachable reader, a bad registration code. */
function readerError(error: unknown): unknown {
  const mappedError = providerErrorOf(error);
  if (!(mappedError instanceof ProviderError)) return mappedError;
  const raw = (error as { code?: string }).code;
  if (raw === 'terminal_reader_busy') return new ProviderError('reader_busy', mappedError.message, 'reader');
  if (raw === 'terminal_reader_offline' || raw === 'terminal_reader_timeout')
    return new ProviderError('reader_offline', mappedError.message, 'reader');
  if (mappedError.param === 'registration_code')
    return new ProviderError('invalid_code', mappedError.message, 'registration_code');
  return mappedError;
}

async function readerCall<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw readerError(error);
  }
}

/**
 * Stripe Terminal for the `stripe` provider (issue 12): readers registered on the club's connected account at a
 * Terminal Location, server-driven payments (a card_present PaymentIntent sent to the reader with
 * process_payment_intent, captured by the server once the reader has authorized it), and Stripe's test helper
 * that presents a test card on a simulated reader.
 */
export function stripeTerminal(
  stripe: Stripe,
  on: (account: string, key?: string) => Stripe.RequestOptions,
): TerminalCalls {
  const reader = (account: string, id: string) =>
    readerCall(async () => readerOf(await stripe.terminal.readers.retrieve(id, {}, on(account))));

  return {
    async createConnectionToken(account, input) {
      const token = await mapped(() =>
        stripe.terminal.connectionTokens.create(input.locationId ? { location: input.locationId } : {}, on(account)),
      );
      return { secret: token.secret };
    },

    async createLocation(account, input) {
      const location = await mapped(() =>
        stripe.terminal.locations.create(
          {
            display_name: input.displayName,
            // The full address Stripe asks for a Terminal location (issue 25 point 9).
            address: {
              line1: input.address.line1,
              ...(input.address.line2 ? { line2: input.address.line2 } : {}),
              city: input.address.city,
              state: input.address.state,
              postal_code: input.address.postalCode,
              country: input.address.country,
            },
          },
          on(account, input.idempotencyKey),
        ),
      );
      return { locationId: location.id };
    },

    async registerReader(account, input) {
      return readerCall(async () =>
        readerOf(
          await stripe.terminal.readers.create(
            { registration_code: input.registrationCode, label: input.label, location: input.locationId },
            on(account, input.idempotencyKey),
          ),
        ),
      );
    },

    async listReaders(account) {
      return readerCall(async () =>
        (await stripe.terminal.readers.list({ limit: 100 }, on(account)).autoPagingToArray({ limit: 1000 })).map(
          readerOf,
        ),
      );
    },

    retrieveReader: reader,

    async deleteReader(account, readerId) {
      await readerCall(() => stripe.terminal.readers.del(readerId, {}, on(account)));
    },

    async createTerminalPayment(account, input) {
      const intent = await mapped(() =>
        stripe.paymentIntents.create(
          {
            amount: input.amount,
            currency: input.currency.toLowerCase(),
            allowed_payment_method_types: ['card_present'],
            capture_method: 'manual',
            application_fee_amount: applicationFeeOf(input.amount),
            description: input.description,
            metadata: { reference: input.reference },
          },
          on(account, input.idempotencyKey),
        ),
      );
      return { payment: waiting(paymentOf(intent)), clientSecret: intent.client_secret ?? '' };
    },

    async processOnReader(account, input) {
      return readerCall(async () =>
        readerOf(
          await stripe.terminal.readers.processPaymentIntent(
            input.readerId,
            { payment_intent: input.paymentId },
            on(account, input.idempotencyKey),
          ),
        ),
      );
    },

    async retrieveTerminalPayment(account, input) {
      const intent = await mapped(() =>
        stripe.paymentIntents.retrieve(input.paymentId, { expand: EXPAND }, on(account)),
      );
      const payment = paymentOf(intent);
      // Stripe keeps a card-present intent at requires_payment_method until the reader authorizes it: waiting,
      // unless the reader's action for it failed (a declined card) or it was already declined.
      if (intent.status !== 'requires_payment_method' || intent.last_payment_error) return payment;
      const current = await reader(account, input.readerId);
      const action = current.action?.paymentId === payment.id ? current.action : null;
      if (action?.status === 'failed')
        return { ...payment, failure: action.failure ?? { code: 'card_declined', message: 'The payment failed.' } };
      return waiting(payment);
    },

    async cancelReaderAction(account, readerId) {
      return readerCall(async () => readerOf(await stripe.terminal.readers.cancelAction(readerId, {}, on(account))));
    },

    async presentTestPayment(account, input) {
      return readerCall(async () =>
        readerOf(
          await stripe.testHelpers.terminal.readers.presentPaymentMethod(
            input.readerId,
            { type: 'card_present', card_present: { number: TEST_PRESENTMENTS[input.card] } },
            on(account),
          ),
        ),
      );
    },
  };
}

/** A card-present intent the reader has not authorized yet. */
const waiting = (payment: ReturnType<typeof paymentOf>) => ({
  ...payment,
  status: 'processing' as const,
  failure: null,
});
