import { BOOK_PAY_TYPE, type LessonOccurrence } from '@fairplay/contracts';
import { Anchor, Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '../../../api/client';
import { useCurrentUser } from '../../../api/session';
import { notifyError, notifySuccess } from '../../../ui/notify';
import { CheckoutModal, type CheckoutPayment } from '../../booking-checkout';
import { PackPayChoice, useRefreshPacks } from '../../class-packs';
import { useBookPlace, useCampPrice, useCancelPlace, useLessonPrice } from '../api/useLessons';
import { clubClock, money } from '../model/lesson-time';

/** One lesson time in the day's list: what, when, where, who teaches, places left, and the viewer's place. */
export function LessonCard({
  occurrence,
  timeZone,
  amPm,
  showWaitlist,
}: {
  occurrence: LessonOccurrence;
  timeZone: string;
  amPm: boolean;
  showWaitlist: boolean;
}) {
  const user = useCurrentUser();
  const book = useBookPlace();
  const cancel = useCancelPlace();
  const refreshPacks = useRefreshPacks();
  const { lesson } = occurrence;
  const left = occurrence.capacity - occurrence.booked;
  const title = lesson.description || lesson.lesson_type_name;
  const camp = lesson.kind === 'camp';
  // A camp is booked by the day or as a whole from this day on, priced by get-price-camps.
  const campPrice = useCampPrice(lesson.id, occurrence.start, camp && occurrence.can_book);
  // The checkout, open for one place (`whole` false), for the camp from this day on, or to join the waitlist.
  const [checkout, setCheckout] = useState<{ whole: boolean; waitlist?: boolean } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const placePrice = useLessonPrice(lesson.id, checkout !== null);
  const checkoutPrice = checkout?.whole
    ? campPrice.data
      ? { main_value: campPrice.data.main_value, point_value: campPrice.data.point_value }
      : null
    : (placePrice.data ?? null);
  // The club's lesson taxes on the money price (issue 24 point 4): shown, and sent as the total charged.
  const quote = checkout?.whole ? campPrice.data : placePrice.data;
  const taxed = !checkout?.waitlist && quote && quote.tax > 0 ? { tax: quote.tax, total: quote.total } : null;
  // A place with a price goes through the checkout; a free place or a waitlist spot is booked at once.
  const priced = lesson.price > 0 || lesson.point_price > 0 || lesson.special_price > 0 || lesson.guest_price > 0;
  const bookingType = (whole: boolean) => (whole ? ('recurrence' as const) : ('single' as const));
  const onBook = (whole = false) => {
    if (priced && left > 0) {
      setProblem(null);
      setCheckout({ whole });
      return;
    }
    // A full lesson's waitlist with payment (issue 13): the card is saved with consent and nothing is held; it is
    // authorized only if a place frees up. A points-only lesson's waitlist is joined as before.
    if (priced && showWaitlist && !whole && lesson.book_pay_type !== BOOK_PAY_TYPE.pointsOnly) {
      setProblem(null);
      setCheckout({ whole: false, waitlist: true });
      return;
    }
    book.mutate(
      {
        lessonId: lesson.id,
        body: { appointment_id: occurrence.appointment_id, booking_type: bookingType(whole) },
      },
      { onSuccess: (result) => notifySuccess(result.message, 'Success'), onError: (error) => notifyError(error) },
    );
  };
  const pay = (payment: CheckoutPayment) => {
    const amount = payment.method === 'points' ? checkoutPrice?.point_value : checkoutPrice?.main_value;
    setProblem(null);
    book.mutate(
      {
        lessonId: lesson.id,
        body: {
          appointment_id: occurrence.appointment_id,
          booking_type: bookingType(checkout?.whole ?? false),
          payment: {
            ...payment,
            method: payment.method,
            amount: payment.method === 'in_person' ? undefined : amount,
            ...(taxed && (payment.method === 'charge' || payment.method === 'cash') ? { total: taxed.total } : {}),
          },
        },
      },
      {
        onSuccess: (result) => {
          setCheckout(null);
          notifySuccess(result.message, 'Success');
        },
        onError: (error) => setProblem(errorMessage(error)),
      },
    );
  };
  /** One use of a class pack per place, taken with the booking (the server refuses an empty or expired pack). */
  const payWithPack = (packId: number) => {
    setProblem(null);
    book.mutate(
      {
        lessonId: lesson.id,
        body: {
          appointment_id: occurrence.appointment_id,
          booking_type: bookingType(checkout?.whole ?? false),
          payment: { method: 'pack', pack_id: packId },
        },
      },
      {
        onSuccess: (result) => {
          setCheckout(null);
          void refreshPacks();
          notifySuccess(result.message, 'Success');
        },
        onError: (error) => setProblem(errorMessage(error)),
      },
    );
  };
  const onCancel = () =>
    cancel.mutate(
      { id: occurrence.appointment_id },
      {
        onSuccess: (result) => {
          void refreshPacks();
          notifySuccess(result.message);
        },
        onError: (error) => notifyError(error),
      },
    );
  const price =
    lesson.book_pay_type === BOOK_PAY_TYPE.pointsOnly
      ? `${lesson.point_price} points`
      : lesson.book_pay_type === BOOK_PAY_TYPE.moneyOnly
        ? money(lesson.price)
        : `${money(lesson.price)} or ${lesson.point_price} points`;
  return (
    <Card withBorder padding="sm" style={{ borderLeft: `6px solid ${lesson.color}` }} aria-label={title}>
      <Group justify="space-between" wrap="wrap" align="start" gap="sm">
        <Stack gap={4}>
          <Group gap="xs" wrap="wrap">
            <Anchor component={Link} to={`/private/lesson/${occurrence.appointment_id}`} fw={600}>
              {title}
            </Anchor>
            <Badge color={lesson.color} variant="light">
              {lesson.lesson_type_name}
            </Badge>
            {lesson.kind === 'camp' ? <Badge variant="outline">Camp</Badge> : null}
            {lesson.kind === 'private' ? <Badge variant="outline">Private</Badge> : null}
            {lesson.online ? <Badge variant="outline">Online</Badge> : null}
          </Group>
          <Text size="sm">
            {clubClock(occurrence.start, timeZone, amPm)} – {clubClock(occurrence.end, timeZone, amPm)} ·{' '}
            {occurrence.courts.map((court) => court.name).join(', ')}
            {occurrence.coach.length > 0 ? ` · ${occurrence.coach.map((coach) => coach.name).join(', ')}` : ''}
          </Text>
          <Text size="sm" c="dimmed">
            {price} · {left > 0 ? `${left} of ${occurrence.capacity} places left` : 'Full'}
            {occurrence.waitlist > 0 ? ` · ${occurrence.waitlist} waiting` : ''}
          </Text>
          {occurrence.reason && occurrence.my_status === null ? (
            <Text size="xs" c="dimmed">
              {occurrence.reason}
            </Text>
          ) : null}
        </Stack>
        <Group gap="xs">
          {occurrence.my_status === 'booked' ? <Badge color="green">Booked</Badge> : null}
          {occurrence.my_status === 'waitlist' ? <Badge color="yellow">On the waitlist</Badge> : null}
          {occurrence.my_status !== null ? (
            <Button variant="default" size="xs" onClick={onCancel} loading={cancel.isPending}>
              {occurrence.my_status === 'waitlist' ? 'Leave the waitlist' : 'Cancel my place'}
            </Button>
          ) : occurrence.can_book ? (
            <>
              <Button size="xs" onClick={() => onBook()} loading={book.isPending}>
                {left > 0 || !showWaitlist ? (camp ? 'Book this day' : 'Book a place') : 'Join the waitlist'}
              </Button>
              {camp && campPrice.data && campPrice.data.days > 1 ? (
                <Button size="xs" variant="light" onClick={() => onBook(true)} loading={book.isPending}>
                  {`Book the camp from this day (${campPrice.data.days} days, ${
                    lesson.book_pay_type === BOOK_PAY_TYPE.pointsOnly
                      ? `${campPrice.data.point_value} points`
                      : money(campPrice.data.main_value)
                  })`}
                </Button>
              ) : null}
            </>
          ) : null}
        </Group>
      </Group>
      <CheckoutModal
        opened={checkout !== null}
        title={
          checkout?.waitlist
            ? `Join the waitlist for ${title}`
            : checkout?.whole
              ? `Book ${title} from this day`
              : `Book ${title}`
        }
        price={checkoutPrice}
        taxed={taxed}
        // The waitlist takes a card (or nothing, to pay in person): no points for a place not yet had.
        payType={checkout?.waitlist ? BOOK_PAY_TYPE.moneyOnly : lesson.book_pay_type}
        payerId={user.user_id}
        staff={false}
        customer={user.user_type === 'nbu'}
        busy={book.isPending}
        problem={problem ?? (placePrice.error ? errorMessage(placePrice.error) : null)}
        onPay={pay}
        onClose={() => setCheckout(null)}
        // Book and Authorize Payment holds one date (captured 24 hours before it); a whole camp is paid now.
        // A taxed place is paid now: a hold carries no tax yet.
        cardActions={
          checkout?.waitlist
            ? (quote?.tax ?? 0) > 0
              ? []
              : ['authorize']
            : checkout?.whole || taxed
              ? ['charge']
              : ['charge', 'authorize']
        }
        labels={
          checkout?.waitlist
            ? {
                authorize: 'Join the Waitlist with This Card',
                consent: 'Save this card, to be authorized only if a place frees up for me',
                inPerson: 'Join the Waitlist and Pay in Person',
              }
            : undefined
        }
        before={
          checkout !== null && !checkout.waitlist ? (
            <PackPayChoice
              memberId={user.user_id}
              kind={lesson.kind}
              start={occurrence.start}
              busy={book.isPending}
              onUse={(pack) => payWithPack(pack.id)}
            />
          ) : null
        }
      />
    </Card>
  );
}
