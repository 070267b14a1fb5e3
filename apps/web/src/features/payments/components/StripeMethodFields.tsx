import { Input, Stack, TextInput, useMantineColorScheme } from '@mantine/core';
import { CardElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js';
import type { Stripe } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';
import { useEffect, useState } from 'react';
import { tokenizeWithStripe } from '../api/stripe-tokenizer';
import { mountClient } from '../api/tokenize';
import type { NewMethodValues } from '../model/new-method';
import { BankAccountFields, type NewMethodFieldsProps } from './BankAccountFields';

/** One Stripe.js per key and account (loading it again would add its script again). */
const loaded = new Map<string, Promise<Stripe | null>>();
function stripeFor(publishableKey: string, stripeAccount: string | null) {
  const key = `${publishableKey}/${stripeAccount ?? ''}`;
  let stripe = loaded.get(key);
  if (!stripe) {
    stripe = loadStripe(publishableKey, stripeAccount ? { stripeAccount } : undefined);
    // A failed load (offline) is tried again the next time the fields open.
    stripe.catch(() => loaded.delete(key));
    loaded.set(key, stripe);
  }
  return stripe;
}

/**
 * Stripe Elements for a new card (its own card field, in Stripe's frame: number, expiry, CVC and postal code never
 * reach the page), and the name on the card; a bank account is typed by hand and handed to Stripe.js. The client
 * is registered for `tokenizeMethod` once Stripe.js has loaded.
 */
export default function StripeMethodFields({
  publishableKey,
  stripeAccount,
  ...props
}: NewMethodFieldsProps & { publishableKey: string; stripeAccount: string | null }) {
  const [stripe] = useState(() => stripeFor(publishableKey, stripeAccount));
  return (
    <Elements stripe={stripe}>
      <Fields {...props} />
    </Elements>
  );
}

function Fields(props: NewMethodFieldsProps) {
  const stripe = useStripe();
  const elements = useElements();
  const { colorScheme } = useMantineColorScheme();
  useEffect(() => {
    if (!stripe || !elements) return undefined;
    return mountClient({
      kind: 'stripe',
      tokenize: (kind, values: NewMethodValues) => tokenizeWithStripe(stripe, elements, kind, values),
    });
  }, [stripe, elements]);
  if (props.kind === 'bank_account') return <BankAccountFields {...props} />;
  const { values, errors, onChange, disabled } = props;
  return (
    <Stack gap="xs">
      <Input.Wrapper label="Card" required error={errors.number}>
        <Input component="div" pt={9} style={{ height: 'auto' }} disabled={disabled} aria-label="Card details (Stripe)">
          <CardElement
            options={{
              disabled: Boolean(disabled),
              style: { base: { fontSize: '14px', color: colorScheme === 'dark' ? '#c9c9c9' : '#000000' } },
            }}
          />
        </Input>
      </Input.Wrapper>
      <TextInput
        label="Name on card"
        autoComplete="cc-name"
        value={values.name}
        onChange={(event) => onChange({ ...values, name: event.currentTarget.value })}
        error={errors.name}
        disabled={disabled}
      />
    </Stack>
  );
}
