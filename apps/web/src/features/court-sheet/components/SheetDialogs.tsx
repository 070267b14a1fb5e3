import { Text } from '@mantine/core';
import { APPOINTMENT_MESSAGES, type Court, type CourtSheetEvent, type SessionBusiness } from '@fairplay/contracts';
import { notifyError, notifySuccess } from '../../../ui/notify';
import { useQueryClient } from '@tanstack/react-query';
import { useAppointmentWrites } from '../api/useAppointmentWrites';
import { refreshSchedule } from '../api/keys';
import type { BookingRange } from '../model/booking-form';
import type { SheetDialog } from '../model/dialogs';
import { formatInstantClock } from '../model/time';
import type { SheetViewer } from '../model/viewer';
import { CancelBookingDialog } from './CancelBookingDialog';
import { ConfirmDialog } from './ConfirmDialog';
import { CreateBookingModal } from './CreateBookingModal';
import { DeleteEventModal } from './DeleteEventModal';
import { EditEventModal } from './EditEventModal';
import { EventDetailsModal } from './EventDetailsModal';
import { LessonMoveDialog, LessonSheetDialog } from '../../lessons';
import { SessionBookingDialog } from '../../coaches';

interface SheetDialogsProps {
  dialog: SheetDialog;
  courts: readonly Court[];
  business: SessionBusiness;
  viewer: SheetViewer;
  today: string;
  horizon: string;
  /** The pending times and their court, for the create modal. */
  pending: { range: BookingRange; courtId: number } | null;
  /** A member's family choices for booking on their behalf. */
  family: { value: string; label: string }[];
  bookingFor: number | null;
  onDialog: (dialog: SheetDialog) => void;
  onCreated: () => void;
  onSwitchDate: (date: string) => void;
}

/** Renders the open dialog and carries out move and block, the two writes without a form. */
export function SheetDialogs(props: SheetDialogsProps) {
  const {
    dialog,
    courts,
    business,
    viewer,
    today,
    horizon,
    pending,
    family,
    bookingFor,
    onDialog,
    onCreated,
    onSwitchDate,
  } = props;
  const { move, block } = useAppointmentWrites();
  const close = () => onDialog({ kind: 'none' });
  const queryClient = useQueryClient();
  // Lessons and private sessions change the schedule through their own calls: the day is fetched again after.
  const closeAndRefresh = () => {
    close();
    void refreshSchedule(queryClient);
  };
  const courtName = (id: number) => courts.find((court) => court.id === id)?.name ?? `Court ${id}`;
  const timeZone = business.timezone;
  const amPm = business.am_pm;

  const toggleBlock = (event: CourtSheetEvent) =>
    block.mutate(event.id, {
      onSuccess: (saved) =>
        notifySuccess(saved.status === 'disabled' ? 'The booking is blocked.' : 'The booking is unblocked.', 'Success'),
      onError: (error) => notifyError(error),
    });

  switch (dialog.kind) {
    case 'create':
      return pending ? (
        <CreateBookingModal
          range={pending.range}
          family={family}
          bookingFor={bookingFor}
          courtId={pending.courtId}
          courts={courts}
          viewer={viewer}
          timeZone={timeZone}
          amPm={amPm}
          today={today}
          horizon={horizon}
          onClose={close}
          onCreated={onCreated}
        />
      ) : null;
    case 'details':
      return (
        <EventDetailsModal
          event={dialog.event}
          courtName={courtName(dialog.event.resourceId)}
          viewer={viewer}
          timeZone={timeZone}
          amPm={amPm}
          blockBusy={block.isPending}
          onClose={close}
          onEdit={(event) => onDialog({ kind: 'edit', event })}
          onDelete={(event) => onDialog({ kind: 'delete', event })}
          onToggleBlock={toggleBlock}
          onCancel={(event, userId) => onDialog({ kind: 'cancel', event, userId })}
        />
      );
    case 'lesson':
      return <LessonSheetDialog appointmentId={dialog.event.id} onClose={closeAndRefresh} />;
    case 'coach-window':
      return (
        <SessionBookingDialog
          window={dialog.window}
          minMinutes={dialog.minMinutes}
          maxMinutes={dialog.maxMinutes}
          onClose={closeAndRefresh}
        />
      );
    case 'cancel': {
      const person = dialog.event.record.bookings.find((booking) => booking.user_id === dialog.userId);
      return (
        <CancelBookingDialog
          event={dialog.event}
          userId={dialog.userId}
          name={dialog.userId === null ? 'yourself' : (person?.full_name ?? 'your family')}
          onClose={close}
        />
      );
    }
    case 'edit':
      return (
        <EditEventModal
          event={dialog.event}
          courts={courts}
          viewer={viewer}
          timeZone={timeZone}
          amPm={amPm}
          today={today}
          horizon={horizon}
          onClose={close}
        />
      );
    case 'delete':
      return (
        <DeleteEventModal
          event={dialog.event}
          refundByDefault={business.automatically_refund_payment}
          onClose={close}
        />
      );
    case 'move': {
      const { event, courtId, start, end } = dialog;
      const where = `${courtName(courtId)}, ${formatInstantClock(start, timeZone, amPm)} – ${formatInstantClock(end, timeZone, amPm)}`;
      // A lesson's date moves through the lesson calls (its places and its other courts move with it).
      if (event.type === 'lesson')
        return (
          <LessonMoveDialog
            move={{ appointmentId: event.id, fromCourtId: event.resourceId, toCourtId: courtId, start, end }}
            where={where}
            timeZone={timeZone}
            onClose={close}
            onMoved={closeAndRefresh}
          />
        );
      const confirm = () => {
        close();
        move.mutate(
          {
            id: event.id,
            body: {
              old_court: event.resourceId,
              new_court: courtId,
              old_start: event.start,
              old_end: event.end,
              new_start: start,
              new_end: end,
              // A drag from a stale view (the event changed since) answers 409; the sheet then refreshes.
              version: event.version,
            },
          },
          {
            onSuccess: () => notifySuccess(APPOINTMENT_MESSAGES.moved, 'Success'),
            onError: (error) => notifyError(error),
          },
        );
      };
      return (
        <ConfirmDialog
          opened
          title="Move event"
          message={APPOINTMENT_MESSAGES.moveConfirm}
          confirmLabel="Move"
          onConfirm={confirm}
          onCancel={close}
        >
          <Text size="sm" fw={600}>
            To {where}
          </Text>
        </ConfirmDialog>
      );
    }
    case 'switch-date':
      return (
        <ConfirmDialog
          opened
          title="Switch date"
          message="Are you sure to switch date? This will reset your pending times as well."
          onConfirm={() => onSwitchDate(dialog.date)}
          onCancel={close}
        />
      );
    default:
      return null;
  }
}
