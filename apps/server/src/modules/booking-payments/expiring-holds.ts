import type { Database, TenantScope } from '@fairplay/db';
import { enqueueJob } from '../jobs/index.js';
import type { HeldChargeOwner } from '../payments/index.js';
import { findHeldPaymentOfCharge, moveBookingPayment } from './booking-payments.repository.js';
import { HOLD_JOB } from './hold-jobs.js';

/**
 * The booking rule for a hold the payments module finds about to expire (its expiring-authorizations job): a
 * booking still on is charged now (the spec's "charge 24 hours before the event" moves earlier when the hold would
 * lapse first, domain captureTimeFor), anything else (a cancelled booking, a hold no booking holds) is released.
 * Once settled, a captured hold makes the booking paid; a lapsed one is held again from the member's saved method
 * by the booking's own hold job, as after any hold that lapsed.
 */
export function expiringHoldsOwner(
  db: Database,
  now: () => Date,
  scheduleChanged: (id: number) => void,
): HeldChargeOwner {
  return {
    async ruleFor(scope: TenantScope, chargeId: number) {
      const payment = await findHeldPaymentOfCharge(scope, chargeId);
      return payment && payment.cancelAction === null ? 'capture' : 'release';
    },
    async settled(scope, chargeId, result) {
      const payment = await findHeldPaymentOfCharge(scope, chargeId);
      if (!payment || payment.cancelAction !== null) return;
      if (result.status === 'succeeded') {
        const paid = await moveBookingPayment(
          scope,
          payment.id,
          'authorized',
          { status: 'paid', failureMessage: null },
          now(),
        );
        if (paid) scheduleChanged(scope.businessId);
        return;
      }
      await enqueueJob(db, {
        type: HOLD_JOB,
        businessId: scope.businessId,
        key: `booking-payment-hold:${scope.businessId}:${payment.id}:capture:lapsed-${chargeId}`,
        payload: { paymentId: payment.id, step: 'capture' },
        runAt: now(),
        maxAttempts: 3,
      });
    },
  };
}
