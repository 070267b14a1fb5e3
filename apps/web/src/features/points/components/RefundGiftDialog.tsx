import { Button, Group, Modal, NumberInput, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { POINT_MESSAGES, type UserPoint } from '@fairplay/contracts';
import { errorMessage } from '../../../api/client';
import { ErrorAlert } from '../../../ui/ErrorAlert';
import { notifySuccess } from '../../../ui/notify';
import { useRefundGift } from '../api/usePoints';

/** Spec 3 section 8's confirmation, in its gift points variant. */
export const GIFT_REFUND_CONFIRMATION = 'Are you sure to refund the gift points ?';

/** Refund gifted points (point/refund_gift): some or all of what is left of an unexpired gift, after asking. */
export function RefundGiftDialog({ lot, onClose }: { lot: UserPoint; onClose: () => void }) {
  const [amount, setAmount] = useState<number | string>(lot.remaining);
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const refund = useRefundGift();
  const count = typeof amount === 'number' ? amount : Number.NaN;

  function ask() {
    if (!Number.isInteger(count) || count <= 0) return setError(POINT_MESSAGES.pointsNonZero);
    if (count > lot.remaining) return setError(POINT_MESSAGES.refundTooMuch(lot.remaining));
    setError(null);
    setConfirming(true);
  }

  return (
    <Modal opened onClose={onClose} title="Refund gift points" centered closeButtonProps={{ 'aria-label': 'Close' }}>
      <Stack gap="sm">
        {confirming ? (
          <Text>{GIFT_REFUND_CONFIRMATION}</Text>
        ) : (
          <NumberInput
            label="Points to refund"
            description={`${lot.remaining} of ${lot.points} left`}
            value={amount}
            onChange={setAmount}
            min={1}
            max={lot.remaining}
            allowDecimal={false}
            error={error}
          />
        )}
        <ErrorAlert message={refund.isError ? errorMessage(refund.error) : null} />
        <Group justify="flex-end">
          <Button variant="default" onClick={confirming ? () => setConfirming(false) : onClose}>
            {confirming ? 'No' : 'Cancel'}
          </Button>
          {confirming ? (
            <Button
              color="red"
              loading={refund.isPending}
              onClick={() =>
                refund.mutate(
                  { user_point_id: lot.id, amount: count, member_id: lot.user_id },
                  {
                    onSuccess: (result) => {
                      notifySuccess(result.message, 'Success');
                      onClose();
                    },
                  },
                )
              }
            >
              Yes, refund
            </Button>
          ) : (
            <Button onClick={ask}>Refund</Button>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}
