import type { CoachAvailabilityEvent, CourtSheetEvent } from '@fairplay/contracts';

/**
 * Coach availability (spec 2 section 3, type coach_availability) as sheet events, so the grid places them beside
 * the bookings. Their ids are negative (-1, -2, …, by position): an availability's id repeats over its windows and
 * could equal a booking's, and the sheet finds the window it opens by this id.
 */
export function coachWindowEvents(windows: readonly CoachAvailabilityEvent[]): CourtSheetEvent[] {
  return windows.map((window, index) => ({
    id: -(index + 1),
    type: 'coach_availability',
    group_id: window.group_id,
    lesson_id: null,
    recurrence_id: 0,
    global_recurrence_id: 0,
    if_booked_in_recurrence: false,
    start: window.start,
    end: window.end,
    resourceId: window.resourceId,
    status: window.block ? 'disabled' : 'default',
    version: 0,
    visible: true,
    record: {
      note: `${window.coach_name} · ${window.lesson_type_name}`,
      closed: false,
      sport_id: window.sport_id,
      lesson_type_id: window.lesson_type_id,
      created_by: null,
      bookings: [],
      assigned: [],
      tags: [],
      Lesson: null,
      make_it_paid: false,
      payment_state: null,
      authorized: false,
      has_add_ons: false,
      add_ons: [],
    },
    color: window.color,
    book_pay_type: String(window.book_pay_type) as CourtSheetEvent['book_pay_type'],
    price_per_hour: window.price_per_hour,
    point_per_hour: window.point_per_hour,
  }));
}

/** The window behind a coach availability event of `coachWindowEvents`. */
export function coachWindowOf(
  windows: readonly CoachAvailabilityEvent[],
  event: CourtSheetEvent,
): CoachAvailabilityEvent | undefined {
  return event.type === 'coach_availability' ? windows[-event.id - 1] : undefined;
}
