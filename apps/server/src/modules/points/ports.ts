import type { ChargeDetail, PaymentCustomer } from '@fairplay/contracts';
import type { TenantScope } from '@fairplay/db';
import type { JobRunner } from '../jobs/index.js';
import type { MemberContext } from '../identity/index.js';
import type { ChargeDeferral } from '../payments/index.js';

/** What the points module needs of others, handed in by app.ts. */
export interface PointsNeeds {
  /**
   * The checkout's charge of a priced order (issue 25.1; points never talk to the processor): money for bought
   * points goes through the payments module's charge, receipt and ledger as every sale does, with the points taxes
   * added to its one line. The order's key makes a retry the same charge.
   */
  charge(member: MemberContext, source: PointsPaySource, order: PointsOrder): Promise<ChargeDetail>;
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

/** The card that pays for points: a new card's token (saved on request) or a saved method. */
export interface PointsPaySource {
  token?: string | undefined;
  payment_method_id?: number | undefined;
  save_card: boolean;
}

/** Points priced for the checkout: the price before tax, the taxes added to it and the revenue it defers. */
export interface PointsOrder {
  key: string;
  amount: number;
  memberUserId: number;
  name: string;
  description: string;
  taxIds: readonly number[];
  /** Bought points are paid ahead: their money is earned as they are spent, or expires with the lot. */
  deferral: ChargeDeferral;
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
