import { Alert, Badge, Button, Group, List, Modal, Stack, Text } from '@mantine/core';
import { APPOINTMENT_MESSAGES, type CourtSheetEvent } from '@fairplay/contracts';
import { errorMessage } from '../../../api/client';
import { isNotFound } from '../api/conflicts';
import { useEvent } from '../api/useSheetData';
import { paymentState } from '../model/layout';
import { formatInstantClock, formatLongDay, zonedDateTime } from '../model/time';
import type { SheetViewer } from '../model/viewer';
import { CLOSE_BUTTON_PROPS } from './modal-props';
import { BusyIndicator } from '../../../ui/BusyIndicator';

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
}

const KIND_LABELS = { booker: 'Booked by', partner: 'Partner', guest: 'Guest' } as const;
const PAYMENT_LABELS = { paid: 'Paid', authorized: 'Authorized', unpaid: 'Not paid' } as const;
const PAYMENT_COLORS = { paid: 'green', authorized: 'yellow', unpaid: 'red' } as const;

/** An event's participants, assigned staff and note, with Edit, Block/Unblock and Delete for permitted users. */
export function EventDetailsModal(props: EventDetailsModalProps) {
  const { event, courtName, viewer, timeZone, amPm, blockBusy, onClose, onEdit, onDelete, onToggleBlock } = props;
  const fresh = useEvent(event.id);
  const shown = fresh.data ?? event;
  const gone = isNotFound(fresh.error);
  const blocked = shown.status === 'disabled';
  const payment = shown.record.bookings.length > 0 ? paymentState(shown) : null;
  const day = formatLongDay(zonedDateTime(shown.start, timeZone).date);
  const time = `${formatInstantClock(shown.start, timeZone, amPm)} – ${formatInstantClock(shown.end, timeZone, amPm)}`;
  return (
    <Modal opened onClose={onClose} title="Booking details" centered closeButtonProps={CLOSE_BUTTON_PROPS}>
      <Stack gap="sm">
        {gone ? (
          <Alert color="red" variant="light" title="Error">
            {APPOINTMENT_MESSAGES.notFound}
          </Alert>
        ) : null}
        {fresh.isError && !gone ? (
          <Alert color="red" variant="light" title="Error">
            {errorMessage(fresh.error)}
          </Alert>
        ) : null}
        <div>
          <Text fw={600}>{courtName}</Text>
          <Text size="sm">
            {day}, {time}
          </Text>
        </div>
        <Group gap="xs">
          {blocked ? <Badge color="red">Blocked</Badge> : null}
          {payment ? <Badge color={PAYMENT_COLORS[payment]}>{PAYMENT_LABELS[payment]}</Badge> : null}
          {shown.record.has_add_ons ? <Badge color="blue">Add-ons</Badge> : null}
          {fresh.isFetching ? <BusyIndicator size="xs" label="Refreshing" /> : null}
        </Group>
        <div>
          <Text size="sm" fw={600}>
            Participants
          </Text>
          {shown.record.bookings.length === 0 ? (
            <Text size="sm" c="dimmed">
              Nobody booked yet
            </Text>
          ) : (
            <List size="sm" aria-label="Participants">
              {shown.record.bookings.map((person) => (
                <List.Item key={person.id}>
                  {person.full_name} ({KIND_LABELS[person.kind]})
                </List.Item>
              ))}
            </List>
          )}
        </div>
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
        <Group justify="flex-end" gap="xs" mt="sm">
          {viewer.canChangeEvents && !gone ? (
            <Button variant="default" onClick={() => onEdit(shown)}>
              Edit
            </Button>
          ) : null}
          {viewer.canDeleteOrBlock && !gone ? (
            <>
              <Button
                variant="default"
                loading={blockBusy}
                disabled={!blocked && shown.record.bookings.length > 0}
                title={!blocked && shown.record.bookings.length > 0 ? APPOINTMENT_MESSAGES.bookedCannotBlock : undefined}
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
