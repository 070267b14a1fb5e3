import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import type { BookingPayment } from '@fairplay/contracts';
import { chargeMoneyState, formatCents, formatClubDateTime, REFUND_WORDS } from '@fairplay/domain';
import { useState } from 'react';
import { errorMessage } from '../../../api/client';
import { ErrorAlert } from '../../../ui/ErrorAlert';
import { notifySuccess } from '../../../ui/notify';
import { useAppointmentPayments, useCaptureForAppointment, useRefundForAppointment } from '../api/useCheckout';
import { SplitShares } from './SplitShares';
import { TakePayment } from './TakePayment';
import { useCurrentUser } from '../../../api/session';
import { useClubClock } from '../../../ui/dates';

const STATUS = {
  paid: { label: 'Paid', color: 'green' },
  pending: { label: 'Waiting for the card', color: 'yellow' },
  unpaid: { label: 'To pay in person', color: 'red' },
  refunded: { label: REFUND_WORDS.refunded, color: 'gray' },
  partly_refunded: { label: REFUND_WORDS.partly_refunded, color: 'orange' },
  authorized: { label: 'Authorized (held on the card)', color: 'yellow' },
  scheduled: { label: 'Card saved, authorized later', color: 'yellow' },
  released: { label: 'Hold released', color: 'gray' },
  failed: { label: 'Payment failed', color: 'red' },
} as const;

/**
 * A payment's state as its money stands (issue 24, domain's chargeMoneyState): a paid one whose charge was given back
 * whole reads Refunded, in part Partly refunded.
 */
function statusOf(payment: BookingPayment): keyof typeof STATUS {
  if (payment.status !== 'paid' || !payment.charge) return payment.status;
  const state = chargeMoneyState(payment.charge);
  return state === 'refunded' || state === 'partly_refunded' ? state : payment.status;
}

const METHOD = {
  charge: 'Card',
  cash: 'Cash',
  in_person: 'In person',
  authorize: 'Card hold',
  points: 'Points',
  pack: 'Class pack',
} as const;

type ClubClock = { timeZone: string; amPm: boolean };
const at = (iso: string, clock: ClubClock) => formatClubDateTime(iso, clock.timeZone, clock.amPm);

function describe(payment: BookingPayment, clock: ClubClock): string {
  const charge = payment.charge;
  const card = charge?.source?.last4 ? ` •••• ${charge.source.last4}` : '';
  const by = payment.created_by_name ? ` by ${payment.created_by_name}` : '';
  const when = at(payment.created_at, clock);
  const points = payment.method === 'points' ? ` (${payment.points} points)` : '';
  return `${METHOD[payment.method]}${points}${card}${by}, ${when}`;
}

/**
 * A booking's payments in its details (issue 13): its price, what was paid and is owed, and each payment with what
 * was charged, how and by whom. Staff with the payments permission refund a paid one (after confirming); without it
 * the Refund button is disabled (spec 2 section 6). A hold on the card may be captured now rather than at its
 * capture time (Capture now, the same permission).
 */
export function BookingPaymentsPanel({
  appointmentId,
  currency,
  canRefund,
}: {
  appointmentId: number;
  currency: string;
  canRefund: boolean;
}) {
  const payments = useAppointmentPayments(appointmentId);
  const user = useCurrentUser();
  const clock = useClubClock();
  const refund = useRefundForAppointment(appointmentId);
  const capture = useCaptureForAppointment(appointmentId);
  const [confirming, setConfirming] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  if (payments.isPending) return <Text size="sm">Loading payments…</Text>;
  if (payments.isError) return <ErrorAlert live={false} message={errorMessage(payments.error)} />;
  const { price, paid, owed, owed_tax: owedTax, owed_total: owedTotal } = payments.data;
  const money = (cents: number) => formatCents(cents, currency);
  // Court time's taxes on what is owed (issue 24 point 4): what the desk will take.
  const withTax = owedTax > 0 ? ` · Tax ${money(owedTax)} · Total ${money(owedTotal)}` : '';
  return (
    <Stack gap="xs" data-testid="booking-payments">
      <Text size="sm">{`Price ${money(price)} · Paid ${money(paid)} · Owed ${money(owed)}${withTax}`}</Text>
      <ErrorAlert message={problem} />
      <SplitShares
        shares={payments.data.shares}
        userId={user.user_id}
        staff={canRefund}
        customer={user.user_type === 'nbu'}
      />
      {payments.data.payments.length === 0 ? <Text size="sm">No payments yet.</Text> : null}
      {/* Staff who take payments take what is owed (TakePayment shows while it is owed, and stays while the card
          holder is at the terminal); a split booking is paid share by share. */}
      {canRefund && payments.data.shares.length === 0 ? (
        <TakePayment payments={payments.data} currency={currency} />
      ) : null}
      {payments.data.payments.map((payment) => {
        const refundable = payment.status === 'paid' && payment.charge !== null;
        const capturable = payment.status === 'authorized' && payment.charge !== null;
        const left = payment.charge ? payment.charge.total - payment.charge.amount_refunded : 0;
        return (
          <Group key={payment.id} justify="space-between" wrap="wrap" gap="xs">
            <div>
              <Group gap="xs">
                <Text size="sm" fw={600}>
                  {money(payment.amount)}
                </Text>
                <Badge color={STATUS[statusOf(payment)].color} variant="dot">
                  {STATUS[statusOf(payment)].label}
                </Badge>
              </Group>
              <Text size="xs">{describe(payment, clock)}</Text>
              {payment.authorize_at ? (
                <Text size="xs">{`Card authorized on ${at(payment.authorize_at, clock)}`}</Text>
              ) : null}
              {payment.capture_at ? <Text size="xs">{`Charged on ${at(payment.capture_at, clock)}`}</Text> : null}
              {payment.failure_message ? (
                <Text size="xs" c="red.9" role="status">
                  {payment.failure_message}
                </Text>
              ) : null}
              {payment.charge && payment.charge.amount_refunded > 0 ? (
                <Text size="xs">{`Refunded ${money(payment.charge.amount_refunded)}`}</Text>
              ) : null}
            </div>
            {capturable ? (
              <Button
                size="xs"
                variant="light"
                disabled={!canRefund}
                title={canRefund ? undefined : 'You need the payments permission to capture.'}
                loading={capture.isPending}
                onClick={() => {
                  setProblem(null);
                  capture.mutate(
                    { appointment_id: appointmentId, payment_id: payment.id },
                    {
                      onSuccess: (result) => notifySuccess(result.message, 'Success'),
                      onError: (error) => setProblem(errorMessage(error)),
                    },
                  );
                }}
              >
                Capture now
              </Button>
            ) : null}
            {refundable ? (
              confirming === payment.id ? (
                <Group gap="xs">
                  <Text size="sm">{`Refund ${money(left)}?`}</Text>
                  <Button
                    size="xs"
                    color="red"
                    loading={refund.isPending}
                    onClick={() => {
                      setProblem(null);
                      refund.mutate(
                        { appointment_id: appointmentId, payment_id: payment.id },
                        {
                          onSuccess: (result) => notifySuccess(result.message, 'Success'),
                          onError: (error) => setProblem(errorMessage(error)),
                          onSettled: () => setConfirming(null),
                        },
                      );
                    }}
                  >
                    Confirm refund
                  </Button>
                  <Button size="xs" variant="default" onClick={() => setConfirming(null)}>
                    Keep
                  </Button>
                </Group>
              ) : (
                <Button
                  size="xs"
                  variant="light"
                  color="red"
                  disabled={!canRefund}
                  title={canRefund ? undefined : 'You need the payments permission to refund.'}
                  onClick={() => setConfirming(payment.id)}
                >
                  Refund
                </Button>
              )
            ) : null}
          </Group>
        );
      })}
    </Stack>
  );
}
