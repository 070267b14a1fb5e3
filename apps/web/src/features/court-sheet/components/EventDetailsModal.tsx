import { Badge, Button, Group, Modal, Stack, Tabs, Text } from '@mantine/core';
import { APPOINTMENT_MESSAGES, type CourtSheetEvent, type EventDetails } from '@fairplay/contracts';
import { BOOKING_PAYMENT_WORDS, can, describeRecurrence, weekdayOfDate } from '@fairplay/domain';
import { errorMessage } from '../../../api/client';
import { useCurrentUser } from '../../../api/session';
import { useServiceTypes } from '../../service-types';
import { BusyIndicator } from '../../../ui/BusyIndicator';
import { isNotFound } from '../api/conflicts';
import { useEvent } from '../api/useSheetData';
import { paymentState } from '../model/layout';
import { formatInstantClock, formatLongDay, zonedDateTime } from '../model/time';
import { canEditPlayers, cancelTargetOf, type SheetViewer } from '../model/viewer';
import { MessagesPanel } from './MessagesPanel';
import { PlayersPanel } from './PlayersPanel';
import { CLOSE_BUTTON_PROPS } from './modal-props';
import { ErrorAlert } from '../../../ui/ErrorAlert';
import { BookingPaymentsPanel } from '../../booking-checkout';
import { BookingFees } from '../../payments';

interface EventDetailsModalProps {
  event: CourtSheetEvent;
  courtName: string;
  viewer: SheetViewer;
  timeZone: string;
  amPm: boolean;
  blockBusy: boolean;
  onClose: () => void;
  onEdit: (event: CourtSheetEvent) => void;
  onDelete: (event: CourtSheetEvent) => void;
  onToggleBlock: (event: CourtSheetEvent) => void;
  onCancel: (event: CourtSheetEvent, userId: number | null) => void;
}

/** The colours of the booking's payment state, whose words are the domain's (BOOKING_PAYMENT_WORDS). */
const PAYMENT_COLORS = { paid: 'green', authorized: 'yellow', unpaid: 'red', free: 'gray', partly: 'orange' } as const;

/** "Repeats every week on Tuesday, until Tuesday, March 2, 2027 (5 more after this one)". */
function repeatText(series: EventDetails['series'], start: string, timeZone: string): string {
  const how = series.rule
    ? describeRecurrence(series.rule, weekdayOfDate(zonedDateTime(start, timeZone).date))
    : `One of ${series.occurrences} bookings`;
  const until = formatLongDay(zonedDateTime(series.last_start, timeZone).date);
  const more = series.following - 1;
  return `${how}, until ${until} (${more === 0 ? 'the last one' : `${more} more after this one`})`;
}

/**
 * An event as it is now: when and where, its players, coaches and note, and the messages sent about it. Staff
 * add and remove players, message them, edit, block and delete; a member edits the players of their own booking
 * and cancels their place.
 */
export function EventDetailsModal(props: EventDetailsModalProps) {
  const { event, courtName, viewer, timeZone, amPm, blockBusy, onClose, onEdit, onDelete, onToggleBlock, onCancel } =
    props;
  const fresh = useEvent(event.id);
  const user = useCurrentUser();
  const serviceTypes = useServiceTypes(user, false).data;
  const shown = fresh.data ?? event;
  const gone = isNotFound(fresh.error);
  const blocked = shown.status === 'disabled';
  // What the money says (issue 24): a booking priced at nothing reads No charge, one paid in part Partly paid.
  const payment = shown.record.bookings.length > 0 ? paymentState(shown) : null;
  const day = formatLongDay(zonedDateTime(shown.start, timeZone).date);
  const series = fresh.data?.series ?? null;
  const repeats = series && series.occurrences > 1 ? repeatText(series, shown.start, timeZone) : null;
  const time = `${formatInstantClock(shown.start, timeZone, amPm)} – ${formatInstantClock(shown.end, timeZone, amPm)}`;
  const cancelFor = gone ? undefined : cancelTargetOf(viewer, shown);
  const staff = viewer.canChangeEvents && !gone;
  // Spec 2 section 4: a listing with booked persons (members; guests alone do not count) cannot be blocked.
  const membersBooked = shown.record.bookings.some((person) => person.user_id !== null);
  return (
    <Modal opened onClose={onClose} title="Booking details" centered size="lg" closeButtonProps={CLOSE_BUTTON_PROPS}>
      <Stack gap="sm">
        <ErrorAlert
          live={false}
          message={gone ? APPOINTMENT_MESSAGES.notFound : fresh.isError ? errorMessage(fresh.error) : null}
        />
        <div>
          <Text fw={600}>{courtName}</Text>
          <Text size="sm">
            {day}, {time}
          </Text>
          {repeats ? (
            <Text size="sm" c="dark.5">
              {repeats}
            </Text>
          ) : null}
        </div>
        <Group gap="xs">
          {blocked ? <Badge color="red">Blocked</Badge> : null}
          {payment ? <Badge color={PAYMENT_COLORS[payment]}>{BOOKING_PAYMENT_WORDS[payment]}</Badge> : null}
          {shown.record.has_add_ons ? <Badge color="blue">Add-ons</Badge> : null}
          {shown.record.lesson_type_id !== null ? (
            <Badge color="grape" variant="light">
              {serviceTypes?.find((type) => type.id === shown.record.lesson_type_id)?.display_name ?? 'Service type'}
            </Badge>
          ) : null}
          {shown.record.tags.map((tag) => (
            <Badge key={tag.id} color={tag.color} variant="filled" autoContrast data-tag-id={tag.id}>
              {tag.display_name}
            </Badge>
          ))}
          {fresh.isFetching ? <BusyIndicator size="xs" label="Refreshing" /> : null}
        </Group>
        <Tabs defaultValue="players" keepMounted={false}>
          <Tabs.List>
            <Tabs.Tab value="players">Players</Tabs.Tab>
            <Tabs.Tab value="messages">Messages</Tabs.Tab>
            {payment && shown.visible ? <Tabs.Tab value="payments">Payments</Tabs.Tab> : null}
          </Tabs.List>
          <Tabs.Panel value="players" pt="sm">
            <Stack gap="sm">
              <PlayersPanel
                event={shown}
                editable={staff}
                hasFollowing={(series?.following ?? 1) > 1}
                timeZone={timeZone}
                amPm={amPm}
              />
              <Text size="sm">
                <Text span fw={600}>
                  Assigned:{' '}
                </Text>
                {shown.record.assigned.map((person) => person.name).join(', ') || 'Nobody'}
              </Text>
              <Text size="sm">
                <Text span fw={600}>
                  Note:{' '}
                </Text>
                {shown.record.note || '—'}
              </Text>
              {shown.record.add_ons.length > 0 ? (
                <Text size="sm">
                  <Text span fw={600}>
                    Add-ons:{' '}
                  </Text>
                  {shown.record.add_ons
                    .map(
                      (addOn) =>
                        `${addOn.name} (${new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(addOn.price / 100)})`,
                    )
                    .join(', ')}
                </Text>
              ) : null}
            </Stack>
          </Tabs.Panel>
          <Tabs.Panel value="payments" pt="sm">
            {gone ? null : (
              <Stack gap="md">
                <BookingPaymentsPanel
                  appointmentId={shown.id}
                  currency={user.business?.currency_code ?? 'usd'}
                  canRefund={can(user.member_type?.roles, 'payments', 'update')}
                />
                {/* The booking's no-show and late-cancel fees (issue 13), waived here too. */}
                {can(user.member_type?.roles, 'payments', 'read') ? (
                  <BookingFees appointmentId={shown.id} canWaive={can(user.member_type?.roles, 'payments', 'update')} />
                ) : null}
              </Stack>
            )}
          </Tabs.Panel>
          <Tabs.Panel value="messages" pt="sm">
            {gone ? null : <MessagesPanel eventId={shown.id} timeZone={timeZone} amPm={amPm} canSend={staff} />}
          </Tabs.Panel>
        </Tabs>
        <Group justify="flex-end" gap="xs" mt="sm">
          {staff || (!gone && canEditPlayers(viewer, shown)) ? (
            <Button variant="default" onClick={() => onEdit(shown)}>
              Edit
            </Button>
          ) : null}
          {cancelFor !== undefined ? (
            <Button color="red" variant="light" onClick={() => onCancel(shown, cancelFor)}>
              Cancel booking
            </Button>
          ) : null}
          {viewer.canDeleteOrBlock && !gone ? (
            <>
              <Button
                variant="default"
                loading={blockBusy}
                disabled={!blocked && membersBooked}
                title={!blocked && membersBooked ? APPOINTMENT_MESSAGES.bookedCannotBlock : undefined}
                onClick={() => onToggleBlock(shown)}
              >
                {blocked ? 'Unblock' : 'Block'}
              </Button>
              <Button color="red" onClick={() => onDelete(shown)}>
                Delete
              </Button>
            </>
          ) : null}
          <Button variant="light" onClick={onClose}>
            Close
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
