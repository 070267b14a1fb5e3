import { Alert, Button, Group, Modal, ScrollArea, Stack, Table, Text } from '@mantine/core';
import type { RulePreview } from '@fairplay/contracts';
import { formatClubDate, formatInstantRange } from '@fairplay/domain';
import { useClubClock } from '../../../ui/dates';

export interface RulePreviewDialogProps {
  preview: RulePreview | null;
  timeZone: string;
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/**
 * Before saving a rule change (issue 10): the upcoming bookings the changed rule would no longer admit, with their
 * date, time, court and booker. Saving keeps them booked; staff decide what to do with each (docs/decisions.md).
 */
export function RulePreviewDialog({ preview, timeZone, busy, onCancel, onConfirm }: RulePreviewDialogProps) {
  const bookings = preview?.bookings ?? [];
  const count = bookings.length;
  const { amPm } = useClubClock();
  return (
    <Modal
      opened={preview !== null}
      onClose={onCancel}
      title="Bookings outside the changed rule"
      size="xl"
      fullScreen={false}
    >
      <Stack>
        <Text size="sm">
          {preview?.truncated ? `More than ${count}` : count} upcoming {count === 1 ? 'booking' : 'bookings'} would fall
          outside the rule as you changed it: the members who booked would be refused now.
        </Text>
        <Alert color="yellow" variant="light" title="These bookings stay booked">
          Saving does not cancel them. Contact the members, or move or cancel the bookings on the court sheet.
        </Alert>
        <ScrollArea.Autosize mah={360} type="auto">
          <Table striped withTableBorder aria-label="Bookings outside the changed rule">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Date</Table.Th>
                <Table.Th scope="col">Time</Table.Th>
                <Table.Th scope="col">Court</Table.Th>
                <Table.Th scope="col">Booked by</Table.Th>
                <Table.Th scope="col">Why</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {bookings.map((booking) => {
                return (
                  <Table.Tr key={booking.appointment_id}>
                    <Table.Td>{formatClubDate(booking.start, timeZone)}</Table.Td>
                    <Table.Td>{formatInstantRange(booking.start, booking.end, timeZone, amPm)}</Table.Td>
                    <Table.Td>{booking.court_name}</Table.Td>
                    <Table.Td>{booking.booker_name}</Table.Td>
                    <Table.Td>
                      <Text size="xs">{booking.reason}</Text>
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </ScrollArea.Autosize>
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            Back to the rule
          </Button>
          <Button loading={busy} onClick={onConfirm}>
            Save and keep these bookings
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
