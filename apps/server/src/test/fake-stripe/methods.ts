import { list, object, required, text, type Form } from './form.js';
import {
  ApiError,
  fakeId,
  invalidRequest,
  missing,
  type FakeAccount,
  type FakePaymentMethod,
  type FakeSetupIntent,
} from './state.js';
import { declineOf, TEST_BANK, TEST_CARDS, type CardBehavior } from './test-methods.js';
import type { paymentsOf } from './payments.js';

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

/** The fake's customers, saved methods and SetupIntents (cards at once, bank accounts by micro-deposits). */
export function methodsOf(account: FakeAccount, now: () => Date, payments: ReturnType<typeof paymentsOf>) {
  function methodOf(id: string): FakePaymentMethod {
    const method = account.paymentMethods.get(id);
    if (!method) throw missing('PaymentMethod', id, 'payment_method');
    return method;
  }

  return {
    createCustomer(form: Form) {
      const customer = {
        id: fakeId('cus'),
        object: 'customer' as const,
        name: text(form, 'name') ?? null,
        email: text(form, 'email') ?? null,
        metadata: object(form, 'metadata') as Record<string, string>,
        created: seconds(now()),
      };
      account.customers.set(customer.id, customer);
      return customer;
    },

    /** What Stripe.js does in the browser: a US bank account's details become a PaymentMethod. */
    createMethod(form: Form): FakePaymentMethod {
      const type = required(form, 'type');
      // A card from one of Stripe's test tokens (`card[token]=tok_visa`): the card its test id stands for.
      const cardToken = type === 'card' ? String(object(form, 'card').token ?? '') : '';
      if (cardToken.startsWith('tok_') && TEST_CARDS[`pm_card_${cardToken.slice(4)}`])
        return payments.useMethod(`pm_card_${cardToken.slice(4)}`, 'card[token]');
      if (type !== 'us_bank_account')
        throw invalidRequest('This fake makes us_bank_account PaymentMethods, and cards from test tokens.', 'type');
      const bank = object(form, 'us_bank_account');
      const routing = String(bank.routing_number ?? '');
      const number = String(bank.account_number ?? '');
      if (routing !== TEST_BANK.routingNumber)
        throw invalidRequest(
          'Routing number must have 9 digits and be a test routing number.',
          'us_bank_account[routing_number]',
          'routing_number_invalid',
        );
      if (number !== TEST_BANK.succeeds && number !== TEST_BANK.fails)
        throw invalidRequest(
          'Test mode accepts only test account numbers.',
          'us_bank_account[account_number]',
          'account_number_invalid',
        );
      const billing = object(form, 'billing_details');
      const method: FakePaymentMethod = {
        id: fakeId('pm'),
        object: 'payment_method',
        type: 'us_bank_account',
        customer: null,
        billing_details: {
          name: typeof billing.name === 'string' ? billing.name : null,
        } as FakePaymentMethod['billing_details'],
        us_bank_account: { bank_name: TEST_BANK.bankName, last4: number.slice(-4), routing_number: routing },
        created: seconds(now()),
      };
      account.paymentMethods.set(method.id, method);
      account.behaviors.set(method.id, number === TEST_BANK.fails ? 'bank_fails' : 'bank_succeeds');
      return method;
    },

    /** A magic test id is readable as the card it stands for (each use of it still makes a new method). */
    retrieveMethod(id: string): FakePaymentMethod {
      const card = TEST_CARDS[id];
      if (!card) return methodOf(id);
      return {
        id,
        object: 'payment_method',
        type: 'card',
        customer: null,
        billing_details: { name: null } as FakePaymentMethod['billing_details'],
        card: { brand: card.brand, last4: card.last4, exp_month: 12, exp_year: now().getUTCFullYear() + 3 },
        created: seconds(now()),
      };
    },

    detach(id: string) {
      const method = methodOf(id);
      if (!method.customer)
        throw invalidRequest(
          'The payment method you provided is not attached to a customer so detachment is impossible.',
          undefined,
          'payment_method_unexpected_state',
        );
      method.customer = null;
      return method;
    },

    createSetupIntent(form: Form) {
      const customer = text(form, 'customer') ?? null;
      if (customer && !account.customers.has(customer)) throw missing('customer', customer, 'customer');
      const method = payments.useMethod(required(form, 'payment_method'), 'payment_method');
      const types = list(form, 'allowed_payment_method_types');
      const setup = {
        id: fakeId('seti'),
        object: 'setup_intent' as const,
        status: 'requires_confirmation' as
          'requires_confirmation' | 'requires_action' | 'requires_payment_method' | 'succeeded',
        customer,
        payment_method: method.id,
        usage: text(form, 'usage') ?? 'off_session',
        payment_method_types: types.length ? types : ['card'],
        created: seconds(now()),
        next_action: null as FakeSetupIntent['next_action'],
        last_setup_error: null as FakeSetupIntent['last_setup_error'],
        attempts: 0,
      };
      if (!setup.payment_method_types.includes(method.type === 'us_bank_account' ? 'us_bank_account' : 'card'))
        throw invalidRequest(
          `The PaymentMethod type ${method.type} is not in allowed_payment_method_types.`,
          'payment_method',
        );
      account.setupIntents.set(setup.id, setup);
      if (text(form, 'confirm') !== 'true') return setup;
      if (method.type === 'us_bank_account') {
        if (!object(form, 'mandate_data').customer_acceptance)
          throw invalidRequest('A mandate is required to set up a us_bank_account PaymentMethod.', 'mandate_data');
        setup.status = 'requires_action';
        setup.next_action = {
          type: 'verify_with_microdeposits',
          verify_with_microdeposits: { microdeposit_type: 'amounts' },
        };
        method.customer = customer;
        return setup;
      }
      const behavior = account.behaviors.get(method.id) as CardBehavior;
      const failure = declineOf(behavior);
      if (failure) {
        setup.status = 'requires_payment_method';
        setup.last_setup_error = { type: 'card_error', ...failure };
        throw new ApiError(402, { type: 'card_error', ...failure, setup_intent: { ...setup } });
      }
      if (behavior === 'requires_authentication') {
        setup.status = 'requires_action';
        setup.next_action = { type: 'use_stripe_sdk', use_stripe_sdk: {} };
        return setup;
      }
      setup.status = 'succeeded';
      method.customer = customer;
      return setup;
    },

    listSetupIntents(form: Form) {
      const customer = text(form, 'customer');
      const method = text(form, 'payment_method');
      return [...account.setupIntents.values()]
        .filter((setup) => (!customer || setup.customer === customer) && (!method || setup.payment_method === method))
        .reverse();
    },

    verifyMicrodeposits(id: string, form: Form) {
      const setup = account.setupIntents.get(id);
      if (!setup) throw missing('setupintent', id, 'intent');
      if (setup.status !== 'requires_action' || setup.next_action?.type !== 'verify_with_microdeposits')
        throw invalidRequest(
          `This SetupIntent's micro-deposits cannot be verified in status ${setup.status}.`,
          undefined,
          'setup_intent_unexpected_state',
        );
      const amounts = list(form, 'amounts').map(Number);
      if (amounts.length !== 2 || amounts.some((amount) => !Number.isInteger(amount) || amount < 1))
        throw invalidRequest(
          'Two positive amounts are required.',
          'amounts',
          'payment_method_microdeposit_verification_amounts_invalid',
        );
      if (setup.attempts >= TEST_BANK.maxAttempts)
        throw invalidRequest(
          'You have exceeded the number of allowed verification attempts.',
          'amounts',
          'payment_method_microdeposit_verification_attempts_exceeded',
        );
      const [first, second] = TEST_BANK.microDeposits;
      const sorted = [...amounts].sort((a, b) => a - b);
      if (sorted[0] !== first || sorted[1] !== second) {
        setup.attempts += 1;
        throw invalidRequest(
          'The amounts provided do not match the amounts that were sent to the bank account.',
          'amounts',
          'payment_method_microdeposit_verification_amounts_mismatch',
        );
      }
      setup.status = 'succeeded';
      setup.next_action = null;
      return setup;
    },
  };
}
