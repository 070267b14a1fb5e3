import { addDaysToDate, freezeRanges, utcToZonedParts, zonedWallTimeToUtc } from '@fairplay/domain';
import type { Executor } from '../client.js';
import { freezeCourts, freezeRanges as freezeRangeRows, freezes, freezeSports } from '../schema/index.js';

/** The shared catalogue's Pickleball (migration 0002). */
const PICKLEBALL = 2;

interface DemoFreeze {
  note: string;
  courts: { group: string; names: readonly string[] };
  /** Days from the seed's day and club-local times of the From and To. */
  from: { day: number; time: string };
  to: { day: number; time: string };
  /** Weekdays (Monday = 0) on which From's to To's time of day is closed; empty: the whole stretch. */
  days: number[];
  /** Only bookings of these sports (and those naming none) are closed; absent: everything. */
  sportIds?: number[];
}

/**
 * The demo club's freezes (issue 10): the clay courts closed next month for resurfacing, Centre Court on the
 * weekday evenings of the club championships' finals week, and no pickleball on Courts 5-6 during the Spring Open
 * (a sport freeze). Bookings there are kept (cancel_on_freeze off), so the
 * demo's bookings stay as the booking seed made them.
 */
export const DEMO_FREEZES: DemoFreeze[] = [
  {
    note: 'Clay court resurfacing',
    courts: { group: 'Tennis', names: ['Clay 1', 'Clay 2'] },
    from: { day: 35, time: '06:00' },
    to: { day: 38, time: '22:00' },
    days: [],
  },
  {
    note: 'Club championships: finals week',
    courts: { group: 'Tennis', names: ['Centre Court'] },
    from: { day: 49, time: '17:00' },
    to: { day: 53, time: '21:00' },
    days: [0, 1, 2, 3, 4],
  },
  {
    // The tennis courts lined for pickleball take no pickleball during the Spring Open; tennis goes on.
    note: 'Spring Open: tennis only',
    courts: { group: 'Tennis', names: ['Court 5', 'Court 6'] },
    from: { day: 56, time: '07:00' },
    to: { day: 58, time: '21:00' },
    days: [],
    sportIds: [PICKLEBALL],
  },
];

export async function seedFreezes(
  tx: Executor,
  context: {
    businessId: number;
    timeZone: string;
    ownerId: number;
    courts: Record<string, { id: number; name: string }[]>;
    now: Date;
  },
): Promise<void> {
  const { businessId, timeZone, now } = context;
  const today = utcToZonedParts(now, timeZone).date;
  for (const demo of DEMO_FREEZES) {
    const courtIds = (context.courts[demo.courts.group] ?? [])
      .filter((court) => demo.courts.names.includes(court.name))
      .map((court) => court.id);
    if (courtIds.length === 0) continue;
    const at = (point: { day: number; time: string }) =>
      zonedWallTimeToUtc(addDaysToDate(today, point.day), point.time, timeZone).toISOString();
    const result = freezeRanges(
      [{ start_time: at(demo.from), end_time: at(demo.to), days: demo.days, multipleDates: [] }],
      timeZone,
      now,
    );
    if (!result.ok) throw new Error(`demo freeze ${demo.note}: ${result.field} ${result.message}`);
    const [row] = await tx
      .insert(freezes)
      .values({
        businessId,
        note: demo.note,
        freezeFor: demo.sportIds ? 'sport' : 'court',
        cancelOnFreeze: false,
        createdBy: context.ownerId,
      })
      .returning({ id: freezes.id });
    if (demo.sportIds)
      await tx
        .insert(freezeSports)
        .values(demo.sportIds.map((sportId) => ({ businessId, freezeId: row!.id, sportId })));
    await tx.insert(freezeCourts).values(courtIds.map((courtId) => ({ businessId, freezeId: row!.id, courtId })));
    await tx
      .insert(freezeRangeRows)
      .values(
        result.ranges.map((range) => ({ businessId, freezeId: row!.id, startsAt: range.start, endsAt: range.end })),
      );
  }
}
