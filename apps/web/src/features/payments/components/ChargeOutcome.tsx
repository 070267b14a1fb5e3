import { Alert, Anchor, Button, Stack, Text } from '@mantine/core';
import type { ChargeDetail } from '@fairplay/contracts';
import { errorMessage } from '../../../api/client';
import { notifySuccess } from '../../../ui/notify';
import { ErrorAlert } from '../../../ui/ErrorAlert';
import { useConfirmCharge } from '../api/usePayments';

/**
 * What a charge that did not simply succeed needs: a decline shows the processor's reason (spec 3 section 8:
 * alert Error with the message); a card that asks its holder to authenticate gives the page where they do, then
 * Finish the charge.
 */
export function ChargeOutcome({
  charge,
  onChange,
}: {
  charge: ChargeDetail;
  onChange: (charge: ChargeDetail) => void;
}) {
  const confirm = useConfirmCharge();
  if (charge.status === 'failed') {
    return <ErrorAlert message={charge.failure_message ?? 'The payment was declined.'} />;
  }
  if (charge.status !== 'requires_action' || !charge.authentication_url) return null;
  return (
    <Alert color="yellow" title="Authentication needed" role="status">
      <Stack gap="xs">
        <Text size="sm">
          The card&apos;s bank asks the card holder to confirm this payment.{' '}
          <Anchor href={charge.authentication_url}>Open the authentication page</Anchor> for them: the charge is
          finished when it brings you back here. If they authenticated elsewhere, finish the charge here.
        </Text>
        <ErrorAlert message={confirm.error ? errorMessage(confirm.error) : null} />
        <Button
          size="xs"
          loading={confirm.isPending}
          onClick={() =>
            confirm.mutate(charge.id, {
              onSuccess: (result) => {
                if (result.payload.status === 'succeeded')
                  notifySuccess(result.message || 'Charge created.', 'Success');
                onChange(result.payload);
              },
            })
          }
        >
          Finish the charge
        </Button>
      </Stack>
    </Alert>
  );
}
