import { Badge, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { formatCalendarDate, formatCents } from '@fairplay/domain';
import { errorMessage } from '../../../api/client';
import { BusyIndicator } from '../../../ui/BusyIndicator';
import { ErrorAlert } from '../../../ui/ErrorAlert';
import { usePayouts } from '../api/usePayments';

/** A YYYY-MM-DD day as "Nov 26, 2026" (the day itself, no time zone shift). */
const dayLabel = (day: string) => formatCalendarDate(day);

/**
 * Payouts (issue 12): the club's processor balance paid out to its bank, newest first: the day it arrives, the
 * amount and whether the bank took it (a failed payout's money is back in the processor balance).
 */
export function PayoutsPanel({ currency }: { currency: string }) {
  const payouts = usePayouts();
  const rows = payouts.data?.rows ?? [];
  return (
    <Paper withBorder radius="lg" p="md" component="section" aria-labelledby="payouts-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="payouts-title">
          Payouts
        </Title>
        {payouts.isPending ? <BusyIndicator label="Loading payouts" /> : null}
        <ErrorAlert message={payouts.isError ? errorMessage(payouts.error) : null} live={false} />
        {payouts.isSuccess && rows.length === 0 ? (
          <Text size="sm" c="dimmed">
            No payouts yet.
          </Text>
        ) : null}
        {rows.length > 0 ? (
          <Table aria-label="Payouts" verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Date</Table.Th>
                <Table.Th>Amount</Table.Th>
                <Table.Th>Status</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={row.id}>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{dayLabel(row.arrival_date)}</Table.Td>
                  <Table.Td>{formatCents(row.amount, row.currency || currency)}</Table.Td>
                  <Table.Td>
                    <Badge color={row.status === 'paid' ? 'green' : 'red'} variant="dot">
                      {row.status === 'paid' ? 'Paid' : 'Failed'}
                    </Badge>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        ) : null}
      </Stack>
    </Paper>
  );
}
