import { BOOK_PAY_TYPE, type CreateAppointmentBody } from '@fairplay/contracts';
import { Stack, Text } from '@mantine/core';
import { formatCents, minimumCharge, splitBooking, splitPlayers, guestFeesInPrice } from '@fairplay/domain';
import { useState, type ReactNode } from 'react';
import { useCurrentUser } from '../../../api/session';
import { errorMessage } from '../../../api/client';
import { ErrorAlert } from '../../../ui/ErrorAlert';
import { notifySuccess } from '../../../ui/notify';
import { useBookAndPay, useCheckoutOptions, usePayer, usePointsBalance, useSlotPrice } from '../api/useCheckout';
import { bookAndPayRequest, payableBooking, priceRequest } from '../model/paid-booking';
import { CheckoutSection, type CheckoutPayment } from './CheckoutSection';
import { MemberBusyAlert, memberBusyOf, WaiverSignDialog, waiverRefusalOf } from '../../booking-policy';
import { PackPayChoice } from '../../class-packs';

interface BookingCheckoutProps {
  /** The booking as the create form would send it. */
  body: CreateAppointmentBody;
  staff: boolean;
  /** The signed-in user (a member paying for themselves) and whether they are a customer (nbu). */
  userId: number;
  customer: boolean;
  /** The name the waiver's signature starts with. */
  signerName: string;
  /**
   * The form's own buttons: shown alone when the booking costs nothing or cannot be paid here (`primary`), to staff
   * beside the checkout as the lighter choice of booking unpaid (`secondary`), and disabled while the price loads
   * (`loading`: nothing is booked before the checkout could be offered).
   */
  fallback: (role: 'primary' | 'secondary' | 'loading') => ReactNode;
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
  const guestFee = useCurrentUser().business?.guest_fee ?? 0;
  const [problem, setProblem] = useState<string | null>(null);
  /** One court at a time refused it (issue 24): why, and the payment staff may send again with the override. */
  const [memberBusy, setMemberBusy] = useState<{
    message: string;
    payment: CheckoutPayment & { pack_id?: number };
  } | null>(null);
  /** The club asks the member to sign its waiver first: the standing to sign, and the payment to send after. */
  const [waiver, setWaiver] = useState<{
    standing: NonNullable<ReturnType<typeof waiverRefusalOf>>;
    payment: CheckoutPayment;
  } | null>(null);
  const quote = price.data && price.data.refusal === null ? price.data : null;
  const amount = quote ? quote.main_value : null;
  // Points where the rule's book pay type takes them (spec 3: '1' money only), from the payer's balance.
  const points =
    quote && quote.book_pay_type !== BOOK_PAY_TYPE.moneyOnly && quote.point_value > 0 ? quote.point_value : null;
  const balance = usePointsBalance(
    points !== null ? (payer.data?.payer_user_id ?? null) : null,
    quote?.facility_group_id ?? null,
  );
  // Until the price is known the member is offered neither Book nor the checkout, so nothing is booked unpriced.
  if (payable && (options.isPending || price.isPending || payer.isPending))
    return (
      <Stack gap={4}>
        <Text size="sm" c="dimmed" role="status" ta="right">
          Checking the price…
        </Text>
        {fallback('loading')}
      </Stack>
    );
  if (!payable || !options.data || amount === null || (amount === 0 && points === null))
    return <>{fallback('primary')}</>;
  const currency = options.data.currency;
  // Split payment: the club allows it and other members play; the guest fees stay on the booker's share.
  const players = splitPlayers(payerId, body.partners ?? []);
  const payType = price.data?.book_pay_type ?? BOOK_PAY_TYPE.both;
  const guestFees = guestFeesInPrice(payType, amount, body.guests?.length ?? 0, guestFee);
  // A repeat (issue 24) is priced for all its dates and paid at once or in person: no card hold, no shares.
  const dates = quote?.occurrences ?? 1;
  const split =
    dates === 1 && options.data.split_payment && players.length > 1
      ? splitBooking(amount - guestFees, guestFees, players.length, minimumCharge(currency))
      : null;
  // The club's court-time taxes on the money price (issue 24): shown, and sent as the total the charge is held to.
  const taxed = quote && quote.tax > 0 && quote.book_pay_type !== BOOK_PAY_TYPE.pointsOnly ? quote : null;
  const pay = (payment: CheckoutPayment & { pack_id?: number }, force = false) => {
    setProblem(null);
    setMemberBusy(null);
    // Points are priced in points; a class pack is one use whatever the price.
    const inMoney = payment.method !== 'points' && payment.method !== 'pack';
    const shown = payment.method === 'points' ? (points ?? 0) : payment.method === 'pack' ? 0 : amount;
    const total = inMoney && quote ? quote.total : undefined;
    book.mutate(
      { ...bookAndPayRequest(body, shown, currency, payment, total), force },
      {
        onSuccess: (result) => notifySuccess(result.message, 'Success'),
        onError: (error) => {
          const standing = waiverRefusalOf(error);
          if (standing) setWaiver({ standing, payment });
          else if (memberBusyOf(error)) setMemberBusy({ message: errorMessage(error), payment });
          else setProblem(errorMessage(error));
        },
      },
    );
  };
  return (
    <Stack gap="sm">
      <ErrorAlert message={problem} />
      {memberBusy ? (
        <MemberBusyAlert
          message={memberBusy.message}
          busy={book.isPending}
          onBookAnyway={staff ? () => pay(memberBusy.payment, true) : null}
        />
      ) : null}
      {dates > 1 ? (
        <Text size="sm" data-testid="repeat-price">
          {`This repeat books ${dates} dates; the price is for all of them (${[
            ...(quote?.book_pay_type === BOOK_PAY_TYPE.pointsOnly ? [] : [formatCents(amount, currency)]),
            ...(points !== null ? [`${points} points`] : []),
          ].join(' or ')}).`}
        </Text>
      ) : null}
      <PackPayChoice
        memberId={payerId}
        kind="court"
        start={body.start_time}
        busy={book.isPending}
        onUse={(pack) => pay({ method: 'pack', pack_id: pack.id })}
      />
      <CheckoutSection
        price={quote?.book_pay_type === BOOK_PAY_TYPE.pointsOnly ? 0 : amount}
        taxed={taxed ? { tax: taxed.tax, total: taxed.total } : null}
        points={quote ? { price: quote.point_value, payType: quote.book_pay_type } : null}
        pointsBalance={balance.data ?? null}
        options={options.data}
        payer={payer.data}
        staff={staff}
        canSaveCard={!customer}
        busy={book.isPending}
        onCancel={staff ? null : onCancel}
        onPay={pay}
        // The spec's choices (in person, Book and Authorize Payment) and paying by card at once; a repeat and taxed
        // court time with guest fees are not held, taxed court time not split (the server refuses them:
        // docs/decisions.md). A taxed hold is of the total shown.
        cardActions={(taxed && guestFees > 0) || dates > 1 ? ['charge'] : ['charge', 'authorize']}
        split={taxed ? null : split}
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
      {staff ? fallback('secondary') : null}
    </Stack>
  );
}
