import { Badge, Button, Stack, Table, Text } from '@mantine/core';
import { formatCents } from '@fairplay/domain';
import { errorMessage } from '../../../api/client';
import { ErrorAlert } from '../../../ui/ErrorAlert';
import { useMemberFees, useWaiveFee } from '../api/useBookingFees';
import { FEE_KIND_LABELS as KIND_LABELS, FEE_STATUS as STATUS, waivable } from '../model/fees';
import { formatChargeTime } from '../model/history';
import type { ClubClock } from './RecentCharges';

/**
 * The member detail's no-show and late-cancel fees (issue 13): each with its booking's start and how it was taken;
 * staff with payments update waive one (a charged fee is refunded, an invoiced one voided).
 */
export function MemberFees({
  memberId,
  memberName,
  clock,
  canUpdate,
}: {
  memberId: number;
  memberName: string;
  clock: ClubClock;
  canUpdate: boolean;
}) {
  const fees = useMemberFees(memberId);
  const waive = useWaiveFee();
  const rows = fees.data?.fees ?? [];
  return (
    <Stack gap="xs">
      <Text fw={600}>No-show and late-cancel fees</Text>
      <ErrorAlert message={fees.isError ? errorMessage(fees.error) : null} live={false} />
      <ErrorAlert message={waive.isError ? errorMessage(waive.error) : null} />
      {fees.data && rows.length === 0 ? <Text c="dimmed">No fees.</Text> : null}
      {rows.length > 0 ? (
        <Table.ScrollContainer minWidth={560}>
          <Table aria-label={`Fees of ${memberName}`} verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Fee</Table.Th>
                <Table.Th>Booking</Table.Th>
                <Table.Th>Amount</Table.Th>
                <Table.Th>Status</Table.Th>
                {canUpdate ? <Table.Th>Actions</Table.Th> : null}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((fee) => {
                const when = formatChargeTime(fee.starts_at, clock.timeZone, clock.amPm);
                const canWaive = waivable(fee);
                return (
                  <Table.Tr key={fee.id}>
                    <Table.Td>{KIND_LABELS[fee.kind]}</Table.Td>
                    <Table.Td>{when}</Table.Td>
                    <Table.Td>{formatCents(fee.amount, fee.currency)}</Table.Td>
                    <Table.Td>
                      <Badge variant="dot" color={STATUS[fee.status].color}>
                        {STATUS[fee.status].label}
                      </Badge>
                    </Table.Td>
                    {canUpdate ? (
                      <Table.Td>
                        {canWaive ? (
                          <Button
                            size="compact-xs"
                            variant="light"
                            color="red"
                            loading={waive.isPending && waive.variables === fee.id}
                            onClick={() => waive.mutate(fee.id)}
                            aria-label={`Waive the ${KIND_LABELS[fee.kind].toLowerCase()} fee of ${when}`}
                          >
                            Waive
                          </Button>
                        ) : null}
                      </Table.Td>
                    ) : null}
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      ) : null}
    </Stack>
  );
}
