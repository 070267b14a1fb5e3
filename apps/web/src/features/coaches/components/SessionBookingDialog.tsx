import { BOOK_PAY_TYPE, type CoachAvailabilityEvent } from '@fairplay/contracts';
import { Alert, Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { can, COACH_MESSAGES, formatTaxedPrice } from '@fairplay/domain';
import { ApiError, errorMessage } from '../../../api/client';
import { useCurrentUser } from '../../../api/session';
import { MemberSearchSelect, type MemberChoice } from '../../../ui/MemberSearchSelect';
import { notifySuccess } from '../../../ui/notify';
import { CheckoutModal, useCheckoutOptions, usePointsBalance, type CheckoutPayment } from '../../booking-checkout';
import { PackPayChoice, useRefreshPacks } from '../../class-packs';
import { useBookAndPaySession, useBookSession, useBookSessionFor, useSessionPrice } from '../api/useCoaches';
import { clubClock } from '../model/club-time';
import { addMinutes, lengthsFor, startsIn } from '../model/session-times';

/**
 * Private session booking (spec 2 sections 4 and 6): pick a start and a length inside the free time, see the price
 * ("price calculating, then price or error"), and book it paid in person. Staff who manage lessons book it for a
 * customer they pick (POST appointment/add-coach). A refused booking (409) explains that the time cannot be booked,
 * followed by the server's message.
 */
export function SessionBookingDialog({
  window,
  minMinutes,
  maxMinutes,
  onClose,
}: {
  window: CoachAvailabilityEvent;
  minMinutes: number;
  maxMinutes: number | null;
  onClose: () => void;
}) {
  const user = useCurrentUser();
  const business = user.business!;
  const lengths = lengthsFor({ min: minMinutes, max: maxMinutes });
  const [length, setLength] = useState(lengths[0] ?? minMinutes);
  const starts = startsIn(window, length);
  const [start, setStart] = useState<string | null>(starts[0] ?? null);
  const [problem, setProblem] = useState<string | null>(null);
  const slot =
    start && starts.includes(start)
      ? {
          startDate: start,
          endDate: addMinutes(start, length),
          court_id: window.court_id,
          coach_id: window.coach_id,
          lesson_type_id: window.lesson_type_id,
        }
      : null;
  const price = useSessionPrice(slot);
  const book = useBookSession();
  const bookFor = useBookSessionFor();
  const staff = can(user.member_type?.roles, 'lesson', 'update');
  const [customer, setCustomer] = useState<MemberChoice[]>([]);
  const bookAndPay = useBookAndPaySession();
  const options = useCheckoutOptions(true);
  const [paying, setPaying] = useState(false);
  const refreshPacks = useRefreshPacks();
  // Points where the availability's book pay type takes them (spec 3), with the payer's balance in the court's group.
  const pointsPrice =
    price.data && price.data.book_pay_type !== BOOK_PAY_TYPE.moneyOnly && price.data.point_value > 0
      ? price.data.point_value
      : null;
  const pointsBalance = usePointsBalance(
    paying && pointsPrice !== null ? user.user_id : null,
    price.data?.facility_group_id ?? null,
  );
  const [payProblem, setPayProblem] = useState<string | null>(null);
  const owes = (price.data?.main_value ?? 0) > 0 || (price.data?.point_value ?? 0) > 0;
  const mayPayInPerson = price.isSuccess && (business.allow_to_pay_in_person || !owes);
  // Spec 2 section 6: "Book and Authorize Payment" only with the club's payment account and a price above 0.
  // The club's lesson and coaching taxes (issue 24 point 4): a taxed session is paid now (a hold carries no tax).
  const taxed = price.data && price.data.tax > 0 ? price.data : null;
  const mayAuthorize = price.isSuccess && (price.data?.main_value ?? 0) > 0 && options.data?.card_payments === true;
  const clock = (iso: string) => clubClock(iso, business.timezone, business.am_pm);

  const refused = (error: Error) =>
    setProblem(
      error instanceof ApiError && error.status === 409
        ? `${COACH_MESSAGES.cantBook} ${errorMessage(error)}`
        : errorMessage(error),
    );
  const done = (result: { message: string }) => {
    notifySuccess(result.message, 'Success');
    onClose();
  };

  const submit = () => {
    if (!slot) return;
    setProblem(null);
    if (staff) {
      const chosen = customer[0];
      if (!chosen) return setProblem(COACH_MESSAGES.customerRequired);
      bookFor.mutate(
        {
          start_time: slot.startDate,
          end_time: slot.endDate,
          coach_id: slot.coach_id,
          lesson_type_id: slot.lesson_type_id,
          court_id: slot.court_id,
          userId: chosen.userId,
        },
        { onSuccess: done, onError: refused },
      );
      return;
    }
    book.mutate(
      {
        startDate: slot.startDate,
        endDate: slot.endDate,
        courts: [slot.court_id],
        coach_id: slot.coach_id,
        lesson_type_id: slot.lesson_type_id,
      },
      { onSuccess: done, onError: refused },
    );
  };

  /**
   * book-and-pay-coach with what the checkout gave: the card held (captured 24 hours before) at price-coach's price,
   * the member's points at its points price, or one use of a class pack.
   */
  const payByCard = (payment: CheckoutPayment & { pack_id?: number }) => {
    if (!slot || !price.data) return;
    const method = payment.method;
    if (method !== 'authorize' && method !== 'charge' && method !== 'points' && method !== 'pack') return;
    const inMoney = method === 'authorize' || method === 'charge';
    setPayProblem(null);
    bookAndPay.mutate(
      {
        startDate: slot.startDate,
        endDate: slot.endDate,
        courts: [slot.court_id],
        coach_id: slot.coach_id,
        lesson_type_id: slot.lesson_type_id,
        amount:
          payment.method === 'points' ? price.data.point_value : payment.method === 'pack' ? 0 : price.data.main_value,
        currency: options.data?.currency,
        method: payment.method,
        token: payment.token,
        payment_method_id: payment.payment_method_id,
        save_card: payment.save_card,
        ...(payment.pack_id ? { pack_id: payment.pack_id } : {}),
        // The total with tax the member was shown: the server charges no more (409 when it differs).
        ...(inMoney ? { total: price.data.total } : {}),
      },
      {
        onSuccess: (result) => {
          notifySuccess(result.message, 'Success');
          void refreshPacks();
          setPaying(false);
          onClose();
        },
        onError: (error) => setPayProblem(errorMessage(error)),
      },
    );
  };

  return (
    <Modal opened onClose={onClose} title={`Private session with ${window.coach_name}`}>
      <Stack gap="sm">
        <Text size="sm">
          {window.lesson_type_name} · {clock(window.start)}-{clock(window.end)}
        </Text>
        <Group grow wrap="wrap">
          <Select
            label="Length"
            data={lengths.map((minutes) => ({ value: String(minutes), label: `${minutes} minutes` }))}
            value={String(length)}
            allowDeselect={false}
            onChange={(value) => {
              const next = Number(value);
              setLength(next);
              const options = startsIn(window, next);
              if (!start || !options.includes(start)) setStart(options[0] ?? null);
            }}
          />
          <Select
            label="Start"
            data={starts.map((iso) => ({ value: iso, label: clock(iso) }))}
            value={start}
            allowDeselect={false}
            onChange={setStart}
          />
        </Group>
        {staff ? (
          <MemberSearchSelect
            label="Customer"
            description="Type the customer's name"
            value={customer}
            onChange={(chosen) => setCustomer(chosen.slice(-1))}
          />
        ) : null}
        {price.isFetching ? <Text size="sm">Calculating the price...</Text> : null}
        {price.isError ? (
          <Alert color="red" title="Error">
            {COACH_MESSAGES.gone}
          </Alert>
        ) : null}
        {price.data ? (
          <Text size="sm" aria-label="Price">
            Price:{' '}
            {formatTaxedPrice(
              { price: price.data.main_value, tax: price.data.tax, total: price.data.total },
              options.data?.currency,
            )}{' '}
            or {price.data.point_value} points
          </Text>
        ) : null}
        {problem ? (
          <Alert color="red" title="Error">
            {problem}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          {staff ? (
            <Button onClick={submit} disabled={!slot} loading={bookFor.isPending}>
              Book session
            </Button>
          ) : (
            <>
              {mayPayInPerson ? (
                <Button
                  variant={mayAuthorize ? 'light' : 'filled'}
                  onClick={submit}
                  disabled={!slot}
                  loading={book.isPending}
                >
                  Book and Pay in Person
                </Button>
              ) : null}
              {mayAuthorize ? (
                <Button
                  onClick={() => {
                    setPayProblem(null);
                    setPaying(true);
                  }}
                  disabled={!slot}
                >
                  {taxed ? 'Book and Pay by Card' : 'Book and Authorize Payment'}
                </Button>
              ) : null}
              {price.isSuccess && owes ? (
                <Button
                  variant="light"
                  onClick={() => {
                    setPayProblem(null);
                    setPaying(true);
                  }}
                  disabled={!slot}
                >
                  Pay with Points or a Class Pack
                </Button>
              ) : null}
            </>
          )}
        </Group>
      </Stack>
      <CheckoutModal
        opened={paying}
        title={`Pay for the session with ${window.coach_name}`}
        price={price.data ? { main_value: price.data.main_value, point_value: pointsPrice ?? 0 } : null}
        taxed={taxed ? { tax: taxed.tax, total: taxed.total } : null}
        payType={price.data?.book_pay_type ?? 1}
        pointsBalance={pointsBalance.data ?? null}
        before={
          slot ? (
            <PackPayChoice
              memberId={user.user_id}
              kind="private"
              start={slot.startDate}
              busy={bookAndPay.isPending}
              onUse={(pack) => payByCard({ method: 'pack', pack_id: pack.id })}
            />
          ) : null
        }
        payerId={user.user_id}
        staff={false}
        customer={user.user_type === 'nbu'}
        busy={bookAndPay.isPending}
        problem={payProblem}
        onPay={payByCard}
        onClose={() => setPaying(false)}
        offerInPerson={false}
        cardActions={mayAuthorize ? [taxed ? 'charge' : 'authorize'] : []}
      />
    </Modal>
  );
}
