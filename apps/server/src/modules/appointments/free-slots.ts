import { FREE_SLOT_LIMITS, type FreeSlot } from '@fairplay/contracts';
import {
  addDaysToDate,
  checkCustomerBooking as clubWideIssue,
  checkSlot,
  courtTimeQuote,
  freezeCloses,
  utcToZonedParts,
  zonedWallTimeToUtc,
} from '@fairplay/domain';
import type { TenantScope } from '@fairplay/db';
import { frozenTimesOn } from '../availability/index.js';
import type { Viewer } from './appointment-viewer.js';
import { busyRanges } from './appointments.repository.js';
import { loadPolicy, priceOf } from './booking-policy.js';

const HOUR_MS = 3_600_000;

/**
 * appointment/free-slots (issue 24): the day's free court time, starting on each hour of the club's day, that the
 * caller may book now. Each candidate goes through what a booking goes through: free of bookings and freezes, the
 * availability rules (`checkSlot`, enforced for members) and the club's own limits (`checkCustomerBooking`), and is
 * priced by `priceOf`, the booking's price, with the club's court-time taxes as book-and-pay charges them
 * (`courtTimeQuote`, no guests), so the list shows what booking it would charge.
 */
export async function freeSlots(
  scope: TenantScope,
  viewer: Viewer,
  query: { date?: string | undefined; duration: number; facility_group_id?: number | undefined },
  now: Date,
): Promise<FreeSlot[]> {
  const { business } = viewer.member;
  const zone = business.timezone;
  const date = query.date ?? utcToZonedParts(now, zone).date;
  const courts = (await viewer.needs.courts.findCourts(scope, null)).filter(
    (court) => query.facility_group_id === undefined || court.facilityGroupId === query.facility_group_id,
  );
  if (courts.length === 0) return [];
  const dayStart = zonedWallTimeToUtc(date, '00:00', zone);
  const dayEnd = zonedWallTimeToUtc(addDaysToDate(date, 1), '00:00', zone);
  const length = query.duration * 60_000;
  const ids = courts.map((court) => court.id);
  const [busy, frozen, policy, taxes] = await Promise.all([
    busyRanges(scope, ids, dayStart, new Date(dayEnd.getTime() + length)),
    frozenTimesOn(scope, ids, dayStart, new Date(dayEnd.getTime() + length)),
    loadPolicy(scope, viewer, ids, [{ start: dayStart, end: dayEnd }], viewer.userId),
    viewer.needs.courtTimeTaxes?.(scope) ?? Promise.resolve([]),
  ]);
  const enforce = viewer.isCustomer;
  const slots: FreeSlot[] = [];
  for (let at = dayStart.getTime(); at < dayEnd.getTime(); at += HOUR_MS) {
    if (at < now.getTime()) continue;
    const range = { start: new Date(at), end: new Date(at + length) };
    for (const court of courts) {
      const overlaps = (other: { start: Date; end: Date }) => other.start < range.end && other.end > range.start;
      if (busy.some((taken) => taken.courtId === court.id && overlaps(taken))) continue;
      const want = { sportId: null, serviceTypeId: null };
      if (frozen.some((time) => time.courtId === court.id && overlaps(time) && freezeCloses(time, want))) continue;
      const decision = checkSlot(policy.compiled, policy.person, { courtId: court.id, ...range }, now, enforce);
      if (!decision.ok) continue;
      const governed = decision.approval.ungovernedMinutes === 0;
      if (enforce && clubWideIssue(business, [range], 1, court, now, governed) !== null) continue;
      const price = priceOf(viewer, court, range, decision.approval, 0);
      const taxed = courtTimeQuote(price.price, 0, 0, taxes);
      slots.push({
        court_id: court.id,
        court_name: court.name,
        facility_group_id: court.facilityGroupId,
        start_time: range.start.toISOString(),
        end_time: range.end.toISOString(),
        main_value: price.price,
        tax: taxed.tax,
        total: taxed.total,
        point_value: price.points,
        book_pay_type: price.payType,
      });
      if (slots.length >= FREE_SLOT_LIMITS.max) return slots;
    }
  }
  return slots;
}
