import { APPOINTMENT_MESSAGES, type CourtSheetEvent, bookPayTypeText, BOOK_PAY_TYPE } from '@fairplay/contracts';
import type { BookingPaymentState } from '@fairplay/domain';
import { forbidden } from '../../errors.js';
import type { TenantScope } from '@fairplay/db';
import { bookedRecurrences, idsInvolving, type AppointmentRow } from './appointments.repository.js';
import { listAssignees, listParticipants, type AssigneeRow } from './appointment-people.repository.js';
import type { Viewer } from './appointment-viewer.js';
import type { BookingCheckIn, CourtInfo, LessonLook, OccurrenceExtras } from './ports.js';
import { paymentStatesOf, type WindowRow } from './appointment-window.repository.js';

/** Court-sheet colour of a booked court time; lessons and rules bring their own when they exist. */
export const APPOINTMENT_COLOR = '#1c7ed6';

/** The lessons among some occurrences, once each. */
export function lessonIdsOf(rows: { lessonId: number | null }[]): number[] {
  return [...new Set(rows.flatMap((row) => (row.lessonId === null ? [] : [row.lessonId])))];
}

function groupBy<T>(rows: T[], key: (row: T) => number): Map<number, T[]> {
  const map = new Map<number, T[]>();
  for (const row of rows) {
    const list = map.get(key(row));
    if (list) list.push(row);
    else map.set(key(row), [row]);
  }
  return map;
}

/** The parts of an occurrence an event is written from (a window row, or a row of `toEvents` with its people). */
type EventSource = Pick<
  WindowRow,
  | 'id'
  | 'groupId'
  | 'recurrenceId'
  | 'seriesId'
  | 'bookedInRecurrence'
  | 'start'
  | 'end'
  | 'courtId'
  | 'status'
  | 'version'
  | 'note'
  | 'closed'
  | 'sportId'
  | 'serviceTypeId'
  | 'lessonId'
  | 'createdBy'
  | 'people'
  | 'makeItPaid'
  | 'authorized'
  | 'paymentState'
>;

function toEvent(
  row: EventSource,
  checkedIn: ReadonlyMap<number, string>,
  assigned: { userId: number; name: string }[],
  pricePerHour: number,
  visible: boolean,
  extras: OccurrenceExtras | undefined,
  lesson: LessonLook | undefined,
): CourtSheetEvent {
  const addOns = visible ? (extras?.addOns ?? []) : [];
  return {
    id: row.id,
    // Lesson court time (issue 11) shows as a lesson in its service type's colour.
    type: row.lessonId === null ? 'appointment' : 'lesson',
    group_id: row.groupId,
    lesson_id: row.lessonId,
    recurrence_id: row.recurrenceId,
    global_recurrence_id: row.seriesId,
    if_booked_in_recurrence: row.bookedInRecurrence,
    start: row.start,
    end: row.end,
    resourceId: row.courtId,
    status: row.status,
    version: row.version,
    visible,
    record: {
      note: visible ? row.note : '',
      closed: row.closed,
      sport_id: row.sportId,
      lesson_type_id: row.serviceTypeId,
      created_by: visible ? row.createdBy : null,
      bookings: visible
        ? row.people.map((p) => ({
            id: p.id,
            kind: p.kind,
            user_id: p.userId,
            full_name: p.fullName,
            checked_in_at: (p.userId !== null && checkedIn.get(p.userId)) || null,
          }))
        : [],
      assigned: visible ? assigned.map((a) => ({ id: a.userId, name: a.name })) : [],
      tags: visible ? (extras?.tags ?? []) : [],
      Lesson: null,
      make_it_paid: visible && row.makeItPaid,
      authorized: visible && row.authorized,
      payment_state: visible ? row.paymentState : null,
      has_add_ons: addOns.length > 0,
      add_ons: addOns,
    },
    color: lesson?.color ?? APPOINTMENT_COLOR,
    book_pay_type: bookPayTypeText(BOOK_PAY_TYPE.moneyOnly),
    price_per_hour: pricePerHour,
    point_per_hour: 0,
  };
}

/** The spec's make_it_paid and authorized of a payment state, beside the state itself. */
function paymentFlags(paymentState: BookingPaymentState) {
  return { paymentState, makeItPaid: paymentState === 'paid', authorized: paymentState === 'authorized' };
}

/** The first check-in of each player on each booking: booking id → user id → when (ISO 8601). */
function firstCheckIns(checkIns: BookingCheckIn[]): Map<number, Map<number, string>> {
  const firstBy = new Map<number, Map<number, Date>>();
  for (const checkIn of checkIns) {
    const byUser = firstBy.get(checkIn.appointmentId) ?? new Map<number, Date>();
    const earlier = byUser.get(checkIn.userId);
    if (!earlier || checkIn.checkedInAt < earlier) byUser.set(checkIn.userId, checkIn.checkedInAt);
    firstBy.set(checkIn.appointmentId, byUser);
  }
  return new Map(
    [...firstBy].map(([id, byUser]) => [id, new Map([...byUser].map(([userId, at]) => [userId, at.toISOString()]))]),
  );
}

/**
 * Turns the listing's window rows (people, coaches' names, check-ins, tags and add-ons already joined) into
 * court-sheet events, with the prices of the courts the listing was asked for and the looks of the lessons among
 * them (`lessonIdsOf`). No further query.
 */
export function windowEvents(
  rows: WindowRow[],
  courts: CourtInfo[],
  looks: ReadonlyMap<number, LessonLook>,
): CourtSheetEvent[] {
  const priceBy = new Map(courts.map((court) => [court.id, court.price]));
  return rows.map((row) =>
    toEvent(
      row,
      row.checkedIn,
      row.assigned,
      priceBy.get(row.courtId) ?? 0,
      row.involved,
      row,
      row.lessonId === null ? undefined : looks.get(row.lessonId),
    ),
  );
}

/** The assignees of the appointments with their names, fetched in one call for all of them. */
async function namedAssignees(
  scope: TenantScope,
  viewer: Viewer,
  appointmentIds: number[],
): Promise<(AssigneeRow & { name: string })[]> {
  const rows = await listAssignees(scope, appointmentIds);
  const names = await viewer.needs.people.namesOf(scope, [...new Set(rows.map((row) => row.userId))]);
  return rows.flatMap((row) => {
    const name = names.get(row.userId);
    return name === undefined ? [] : [{ ...row, name }];
  });
}

/**
 * Turns occurrences into court-sheet events for one viewer. Coaches and members get theirs in full and everybody
 * else's as anonymous taken time, so they can see what is still free to book.
 */
export async function toEvents(
  scope: TenantScope,
  rows: AppointmentRow[],
  viewer: Viewer,
  involvedUserIds: number[],
): Promise<CourtSheetEvent[]> {
  const ids = rows.map((row) => row.id);
  const involved = viewer.restricted ? await idsInvolving(scope, ids, involvedUserIds) : null;
  // Coaches and members see everybody else's time as busy, without details, so free courts look free and busy
  // ones busy (issue 15); only their own (and their family's) events come in full.
  const shown = rows;
  const detailed = shown.filter((row) => !involved || involved.has(row.id));
  const detailedIds = detailed.map((row) => row.id);
  // One after another: inside a transaction these share one connection, which cannot run queries side by side.
  const people = await listParticipants(scope, detailedIds);
  // The front desk's check-ins on these bookings (issue 16): one query for the whole listing, only when someone plays.
  const withPlayers = [...new Set(people.filter((p) => p.userId !== null).map((p) => p.appointmentId))];
  const checkIns = await viewer.needs.checkIns(scope, withPlayers);
  const assigned = await namedAssignees(scope, viewer, detailedIds);
  const courts = await viewer.needs.courts.findCourts(scope, [...new Set(shown.map((row) => row.courtId))]);
  const booked = await bookedRecurrences(scope, [...new Set(detailed.map((row) => row.recurrenceId))]);
  const extras = await viewer.needs.extras.of(scope, detailedIds);
  const peopleBy = groupBy(people, (p) => p.appointmentId);
  const checkInsBy = firstCheckIns(checkIns);
  const assignedBy = groupBy(assigned, (a) => a.appointmentId);
  const priceBy = new Map(courts.map((court) => [court.id, court.price]));
  const looks = await viewer.needs.lessonLooks(scope, lessonIdsOf(shown));
  const states = await paymentStatesOf(scope, detailedIds, viewer.needs.listingColumns);
  return shown.map((row) => {
    const visible = !involved || involved.has(row.id);
    const source: EventSource = {
      ...row,
      // Paid and authorized as the sheet shows them, read from the money (issues 13 and 24).
      ...paymentFlags(states.get(row.id) ?? 'free'),
      start: row.startsAt.toISOString(),
      end: row.endsAt.toISOString(),
      people: peopleBy.get(row.id) ?? [],
      bookedInRecurrence: booked.has(row.recurrenceId),
    };
    return toEvent(
      source,
      checkInsBy.get(row.id) ?? new Map(),
      assignedBy.get(row.id) ?? [],
      priceBy.get(row.courtId) ?? 0,
      visible,
      extras.get(row.id),
      row.lessonId === null ? undefined : looks.get(row.lessonId),
    );
  });
}

/**
 * Sets the tags and the add-on a write asked for (issue 10) on the occurrences it made or changed, and answers
 * the events with them; nothing asked (both undefined): the events as they are.
 */
export async function withExtras(
  scope: TenantScope,
  viewer: Viewer,
  events: CourtSheetEvent[],
  choice: { tags?: readonly number[] | undefined; addOnId?: number | null | undefined },
): Promise<CourtSheetEvent[]> {
  if (choice.tags === undefined && choice.addOnId === undefined) return events;
  // Tags are the club's labels: staff put them on; a member may add an add-on to their own booking.
  if (choice.tags !== undefined && viewer.isCustomer) throw forbidden(APPOINTMENT_MESSAGES.staffOnly);
  await viewer.needs.extras.apply(
    scope,
    events.map((event) => ({
      id: event.id,
      courtId: event.resourceId,
      startsAt: new Date(event.start),
      endsAt: new Date(event.end),
    })),
    choice,
    viewer.userId,
  );
  const extras = await viewer.needs.extras.of(
    scope,
    events.map((event) => event.id),
  );
  return events.map((event) => {
    if (!event.visible) return event;
    const found = extras.get(event.id);
    const addOns = found?.addOns ?? [];
    return {
      ...event,
      record: { ...event.record, tags: found?.tags ?? [], add_ons: addOns, has_add_ons: addOns.length > 0 },
    };
  });
}
