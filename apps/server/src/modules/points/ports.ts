import type { ChargeBody, ChargeDetail, PaymentCustomer } from '@fairplay/contracts';
import type { TenantScope } from '@fairplay/db';
import type { JobRunner } from '../jobs/index.js';
import type { MemberContext } from '../identity/index.js';
import type { ChargeDeferral } from '../payments/index.js';

/** What the points module needs of others, handed in by app.ts. */
export interface PointsNeeds {
  /**
   * The payments module's card charge (POST payment/charges/create's service): money for bought points goes
   * through the payment provider and the ledger as every charge does. The key makes a retry the same charge.
   */
  charge(
    member: MemberContext,
    body: ChargeBody,
    idempotencyKey: string,
    deferral?: ChargeDeferral,
  ): Promise<ChargeDetail>;
  /** Where one of the club's charges stands now (the payments module's record). */
  chargeStatus(scope: TenantScope, chargeId: number): Promise<ChargeDetail['status'] | undefined>;
  /** A member's money as the member detail shows it (the payments module's answer), for members/balance. */
  memberMoney(scope: TenantScope, userId: number): Promise<PaymentCustomer['balance']>;
  jobs: JobRunner;
  /**
   * Points paying a saved booking (booking payments' createforappointment with method points, which owns whether a
   * booking is paid), for payment/charges/createforpoint with `appointment_id`: the booking's points price spent
   * from its payer's lots of the court's group and the booking recorded paid, in one transaction. Answers the
   * points spend it made (or made earlier under the same key).
   */
  bookingPoints(member: MemberContext, input: BookingPointsInput, idempotencyKey: string): Promise<{ spendId: number }>;
}

/** A points payment of a booking as createforpoint names it (the spec's points charge payload). */
export interface BookingPointsInput {
  appointment_id: number;
  /** The points the desk was shown: the booking's points price, else 409. */
  amount: number;
  /** Whose points pay: the booker or their family's payer, else 400 on user_id. */
  user_id: number;
  /** When given, the court's facility group (points are held per group). */
  facility_group_id?: number;
  description: string;
}
