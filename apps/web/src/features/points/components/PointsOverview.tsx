import { Badge, Button, Group, Paper, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import type { MemberPoints, UserPoint } from '@fairplay/contracts';
import { formatCents } from '@fairplay/domain';
import { formatDay, lotState, pointsLabel } from '../model/points-format';

const CHARGE_FOR = { charge: 'Charge', court: 'Court booking', lesson: 'Lesson' } as const;

/**
 * A member's points as they and staff read them: the balance per facility group with the next expiry, every lot
 * (bought or gifted, what is left, when it expires) and what was paid with points. `onRefund` adds a Refund
 * button to unexpired gifts with points left (staff).
 */
export function PointsOverview({
  data,
  timeZone,
  currency,
  onRefund,
}: {
  data: MemberPoints;
  timeZone: string;
  currency: string;
  onRefund?: (lot: UserPoint) => void;
}) {
  const lots = data.lots;
  return (
    <Stack gap="md">
      {data.balances.length === 0 ? (
        <Text c="dimmed">No points to spend.</Text>
      ) : (
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm" role="list" aria-label="Points balance">
          {data.balances.map((balance) => (
            <Paper key={balance.facility_group_id} withBorder radius="md" p="sm" role="listitem">
              <Text size="xs" c="dimmed">
                {balance.facility_group_name}
              </Text>
              <Text fw={700} size="lg">
                {pointsLabel(balance.points)}
              </Text>
              {balance.next_expiry ? (
                <Text size="xs">
                  {pointsLabel(balance.next_expiry_points)} expire on {formatDay(balance.next_expiry, timeZone)}
                </Text>
              ) : null}
            </Paper>
          ))}
        </SimpleGrid>
      )}
      {lots.length > 0 ? (
        <Table.ScrollContainer minWidth={560}>
          <Table striped aria-label="Points bought and gifted">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Date</Table.Th>
                <Table.Th>Facility group</Table.Th>
                <Table.Th>Source</Table.Th>
                <Table.Th>Points</Table.Th>
                <Table.Th>Left</Table.Th>
                <Table.Th>Expires</Table.Th>
                <Table.Th>State</Table.Th>
                {onRefund ? <Table.Th aria-label="Actions" /> : null}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {lots.map((lot) => (
                <Table.Tr key={lot.id}>
                  <Table.Td>{formatDay(lot.createdAt, timeZone)}</Table.Td>
                  <Table.Td>{lot.facility_group_name}</Table.Td>
                  <Table.Td>
                    {lot.gift ? (
                      <Badge variant="light" color="grape">
                        Gift
                      </Badge>
                    ) : (
                      `Bought, ${formatCents(lot.amount, currency)}`
                    )}
                  </Table.Td>
                  <Table.Td>{lot.points}</Table.Td>
                  <Table.Td>{lot.remaining}</Table.Td>
                  <Table.Td>{formatDay(lot.expiration_date, timeZone)}</Table.Td>
                  <Table.Td>
                    {lotState(lot)}
                    {lot.refunded > 0 ? ` (${lot.refunded} refunded)` : ''}
                  </Table.Td>
                  {onRefund ? (
                    <Table.Td>
                      {lot.gift && lot.status === 'active' && lot.remaining > 0 ? (
                        <Button size="compact-xs" variant="default" onClick={() => onRefund(lot)}>
                          Refund
                        </Button>
                      ) : null}
                    </Table.Td>
                  ) : null}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      ) : null}
      <Stack gap={4}>
        <Text fw={600}>Paid with points</Text>
        {data.points_payments.length === 0 ? (
          <Text c="dimmed" size="sm">
            Nothing paid with points yet.
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={480}>
            <Table aria-label="Paid with points">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Date</Table.Th>
                  <Table.Th>For</Table.Th>
                  <Table.Th>Facility group</Table.Th>
                  <Table.Th>Points</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.points_payments.map((spend) => (
                  <Table.Tr key={spend.id}>
                    <Table.Td>{formatDay(spend.createdAt, timeZone)}</Table.Td>
                    <Table.Td>
                      <Group gap={6} wrap="nowrap">
                        <span>{spend.description || CHARGE_FOR[spend.charge_for]}</span>
                        {spend.refunded > 0 ? (
                          <Badge size="xs" variant="light">
                            {spend.refunded} refunded
                          </Badge>
                        ) : null}
                      </Group>
                    </Table.Td>
                    <Table.Td>{spend.facility_group_name}</Table.Td>
                    <Table.Td>{spend.points}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
    </Stack>
  );
}
