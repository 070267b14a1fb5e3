import {
  APPOINTMENT_LIMITS,
  APPOINTMENT_MESSAGES,
  WAIVER_MESSAGES,
  type CreateAppointment,
  type CreateAppointmentResponse,
  type Conflict,
  type MemberBusy,
} from '@fairplay/contracts';
import {
  bookingNamesIssue,
  formatClubDay,
  formatInstantRange,
  FREEZE_MESSAGES,
  type TimeRange,
} from '@fairplay/domain';
import type { Executor, TenantScope } from '@fairplay/db';
import { AppError, conflict, fieldError, forbidden } from '../../errors.js';
import { frozenTimesOn, type FrozenTime } from '../availability/index.js';
import { unsignedFamilyPlayer, waiverStandingOf } from '../waivers/index.js';
import { toEvents, withExtras } from './appointment-events.js';
import type { Viewer } from './appointment-viewer.js';
import { insertOccurrences, insertSeries, nextIdsFor, type NewOccurrence } from './appointments.repository.js';
import { insertAssignees, insertParticipants } from './appointment-people.repository.js';
import { checkCustomerBooking, conflictError, requireKnownSport, requireMembers, toConflict } from './booking-rules.js';
import { planOccurrences } from './occurrence-plan.js';
import { applyPolicy, loadPolicy, priceKey, type BookedPrice } from './booking-policy.js';
import { checkBookingLength, chosenServiceType } from './booking-length.js';
import { frozenAt } from './frozen-check.js';
import { familyOf } from './appointments-change.js';
import { findMemberOverlap, lockMembers } from './member-overlap.repository.js';
import { namingOccurrence } from './occurrence-refusal.js';

export type CreateKind = 'complex' | 'book';

interface PreparedBooking {
  body: CreateAppointment;
  ranges: TimeRange[];
  bookerId: number | null;
  assigned: number[];
  people: { kind: 'booker' | 'partner' | 'guest'; userId: number | null; fullName: string }[];
  /** Each occurrence's price by priceKey (none: court time nobody books, free). */
  prices: Map<string, BookedPrice>;
}

/**
 * Checks one create request and works out its occurrences and people. add_complex is staff creating court
 * time ("Book Spot Time"), optionally for a member; add_book is a booking with a booker, the caller unless
 * staff book for someone.
 */
async function prepare(
  db: Executor,
  viewer: Viewer,
  kind: CreateKind,
  body: CreateAppointment,
  now: Date,
  force: boolean,
): Promise<PreparedBooking> {
  const { business, scope } = viewer.member;
  const local = scope.within(db);
  if (kind === 'complex' && viewer.isCustomer) throw forbidden(APPOINTMENT_MESSAGES.staffOnly);
  if (
    viewer.isCustomer &&
    body.userId !== null &&
    !(await familyOf(local, viewer, viewer.userId)).includes(body.userId)
  ) {
    throw fieldError('userId', 'You can book only for yourself or your family.');
  }
  const courts = await viewer.needs.courts.findCourts(local, body.courts);
  body.courts.forEach((id, index) => {
    if (!courts.some((court) => court.id === id)) throw fieldError(`courts.${index}`, 'is not a court of this club.');
  });
  await requireKnownSport(db, body.sport_id);
  const ranges = planOccurrences(body, business.timezone, now);
  const bookerId = kind === 'book' ? (body.userId ?? viewer.userId) : body.userId;
  const assigned = body.assigned.length === 0 && viewer.isCoach ? [viewer.userId] : body.assigned;
  const memberIds = [...new Set([...(bookerId ? [bookerId] : []), ...body.partners, ...assigned])];
  const members = await viewer.needs.people.findMembers(local, memberIds);
  requireMembers(members, body.partners, 'partners');
  requireMembers(members, assigned, 'assigned', true);
  if (bookerId) requireMembers(members, [bookerId], 'userId');
  const nameOf = new Map(members.map((member) => [member.userId, member.fullName]));
  const people = [
    ...(bookerId ? [{ kind: 'booker' as const, userId: bookerId, fullName: nameOf.get(bookerId)! }] : []),
    ...body.partners
      .filter((id) => id !== bookerId)
      .map((id) => ({ kind: 'partner' as const, userId: id, fullName: nameOf.get(id)! })),
    ...body.guests.map((name) => ({ kind: 'guest' as const, userId: null, fullName: name })),
  ];
  if (viewer.isCustomer) {
    const partners = body.partners.filter((id) => id !== bookerId);
    const issue = bookingNamesIssue(business, { partners, guests: body.guests });
    if (issue) throw fieldError(issue.field, issue.message);
    await requireSignedWaiver(local, viewer, [...new Set([...(bookerId ? [bookerId] : []), ...partners])]);
  }
  const partySize = Math.max(people.length, 1);
  // How long it may be (the service type's min/max, else the court's and club's limits), every occurrence.
  const serviceType = await chosenServiceType(local, body.lesson_type_id, 'lesson_type_id', viewer.isCustomer);
  for (const court of courts)
    for (const range of ranges)
      checkBookingLength(viewer, court, serviceType, partySize, range, {
        customer: viewer.isCustomer,
        force: force || body.force,
      });
  let prices = new Map<string, BookedPrice>();
  if (bookerId !== null) {
    // The booking policy (availability rules, then the club's limits): customers are bound by it, staff booking
    // for a member are not, but the booking is priced for the member either way.
    const policy = await loadPolicy(local, viewer, body.courts, ranges, bookerId);
    const request = { courts, ranges, partySize, guests: body.guests.length, enforce: viewer.isCustomer };
    prices = await applyPolicy(local, viewer, policy, request, now);
  } else if (viewer.isCustomer) {
    for (const court of courts) checkCustomerBooking(business, ranges, partySize, court, now);
  }
  return { body, ranges, bookerId, assigned, people, prices };
}

/**
 * A customer whose club asks them to sign its waiver books only once they signed its current version, and so does
 * each player of their family the booking is for or with (a parent books for a child the parent signed for): else
 * a 400 on `waiver` whose payload carries the standing of whoever has not signed (the version to read and sign, and
 * `member_id`), which the booking dialog opens. Players outside the booker's family are not theirs to sign for.
 */
async function requireSignedWaiver(scope: TenantScope, viewer: Viewer, players: number[]): Promise<void> {
  const business = viewer.member.business;
  const standing = await waiverStandingOf(scope, {
    business,
    userId: viewer.userId,
    isCustomer: viewer.isCustomer,
    memberTypeKey: viewer.member.membership.key,
  });
  const unsigned =
    standing.required && !standing.signed
      ? standing
      : await unsignedFamilyPlayer(scope, business, viewer.userId, players);
  if (!unsigned) return;
  const message = WAIVER_MESSAGES.signBeforeBooking;
  throw new AppError(400, message, { errors: [{ field: 'waiver', message }], waiver: unsigned });
}

function bookedPrice(price: BookedPrice | undefined): Partial<NewOccurrence> {
  if (!price) return {};
  return { bookedPrice: price.price, bookedPoints: price.points, bookedPayType: price.payType };
}

/** The field a single booking's size is blamed on: what multiplies its dates. */
function sizeField(body: CreateAppointment | undefined): string {
  if (body?.recurrence) return 'recurrence';
  return body && body.multipleDates.length > 0 ? 'multipleDates' : 'courts';
}

/**
 * One request may create at most APPOINTMENT_LIMITS.occurrencesPerRequestMax occurrences (dates × courts, over
 * all of add_many's bookings): a bigger one would hold the database for seconds while other clubs wait.
 */
function requireWithinSize(prepared: PreparedBooking[], listField: string | null): void {
  const total = prepared.reduce((sum, booking) => sum + booking.ranges.length * booking.body.courts.length, 0);
  if (total > APPOINTMENT_LIMITS.occurrencesPerRequestMax)
    throw fieldError(listField ?? sizeField(prepared[0]?.body), APPOINTMENT_MESSAGES.tooManyOccurrences);
}

/** The frozen times on the bookings' courts around their occurrences (holding the club's freeze lock, shared). */
async function frozenFor(scope: TenantScope, prepared: PreparedBooking[]): Promise<FrozenTime[]> {
  const ranges = prepared.flatMap((booking) => booking.ranges);
  if (ranges.length === 0) return [];
  const courtIds = [...new Set(prepared.flatMap((booking) => booking.body.courts))];
  const from = new Date(Math.min(...ranges.map((range) => range.start.getTime())));
  const to = new Date(Math.max(...ranges.map((range) => range.end.getTime())));
  return frozenTimesOn(scope, courtIds, from, to);
}

/**
 * One court at a time (issue 24, the club's one_court_at_a_time): no member of the new bookings may play in another
 * booking at an overlapping time, nor on two of the new courts at once. Settled in the transaction: the members'
 * locks serialize concurrent bookings of the same member, and the check reads after them, so two simultaneous
 * bookings on different courts cannot both pass. Staff booking for a member override it with force.
 */
async function requireOneCourtAtATime(
  scope: TenantScope,
  viewer: Viewer,
  prepared: PreparedBooking[],
  created: CreateAppointmentResponse['created'],
  force: boolean,
): Promise<void> {
  const { business } = viewer.member;
  if (!business.oneCourtAtATime || created.length === 0) return;
  if (!viewer.isCustomer && (force || prepared.some((booking) => booking.body.force))) return;
  const members = prepared.flatMap((booking) =>
    booking.people.flatMap((person) => (person.kind !== 'guest' && person.userId !== null ? [person.userId] : [])),
  );
  if (members.length === 0) return;
  await lockMembers(scope, members);
  const overlap = await findMemberOverlap(
    scope,
    created.map((event) => event.id),
  );
  if (!overlap) return;
  const [court] = await viewer.needs.courts.findCourts(scope, [overlap.otherCourtId]);
  const range = formatInstantRange(overlap.otherStart, overlap.otherEnd, business.timezone, business.amPm);
  // In a repeat the clash may be weeks away: its day is named too (issue 24).
  const repeat = prepared.some((booking) => booking.ranges.length > 1);
  const when = repeat ? `${formatClubDay(overlap.otherStart, business.timezone)}, ${range}` : range;
  const message = APPOINTMENT_MESSAGES.memberBusy(overlap.fullName, court?.name ?? 'another court', when);
  const field = overlap.kind === 'booker' ? 'userId' : 'partners';
  const busy: MemberBusy = {
    user_id: overlap.userId,
    full_name: overlap.fullName,
    court_id: overlap.otherCourtId,
    start: overlap.otherStart.toISOString(),
    end: overlap.otherEnd.toISOString(),
  };
  throw new AppError(409, message, { errors: [{ field, message }], member_busy: busy });
}

/**
 * Writes prepared bookings in the caller's transaction. Overlaps are refused by the database's exclusion
 * constraint; without force any refusal aborts the whole call with a 409 listing each conflict, with force
 * the free occurrences are kept and the rest reported as skipped.
 */
export async function createAppointments(
  db: Executor,
  viewer: Viewer,
  kind: CreateKind,
  bodies: CreateAppointment[],
  force: boolean,
  now: Date,
  /** add_many's list field ('appointments'), which a too-big request is blamed on. */
  listField: string | null = null,
): Promise<CreateAppointmentResponse> {
  const local = viewer.member.scope.within(db);
  const prepared: PreparedBooking[] = [];
  for (const body of bodies) prepared.push(await prepare(db, viewer, kind, body, now, force));
  requireWithinSize(prepared, listField);
  const courts = await viewer.needs.courts.findCourts(local, [...new Set(bodies.flatMap((body) => body.courts))]);
  const courtById = new Map(courts.map((court) => [court.id, court]));
  const frozen = await frozenFor(local, prepared);
  let seriesId = 0;
  const created: CreateAppointmentResponse['created'] = [];
  const skipped: CreateAppointmentResponse['skipped'] = [];
  for (const booking of prepared) {
    const { body, ranges } = booking;
    const id = await insertSeries(local, body.recurrence, viewer.userId);
    seriesId ||= id;
    const { recurrenceIds, groupIds } = await nextIdsFor(local, {
      recurrences: body.courts.length,
      groups: ranges.length,
    });
    const wanted: NewOccurrence[] = ranges
      .flatMap((range, index) =>
        body.courts.map((courtId, courtIndex) => ({
          courtId,
          startsAt: range.start,
          endsAt: range.end,
          recurrenceId: recurrenceIds[courtIndex]!,
          groupId: groupIds[index]!,
          note: body.note ?? (kind === 'complex' ? APPOINTMENT_MESSAGES.bookSpotTime : ''),
          closed: body.closed,
          sportId: body.sport_id,
          serviceTypeId: body.lesson_type_id,
          ...bookedPrice(booking.prices.get(priceKey(courtId, range.start))),
        })),
      )
      .filter((want) => {
        // Frozen time (issue 10): refused, or with force skipped like a conflict; staff with force book through it.
        const freeze = frozenAt(frozen, {
          ...want,
          sportId: want.sportId ?? null,
          serviceTypeId: want.serviceTypeId ?? null,
        });
        if (!freeze || (force && !viewer.isCustomer)) return true;
        const court = courtById.get(want.courtId);
        if (!force)
          throw namingOccurrence(
            conflict('courts', FREEZE_MESSAGES.frozen(court?.name ?? `Court ${want.courtId}`, freeze.note)),
            want.startsAt,
            ranges.length,
            viewer.member.business.timezone,
          );
        skipped.push(toConflict(court, want.courtId, { start: want.startsAt, end: want.endsAt }));
        return false;
      });
    const inserted = await insertOccurrences(local, id, viewer.userId, wanted);
    const placed = new Set(inserted.map((row) => `${row.courtId}@${row.startsAt.getTime()}`));
    for (const want of wanted) {
      if (!placed.has(`${want.courtId}@${want.startsAt.getTime()}`)) {
        skipped.push(toConflict(courtById.get(want.courtId), want.courtId, { start: want.startsAt, end: want.endsAt }));
      }
    }
    await insertParticipants(
      local,
      inserted.flatMap((row) => booking.people.map((person) => ({ ...person, appointmentId: row.id }))),
    );
    await insertAssignees(
      local,
      inserted.flatMap((row) => booking.assigned.map((userId) => ({ appointmentId: row.id, userId }))),
    );
    // Tags and an add-on (issue 10) on every occurrence made; a refusal rolls the whole call back.
    created.push(
      ...(await withExtras(local, viewer, await toEvents(local, inserted, viewer, [viewer.userId]), {
        tags: body.tags.length > 0 ? body.tags : undefined,
        addOnId: body.add_on_id ?? undefined,
      })),
    );
  }
  await requireOneCourtAtATime(local, viewer, prepared, created, force);
  await viewer.needs.restrictions.check(db, local, {
    appointmentIds: created.map((event) => event.id),
    byStaff: !viewer.isCustomer,
  });
  if (skipped.length > 0 && (!force || created.length === 0)) throw refusedConflicts(viewer, prepared, skipped);
  return { global_recurrence_id: seriesId, created, skipped };
}

/**
 * The 409 of conflicting occurrences. Staff see each in the Conflict dialog; a member sees only the message, so a
 * member's repeat names the day of the first conflict (issue 24).
 */
function refusedConflicts(viewer: Viewer, prepared: PreparedBooking[], skipped: Conflict[]) {
  const refused = conflictError(skipped);
  const occurrences = prepared.reduce((sum, booking) => sum + booking.ranges.length, 0);
  if (!viewer.isCustomer) return refused;
  const first = skipped.reduce((earliest, next) => (next.start < earliest.start ? next : earliest));
  return namingOccurrence(refused, new Date(first.start), occurrences, viewer.member.business.timezone);
}
