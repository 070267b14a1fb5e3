import { Alert, Badge, Center, Group, Loader, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { familyRoleOf, formatInstantRange } from '@fairplay/domain';
import type { FamilyOverview } from '@fairplay/contracts';
import { errorMessage } from '../../../api/client';
import { useCurrentUser } from '../../../api/session';
import { formatLongDate } from '../../../ui/dates';
import { ErrorAlert } from '../../../ui/ErrorAlert';
import { useFamilyOverview } from '../api/useFamily';

/**
 * The read-only family screens: a coach's (any member's family and its next two weeks of bookings and lessons)
 * and a member's (their own family and its next month). Never contact details.
 */
export function FamilyOverviewView({
  memberId,
  days,
  mode,
}: {
  memberId: number;
  days: number;
  mode: 'coach' | 'member';
}) {
  const overview = useFamilyOverview(memberId, days, true);
  if (overview.isPending)
    return (
      <Center py="xl">
        <Loader aria-label="Loading the family" />
      </Center>
    );
  if (overview.isError) return <ErrorAlert message={errorMessage(overview.error)} live={false} />;
  const data = overview.data;
  return (
    <Stack gap="lg">
      <FamilyMembersList family={data} />
      {mode === 'member' ? (
        <Alert variant="light" title="Adding a child or spouse">
          To add a child or spouse to your family, or to change who pays, please ask the club’s front desk.
        </Alert>
      ) : null}
      <UpcomingBookings family={data} days={days} />
    </Stack>
  );
}

function FamilyMembersList({ family }: { family: FamilyOverview }) {
  return (
    <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'md' }}>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {family.family?.name ?? 'No family'}
        </Title>
        {family.family === null ? <Text c="dimmed">This member is not in a family.</Text> : null}
        <Stack component="ul" gap={6} p={0} m={0} aria-label="Family members">
          {family.members.map((member) => (
            <Group component="li" key={member.user_id} gap="xs" style={{ listStyle: 'none' }}>
              <Text>
                {member.first_name} {member.last_name}
              </Text>
              <Badge variant="light">{familyRoleOf({ isChild: member.is_child, isSpouse: member.is_spouse })}</Badge>
              {member.is_payer ? <Badge variant="outline">Payer</Badge> : null}
            </Group>
          ))}
        </Stack>
      </Stack>
    </Paper>
  );
}

function UpcomingBookings({ family, days }: { family: FamilyOverview; days: number }) {
  const user = useCurrentUser();
  const timeZone = user.business?.timezone ?? 'UTC';
  const amPm = user.business?.am_pm ?? true;
  const names = new Map(family.members.map((m) => [m.user_id, `${m.first_name} ${m.last_name}`]));
  return (
    <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'md' }}>
      <Stack gap="sm">
        <Title order={2} size="h4">
          Upcoming bookings and lessons
        </Title>
        {family.upcoming.length === 0 ? <Text c="dimmed">Nothing booked in the next {days} days.</Text> : null}
        {family.upcoming.length > 0 ? (
          <Table.ScrollContainer minWidth={480}>
            <Table striped aria-label="Upcoming bookings and lessons">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Date</Table.Th>
                  <Table.Th>Time</Table.Th>
                  <Table.Th>Who</Table.Th>
                  <Table.Th>Court</Table.Th>
                  <Table.Th>What</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {family.upcoming.map((booking) => (
                  <Table.Tr key={`${booking.appointment_id}-${booking.user_id}`}>
                    <Table.Td>{formatLongDate(booking.start, timeZone)}</Table.Td>
                    <Table.Td>{formatInstantRange(booking.start, booking.end, timeZone, amPm)}</Table.Td>
                    <Table.Td>{names.get(booking.user_id)}</Table.Td>
                    <Table.Td>{booking.court_name}</Table.Td>
                    <Table.Td>
                      {booking.is_lesson ? `Lesson with ${booking.coaches.join(', ')}` : 'Court booking'}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        ) : null}
      </Stack>
    </Paper>
  );
}
