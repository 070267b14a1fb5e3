import { Radio, Stack } from '@mantine/core';
import type { CourtSheetEvent } from '@fairplay/contracts';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { errorMessage } from '../../../api/client';
import { notifyError, notifySuccess } from '../../../ui/notify';
import { isNotFound } from '../api/conflicts';
import { useAppointmentWrites } from '../api/useAppointmentWrites';
import { ConfirmDialog } from './ConfirmDialog';
import { ErrorAlert } from '../../../ui/ErrorAlert';

interface CancelBookingDialogProps {
  event: CourtSheetEvent;
  /** null: the member themselves; else the family member they cancel for. */
  userId: number | null;
  name: string;
  onClose: () => void;
}

const CANCEL_CONFIRM = 'Are you sure you want to cancel this booking?';

/**
 * A member cancels their place (or a family member's): this booking or every following one of the series. The
 * club's cancellation rules apply on the server; a booking that no longer exists sends them back to the sheet.
 */
export function CancelBookingDialog({ event, userId, name, onClose }: CancelBookingDialogProps) {
  const navigate = useNavigate();
  const { cancel } = useAppointmentWrites();
  const [following, setFollowing] = useState('this');
  const confirm = () =>
    cancel.mutate(
      { id: event.id, userId, following: following === 'following' },
      {
        onSuccess: () => {
          notifySuccess('The booking was cancelled.', 'Success');
          onClose();
        },
        onError: (error) => {
          if (!isNotFound(error)) return;
          // Spec 2 section 2: after a 404 on cancelling, back to the court sheet.
          notifyError(error);
          onClose();
          void navigate('/private/dashboard');
        },
      },
    );
  return (
    <ConfirmDialog
      opened
      title="Cancel booking"
      message={CANCEL_CONFIRM}
      confirmLabel="Cancel booking"
      dismissLabel="Keep booking"
      danger
      busy={cancel.isPending}
      onConfirm={confirm}
      onCancel={onClose}
    >
      <Stack gap="sm">
        <ErrorAlert message={cancel.isError && !isNotFound(cancel.error) ? errorMessage(cancel.error) : null} />
        <Radio.Group label={`Cancel for ${name}`} value={following} onChange={setFollowing}>
          <Stack gap={6} mt={4}>
            <Radio value="this" label="This booking" />
            <Radio value="following" label="This and the following bookings of the series" />
          </Stack>
        </Radio.Group>
      </Stack>
    </ConfirmDialog>
  );
}
