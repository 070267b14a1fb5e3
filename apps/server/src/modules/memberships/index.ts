import type { TenantScope } from '@fairplay/db';
import type { AppDeps } from '../../deps.js';
import type { JobRunner } from '../jobs/index.js';
import type { AppModule } from '../../module.js';
import { createCouponsService } from './coupons.service.js';
import { createInvoiceBilling } from './invoice-billing.js';
import { membershipsRoutes } from './memberships.routes.js';
import { createPlansService } from './plans.service.js';
import type { MembershipsNeeds } from './ports.js';
import { listPlans } from './plans.repository.js';
import { publicMemberships } from './public-memberships.js';
import { renewalJob } from './renewals.js';
import { familyOfMember } from '../clubs/index.js';
import { refundPurchaseUses } from '../class-packs/index.js';
import {
  liveFamilyPlanIdsOf,
  livePlanIdsOf,
  memberOnPlanCondition,
  methodInUse,
  invoiceOfCharge,
  openSubscriptionCount,
} from './subscriptions.repository.js';
import { createSubscriptionsService } from './subscriptions.service.js';
import { createPlanChangeService } from './plan-change.service.js';

export type { MembershipsNeeds } from './ports.js';
export { RENEWAL_EVERY_MS, RENEWAL_JOB } from './renewals.js';

/** A condition on a user id column: a live subscription of the plan (the customers list's plan filter). */
export const memberOnPlan = memberOnPlanCondition;

export interface MembershipsModule extends AppModule {
  /** Whether a live subscription renews with this saved method (payments refuses removing it). */
  methodInUse(scope: TenantScope, methodId: number): Promise<boolean>;
  /** The plans a member holds an active subscription of, and the family plans their family's payer holds. */
  planIdsOf(scope: TenantScope, userId: number): Promise<number[]>;
  /** The club's recurring plans (who-can-book options). */
  planNames(scope: TenantScope): Promise<{ id: number; name: string }[]>;
  /** How many of a member's own subscriptions still bill (ending the membership waits for them). */
  openSubscriptionCount(scope: TenantScope, userId: number): Promise<number>;
  /**
   * In the transaction recording a refund of a charge (or undoing one): a class pack bought with it shrinks by the
   * share refunded (issue 14). `refunded` is all of the charge refunded so far, `total` what it took.
   */
  chargeRefunded(
    scope: TenantScope,
    charge: { id: number; total: number; refunded: number; actorId: number | null },
  ): Promise<void>;
}

/**
 * Memberships (issue 14; tables plans, subscriptions, subscription_invoices, club_coupons, coupon_redemptions): the club's plans and one-time
 * products, members' subscriptions (staff and self-service, pause, resume, cancel, a new card), renewals by the job
 * queue (`subscriptions.renew`), charged through payments' off-session port, and the public memberships page.
 */
export function membershipsModule(deps: AppDeps, jobs: JobRunner, needs: MembershipsNeeds): MembershipsModule {
  const billing = createInvoiceBilling(deps.db, needs);
  jobs.register(renewalJob(deps.db, billing));
  const subscriptions = createSubscriptionsService(deps.db, deps.now, needs);
  return {
    name: 'memberships',
    routes: membershipsRoutes(
      createPlansService(deps.db, deps.now),
      subscriptions,
      publicMemberships(deps.db),
      createCouponsService(deps.db, deps.now),
      createPlanChangeService(deps.db, deps.now, needs, subscriptions),
      deps.db,
    ),
    methodInUse,
    async planIdsOf(scope, userId) {
      // The member's own plans, and the family plans their family's payer holds (a member without a family, or no
      // member at all, pays for themselves). Read side by side: the who-can-book check asks this for every booking.
      const [own, family] = await Promise.all([livePlanIdsOf(scope, [userId]), familyOfMember(scope, userId)]);
      const payer = family?.family?.payerUserId ?? userId;
      return [...new Set([...own, ...(await liveFamilyPlanIdsOf(scope, payer))])];
    },
    openSubscriptionCount,
    async chargeRefunded(scope, charge) {
      const invoice = await invoiceOfCharge(scope, charge.id);
      if (!invoice) return;
      await refundPurchaseUses(scope, {
        subscriptionId: invoice.subscriptionId,
        refunded: charge.refunded,
        price: charge.total,
        actorId: charge.actorId,
        at: deps.now(),
      });
    },
    planNames: async (scope) => (await listPlans(scope, false)).map((plan) => ({ id: plan.id, name: plan.nickname })),
  };
}
