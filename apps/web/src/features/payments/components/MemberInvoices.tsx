import { Badge, Button, Stack, Table, Text } from '@mantine/core';
import type { Invoice } from '@fairplay/contracts';
import { formatCents, invoicePeriodLabel } from '@fairplay/domain';
import { errorMessage } from '../../../api/client';
import { ErrorAlert } from '../../../ui/ErrorAlert';
import { useInvoiceHistory } from '../api/useInvoices';
import { formatChargeTime } from '../model/history';
import type { ClubClock } from './RecentCharges';

function collection(invoice: Invoice, clock: ClubClock): string {
  const time = (iso: string) => formatChargeTime(iso, clock.timeZone, clock.amPm);
  if (invoice.status === 'paid') return invoice.paid_at ? `Paid ${time(invoice.paid_at)}` : 'Paid';
  const next = `Collected ${time(invoice.collect_at)}`;
  return invoice.attempts > 0 ? `${next} (try ${invoice.attempts + 1}; last: ${invoice.last_error ?? 'failed'})` : next;
}

/**
 * The member detail's invoices (spec 3 "invoice items and history"): the payer's monthly invoices, the open one
 * first with the charges added to it so far, each paid one with its collecting charge's receipt.
 */
export function MemberInvoices({
  memberId,
  memberName,
  clock,
  onOpen,
}: {
  memberId: number;
  memberName: string;
  clock: ClubClock & { currency: string };
  onOpen: (chargeId: number) => void;
}) {
  const history = useInvoiceHistory(memberId);
  const invoices = history.data?.invoices ?? [];
  return (
    <Stack gap="xs">
      <Text fw={600}>Monthly invoices</Text>
      <ErrorAlert message={history.isError ? errorMessage(history.error) : null} live={false} />
      {history.data && invoices.length === 0 ? <Text c="dimmed">No monthly invoices.</Text> : null}
      {invoices.length > 0 ? (
        <Table.ScrollContainer minWidth={560}>
          <Table aria-label={`Monthly invoices of ${memberName}`} verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Month</Table.Th>
                <Table.Th>Items</Table.Th>
                <Table.Th>Total</Table.Th>
                <Table.Th>Status</Table.Th>
                <Table.Th>Collection</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {invoices.map((invoice) => (
                <Table.Tr key={invoice.id}>
                  <Table.Td>{invoicePeriodLabel(invoice.period)}</Table.Td>
                  <Table.Td>
                    <Stack gap={2}>
                      {invoice.items.map((item) => (
                        <Text key={item.id} size="sm">
                          {item.description || 'Charge'}: {formatCents(item.total, invoice.currency)}
                          {item.status === 'voided' ? ' (voided)' : ''}
                        </Text>
                      ))}
                    </Stack>
                  </Table.Td>
                  <Table.Td>{formatCents(invoice.total, invoice.currency)}</Table.Td>
                  <Table.Td>
                    <Badge variant="dot" color={invoice.status === 'paid' ? 'green' : 'blue'}>
                      {invoice.status === 'paid' ? 'Paid' : 'Open'}
                    </Badge>
                  </Table.Td>
                  <Table.Td>
                    <Stack gap={2} align="flex-start">
                      <Text size="sm">{collection(invoice, clock)}</Text>
                      {invoice.charge_id !== null ? (
                        <Button
                          size="compact-xs"
                          variant="subtle"
                          onClick={() => onOpen(invoice.charge_id!)}
                          aria-label={`Receipt of the ${invoicePeriodLabel(invoice.period)} invoice`}
                        >
                          Receipt
                        </Button>
                      ) : null}
                    </Stack>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      ) : null}
    </Stack>
  );
}
