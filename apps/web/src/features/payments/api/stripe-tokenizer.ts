import type { Stripe, StripeElements } from '@stripe/stripe-js';
import { CardElement } from '@stripe/react-stripe-js';
import { fieldOfParam, type MethodKind, type NewMethodValues } from '../model/new-method';
import type { TokenizeResult } from './sandbox-tokenizer';
import { NOT_READY } from './tokenize';

/** Stripe names a bank field `us_bank_account[routing_number]`; the form names it by its last part. */
function fieldOfStripeParam(param: string | undefined) {
  const last = param ? /([a-z_]+)\]?$/.exec(param)?.[1] : undefined;
  return fieldOfParam(last ?? null);
}

/** Stripe.js makes a PaymentMethod on the club's connected account: from Elements' card, or the typed bank account. */
export async function tokenizeWithStripe(
  stripe: Stripe,
  elements: StripeElements,
  kind: MethodKind,
  values: NewMethodValues,
): Promise<TokenizeResult> {
  let answer: Awaited<ReturnType<Stripe['createPaymentMethod']>>;
  if (kind === 'card') {
    const card = elements.getElement(CardElement);
    if (!card) return { ok: false, errors: {}, message: NOT_READY };
    const name = values.name.trim();
    answer = await stripe.createPaymentMethod({
      type: 'card',
      card,
      ...(name ? { billing_details: { name } } : {}),
    });
  } else {
    // Stripe Elements has no field for a bank account typed by hand: Stripe.js takes the numbers (micro-deposit
    // verification, as the server saves them), so they still go to Stripe only.
    answer = await stripe.createPaymentMethod({
      type: 'us_bank_account',
      us_bank_account: {
        routing_number: values.routing_number.trim(),
        account_number: values.account_number.trim(),
        account_holder_type: values.account_holder_type,
      },
      billing_details: { name: values.account_holder_name.trim() },
    });
  }
  if (answer.paymentMethod) return { ok: true, token: answer.paymentMethod.id };
  const message = answer.error?.message ?? 'The payment processor could not read these details.';
  const field = fieldOfStripeParam(answer.error?.param);
  return field ? { ok: false, errors: { [field]: message }, message: null } : { ok: false, errors: {}, message };
}
