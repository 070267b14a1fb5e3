import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { formatCents } from '@fairplay/domain';
import { errorMessage } from '../../../api/client';
import { ErrorAlert } from '../../../ui/ErrorAlert';
import { notifySuccess } from '../../../ui/notify';
import { useAppointmentFees, useWaiveFee } from '../api/useBookingFees';
import { FEE_KIND_LABELS, FEE_STATUS, waivable } from '../model/fees';

/**
 * A booking's no-show and late-cancel fees in its payments view on the court sheet (issue 13): each player's fee,
 * how it was taken, and Waive for staff with payments update (a charged fee is refunded, an invoiced one voided).
 * Nothing is shown while the booking has no fees.
 */
export function BookingFees({ appointmentId, canWaive }: { appointmentId: number; canWaive: boolean }) {
  const fees = useAppointmentFees(appointmentId);
  const waive = useWaiveFee();
  if (fees.isError) return <ErrorAlert live={false} message={errorMessage(fees.error)} />;
  const rows = fees.data?.fees ?? [];
  if (rows.length === 0) return null;
  return (
    <Stack gap="xs" data-testid="booking-fees">
      <Text size="sm" fw={600}>
        No-show and late-cancel fees
      </Text>
      <ErrorAlert message={waive.isError ? errorMessage(waive.error) : null} />
      {rows.map((fee) => {
        const kind = FEE_KIND_LABELS[fee.kind];
        return (
          <Group key={fee.id} justify="space-between" wrap="wrap" gap="xs">
            <div>
              <Group gap="xs">
                <Text size="sm" fw={600}>
                  {formatCents(fee.amount, fee.currency)}
                </Text>
                <Badge color={FEE_STATUS[fee.status].color} variant="dot">
                  {FEE_STATUS[fee.status].label}
                </Badge>
              </Group>
              <Text size="xs">{`${kind} fee of ${fee.member_name}`}</Text>
            </div>
            {waivable(fee) ? (
              <Button
                size="xs"
                variant="light"
                color="red"
                disabled={!canWaive}
                title={canWaive ? undefined : 'You need the payments permission to waive a fee.'}
                loading={waive.isPending && waive.variables === fee.id}
                aria-label={`Waive the ${kind.toLowerCase()} fee of ${fee.member_name}`}
                onClick={() =>
                  waive.mutate(fee.id, { onSuccess: (result) => notifySuccess(result.message, 'Success') })
                }
              >
                Waive
              </Button>
            ) : null}
          </Group>
        );
      })}
    </Stack>
  );
}
