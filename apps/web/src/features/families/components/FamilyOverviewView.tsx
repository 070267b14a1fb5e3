import { Alert, Badge, Box, Button, Center, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { familyRoleOf, formatInstantRange } from '@fairplay/domain';
import type { FamilyOverview } from '@fairplay/contracts';
import { errorMessage } from '../../../api/client';
import { useCurrentUser } from '../../../api/session';
import { formatLongDate } from '../../../ui/dates';
import { ErrorAlert } from '../../../ui/ErrorAlert';
import { useFamilyOverview } from '../api/useFamily';
import { AddFamilyMemberModal } from './AddFamilyMemberModal';
import { BusyIndicator } from '../../../ui/BusyIndicator';
import { FamilyWaiverCard } from '../../booking-policy';

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
  const user = useCurrentUser();
  if (overview.isPending)
    return (
      <Center py="xl">
        <BusyIndicator label="Loading the family" />
      </Center>
    );
  if (overview.isError) return <ErrorAlert message={errorMessage(overview.error)} live={false} />;
  const data = overview.data;
  return (
    <Stack gap="lg">
      <FamilyMembersList family={data} />
      {mode === 'member' ? <OwnFamilyActions family={data} /> : null}
      {mode === 'member' && data.members.some((member) => member.user_id === user.id) ? <FamilyWaiverCard /> : null}
      <UpcomingBookings family={data} days={days} />
    </Stack>
  );
}

/**
 * The member's own screen: add a child or spouse (not as a child of the family, not in invitation-only clubs, where
 * the front desk admits everyone); changing the payer or removing someone stays with the front desk.
 */
function OwnFamilyActions({ family }: { family: FamilyOverview }) {
  const user = useCurrentUser();
  const [adding, setAdding] = useState(false);
  const me = family.members.find((member) => member.user_id === user.id);
  const mine = me !== undefined;
  const canAdd = mine && !me.is_child && user.business?.join_policy !== 'invitation';
  return (
    <Alert variant="light" title="Your family">
      <Stack gap="sm" align="flex-start">
        <Text size="sm">
          {canAdd
            ? 'Add your child or spouse: they join the club in your family and get an e-mail to set their password. To add someone who already has an account, change who pays, or take someone out, please ask the club’s front desk.'
            : 'To add a child or spouse to your family, or to change who pays, please ask the club’s front desk.'}
        </Text>
        {canAdd ? <Button onClick={() => setAdding(true)}>Add a child or spouse</Button> : null}
      </Stack>
      {adding ? <AddFamilyMemberModal lastName={user.last_name} onClose={() => setAdding(false)} /> : null}
    </Alert>
  );
}

function FamilyMembersList({ family }: { family: FamilyOverview }) {
  const payer = family.members.find((member) => member.is_payer);
  return (
    <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'md' }}>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {family.family?.name ?? 'No family'}
        </Title>
        {family.family === null ? <Text c="dimmed">This member is not in a family.</Text> : null}
        {family.family !== null ? (
          <Text size="sm" data-testid="family-payer">
            {payer
              ? `Paid by ${payer.first_name} ${payer.last_name}`
              : 'No payer chosen yet: the front desk chooses one.'}
          </Text>
        ) : null}
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
          // A focusable region of its own: at phone widths the table scrolls sideways, by keyboard too.
          <Box
            style={{ overflowX: 'auto' }}
            tabIndex={0}
            role="region"
            aria-label="Upcoming bookings and lessons, scrolls sideways"
          >
            <Table striped miw={480} aria-label="Upcoming bookings and lessons">
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
          </Box>
        ) : null}
      </Stack>
    </Paper>
  );
}
