import { sql } from 'drizzle-orm';
import { addDaysToDate, utcToZonedParts, zonedWallTimeToUtc } from '@fairplay/domain';
import type { Executor } from '../client.js';
import { queryRows } from '../client.js';
import {
  appointmentAssignees,
  appointments,
  appointmentSeries,
  coachAvailabilities,
  coachBlocks,
  lessonBookings,
  lessonOccurrences,
  lessons,
  serviceTypes,
} from '../schema/index.js';

const TENNIS = 1;

/** When the demo coaches teach private lessons (issue 11): weekdays, hours, courts (Tennis indexes) and prices. */
const AVAILABILITY = [
  {
    coach: 'coach.sofia',
    note: 'Sofia: private lessons',
    days: [0, 1, 2, 3, 4],
    from: '09:00',
    to: '13:00',
    courts: [2, 3],
    price: 8000,
    points: 80,
    advance: 30,
    buffer: 2,
  },
  {
    coach: 'coach',
    note: 'Evening private lessons',
    days: [1, 3],
    from: '16:00',
    to: '20:00',
    courts: [4, 5],
    price: 7000,
    points: 70,
    advance: 14,
    buffer: 4,
  },
] as const;

/** Sessions members booked: coach, member index, days from today, time, court (Tennis index). */
const SESSIONS = [
  { coach: 'coach.sofia', member: 0, weekdayFrom: 1, from: '09:00', to: '10:00', court: 2 },
  { coach: 'coach.sofia', member: 2, weekdayFrom: 3, from: '10:00', to: '11:30', court: 3 },
  { coach: 'coach', member: 1, weekdayFrom: 2, from: '17:00', to: '18:00', court: 4 },
] as const;

/** The first club-local date `from` days or later after today that falls on one of `weekdays` (Monday 0). */
function nextWeekday(today: string, from: number, weekdays: readonly number[]): { date: string; days: number } {
  for (let add = from; ; add += 1) {
    const date = addDaysToDate(today, add);
    const weekday = (new Date(`${date}T12:00:00Z`).getUTCDay() + 6) % 7;
    if (weekdays.includes(weekday)) return { date, days: add };
  }
}

/**
 * Seeds the demo coaches' availability for the next twelve weeks, a blocked hour, and a few private sessions booked
 * by members (each a private lesson holding its court and coach, paid in person). A session whose court or coach
 * is taken by other seeded time is left out, as the booking would be refused.
 */
export async function seedDemoCoaches(
  tx: Executor,
  context: {
    businessId: number;
    timeZone: string;
    tennisCourts: number[];
    userIds: Map<string, number>;
    memberIds: number[];
    memberNames: Map<number, string>;
    now: Date;
  },
): Promise<void> {
  const { businessId, timeZone, now } = context;
  const [type] = await tx
    .select({ id: serviceTypes.id })
    .from(serviceTypes)
    .where(sql`${serviceTypes.businessId} = ${businessId} AND ${serviceTypes.displayName} = 'Private Lesson'`);
  if (!type) return;
  const today = utcToZonedParts(now, timeZone).date;
  const availabilityOf = new Map<string, { id: number; price: number; points: number; note: string }>();
  for (const demo of AVAILABILITY) {
    const coachId = context.userIds.get(demo.coach)!;
    const [saved] = await tx
      .insert(coachAvailabilities)
      .values({
        businessId,
        coachId,
        serviceTypeId: type.id,
        sportId: TENNIS,
        courtIds: demo.courts.map((index) => context.tennisCourts[index]!),
        note: demo.note,
        startDate: today,
        recurrence: { frequency: 'daily', every: 1, days: [], ends: 'date', end_date: addDaysToDate(today, 84) },
        endsOn: addDaysToDate(today, 84),
        bookPayType: -1,
        rows: [
          {
            days: [...demo.days],
            start_time: demo.from,
            end_time: demo.to,
            price: demo.price,
            point_price: demo.points,
            advance_days: demo.advance,
            buffer: demo.buffer,
          },
        ],
        whoCanBook: [{ for: 'allmembers', values: [-3] }],
        filters: { min_age: null, max_age: null, min_level: null, max_level: null, gender: null },
        createdBy: coachId,
        createdAt: now,
      })
      .returning({ id: coachAvailabilities.id });
    availabilityOf.set(demo.coach, { id: saved!.id, price: demo.price, points: demo.points, note: demo.note });
  }
  // Sofia is at a tournament for an hour the day after tomorrow (a weekday).
  const blockDay = nextWeekday(today, 2, [0, 1, 2, 3, 4]).date;
  await tx.insert(coachBlocks).values({
    businessId,
    coachId: context.userIds.get('coach.sofia')!,
    startsAt: zonedWallTimeToUtc(blockDay, '12:00', timeZone),
    endsAt: zonedWallTimeToUtc(blockDay, '13:00', timeZone),
    createdBy: context.userIds.get('coach.sofia')!,
    createdAt: now,
  });
  for (const session of SESSIONS) {
    const demo = AVAILABILITY.find((a) => a.coach === session.coach)!;
    const first = nextWeekday(today, session.weekdayFrom, demo.days);
    const userId = context.memberIds[session.member % context.memberIds.length]!;
    const coachId = context.userIds.get(session.coach)!;
    const minutes =
      Number(session.to.slice(0, 2)) * 60 +
      Number(session.to.slice(3)) -
      (Number(session.from.slice(0, 2)) * 60 + Number(session.from.slice(3)));
    const price = Math.round((demo.price * minutes) / 60);
    const points = Math.round((demo.points * minutes) / 60);
    // The session's own court and week first; when other seeded time holds that court or the coach (the demo's
    // bookings follow the day it is seeded), the coach's other court, then the weeks after, within the booking
    // window a member would have had.
    const courts = [session.court, ...demo.courts.filter((court) => court !== session.court)];
    const places = [0, 7, 14, 21]
      .filter((week) => first.days + week <= demo.advance)
      .flatMap((week) => courts.map((court) => ({ date: addDaysToDate(first.date, week), court })));
    const booking: SessionBooking = {
      businessId,
      timeZone,
      typeId: type.id,
      session,
      note: availabilityOf.get(session.coach)!.note,
      advance: demo.advance,
      buffer: demo.buffer,
      userId,
      coachId,
      fullName: context.memberNames.get(userId) ?? 'Member',
      price,
      points,
      now,
    };
    for (const place of places) {
      if (await seedSession(tx, booking, place.date, context.tennisCourts[place.court]!)) break;
    }
  }
}

interface SessionBooking {
  businessId: number;
  timeZone: string;
  typeId: number;
  session: (typeof SESSIONS)[number];
  note: string;
  advance: number;
  buffer: number;
  userId: number;
  coachId: number;
  fullName: string;
  price: number;
  points: number;
  now: Date;
}

/** One private session at `date` on `courtId` at the session's hours; false when its court or coach is taken there. */
async function seedSession(tx: Executor, booking: SessionBooking, date: string, courtId: number): Promise<boolean> {
  const { businessId, typeId, session, note, advance, buffer, userId, coachId, fullName, price, points, now } = booking;
  try {
    // A savepoint: a court or coach taken by other seeded time leaves this place out.
    await tx.transaction(async (inner) => {
      const startsAt = zonedWallTimeToUtc(date, session.from, booking.timeZone);
      const endsAt = zonedWallTimeToUtc(date, session.to, booking.timeZone);
      const [lesson] = await inner
        .insert(lessons)
        .values({
          businessId,
          serviceTypeId: typeId,
          sportId: TENNIS,
          kind: 'private',
          quantity: 1,
          advance: advance,
          buffer: buffer,
          price,
          pointPrice: points,
          whoCanBook: [{ for: 'allmembers', values: [-3] }],
          description: note,
          privateSession: true,
          createdBy: userId,
        })
        .returning({ id: lessons.id });
      const [series] = await inner
        .insert(appointmentSeries)
        .values({ businessId, rule: null, createdBy: userId })
        .returning({ id: appointmentSeries.id });
      const [recurrenceId] = await nextIds(inner, 'appointment_recurrence_seq');
      const [groupId] = await nextIds(inner, 'appointment_group_seq');
      const [row] = await inner
        .insert(appointments)
        .values({
          businessId,
          seriesId: series!.id,
          recurrenceId: recurrenceId!,
          groupId: groupId!,
          courtId,
          startsAt,
          endsAt,
          note: note,
          sportId: TENNIS,
          createdBy: userId,
          lessonId: lesson!.id,
        })
        .returning({ id: appointments.id });
      await inner.insert(appointmentAssignees).values({ businessId, appointmentId: row!.id, userId: coachId });
      await inner.insert(lessonOccurrences).values({
        id: row!.id,
        businessId,
        lessonId: lesson!.id,
        groupId: groupId!,
        courtIds: [courtId],
        coachIds: [coachId],
        startsAt,
        endsAt,
        capacity: 1,
        booked: 1,
      });
      await inner.insert(lessonBookings).values({
        businessId,
        occurrenceId: row!.id,
        userId,
        fullName,
        status: 'booked',
        price,
        points,
        bookedBy: userId,
        createdAt: new Date(now.getTime() - 86_400_000),
      });
    });
    return true;
  } catch {
    return false;
  }
}

async function nextIds(tx: Executor, sequence: string): Promise<number[]> {
  const rows = await queryRows<{ id: number }>(tx, sql`SELECT nextval(${sequence}::regclass)::integer AS id`);
  return rows.map((row) => Number(row.id));
}
