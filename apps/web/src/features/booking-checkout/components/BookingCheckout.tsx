import { Button, Group, Stack, Text } from '@mantine/core';
import type { CreateAppointmentBody } from '@fairplay/contracts';
import { useState, type ReactNode } from 'react';
import { errorMessage } from '../../../api/client';
import { ErrorAlert } from '../../../ui/ErrorAlert';
import { notifySuccess } from '../../../ui/notify';
import { useBookAndPay, useCheckoutOptions, usePayer, useSlotPrice } from '../api/useCheckout';
import { bookAndPayRequest, payableBooking, priceRequest } from '../model/paid-booking';
import { CheckoutSection, type CheckoutPayment } from './CheckoutSection';
import { WaiverSignDialog, waiverRefusalOf } from '../../booking-policy';

interface BookingCheckoutProps {
  /** The booking as the create form would send it. */
  body: CreateAppointmentBody;
  staff: boolean;
  /** The signed-in user (a member paying for themselves) and whether they are a customer (nbu). */
  userId: number;
  customer: boolean;
  /** The name the waiver's signature starts with. */
  signerName: string;
  /** The form's own buttons: shown alone when the booking costs nothing or cannot be paid here, and to staff. */
  fallback: ReactNode;
  onCancel: () => void;
  onBooked: () => void;
}

/**
 * The create form's payment step: when the club's rules price the booking above 0, members book through the
 * checkout (pay in person, or by card now) and staff may charge the member they book for; otherwise the form's
 * own Book button books as before.
 */
export function BookingCheckout(props: BookingCheckoutProps) {
  const { body, staff, userId, customer, signerName, fallback, onCancel, onBooked } = props;
  const payable = payableBooking(body, staff);
  const options = useCheckoutOptions(payable);
  const price = useSlotPrice(payable ? priceRequest(body) : null);
  const payerId = body.userId ?? userId;
  const payer = usePayer(payable ? payerId : null, staff);
  const book = useBookAndPay(onBooked);
  const [problem, setProblem] = useState<string | null>(null);
  /** The club asks the member to sign its waiver first: the standing to sign, and the payment to send after. */
  const [waiver, setWaiver] = useState<{
    standing: NonNullable<ReturnType<typeof waiverRefusalOf>>;
    payment: CheckoutPayment;
  } | null>(null);
  const amount = price.data && price.data.refusal === null ? price.data.main_value : null;
  // Until the price is known the member is offered neither Book nor the checkout, so nothing is booked unpriced.
  if (payable && (options.isPending || price.isPending || payer.isPending))
    return (
      <Group justify="flex-end" mt="sm">
        <Text size="sm" c="dimmed" role="status">
          Checking the price…
        </Text>
        <Button variant="default" onClick={onCancel}>
          Cancel
        </Button>
      </Group>
    );
  if (!payable || !options.data || amount === null || amount === 0) return <>{fallback}</>;
  const currency = options.data.currency;
  const pay = (payment: CheckoutPayment) => {
    setProblem(null);
    // Court time offers no Points here (its checkout is given no points price).
    if (payment.method === 'points') return;
    book.mutate(bookAndPayRequest(body, amount, currency, { ...payment, method: payment.method }), {
      onSuccess: (result) => notifySuccess(result.message, 'Success'),
      onError: (error) => {
        const standing = waiverRefusalOf(error);
        if (standing) setWaiver({ standing, payment });
        else setProblem(errorMessage(error));
      },
    });
  };
  return (
    <Stack gap="sm">
      <ErrorAlert message={problem} />
      <CheckoutSection
        price={amount}
        options={options.data}
        payer={payer.data}
        staff={staff}
        canSaveCard={!customer}
        busy={book.isPending}
        onCancel={staff ? null : onCancel}
        onPay={pay}
        // The spec's choices (in person, Book and Authorize Payment) and paying by card at once.
        cardActions={['charge', 'authorize']}
      />
      <WaiverSignDialog
        standing={waiver?.standing ?? null}
        defaultName={signerName}
        signerId={userId}
        onSigned={() => {
          const payment = waiver?.payment;
          setWaiver(null);
          // A new card's token was not used by the refused request: sending it again is safe.
          if (payment) pay(payment);
        }}
        onDecline={() => setWaiver(null)}
      />
      {staff ? fallback : null}
    </Stack>
  );
}
