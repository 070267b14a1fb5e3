import { eq, sql } from 'drizzle-orm';
import { addDaysToDate, utcToZonedParts, zonedWallTimeToUtc } from '@fairplay/domain';
import type { Executor } from '../client.js';
import { queryRows } from '../client.js';
import {
  appointmentAssignees,
  appointments,
  appointmentSeries,
  businesses,
  lessonBookings,
  lessonOccurrences,
  lessons,
  serviceTypes,
} from '../schema/index.js';
import { DAYS_AHEAD } from './demo-bookings.js';

const TENNIS = 1;

/** The demo club's lesson program (issue 11): what, on which days, at what times, taught by whom. */
interface DemoLesson {
  description: string;
  type: string;
  kind: 'group' | 'private' | 'camp';
  quantity: number;
  price: number;
  /** Days from today (club-local) of each occurrence. */
  days: number[];
  from: string;
  to: string;
  /** Indexes into the Tennis courts. */
  courts: number[];
  coach: string;
  /** How many of the members hold a place on each occurrence; beyond quantity they wait in line. */
  booked: number;
  allowBooking: 'single' | 'recurrence';
}

/** The weekday offsets (0 = today) of `weekday` (Monday = 0) from `weeksBack` weeks ago to `weeksAhead` ahead. */
function weekly(today: string, weekday: number, weeksBack: number, weeksAhead: number): number[] {
  const todayWeekday = (new Date(`${today}T12:00:00Z`).getUTCDay() + 6) % 7;
  const first = weekday - todayWeekday - weeksBack * 7;
  return Array.from({ length: weeksBack + weeksAhead + 1 }, (_, week) => first + week * 7);
}

function program(today: string): DemoLesson[] {
  const nextMonday = 7 - ((new Date(`${today}T12:00:00Z`).getUTCDay() + 6) % 7) + 21;
  // The camp comes after the days the demo fills with one-off bookings at random (announced two months ahead, as
  // clubs do), so the standing weekly bookings are all it can meet and its week is the same whatever the day.
  const campMonday = nextMonday + Math.ceil((DAYS_AHEAD + 1 - nextMonday) / 7) * 7;
  return [
    {
      description: 'Intermediate Clinic',
      type: 'Group Clinic',
      kind: 'group',
      quantity: 8,
      price: 3500,
      days: weekly(today, 1, 2, 6),
      from: '06:00',
      to: '07:30',
      courts: [6, 7],
      coach: 'coach.sofia',
      booked: 5,
      allowBooking: 'recurrence',
    },
    {
      description: 'Junior Academy (ages 8–12)',
      type: 'Junior Academy',
      kind: 'group',
      quantity: 12,
      price: 2500,
      days: weekly(today, 5, 1, 6),
      from: '06:30',
      to: '08:00',
      courts: [4, 5],
      coach: 'coach.james',
      booked: 7,
      allowBooking: 'recurrence',
    },
    {
      description: 'Cardio Tennis Express',
      type: 'Cardio Tennis',
      kind: 'group',
      quantity: 4,
      price: 2000,
      days: weekly(today, 3, 0, 4),
      from: '05:30',
      to: '06:30',
      courts: [3],
      coach: 'coach.mei',
      // Full, with two in line.
      booked: 6,
      allowBooking: 'single',
    },
    {
      description: 'Private lesson: serve technique',
      type: 'Private Lesson',
      kind: 'private',
      quantity: 1,
      price: 9000,
      // Three days running: a seeded booking (placed by today's weekday) may hold the court on one of them, and a
      // date whose court is taken is left out, so one day alone could leave the lesson without a date.
      days: [3, 4, 5],
      from: '21:00',
      to: '22:00',
      courts: [0],
      coach: 'coach',
      booked: 1,
      allowBooking: 'single',
    },
    {
      description: 'Summer Tennis Camp',
      type: 'Junior Academy',
      kind: 'camp',
      quantity: 20,
      price: 6000,
      days: [0, 1, 2, 3, 4].map((day) => campMonday + day),
      from: '07:00',
      to: '08:00',
      courts: [1, 2],
      coach: 'coach.james',
      booked: 9,
      allowBooking: 'recurrence',
    },
  ];
}

/**
 * Seeds the lesson program on free court time (a time whose courts are taken by a seeded booking is left out,
 * as a create with force would), with places booked by members, and one full clinic with a waitlist; the club
 * shows waitlists.
 */
export async function seedDemoLessons(
  tx: Executor,
  context: {
    businessId: number;
    timeZone: string;
    tennisCourts: number[];
    userIds: Map<string, number>;
    memberIds: number[];
    memberNames: Map<number, string>;
    ownerId: number;
    now: Date;
  },
): Promise<void> {
  const { businessId, timeZone, now } = context;
  await tx.update(businesses).set({ showWaitlist: true }).where(eq(businesses.id, businessId));
  const types = new Map(
    (await tx.select().from(serviceTypes).where(eq(serviceTypes.businessId, businessId))).map((type) => [
      type.displayName,
      type.id,
    ]),
  );
  const today = utcToZonedParts(now, timeZone).date;
  for (const [lessonIndex, planned] of program(today).entries()) {
    const demo = planned.kind === 'camp' ? await campOnFreeTime(tx, context, today, planned) : planned;
    const coachId = context.userIds.get(demo.coach)!;
    const [lesson] = await tx
      .insert(lessons)
      .values({
        businessId,
        serviceTypeId: types.get(demo.type)!,
        sportId: TENNIS,
        kind: demo.kind,
        quantity: demo.quantity,
        price: demo.price,
        pointPrice: demo.price / 100,
        bookPayType: -1,
        allowBooking: demo.allowBooking,
        description: demo.description,
        rule:
          demo.days.length > 1 && demo.kind !== 'camp'
            ? { frequency: 'weekly', every: 1, days: [], ends: 'occurrences', occurrences: demo.days.length }
            : null,
        createdBy: context.ownerId,
      })
      .returning({ id: lessons.id });
    const [series] = await tx
      .insert(appointmentSeries)
      .values({ businessId, rule: null, createdBy: context.ownerId })
      .returning({ id: appointmentSeries.id });
    const courtIds = demo.courts.map((index) => context.tennisCourts[index]!);
    const recurrenceIds = await nextIds(tx, 'appointment_recurrence_seq', courtIds.length);
    for (const [dayIndex, day] of demo.days.entries()) {
      const date = addDaysToDate(today, day);
      const startsAt = zonedWallTimeToUtc(date, demo.from, timeZone);
      const endsAt = zonedWallTimeToUtc(date, demo.to, timeZone);
      const [groupId] = await nextIds(tx, 'appointment_group_seq', 1);
      const placed = await tx
        .insert(appointments)
        .values(
          courtIds.map((courtId, index) => ({
            businessId,
            seriesId: series!.id,
            recurrenceId: recurrenceIds[index]!,
            groupId: groupId!,
            courtId,
            startsAt,
            endsAt,
            note: demo.description,
            sportId: TENNIS,
            createdBy: context.ownerId,
            lessonId: lesson!.id,
          })),
        )
        .onConflictDoNothing()
        .returning({ id: appointments.id, courtId: appointments.courtId });
      if (placed.length < courtIds.length) {
        // A seeded booking holds one of the courts then: this date is left out, as a forced create would.
        for (const row of placed) await tx.delete(appointments).where(eq(appointments.id, row.id));
        continue;
      }
      const ids = courtIds.map((courtId) => placed.find((row) => row.courtId === courtId)!.id);
      await tx
        .insert(appointmentAssignees)
        .values(ids.map((appointmentId) => ({ businessId, appointmentId, userId: coachId })));
      // Different members on different lessons: each lesson starts further down the list.
      // A camp is booked as a whole or by the day: besides those there all week, one member comes for this day only.
      const dayOnly = demo.kind === 'camp' ? 1 : 0;
      const distinct = [
        ...new Set(
          Array.from({ length: demo.booked + dayOnly }, (_, index) => {
            const offset = index < demo.booked ? index : demo.booked + dayIndex;
            return context.memberIds[(lessonIndex * 3 + offset) % context.memberIds.length]!;
          }),
        ),
      ];
      const booked = Math.min(distinct.length, demo.quantity);
      await tx.insert(lessonOccurrences).values({
        id: ids[0]!,
        businessId,
        lessonId: lesson!.id,
        groupId: groupId!,
        courtIds,
        coachIds: [coachId],
        startsAt,
        endsAt,
        capacity: demo.quantity,
        booked,
      });
      await tx.insert(lessonBookings).values(
        distinct.map((userId, index) => ({
          businessId,
          occurrenceId: ids[0]!,
          userId,
          fullName: context.memberNames.get(userId) ?? 'Member',
          status: index < booked ? ('booked' as const) : ('waitlist' as const),
          price: demo.price,
          points: demo.price / 100,
          bookedBy: userId,
          createdAt: new Date(now.getTime() - (distinct.length - index) * 3_600_000),
        })),
      );
    }
  }
}

/**
 * A camp is one week booked as a whole, so it keeps all its days: its own hour first, then the hours after it until
 * noon, then the same a week later, the first time whose every day is free on all its courts. When none is, it
 * stays as planned and loses the taken days, as any lesson does.
 */
async function campOnFreeTime(
  tx: Executor,
  context: { businessId: number; timeZone: string; tennisCourts: number[] },
  today: string,
  camp: DemoLesson,
): Promise<DemoLesson> {
  const courtIds = `{${camp.courts.map((index) => context.tennisCourts[index]!).join(',')}}`;
  const length = minutesOf(camp.to) - minutesOf(camp.from);
  for (const week of [0, 7]) {
    for (let start = minutesOf(camp.from); start + length <= 12 * 60; start += 60) {
      const days = camp.days.map((day) => day + week);
      const candidate = { ...camp, days, from: clock(start), to: clock(start + length) };
      const overlaps = days.map((day) => {
        const date = addDaysToDate(today, day);
        const startsAt = zonedWallTimeToUtc(date, candidate.from, context.timeZone).toISOString();
        const endsAt = zonedWallTimeToUtc(date, candidate.to, context.timeZone).toISOString();
        return sql`(a.starts_at < ${endsAt}::timestamptz AND a.ends_at > ${startsAt}::timestamptz)`;
      });
      const [taken] = await queryRows<{ n: number }>(
        tx,
        sql`SELECT count(*)::int AS n FROM appointments a
             WHERE a.business_id = ${context.businessId} AND a.court_id = ANY(${courtIds}::integer[])
               AND (${sql.join(overlaps, sql` OR `)})`,
      );
      if (taken!.n === 0) return candidate;
    }
  }
  return camp;
}

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3));
const clock = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

async function nextIds(tx: Executor, sequence: string, count: number): Promise<number[]> {
  const rows = await queryRows<{ id: number }>(
    tx,
    sql`SELECT nextval(${sequence}::regclass)::integer AS id FROM generate_series(1, ${count})`,
  );
  return rows.map((row) => Number(row.id));
}
