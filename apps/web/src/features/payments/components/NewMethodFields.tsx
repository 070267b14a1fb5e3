import { Group, Loader, Stack, Text, TextInput } from '@mantine/core';
import { lazy, Suspense, useEffect } from 'react';
import { mountClient } from '../api/tokenize';
import { usePaymentClient } from '../api/usePaymentClient';
import { BankAccountFields, methodField, type NewMethodFieldsProps } from './BankAccountFields';

// Stripe.js and Elements are loaded only when the club's provider is Stripe.
const StripeMethodFields = lazy(() => import('./StripeMethodFields'));

/**
 * A new card or US bank account, sent only to the processor's browser client (never to Fairplay's API), which
 * `tokenizeMethod` then asks for a token: the sandbox's fields (card number, expiry and CVC), or Stripe Elements'
 * card field when the club's provider is Stripe; a bank account is typed by hand with either. `on: 'platform'` is
 * for what the club pays Fairplay (Stripe.js on the platform's account, not the club's).
 */
export function NewMethodFields({ on = 'club', ...props }: NewMethodFieldsProps & { on?: 'club' | 'platform' }) {
  const client = usePaymentClient(on);
  // Until Stripe's fields have loaded and registered their client, nothing is tokenized (never by the sandbox).
  const registered = client.kind === 'stripe' ? 'loading' : client.kind;
  useEffect(() => mountClient({ kind: registered }), [registered]);
  if (client.kind === 'loading') return <Loader size="sm" aria-label="Loading the payment form" />;
  if (client.kind === 'unavailable')
    return (
      <Text size="sm" c="dimmed">
        New cards and bank accounts can be entered once the club is connected to its payment provider.
      </Text>
    );
  if (client.kind === 'stripe')
    return (
      <Suspense fallback={<Loader size="sm" aria-label="Loading the payment form" />}>
        <StripeMethodFields {...props} publishableKey={client.publishableKey} stripeAccount={client.stripeAccount} />
      </Suspense>
    );
  return props.kind === 'card' ? <SandboxCardFields {...props} /> : <BankAccountFields {...props} />;
}

/** The sandbox's card fields: number, expiry, CVC and the name on the card. */
function SandboxCardFields(props: NewMethodFieldsProps) {
  const field = methodField(props);
  return (
    <Stack gap="xs">
      <TextInput label="Card number" inputMode="numeric" autoComplete="cc-number" {...field('number')} required />
      <Group grow gap="xs" align="flex-start">
        <TextInput label="Expiry (MM/YY)" autoComplete="cc-exp" placeholder="MM/YY" {...field('expiry')} required />
        <TextInput label="CVC" inputMode="numeric" autoComplete="cc-csc" {...field('cvc')} required />
      </Group>
      <TextInput label="Name on card" autoComplete="cc-name" {...field('name')} />
    </Stack>
  );
}
