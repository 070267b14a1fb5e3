import { Checkbox, Radio, Stack } from '@mantine/core';
import { APPOINTMENT_MESSAGES, type CourtSheetEvent } from '@fairplay/contracts';
import { useState } from 'react';
import { errorMessage } from '../../../api/client';
import { notifySuccess } from '../../../ui/notify';
import { notifyChainProcessing } from './chain-notice';
import { useAppointmentWrites, type DeleteScope } from '../api/useAppointmentWrites';
import { ConfirmDialog } from './ConfirmDialog';
import { ErrorAlert } from '../../../ui/ErrorAlert';

const SCOPES: { value: DeleteScope; label: string }[] = [
  { value: 0, label: 'This event' },
  { value: 1, label: 'This and following events' },
  { value: 2, label: 'All events' },
  { value: 4, label: 'All events except booked ones' },
];

interface DeleteEventModalProps {
  event: CourtSheetEvent;
  /** The club's automatically_refund_payment setting, the default of the refund choice. */
  refundByDefault: boolean;
  onClose: () => void;
}

/** 'Are you sure to delete the listing?' with the scope for a recurrence and the refund choice. */
export function DeleteEventModal({ event, refundByDefault, onClose }: DeleteEventModalProps) {
  const { remove } = useAppointmentWrites();
  const [scope, setScope] = useState<DeleteScope>(0);
  const [refund, setRefund] = useState(refundByDefault);
  const confirm = () => {
    if (scope !== 0) notifyChainProcessing();
    remove.mutate(
      { event, scope, refund },
      {
        onSuccess: () => {
          notifySuccess('The booking was deleted.', 'Success');
          onClose();
        },
      },
    );
  };
  return (
    <ConfirmDialog
      opened
      title="Delete booking"
      message={APPOINTMENT_MESSAGES.deleteConfirm}
      confirmLabel="Delete"
      danger
      busy={remove.isPending}
      onConfirm={confirm}
      onCancel={onClose}
    >
      <Stack gap="sm">
        <ErrorAlert message={remove.isError ? errorMessage(remove.error) : null} />
        <Radio.Group label="Delete" value={String(scope)} onChange={(value) => setScope(Number(value) as DeleteScope)}>
          <Stack gap={6} mt={4}>
            {SCOPES.map((option) => (
              <Radio key={option.value} value={String(option.value)} label={option.label} />
            ))}
          </Stack>
        </Radio.Group>
        <Checkbox
          label="Refund payments automatically"
          checked={refund}
          onChange={(change) => setRefund(change.currentTarget.checked)}
        />
      </Stack>
    </ConfirmDialog>
  );
}
