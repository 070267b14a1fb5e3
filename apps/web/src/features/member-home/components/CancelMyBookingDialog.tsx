import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { MyBooking, SessionBusiness } from '@fairplay/contracts';
import { cancelRefundNotice, formatClubDate, formatInstantRange } from '@fairplay/domain';
import { errorMessage } from '../../../api/client';
import { ErrorAlert } from '../../../ui/ErrorAlert';
import { notifySuccess } from '../../../ui/notify';
import { useCancelMyBooking } from '../api/useMemberHome';
import { cancelTarget } from '../model/home';

interface CancelMyBookingDialogProps {
  booking: MyBooking;
  business: SessionBusiness;
  userId: number;
  onClose: () => void;
}

/** "Cancel this booking?": the member's place, or their family member's, through the court sheet's cancel call. */
export function CancelMyBookingDialog({ booking, business, userId, onClose }: CancelMyBookingDialogProps) {
  const cancel = useCancelMyBooking();
  const day = formatClubDate(booking.start, business.timezone, 'longDay');
  const time = formatInstantRange(booking.start, booking.end, business.timezone, business.am_pm);
  const confirm = () =>
    cancel.mutate(
      { id: booking.id, userId: cancelTarget(booking, userId) },
      {
        onSuccess: () => {
          notifySuccess('The booking was cancelled.', 'Success');
          onClose();
        },
      },
    );
  return (
    <Modal opened onClose={onClose} title="Cancel booking" centered>
      <Stack gap="sm">
        <Text>Are you sure you want to cancel this booking?</Text>
        <Text fw={600}>
          {day}, {time} · {booking.court_name}
        </Text>
        <Text size="sm" data-testid="cancel-refund-notice">
          {cancelRefundNotice(
            { cancelAllowed: business.cancel_allowed, cancelAllowedHour: business.cancel_allowed_hour },
            new Date(booking.start),
            new Date(),
            business.automatically_refund_payment,
          )}
        </Text>
        {booking.recurring ? (
          <Text size="sm" c="dimmed">
            Only this date is cancelled; the other dates of the series stay booked.
          </Text>
        ) : null}
        <ErrorAlert message={cancel.isError ? errorMessage(cancel.error) : null} />
        <Group justify="flex-end" gap="xs" wrap="wrap">
          <Button variant="default" onClick={onClose} disabled={cancel.isPending}>
            Keep booking
          </Button>
          <Button color="red" onClick={confirm} loading={cancel.isPending}>
            Cancel booking
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
