import { CHECKIN_LIMITS } from '@fairplay/contracts';
import type { TenantScope } from '@fairplay/db';
import { bookingAround, occurrencesByIds } from './my-bookings.repository.js';
import type { CourtsLookup } from './ports.js';

/** A booking as the front desk names it on a check-in. */
export interface DeskBookingRow {
  appointmentId: number;
  courtId: number;
  courtName: string;
  startsAt: Date;
  endsAt: Date;
}

/**
 * The bookings the front desk's check-ins belong to (the locations module's `bookings` need): this module's rows,
 * named with the courts module's court names.
 */
export function deskBookingsOf(courts: CourtsLookup) {
  const courtNames = async (scope: TenantScope, ids: number[]) =>
    new Map((await courts.findCourts(scope, [...new Set(ids)])).map((court) => [court.id, court.name]));
  return {
    /** The member's booking at the location under way, or starting within the check-in window. */
    async around(
      scope: TenantScope,
      locationId: number,
      userId: number,
      at: Date,
    ): Promise<DeskBookingRow | undefined> {
      const selection = { locationId, facilityGroupId: null };
      const courtIds = (await courts.courtsForSelection(scope, selection)).map((court) => court.id);
      const row = await bookingAround(scope, courtIds, userId, at, CHECKIN_LIMITS.bookingAheadMinutes * 60_000);
      if (!row) return undefined;
      const names = await courtNames(scope, [row.courtId]);
      return { appointmentId: row.id, courtId: row.courtId, courtName: names.get(row.courtId) ?? '', ...times(row) };
    },
    /** The club's bookings among `ids`, in one query. */
    async byIds(scope: TenantScope, ids: readonly number[]): Promise<DeskBookingRow[]> {
      const rows = await occurrencesByIds(scope, ids);
      const names = await courtNames(
        scope,
        rows.map((row) => row.courtId),
      );
      return rows.map((row) => ({
        appointmentId: row.id,
        courtId: row.courtId,
        courtName: names.get(row.courtId) ?? '',
        ...times(row),
      }));
    },
  };
}

const times = (row: { startsAt: Date; endsAt: Date }) => ({ startsAt: row.startsAt, endsAt: row.endsAt });
