import { Button, Group, Paper, SegmentedControl, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { can, formatCalendarDate } from '@fairplay/domain';
import { errorMessage } from '../../../api/client';
import { useCurrentUser } from '../../../api/session';
import { ErrorAlert } from '../../../ui/ErrorAlert';
import { useRestrictionStatistics, useRestrictions } from '../api/useRestrictions';
import { OverrideFormModal } from './OverrideFormModal';
import { RestrictionUsageList } from './RestrictionUsageList';

const UNITS = [
  { value: 'day', label: 'Days' },
  { value: 'week', label: 'Weeks' },
  { value: 'month', label: 'Months' },
];

/**
 * The member detail's Restrictions section (spec 3: restriction statistics and overrides): the member's usage of
 * each restriction that holds for them, their bookings per day, week or month, and their overrides.
 */
export function MemberRestrictionsSection({ memberId, memberName }: { memberId: number; memberName: string }) {
  const user = useCurrentUser();
  const canEdit = can(user.member_type?.roles, 'settings', 'update');
  const [unit, setUnit] = useState<'day' | 'week' | 'month'>('week');
  const statistics = useRestrictionStatistics(memberId, unit, unit === 'day' ? 14 : unit === 'week' ? 8 : 6);
  const restrictions = useRestrictions(canEdit);
  const [adding, setAdding] = useState(false);
  const data = statistics.data;
  return (
    <Paper withBorder radius="lg" p="md" component="section" aria-labelledby="member-restrictions-title">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Title order={2} size="h4" id="member-restrictions-title">
            Restrictions
          </Title>
          {canEdit && (restrictions.data ?? []).length > 0 ? (
            <Button size="xs" variant="default" onClick={() => setAdding(true)}>
              Add override
            </Button>
          ) : null}
        </Group>
        <ErrorAlert message={statistics.isError ? errorMessage(statistics.error) : null} live={false} />
        {data ? <RestrictionUsageList rows={data.restrictions} /> : null}
        {data && data.overides.length > 0 ? (
          <Stack gap={4}>
            <Text fw={600}>Overrides</Text>
            {data.overides.map((override) => (
              <Text key={override.id} size="sm">
                {override.restriction_name}: {override.exempt ? 'exempt' : `limit ${override.max_value}`}
                {override.ends_on ? ` until ${formatCalendarDate(override.ends_on)}` : ''}
                {override.in_force ? '' : ' (lapsed)'}
              </Text>
            ))}
          </Stack>
        ) : null}
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Text fw={600}>Bookings made</Text>
          <SegmentedControl
            size="xs"
            aria-label="Bookings per"
            data={UNITS}
            value={unit}
            onChange={(value) => setUnit(value as typeof unit)}
          />
        </Group>
        {data ? (
          <Table.ScrollContainer minWidth={300}>
            <Table aria-label={`Bookings per ${unit}`} verticalSpacing={4}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>From</Table.Th>
                  <Table.Th>Bookings</Table.Th>
                  <Table.Th>Minutes</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.history.map((row) => (
                  <Table.Tr key={row.period_start}>
                    <Table.Td>{row.period_start}</Table.Td>
                    <Table.Td>{row.bookings}</Table.Td>
                    <Table.Td>{row.minutes}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        ) : null}
      </Stack>
      {adding ? (
        <OverrideFormModal
          override={null}
          restrictions={restrictions.data ?? []}
          member={{ userId: memberId, name: memberName }}
          onClose={() => setAdding(false)}
        />
      ) : null}
    </Paper>
  );
}
