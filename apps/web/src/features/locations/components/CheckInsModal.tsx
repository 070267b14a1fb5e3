import { Alert, Modal, Table, Text } from '@mantine/core';
import type { Location } from '@fairplay/contracts';
import { errorMessage } from '../../../api/client';
import { formatClubDateTime } from '@fairplay/domain';
import { zoneOrDevice } from '../../../ui/dates';
import { useCheckIns } from '../api/useLocations';
import { BusyIndicator } from '../../../ui/BusyIndicator';

interface CheckInsModalProps {
  location: Location;
  timeZone: string | null;
  /** The club's 12/24-hour setting. */
  amPm: boolean;
  onClose: () => void;
}

/** The latest check-ins at one location; a failed call shows its message (spec 1 section 8). */
export function CheckInsModal({ location, timeZone, amPm, onClose }: CheckInsModalProps) {
  const checkIns = useCheckIns(location.id);
  // The one date-time format on the club's clock (12/24-hour setting), in its time zone: "Nov 23, 2026 3:16 AM".
  const when = (iso: string) => formatClubDateTime(iso, zoneOrDevice(timeZone), amPm);
  return (
    <Modal opened onClose={onClose} title={`Check-ins at ${location.name}`} size="lg">
      {checkIns.isPending ? <BusyIndicator label="Loading check-ins" size="sm" /> : null}
      {checkIns.isError ? (
        <Alert color="red" variant="light" title="Error">
          {errorMessage(checkIns.error)}
        </Alert>
      ) : null}
      {checkIns.data && checkIns.data.length === 0 ? <Text c="dimmed">No check-ins yet.</Text> : null}
      {checkIns.data && checkIns.data.length > 0 ? (
        <Table.ScrollContainer minWidth={360}>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Member</Table.Th>
                <Table.Th>Checked in</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {checkIns.data.map((checkIn) => (
                <Table.Tr key={checkIn.id}>
                  <Table.Td>
                    {checkIn.first_name} {checkIn.last_name}
                  </Table.Td>
                  <Table.Td>{when(checkIn.checked_in_at)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      ) : null}
    </Modal>
  );
}
