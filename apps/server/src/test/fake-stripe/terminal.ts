import { randomBytes } from 'node:crypto';
import { object, required, text, type Form } from './form.js';
import { ApiError, fakeId, invalidRequest, missing, type FakeAccount, type FakeReader } from './state.js';

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

/** Stripe Terminal's simulated registration codes and the device each makes. */
const SIMULATED_CODES: Record<string, string> = {
  'simulated-wpe': 'simulated_wisepos_e',
  'simulated-s700': 'simulated_stripe_s700',
};

/** Test card numbers a simulated reader can be told it read (docs: terminal testing). */
const PRESENTED: Record<string, { brand: string; last4: string; decline: boolean }> = {
  '4242424242424242': { brand: 'visa', last4: '4242', decline: false },
  '5555555555554444': { brand: 'mastercard', last4: '4444', decline: false },
  '4000000000000002': { brand: 'visa', last4: '0002', decline: true },
};

const readerError = (message: string, code: string) =>
  new ApiError(400, { type: 'invalid_request_error', code, message });

/**
 * The fake's Stripe Terminal on one connected account: connection tokens, locations, readers registered by
 * Stripe's simulated codes, server-driven process_payment_intent and cancel_action, and the test helper that
 * presents a card on a simulated reader (which authorizes the card-present PaymentIntent, or declines it).
 */
export function terminalOf(account: FakeAccount, now: () => Date) {
  function readerOf(id: string): FakeReader {
    const reader = account.readers.get(id);
    if (!reader) throw missing('terminal.reader', id, 'reader');
    return reader;
  }

  function present(reader: FakeReader, form: Form): FakeReader {
    if (!reader.device_type.startsWith('simulated_'))
      throw invalidRequest('Only simulated readers can be presented a test payment method.', 'reader');
    if (reader.action?.status !== 'in_progress')
      throw readerError('This reader does not have an action in progress.', 'terminal_reader_action_unexpected');
    const number = String(object(form, 'card_present').number ?? '4242424242424242');
    const card = PRESENTED[number];
    if (!card) throw invalidRequest('Use a test card number.', 'card_present[number]');
    const intent = account.paymentIntents.get(reader.action.process_payment_intent.payment_intent)!;
    const method = {
      id: fakeId('pm'),
      object: 'payment_method' as const,
      type: 'card_present' as const,
      customer: null,
      billing_details: { name: null } as never,
      created: seconds(now()),
    };
    account.paymentMethods.set(method.id, method);
    const charge = {
      id: fakeId('ch'),
      object: 'charge' as const,
      amount: intent.amount,
      amount_captured: 0,
      amount_refunded: 0,
      captured: false,
      paid: !card.decline,
      refunded: false,
      status: card.decline ? ('failed' as const) : ('succeeded' as const),
      payment_intent: intent.id,
      created: seconds(now()),
      payment_method_details: { type: 'card_present', card_present: { brand: card.brand, last4: card.last4 } },
    };
    account.charges.set(charge.id, charge);
    intent.latest_charge = charge.id;
    intent.payment_method = method.id;
    if (card.decline) {
      intent.last_payment_error = {
        type: 'card_error',
        code: 'card_declined',
        decline_code: 'generic_decline',
        message: 'Your card was declined.',
      };
      reader.action = {
        ...reader.action,
        status: 'failed',
        failure_code: 'card_declined',
        failure_message: 'Your card was declined.',
      };
      return reader;
    }
    intent.status = intent.capture_method === 'manual' ? 'requires_capture' : 'succeeded';
    intent.amount_capturable = intent.capture_method === 'manual' ? intent.amount : 0;
    if (intent.capture_method !== 'manual') {
      charge.captured = true;
      charge.amount_captured = intent.amount;
      intent.amount_received = intent.amount;
    }
    reader.action = { ...reader.action, status: 'succeeded' };
    return reader;
  }

  /** Routes `/v1/terminal/...` and `/v1/test_helpers/terminal/...`; undefined for any other path. */
  return function route(method: string, segments: string[], form: Form): [number, unknown] | undefined {
    const helper = segments[0] === 'test_helpers';
    const [area, resource, id, action] = helper ? segments.slice(1) : segments;
    if (area !== 'terminal') return undefined;
    const key = `${helper ? 'helper ' : ''}${method} ${resource}${id ? '/:id' : ''}${action ? `/${action}` : ''}`;
    switch (key) {
      case 'POST connection_tokens': {
        const location = text(form, 'location');
        if (location && !account.terminalLocations.has(location))
          throw missing('terminal.location', location, 'location');
        return [
          200,
          {
            object: 'terminal.connection_token',
            secret: `pst_test_${randomBytes(24).toString('base64url')}`,
            ...(location ? { location } : {}),
          },
        ];
      }
      case 'POST locations': {
        const address = object(form, 'address');
        // Stripe asks a Terminal location for its full address (state where the country has them).
        for (const part of ['line1', 'city', 'state', 'postal_code', 'country'])
          if (!address[part]) throw invalidRequest(`Missing required param: address[${part}].`, `address[${part}]`);
        const location = {
          id: fakeId('tml'),
          object: 'terminal.location' as const,
          display_name: required(form, 'display_name'),
          address: {
            line1: String(address.line1),
            line2: address.line2 === undefined ? null : String(address.line2),
            city: String(address.city),
            state: String(address.state),
            postal_code: String(address.postal_code),
            country: String(address.country),
          },
          livemode: false,
          metadata: {},
        };
        account.terminalLocations.set(location.id, location);
        return [200, location];
      }
      case 'POST readers': {
        const code = required(form, 'registration_code');
        const deviceType = SIMULATED_CODES[code];
        if (!deviceType)
          throw invalidRequest(
            'The registration code is invalid or has expired. Please check the code on the reader and try again.',
            'registration_code',
          );
        const location = text(form, 'location');
        if (!location || !account.terminalLocations.has(location))
          throw missing('terminal.location', location ?? '', 'location');
        const reader: FakeReader = {
          id: fakeId('tmr'),
          object: 'terminal.reader',
          device_type: deviceType as FakeReader['device_type'],
          label: text(form, 'label') ?? deviceType,
          livemode: false,
          serial_number: `SIM-${randomBytes(5).toString('hex').toUpperCase()}`,
          status: 'online',
          metadata: {},
          last_seen_at: now().getTime(),
          location,
          action: null,
        };
        account.readers.set(reader.id, reader);
        return [200, reader];
      }
      case 'GET readers': {
        const data = [...account.readers.values()];
        return [200, { object: 'list', url: '/v1/terminal/readers', has_more: false, data }];
      }
      case 'GET readers/:id':
        return [200, readerOf(id!)];
      case 'DELETE readers/:id': {
        const reader = readerOf(id!);
        account.readers.delete(reader.id);
        return [
          200,
          {
            id: reader.id,
            object: 'terminal.reader',
            deleted: true,
            device_type: reader.device_type,
            serial_number: reader.serial_number,
          },
        ];
      }
      case 'POST readers/:id/process_payment_intent': {
        const reader = readerOf(id!);
        const intentId = required(form, 'payment_intent');
        const intent = account.paymentIntents.get(intentId);
        if (!intent) throw missing('payment_intent', intentId, 'payment_intent');
        if (reader.action?.status === 'in_progress' && reader.action.process_payment_intent.payment_intent !== intentId)
          throw readerError('Reader is currently busy processing another request.', 'terminal_reader_busy');
        if (intent.status !== 'requires_payment_method')
          throw invalidRequest(
            `This PaymentIntent could not be processed because it has a status of ${intent.status}.`,
            'payment_intent',
            'payment_intent_unexpected_state',
          );
        reader.action = {
          type: 'process_payment_intent',
          status: 'in_progress',
          failure_code: null,
          failure_message: null,
          process_payment_intent: { payment_intent: intentId },
        };
        return [200, reader];
      }
      case 'POST readers/:id/cancel_action': {
        const reader = readerOf(id!);
        if (reader.action?.status === 'in_progress')
          reader.action = {
            ...reader.action,
            status: 'failed',
            failure_code: 'canceled',
            failure_message: 'The action was canceled.',
          };
        return [200, reader];
      }
      case 'helper POST readers/:id/present_payment_method':
        return [200, present(readerOf(id!), form)];
      default:
        return undefined;
    }
  };
}
