import {
  Badge,
  Center,
  Group,
  Pagination,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import { BOOKING_ROLES, type BookingRoleFilter, type MemberBooking } from '@fairplay/contracts';
import { errorMessage, isApiError } from '../../../api/client';
import { ErrorAlert } from '../../../ui/ErrorAlert';
import { useMemberBookings } from '../api/useMemberDetail';
import { bookingWhen, ROLE_LABELS } from '../model/member-view';
import { DetailSection } from './DetailSection';
import { BusyIndicator } from '../../../ui/BusyIndicator';

const TYPE_LABELS: Record<BookingRoleFilter, string> = {
  all: 'All bookings',
  booker: 'Booked by the member',
  participant: 'Joined as partner or guest',
};

interface BookingHistorySectionProps {
  memberId: number;
  /** The club's 12/24-hour format; the time zone comes with the answer. */
  amPm: boolean;
}

/** The member's bookings at this club, latest first: a table, or cards on a phone; times in the club's zone. */
export function BookingHistorySection({ memberId, amPm }: BookingHistorySectionProps) {
  const [type, setType] = useState<BookingRoleFilter>('all');
  const [startDate, setStartDate] = useState('');
  const [endDate, setEndDate] = useState('');
  const [page, setPage] = useState(1);
  const narrow = useMediaQuery('(max-width: 40em)');
  const bookings = useMemberBookings(memberId, {
    type,
    start_date: startDate || undefined,
    end_date: endDate || undefined,
    page,
  });
  const fieldError = (field: string) =>
    bookings.isError && isApiError(bookings.error)
      ? bookings.error.fieldErrors.find((error) => error.field === field)?.message
      : undefined;
  const data = bookings.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.page_size)) : 1;
  const filtered = (change: () => void) => {
    change();
    setPage(1);
  };

  return (
    <DetailSection title="Booking history">
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        <Select
          label="Type"
          data={BOOKING_ROLES.map((value) => ({ value, label: TYPE_LABELS[value] }))}
          value={type}
          onChange={(value) => filtered(() => setType((value as BookingRoleFilter | null) ?? 'all'))}
          allowDeselect={false}
        />
        <TextInput
          type="date"
          label="From"
          value={startDate}
          onChange={(event) => {
            const value = event.currentTarget.value;
            filtered(() => setStartDate(value));
          }}
          error={fieldError('start_date')}
        />
        <TextInput
          type="date"
          label="To"
          value={endDate}
          onChange={(event) => {
            const value = event.currentTarget.value;
            filtered(() => setEndDate(value));
          }}
          error={fieldError('end_date')}
        />
      </SimpleGrid>
      {bookings.isLoading ? (
        <Center py="md">
          <BusyIndicator label="Loading the booking history" size="sm" />
        </Center>
      ) : null}
      {bookings.isError && !fieldError('start_date') && !fieldError('end_date') ? (
        <ErrorAlert message={errorMessage(bookings.error)} />
      ) : null}
      {data ? (
        <Stack gap="sm" aria-busy={bookings.isFetching}>
          <Text size="sm" c="dimmed" aria-live="polite">
            {data.total === 0
              ? 'No bookings match.'
              : `${data.total} ${data.total === 1 ? 'booking' : 'bookings'} · times in ${data.timezone}`}
          </Text>
          {data.rows.length > 0 ? (
            narrow ? (
              <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Bookings">
                {data.rows.map((row) => (
                  <BookingCard key={`${row.appointment_id}`} booking={row} timeZone={data.timezone} amPm={amPm} />
                ))}
              </Stack>
            ) : (
              <Table.ScrollContainer minWidth={560}>
                <Table striped aria-label="Bookings">
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>Date</Table.Th>
                      <Table.Th>Time</Table.Th>
                      <Table.Th>Court</Table.Th>
                      <Table.Th>Part</Table.Th>
                      <Table.Th>Note</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {data.rows.map((row) => {
                      const when = bookingWhen(row, data.timezone, amPm);
                      return (
                        <Table.Tr key={row.appointment_id}>
                          <Table.Td>{when.day}</Table.Td>
                          <Table.Td>{when.time}</Table.Td>
                          <Table.Td>
                            {row.court_name}
                            {row.status === 'disabled' ? (
                              <Badge ml={6} size="xs" color="gray">
                                Blocked
                              </Badge>
                            ) : null}
                          </Table.Td>
                          <Table.Td>{ROLE_LABELS[row.role]}</Table.Td>
                          <Table.Td style={{ overflowWrap: 'anywhere' }}>{row.note}</Table.Td>
                        </Table.Tr>
                      );
                    })}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            )
          ) : null}
          {pages > 1 ? (
            <Group justify="center">
              <Pagination
                total={pages}
                value={page}
                onChange={setPage}
                size="sm"
                getControlProps={(control) => ({
                  'aria-label': control === 'previous' ? 'Previous page' : control === 'next' ? 'Next page' : control,
                })}
                getItemProps={(item) => ({ 'aria-label': `Page ${item}` })}
              />
            </Group>
          ) : null}
        </Stack>
      ) : null}
    </DetailSection>
  );
}

function BookingCard({ booking, timeZone, amPm }: { booking: MemberBooking; timeZone: string; amPm: boolean }) {
  const when = bookingWhen(booking, timeZone, amPm);
  return (
    <Paper component="li" withBorder radius="md" p="sm">
      <Group justify="space-between" gap="xs">
        <Text fw={600}>{when.day}</Text>
        <Badge variant="light" size="sm">
          {ROLE_LABELS[booking.role]}
        </Badge>
      </Group>
      <Text size="sm">
        {when.time} · {booking.court_name}
      </Text>
      {booking.note ? (
        <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {booking.note}
        </Text>
      ) : null}
    </Paper>
  );
}
