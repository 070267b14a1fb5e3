import { sql } from 'drizzle-orm';
import { addDaysToDate, utcToZonedParts, zonedWallTimeToUtc } from '@fairplay/domain';
import type { Executor } from '../client.js';
import { queryRows } from '../client.js';
import { appointmentAssignees, appointmentParticipants, appointments, appointmentSeries } from '../schema/index.js';

/** How far the demo court sheet reaches: four weeks back and eight ahead, so it looks like a busy club. */
const DAYS_BACK = 28;
/** How far ahead the sheet is filled (the one-off bookings are drawn at random up to this day). */
export const DAYS_AHEAD = 56;
/** Rows per insert: 2,000 rows of at most 12 values stay far below PostgreSQL's 65,535 bound parameters. */
const BATCH = 2000;

export interface DemoBookingCast {
  businessId: number;
  timeZone: string;
  /** Court ids by facility group name, in sheet order. */
  courts: Record<string, number[]>;
  ownerId: number;
  coachIds: number[];
  memberIds: number[];
  memberNames: Map<number, string>;
  now: Date;
}

interface Weekly {
  note: string;
  group: string;
  courtIndexes: number[];
  weekdays: number[];
  from: string;
  to: string;
  coach?: boolean;
  block?: boolean;
}

/** Standing weekly bookings: leagues, clinics, a maintenance block. */
const WEEKLY: Weekly[] = [
  {
    note: 'Tuesday night league',
    group: 'Tennis',
    courtIndexes: [0, 1, 2, 3],
    weekdays: [1],
    from: '18:00',
    to: '20:00',
  },
  {
    note: 'Cardio Tennis',
    group: 'Tennis',
    courtIndexes: [4],
    weekdays: [0, 2],
    from: '07:00',
    to: '08:00',
    coach: true,
  },
  {
    note: 'Junior Academy',
    group: 'Tennis',
    courtIndexes: [5, 6],
    weekdays: [2, 4],
    from: '16:00',
    to: '17:30',
    coach: true,
  },
  {
    note: 'Pickleball 101',
    group: 'Pickleball',
    courtIndexes: [0, 1],
    weekdays: [0, 3],
    from: '09:00',
    to: '10:30',
    coach: true,
  },
  { note: 'Open play ladder', group: 'Pickleball', courtIndexes: [2, 3, 4], weekdays: [5], from: '08:00', to: '11:00' },
  {
    note: 'Simulator league',
    group: 'Golf simulators',
    courtIndexes: [0, 1, 2, 3],
    weekdays: [3],
    from: '19:00',
    to: '21:00',
  },
  {
    note: 'Clay court maintenance',
    group: 'Tennis',
    courtIndexes: [7],
    weekdays: [0],
    from: '06:00',
    to: '08:00',
    block: true,
  },
];

/** A small deterministic generator, so every demo club looks the same. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
}

type Row = typeof appointments.$inferInsert;
interface Planned {
  row: Omit<Row, 'seriesId' | 'recurrenceId' | 'groupId'>;
  series: number;
  court: number;
  group: number;
  bookerId: number | null;
  partnerIds: number[];
  guest: string | null;
  coachId: number | null;
}

const timeOf = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

async function nextvals(
  tx: Executor,
  sequence: 'appointment_recurrence_seq' | 'appointment_group_seq',
  count: number,
): Promise<number[]> {
  const rows = await queryRows<{ id: number }>(
    tx,
    sql`SELECT nextval(${sequence}::regclass)::integer AS id FROM generate_series(1, ${count})`,
  );
  return rows.map((row) => Number(row.id));
}

/** Fills the demo club's court sheet with standing weekly bookings and one-off court bookings. */
export async function seedDemoBookings(tx: Executor, cast: DemoBookingCast): Promise<number> {
  const next = random(20261122);
  const pick = <T>(items: T[]): T => items[Math.floor(next() * items.length)]!;
  const today = utcToZonedParts(cast.now, cast.timeZone).date;
  const taken = new Set<string>();
  /** Member, day and half hour of everyone already booked to play. */
  const playing = new Set<string>();
  const planned: Planned[] = [];
  const seriesCount = WEEKLY.length + 1;
  const plan = (
    court: number,
    date: string,
    from: number,
    to: number,
    extra: Omit<Planned, 'row' | 'court' | 'group'> & { note: string; status?: 'default' | 'disabled' },
    group: number,
  ) => {
    const slots = [];
    for (let minute = from; minute < to; minute += 30) slots.push(`${court}|${date}|${minute}`);
    if (slots.some((slot) => taken.has(slot))) return;
    // A member plays on one court at a time (the club's one_court_at_a_time): a booker already on another court
    // then books nothing, and a partner already playing elsewhere is left out.
    const busyAt = (member: number) => {
      for (let minute = from; minute < to; minute += 30) if (playing.has(`${member}|${date}|${minute}`)) return true;
      return false;
    };
    if (extra.bookerId !== null && busyAt(extra.bookerId)) return;
    const partnerIds = extra.partnerIds.filter((member) => !busyAt(member));
    for (const member of [...(extra.bookerId === null ? [] : [extra.bookerId]), ...partnerIds])
      for (let minute = from; minute < to; minute += 30) playing.add(`${member}|${date}|${minute}`);
    slots.forEach((slot) => taken.add(slot));
    const startsAt = zonedWallTimeToUtc(date, timeOf(from), cast.timeZone);
    const endsAt = zonedWallTimeToUtc(date, timeOf(to), cast.timeZone);
    const past = endsAt < cast.now;
    planned.push({
      row: {
        businessId: cast.businessId,
        courtId: court,
        startsAt,
        endsAt,
        note: extra.note,
        status: extra.status ?? 'default',
        createdBy: cast.ownerId,
        makeItPaid: extra.bookerId !== null && (past ? next() < 0.85 : next() < 0.3),
        authorized: extra.bookerId !== null && !past && next() < 0.4,
      },
      court,
      group,
      ...extra,
      partnerIds,
    });
  };

  for (let day = -DAYS_BACK; day <= DAYS_AHEAD; day += 1) {
    const date = addDaysToDate(today, day);
    const weekday = utcToZonedParts(zonedWallTimeToUtc(date, '12:00', cast.timeZone), cast.timeZone).weekday;
    WEEKLY.forEach((weekly, index) => {
      if (!weekly.weekdays.includes(weekday)) return;
      const [fromH, fromM] = weekly.from.split(':').map(Number);
      const [toH, toM] = weekly.to.split(':').map(Number);
      const coachId = weekly.coach ? cast.coachIds[index % cast.coachIds.length]! : null;
      const groupKey = day * 100 + index;
      for (const courtIndex of weekly.courtIndexes) {
        const court = cast.courts[weekly.group]?.[courtIndex];
        if (court === undefined) continue;
        plan(
          court,
          date,
          fromH! * 60 + fromM!,
          toH! * 60 + toM!,
          {
            series: index,
            note: weekly.note,
            status: weekly.block ? 'disabled' : 'default',
            bookerId: null,
            partnerIds: [],
            guest: null,
            coachId,
          },
          groupKey,
        );
      }
    });
    const allCourts = Object.values(cast.courts).flat();
    for (const court of allCourts) {
      const bookings = 2 + Math.floor(next() * 4);
      for (let count = 0; count < bookings; count += 1) {
        const from = (7 + Math.floor(next() * 14)) * 60 + (next() < 0.5 ? 0 : 30);
        const to = Math.min(from + (next() < 0.7 ? 60 : 90), 22 * 60);
        // The documented member sign-in (first in the list) gets a fair share, so their own view is not empty.
        const bookerId = next() < 0.1 ? cast.memberIds[0]! : pick(cast.memberIds);
        const partnerIds = next() < 0.5 ? [pick(cast.memberIds)].filter((id) => id !== bookerId) : [];
        plan(
          court,
          date,
          from,
          to,
          {
            series: WEEKLY.length,
            note: '',
            bookerId,
            partnerIds,
            guest: next() < 0.15 ? 'Jordan Avery' : null,
            coachId: null,
          },
          day * 100000 + court * 100 + count + 50,
        );
      }
    }
  }

  const seriesIds = (
    await tx
      .insert(appointmentSeries)
      .values(
        Array.from({ length: seriesCount }, (_, index) => ({
          businessId: cast.businessId,
          createdBy: cast.ownerId,
          rule:
            index < WEEKLY.length
              ? {
                  frequency: 'weekly',
                  every: 1,
                  days: WEEKLY[index]!.weekdays,
                  ends: 'date',
                  end_date: addDaysToDate(today, DAYS_AHEAD),
                }
              : null,
        })),
      )
      .returning({ id: appointmentSeries.id })
  ).map((row) => row.id);
  const recurrenceKeys = [
    ...new Set(planned.map((p) => (p.series < WEEKLY.length ? `${p.series}|${p.court}` : `one|${p.group}`))),
  ];
  const recurrenceIds = new Map(recurrenceKeys.map((key, index) => [key, 0 + index]));
  const recurrenceValues = await nextvals(tx, 'appointment_recurrence_seq', recurrenceKeys.length);
  const groupKeys = [...new Set(planned.map((p) => p.group))];
  const groupValues = await nextvals(tx, 'appointment_group_seq', groupKeys.length);
  const groupIds = new Map(groupKeys.map((key, index) => [key, groupValues[index]!]));

  // Few large statements: the occurrences in batches, then every participant and every coach at once.
  const ids: number[] = [];
  for (let offset = 0; offset < planned.length; offset += BATCH) {
    const inserted = await tx
      .insert(appointments)
      .values(
        planned.slice(offset, offset + BATCH).map((p) => ({
          ...p.row,
          seriesId: seriesIds[p.series]!,
          recurrenceId:
            recurrenceValues[
              recurrenceIds.get(p.series < WEEKLY.length ? `${p.series}|${p.court}` : `one|${p.group}`)!
            ]!,
          groupId: groupIds.get(p.group)!,
        })),
      )
      .returning({ id: appointments.id });
    ids.push(...inserted.map((row) => row.id));
  }
  const people = planned.flatMap((p, index) => {
    const appointmentId = ids[index]!;
    const rows: (typeof appointmentParticipants.$inferInsert)[] = [];
    if (p.bookerId !== null)
      rows.push({
        businessId: cast.businessId,
        appointmentId,
        kind: 'booker',
        userId: p.bookerId,
        fullName: cast.memberNames.get(p.bookerId)!,
      });
    for (const partner of p.partnerIds)
      rows.push({
        businessId: cast.businessId,
        appointmentId,
        kind: 'partner',
        userId: partner,
        fullName: cast.memberNames.get(partner)!,
      });
    if (p.guest)
      rows.push({ businessId: cast.businessId, appointmentId, kind: 'guest', userId: null, fullName: p.guest });
    return rows;
  });
  for (let offset = 0; offset < people.length; offset += BATCH)
    await tx.insert(appointmentParticipants).values(people.slice(offset, offset + BATCH));
  const coaches = planned.flatMap((p, index) =>
    p.coachId ? [{ businessId: cast.businessId, appointmentId: ids[index]!, userId: p.coachId }] : [],
  );
  for (let offset = 0; offset < coaches.length; offset += BATCH)
    await tx.insert(appointmentAssignees).values(coaches.slice(offset, offset + BATCH));
  return planned.length;
}
