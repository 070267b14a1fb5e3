import { BOOK_PAY_TYPE, type AppointmentPayments } from '@fairplay/contracts';
import { Button, Paper, Stack, Text } from '@mantine/core';
import { formatCents } from '@fairplay/domain';
import { useRef, useState } from 'react';
import { errorMessage } from '../../../api/client';
import { ErrorAlert } from '../../../ui/ErrorAlert';
import { notifySuccess } from '../../../ui/notify';
import { AttemptKeys } from '../../payments';
import { useChargeForAppointment, useCheckoutOptions, usePayer } from '../api/useCheckout';
import { CheckoutSection, type CheckoutPayment } from './CheckoutSection';
import { BookingTerminalProgress, useBookingTerminal } from './BookingTerminal';

const METHOD_OF = { points: 'points', cash: 'cash', charge: 'charge' } as const;

/**
 * The desk taking what a saved booking still owes (issue 24), whenever it owes anything (after an in-person
 * booking, a partial payment or a refund): the booking checkout's picker (the booker's saved card, a new card, cash
 * or a check, the terminal when a card reader is online, the booker's points where the rule prices the booking in
 * points) sent to payment/charges/createforappointment (the terminal: payment/reader/createpaymentintents with the
 * booking), one Idempotency-Key per attempt.
 */
export function TakePayment({ payments, currency }: { payments: AppointmentPayments; currency: string }) {
  const [open, setOpen] = useState(false);
  // Open, it stays while a terminal charge it sent is reserved (the booking then reads as owing nothing).
  if (!open)
    return payments.owed <= 0 ? null : (
      <Button size="xs" onClick={() => setOpen(true)} style={{ alignSelf: 'flex-start' }}>
        Take payment
      </Button>
    );
  return <TakePaymentForm payments={payments} currency={currency} onClose={() => setOpen(false)} />;
}

function TakePaymentForm({
  payments,
  currency,
  onClose,
}: {
  payments: AppointmentPayments;
  currency: string;
  onClose: () => void;
}) {
  const [problem, setProblem] = useState<string | null>(null);
  const options = useCheckoutOptions(true);
  const payer = usePayer(payments.booker_id, true);
  const charge = useChargeForAppointment(payments.appointment_id);
  const terminal = useBookingTerminal(payments, setProblem);
  const keys = useRef(new AttemptKeys());
  // What is owed with court time's taxes (issue 24 point 4): the card and cash take the total shown, never more.
  const taxedOwed = payments.owed_tax > 0;
  const owed = formatCents(taxedOwed ? payments.owed_total : payments.owed, currency);
  // Points pay a booking whole: offered while nothing of it is paid.
  const points =
    payments.points_price > 0 && payments.owed === payments.price
      ? { price: payments.points_price, payType: payments.book_pay_type }
      : null;
  const pay = (payment: CheckoutPayment) => {
    setProblem(null);
    const body = {
      appointment_id: payments.appointment_id,
      amount: payment.method === 'points' ? payments.points_price : payments.owed,
      method: METHOD_OF[payment.method === 'points' || payment.method === 'cash' ? payment.method : 'charge'],
      ...(payment.type ? { type: payment.type } : {}),
      ...(payment.token ? { token: payment.token } : {}),
      ...(payment.payment_method_id ? { payment_method_id: payment.payment_method_id } : {}),
      ...(payment.save_card ? { save_card: true } : {}),
      ...(payment.method === 'points' ? {} : { total: payments.owed_total }),
    };
    charge.mutate(
      { key: keys.current.keyFor(body), body },
      {
        onSuccess: (result) => {
          keys.current.answered();
          notifySuccess(result.message, 'Success');
          onClose();
        },
        onError: (error) => {
          keys.current.answered();
          setProblem(errorMessage(error));
        },
      },
    );
  };
  return (
    <Paper withBorder p="sm" radius="md" data-testid="take-payment">
      <Stack gap="xs">
        <Text fw={600}>{`Take payment: ${owed} owed`}</Text>
        <ErrorAlert message={problem} />
        {terminal.sent ? (
          <BookingTerminalProgress
            sent={terminal.sent}
            currency={currency}
            onDone={() => {
              terminal.reset();
              onClose();
            }}
            onStop={terminal.reset}
          />
        ) : options.isPending || (payer.isPending && payments.booker_id !== null) || !options.data ? (
          <Text size="sm" c="dimmed" role="status">
            Loading the ways to pay…
          </Text>
        ) : (
          <CheckoutSection
            price={payments.book_pay_type === BOOK_PAY_TYPE.pointsOnly ? 0 : payments.owed}
            taxed={taxedOwed ? { tax: payments.owed_tax, total: payments.owed_total } : null}
            points={points}
            options={options.data}
            payer={payer.data}
            staff
            canSaveCard
            busy={charge.isPending || terminal.busy}
            onPay={pay}
            onCancel={onClose}
            offerInPerson={false}
            checks
            // The terminal collects the total with tax, as the card and cash do.
            terminal={{ readers: terminal.readers, label: `Charge ${owed} on the terminal`, onCharge: terminal.charge }}
            cardLabel={`Charge ${owed}`}
            labels={{
              cash: `Take ${owed} in cash`,
              check: `Take ${owed} by check`,
              points: `Pay with ${payments.points_price} points`,
            }}
          />
        )}
      </Stack>
    </Paper>
  );
}
