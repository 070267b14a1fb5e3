import {
  type BookPayType,
  type Lesson,
  type LessonOccurrence,
  type LessonPlace,
  type RecurrenceRuleInput,
} from '@fairplay/contracts';
import type { LessonRow, OccurrenceRow, PlaceRow } from './lessons.repository.js';

/** What a lesson's answer needs beside its row: its type's name and colour, people's and courts' names. */
export interface LessonLook {
  typeName: string;
  color: string;
  names: Map<number, string>;
  courtNames: Map<number, string>;
  /** The club's currency (lessons are priced in it). */
  currency: string;
}

type Entry = { for: Lesson['who_can_book'][number]['for']; values: number[] };

export function toLesson(row: LessonRow, look: LessonLook, coachIds: readonly number[]): Lesson {
  return {
    id: row.id,
    lesson_type_id: row.serviceTypeId,
    lesson_type_name: look.typeName,
    color: look.color,
    sport_id: row.sportId,
    kind: row.kind,
    quantity: row.quantity,
    advance: row.advance,
    buffer: row.buffer,
    price: row.price,
    guest_price: row.guestPrice,
    point_price: row.pointPrice,
    guest_point_price: row.guestPointPrice,
    special_price: row.specialPrice,
    special_point: row.specialPoint,
    for_whom: row.specialFor as Entry[],
    facility_price: row.facilityPrice,
    facility_point: row.facilityPoint,
    include_facility_fee: row.includeFacilityFee,
    book_pay_type: row.bookPayType as BookPayType,
    cancel_allowed: row.cancelAllowed,
    cancel_allowed_hour: row.cancelAllowedHour,
    allowBooking: row.allowBooking,
    description: row.description,
    note: row.note,
    online: row.online,
    maxAllowedBookings: row.maxAllowedBookings,
    who_can_book: row.whoCanBook as Entry[],
    who_can_book_filters: row.whoCanBookFilters as Lesson['who_can_book_filters'],
    closed: row.closed,
    allow_booking_until: row.allowBookingUntil,
    booked_by: row.bookedBy === null ? null : { id: row.bookedBy, name: look.names.get(row.bookedBy) ?? '' },
    currencyCode: look.currency.toUpperCase(),
    repeatState: row.rule !== null,
    recurrence: (row.rule as RecurrenceRuleInput | null) ?? null,
    coach: coachIds.map((id) => ({ id, name: look.names.get(id) ?? '' })),
  } as Lesson;
}

export function toOccurrence(
  occurrence: OccurrenceRow,
  lesson: Lesson,
  look: LessonLook,
  extra: { waitlist: number; myStatus: 'booked' | 'waitlist' | null; canBook: boolean; reason: string | null },
): LessonOccurrence {
  return {
    appointment_id: occurrence.id,
    lesson_id: occurrence.lessonId,
    start: occurrence.startsAt.toISOString(),
    end: occurrence.endsAt.toISOString(),
    courts: occurrence.courtIds.map((id) => ({ id, name: look.courtNames.get(id) ?? `Court ${id}` })),
    coach: occurrence.coachIds.map((id) => ({ id, name: look.names.get(id) ?? '' })),
    capacity: occurrence.capacity,
    booked: occurrence.booked,
    waitlist: extra.waitlist,
    my_status: extra.myStatus,
    can_book: extra.canBook,
    reason: extra.reason,
    lesson,
  };
}

export function toPlace(row: PlaceRow): LessonPlace {
  return {
    id: row.id,
    user_id: row.userId,
    full_name: row.fullName,
    status: row.status,
    attended: row.attended,
    price: row.price,
    points: row.points,
    pay_method: row.payMethod,
    created_at: row.createdAt.toISOString(),
    cancelled_at: row.cancelledAt?.toISOString() ?? null,
  };
}
