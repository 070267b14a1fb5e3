import { TenantScope, type Executor } from '@fairplay/db';
import { NO_SHOW_LOOKBACK_MS, owesNoShowFee, type BookingFeeSettings } from '@fairplay/domain';
import type { StartedBooking } from '../appointments/index.js';
import { clubsWithNoShowFee, findBusiness, type BusinessRow } from '../clubs/index.js';
import type { JobType } from '../jobs/index.js';
import type { StartedPlace } from '../lessons/index.js';
import { insertFees, stalePendingFees, type NewBookingFee } from './booking-fees.repository.js';
import type { ChargeFee } from './fee-charging.js';

export const NO_SHOW_SWEEP_JOB = 'booking-fees.no-show-sweep';
/** How often the sweep runs: a no-show is charged at most this long after its grace ends. */
export const NO_SHOW_SWEEP_EVERY_MS = 5 * 60_000;
/** A fee still `pending` this long after it was recorded lost its charge (a crash): the sweep asks again. */
const STALE_PENDING_MS = 10 * 60_000;

/** What the sweep reads of the bookings, lesson places and check-ins (given by app.ts). */
export interface NoShowNeeds {
  bookingsStartedBetween(scope: TenantScope, from: Date, to: Date): Promise<StartedBooking[]>;
  placesStartedBetween(scope: TenantScope, from: Date, to: Date): Promise<StartedPlace[]>;
  checkIns(
    scope: TenantScope,
    appointmentIds: readonly number[],
  ): Promise<{ appointmentId: number; userId: number; checkedInAt: Date }[]>;
}

export function feeSettingsOf(business: BusinessRow): BookingFeeSettings {
  return {
    noShowFee: business.noShowFee,
    noShowFeeMinutes: business.noShowFeeMinutes,
    lateCancelFee: business.lateCancelFee,
    feesChangedAt: business.feesChangedAt,
  };
}

/** The no-show fees a club owes at `now` that are not recorded yet, recorded in the sweep's transaction. */
async function recordNoShows(db: Executor, needs: NoShowNeeds, businessId: number, now: Date) {
  const business = await findBusiness(db, businessId);
  if (!business || business.noShowFee <= 0) return [];
  const settings = feeSettingsOf(business);
  const scope = new TenantScope(db, businessId);
  // Bookings whose grace ended within the look-back: they started in (now - grace - look-back, now - grace].
  const to = new Date(now.getTime() - settings.noShowFeeMinutes * 60_000);
  const from = new Date(Math.max(to.getTime() - NO_SHOW_LOOKBACK_MS, settings.feesChangedAt.getTime() - 1));
  const bookings = await needs.bookingsStartedBetween(scope, from, to);
  const places = await needs.placesStartedBetween(scope, from, to);
  const players = [
    ...bookings.flatMap((booking) =>
      booking.userIds.map((userId) => ({
        appointmentId: booking.id,
        lessonBookingId: null,
        userId,
        startsAt: booking.startsAt,
      })),
    ),
    ...places.map((place) => ({
      appointmentId: place.occurrenceId,
      lessonBookingId: place.id,
      userId: place.userId,
      startsAt: place.startsAt,
    })),
  ];
  const firstCheckIn = new Map<string, Date>();
  for (const checkIn of await needs.checkIns(scope, [...new Set(players.map((p) => p.appointmentId))])) {
    const key = `${checkIn.appointmentId}:${checkIn.userId}`;
    const seen = firstCheckIn.get(key);
    if (!seen || checkIn.checkedInAt < seen) firstCheckIn.set(key, checkIn.checkedInAt);
  }
  const owed: NewBookingFee[] = players
    .filter((p) => owesNoShowFee(settings, p.startsAt, firstCheckIn.get(`${p.appointmentId}:${p.userId}`) ?? null, now))
    .map((p) => ({ ...p, kind: 'no_show', amount: settings.noShowFee, currency: business.currencyCode }));
  return insertFees(scope, owed, now);
}

/**
 * The periodic no-show sweep (issue 13): in every club with a no-show fee, each player of a booking or lesson
 * place not checked in by start + the grace owes the fee once (the unique key of booking_fees); the fees are
 * recorded in the job's transaction and charged after it commits. Fees whose charge never finished are retried.
 */
export function noShowSweepJob(needs: NoShowNeeds, chargeFee: ChargeFee): JobType {
  return {
    type: NO_SHOW_SWEEP_JOB,
    everyMs: NO_SHOW_SWEEP_EVERY_MS,
    async run({ db, now, afterCommit }) {
      const created: { id: number; businessId: number }[] = [];
      for (const businessId of await clubsWithNoShowFee(db))
        for (const fee of await recordNoShows(db, needs, businessId, now)) created.push(fee);
      const stale = await stalePendingFees(db, new Date(now.getTime() - STALE_PENDING_MS));
      afterCommit(() => chargeAll(chargeFee, [...created, ...stale]));
    },
  };
}

/** Charges each fee; one failing does not stop the others (the first failure is raised for the log). */
export async function chargeAll(chargeFee: ChargeFee, fees: { id: number; businessId: number }[]): Promise<void> {
  let failure: unknown = null;
  for (const fee of fees) await chargeFee(fee.businessId, fee.id).catch((error: unknown) => (failure ??= error));
  if (failure) throw failure;
}
