import type { BookAndPayBody, CreateAppointmentBody, PriceBody, RecurrenceRuleInput } from '@fairplay/contracts';

/**
 * Whether a booking from the create form can go through the checkout: one court, one time or a repeat (issue 24:
 * priced and paid for all its dates; book-and-pay takes neither lists of times, tags nor add-ons), booked for
 * someone (staff choose the member).
 */
export function payableBooking(body: CreateAppointmentBody, staff: boolean): boolean {
  return (
    body.courts.length === 1 &&
    (body.multipleDates?.length ?? 0) === 0 &&
    (body.tags?.length ?? 0) === 0 &&
    !body.add_on_id &&
    (!staff || (body.userId ?? null) !== null)
  );
}

/** appointment/price for the booking: its court and time, for whom, with its guests. */
export function priceRequest(body: CreateAppointmentBody): PriceBody {
  return {
    court_id: body.courts[0]!,
    start_time: body.start_time,
    end_time: body.end_time,
    userId: body.userId ?? null,
    guests: body.guests?.length ?? 0,
    recurrence: repeatOf(body),
  };
}

/** The form's repeat in our shape (the only one the form sends), or null for a single time. */
function repeatOf(body: CreateAppointmentBody): RecurrenceRuleInput | null {
  const repeat = body.recurrence;
  return repeat && typeof repeat === 'object' && 'frequency' in repeat && repeat.frequency
    ? (repeat as RecurrenceRuleInput)
    : null;
}

/**
 * The book-and-pay request: the booking as the form has it, the price the member was shown, how it is paid, and
 * (money only) the total with tax they were shown, which the server holds the charge to.
 */
export function bookAndPayRequest(
  body: CreateAppointmentBody,
  price: number,
  currency: string,
  payment: Pick<BookAndPayBody, 'method' | 'token' | 'payment_method_id' | 'save_card' | 'splitPayment' | 'pack_id'>,
  total?: number,
): BookAndPayBody {
  return {
    startDate: body.start_time,
    endDate: body.end_time,
    courts: body.courts,
    userId: body.userId ?? null,
    sport_id: body.sport_id ?? null,
    lesson_type_id: body.lesson_type_id ?? null,
    partners: body.partners ?? [],
    guests: body.guests ?? [],
    ...(body.note ? { note: body.note } : {}),
    recurrence: repeatOf(body),
    amount: price,
    currency,
    ...(total === undefined ? {} : { total }),
    ...payment,
  };
}
