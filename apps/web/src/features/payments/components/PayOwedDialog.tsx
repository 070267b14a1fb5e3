import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useRef, useState } from 'react';
import { PAYMENT_MESSAGES } from '@fairplay/contracts';
import { formatCents } from '@fairplay/domain';
import { errorMessage, isApiError } from '../../../api/client';
import { ErrorAlert } from '../../../ui/ErrorAlert';
import { notifySuccess } from '../../../ui/notify';
import { useCharge } from '../api/usePayments';
import { AttemptKeys } from '../model/idempotency';
import type { PayOwedOffer } from '../model/pay-owed';
import { methodLabel } from './MethodList';

/**
 * Staff paying what a member's bookings owe with the payer's saved default method (payment/charges/create with the
 * spec's `balance: true`): the oldest booking is paid first, each booking's Payments tab shows it.
 */
export function PayOwedDialog({
  member,
  offer,
  currency,
  onClose,
}: {
  member: { userId: number; name: string };
  offer: PayOwedOffer;
  currency: string;
  onClose: () => void;
}) {
  const charge = useCharge();
  const keys = useRef(new AttemptKeys());
  const [failure, setFailure] = useState<string | null>(null);
  const amount = formatCents(offer.amount, currency);
  const label = methodLabel(offer.method);

  function pay() {
    setFailure(null);
    const body = {
      amount: offer.amount,
      currency,
      member_id: member.userId,
      payment_method_id: offer.method.id,
      balance: true,
      description: `Bookings owed by ${member.name}`.slice(0, 200),
      method: 'charge' as const,
    };
    charge.mutate(
      { body, key: keys.current.keyFor(body) },
      {
        onSuccess: (result) => {
          keys.current.answered();
          if (result.payload.status === 'succeeded') {
            notifySuccess(result.message || PAYMENT_MESSAGES.chargeCreated, 'Success');
            onClose();
          } else setFailure(result.payload.failure_message ?? 'The payment did not go through.');
        },
        onError: (error) => {
          if (isApiError(error) && error.status !== 0) keys.current.answered();
          setFailure(errorMessage(error));
        },
      },
    );
  }

  return (
    <Modal opened onClose={onClose} title="Pay owed" centered closeButtonProps={{ 'aria-label': 'Close' }}>
      <Stack gap="md">
        <Text>
          {member.name}&apos;s bookings owe {amount}. Pay it with {label}? The oldest booking is paid first.
        </Text>
        <ErrorAlert message={failure} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button loading={charge.isPending} onClick={pay}>
            {`Pay ${amount}`}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
