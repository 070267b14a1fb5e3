import { Alert, Anchor } from '@mantine/core';
import { Link } from 'react-router';
import { PAYMENT_MESSAGES } from '@fairplay/contracts';

/**
 * Spec 3 section 8: a charge without a connected account warns 'First connect to <the provider>' (named as the
 * server is configured: the sandbox or Stripe) with a link to the payments page.
 */
export function ConnectWarning({ providerLabel }: { providerLabel: string }) {
  return (
    <Alert color="yellow" title="Warning" role="alert">
      {PAYMENT_MESSAGES.notConnected(providerLabel)}.{' '}
      <Anchor component={Link} to="/private/stripe">
        Open the payments page
      </Anchor>
    </Alert>
  );
}
