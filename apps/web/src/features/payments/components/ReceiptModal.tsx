import { Badge, Button, Group, Modal, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import type { OrderDetail } from '@fairplay/contracts';
import { formatCents } from '@fairplay/domain';
import { errorMessage } from '../../../api/client';
import { BusyIndicator } from '../../../ui/BusyIndicator';
import { ErrorAlert } from '../../../ui/ErrorAlert';
import { useChargeDetail } from '../api/usePayments';
import { chargeStatusLabel, formatChargeTime, sourceLabel } from '../model/history';
import type { ClubClock } from './RecentCharges';
import { ReceiptActions } from './ReceiptActions';
import { RefundModal } from './RefundModal';

/**
 * The receipt viewer (spec 3 section 2): the charge and its order-details table (Description, Amount, Tax amount,
 * Refund, Quantity, Returned, Created At), times in the club's time zone. A line with something left to refund has
 * a Refund button, enabled only with the payments update permission (which also lets staff e-mail the receipt).
 * A paid charge's receipt downloads as a PDF from its receipt_url.
 */
export function ReceiptModal({
  chargeId,
  clock,
  canRefund,
  onClose,
}: {
  chargeId: number;
  clock: ClubClock;
  canRefund: boolean;
  onClose: () => void;
}) {
  const detail = useChargeDetail(chargeId);
  const [refunding, setRefunding] = useState<OrderDetail | null>(null);
  const charge = detail.data;
  const time = (iso: string) => formatChargeTime(iso, clock.timeZone, clock.amPm);
  return (
    <>
      <Modal
        opened={refunding === null}
        onClose={onClose}
        title="Receipt"
        size="xl"
        centered
        closeButtonProps={{ 'aria-label': 'Close' }}
      >
        {detail.isPending ? <BusyIndicator label="Loading the receipt" /> : null}
        <ErrorAlert message={detail.isError ? errorMessage(detail.error) : null} live={false} />
        {charge ? (
          <Stack gap="sm">
            <Group justify="space-between" wrap="wrap">
              <div>
                <Text fw={700}>{charge.metadata.full_name || 'Walk-in customer'}</Text>
                <Text size="sm" c="dimmed">
                  {time(charge.createdAt)} · {sourceLabel(charge)} · Charge {charge.id}
                </Text>
                {charge.description ? <Text size="sm">{charge.description}</Text> : null}
              </div>
              <Badge variant="dot" color="gray">
                {chargeStatusLabel(charge)}
              </Badge>
            </Group>
            <ReceiptActions charge={charge} canSend={canRefund} />
            <Table.ScrollContainer minWidth={640}>
              <Table aria-label="Order details" verticalSpacing={4} withTableBorder>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Description</Table.Th>
                    <Table.Th>Amount</Table.Th>
                    <Table.Th>Tax amount</Table.Th>
                    <Table.Th>Refund</Table.Th>
                    <Table.Th>Quantity</Table.Th>
                    <Table.Th>Returned</Table.Th>
                    <Table.Th>Created At</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {charge.order_details.map((line) => (
                    <Table.Tr key={line.id}>
                      <Table.Td>{line.description}</Table.Td>
                      <Table.Td>{formatCents(line.price * line.count, charge.currency)}</Table.Td>
                      <Table.Td>{formatCents(line.tax, charge.currency)}</Table.Td>
                      <Table.Td>
                        <Group gap="xs" wrap="nowrap">
                          <span>{formatCents(line.amount_refunded, charge.currency)}</span>
                          {line.refundable > 0 && charge.status === 'succeeded' ? (
                            <Button
                              size="compact-xs"
                              variant="light"
                              color="red"
                              disabled={!canRefund}
                              onClick={() => setRefunding(line)}
                              aria-label={`Refund ${line.description}`}
                            >
                              Refund
                            </Button>
                          ) : null}
                        </Group>
                      </Table.Td>
                      <Table.Td>{line.count}</Table.Td>
                      <Table.Td>{line.returned_count}</Table.Td>
                      <Table.Td style={{ whiteSpace: 'nowrap' }}>{time(line.createdAt)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
            <Stack gap={2} align="flex-end">
              <Text size="sm">Subtotal {formatCents(charge.amount, charge.currency)}</Text>
              <Text size="sm">Tax {formatCents(charge.tax, charge.currency)}</Text>
              <Text fw={700}>Total {formatCents(charge.total, charge.currency)}</Text>
              {charge.amount_refunded > 0 ? (
                <Text size="sm" c="red">
                  Refunded {formatCents(charge.amount_refunded, charge.currency)}
                </Text>
              ) : null}
            </Stack>
            {charge.refunds.length > 0 ? (
              <Stack gap={2}>
                <Text fw={600} size="sm">
                  Refunds
                </Text>
                {charge.refunds.map((refund) => (
                  <Text key={refund.id} size="sm">
                    {time(refund.createdAt)}: {formatCents(refund.amount, charge.currency)}
                    {refund.tax > 0 ? ` (tax ${formatCents(refund.tax, charge.currency)})` : ''}
                    {refund.count > 0 ? `, ${refund.count} returned` : ''}
                  </Text>
                ))}
              </Stack>
            ) : null}
          </Stack>
        ) : null}
      </Modal>
      {refunding && charge ? (
        <RefundModal
          chargeId={charge.id}
          line={refunding}
          currency={charge.currency}
          onClose={() => setRefunding(null)}
        />
      ) : null}
    </>
  );
}
