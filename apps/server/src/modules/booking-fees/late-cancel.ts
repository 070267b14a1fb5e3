import type { Executor, TenantScope } from '@fairplay/db';
import { owesLateCancelFee } from '@fairplay/domain';
import { findBusiness } from '../clubs/index.js';
import { insertFees, type NewBookingFee } from './booking-fees.repository.js';
import type { ChargeFee } from './fee-charging.js';
import { chargeAll, feeSettingsOf } from './no-show-sweep.js';

/** A member's place given up on these occurrences (a cancellation), as the cancelling module sees it. */
export interface LateCancellation {
  userId: number;
  occurrences: { id: number; startsAt: Date; bookedAt: Date; lessonBookingId?: number | null }[];
  /** The cancellation window that applies: a lesson's own (its cancel hours); the club's when absent. */
  window?: { cancelAllowed: boolean; cancelAllowedHour: number };
}

/**
 * The late-cancel fee (issue 13): in the cancellation's transaction, each occurrence given up outside the club's
 * cancellation window records the fee once (the unique key); the charge runs once the cancellation committed.
 * Answers that work, or null when nothing is owed.
 */
export function lateCancelFees(now: () => Date, chargeFee: ChargeFee) {
  return async function lateCancelled(
    tx: Executor,
    scope: TenantScope,
    cancellation: LateCancellation,
  ): Promise<(() => Promise<void>) | null> {
    const business = await findBusiness(tx, scope.businessId);
    if (!business || business.lateCancelFee <= 0) return null;
    const settings = feeSettingsOf(business);
    const window = cancellation.window ?? {
      cancelAllowed: business.cancelAllowed,
      cancelAllowedHour: business.cancelAllowedHour,
    };
    const at = now();
    const owed: NewBookingFee[] = cancellation.occurrences
      .filter((occurrence) => owesLateCancelFee(settings, window, occurrence.startsAt, occurrence.bookedAt, at))
      .map((occurrence) => ({
        kind: 'late_cancel',
        appointmentId: occurrence.id,
        lessonBookingId: occurrence.lessonBookingId ?? null,
        userId: cancellation.userId,
        startsAt: occurrence.startsAt,
        amount: settings.lateCancelFee,
        currency: business.currencyCode,
      }));
    const created = await insertFees(scope.within(tx), owed, at);
    if (created.length === 0) return null;
    return () => chargeAll(chargeFee, created);
  };
}

export type LateCancelFees = ReturnType<typeof lateCancelFees>;
