import type { Subscription } from '@fairplay/contracts';
import { clubIsPremium, clubIsSubscribed } from '@fairplay/domain';
import type { Executor } from '@fairplay/db';
import type { AppDeps } from '../../deps.js';
import type { AppModule } from '../../module.js';
import type { JobRunner } from '../jobs/index.js';
import type { PaymentProvider } from '../payment-gateway/index.js';
import { clubSubscriptionOf, updateClubSubscription } from './club-billing.repository.js';
import { TenantScope } from '@fairplay/db';
import { sessionSubscriptionOf } from './club-billing-view.js';
import { clubBillingRoutes } from './club-billing.routes.js';
import { createClubBillingService } from './club-billing.service.js';
import { clubRenewalJob } from './renewals.js';

export { CLUB_RENEWAL_EVERY_MS, CLUB_RENEWAL_JOB } from './renewals.js';

export interface ClubStanding {
  plan: string;
  subscription: Subscription;
  premium: boolean;
  subscribed: boolean;
}

/** The club's Fairplay plan and subscription as the session shows them (undefined: the club is gone). */
export async function clubStanding(db: Executor, businessId: number): Promise<ClubStanding | undefined> {
  const row = await clubSubscriptionOf(db, businessId);
  if (!row) return undefined;
  return {
    plan: row.plan,
    subscription: sessionSubscriptionOf(row),
    premium: clubIsPremium(row.status),
    subscribed: clubIsSubscribed(row.status),
  };
}

/**
 * A demo code's discount on a club that has just signed up with it (in the registration's transaction): the
 * percentage off the first paid month after the trial (docs/decisions.md "Demo code at sign-up"). The window ends a
 * day after the trial, so only the period that starts when the trial ends is discounted.
 */
export async function applySignUpDiscount(db: Executor, businessId: number, percentOff: number, at: Date) {
  const scope = new TenantScope(db, businessId);
  const row = await clubSubscriptionOf(db, businessId);
  if (!row || percentOff <= 0) return;
  const trialEnd = row.trialEndsAt ?? row.currentPeriodEnd;
  await updateClubSubscription(
    scope,
    { percentOff, promoCode: null, discountEndsAt: new Date(trialEnd.getTime() + 86_400_000) },
    at,
  );
}

/**
 * Club billing (issue 14; tables club_subscriptions, club_invoices, promo_codes): Fairplay's own monthly billing of
 * each club for its plan. Every club has a subscription from its creation (a trial, started by the database);
 * the owner upgrades, pays with a card and re-activates through spec 3's payment/upgrade, verifypromo,
 * businesssubscription/create and reactivatesubscription. Charges go through the same PaymentProvider as the
 * payments module, on the provider's platform account rather than the club's connected one; renewals run on the
 * job queue. The club's ledger is not written: this money is the club's own expense, paid from its card to
 * Fairplay, never held in the club's account (docs/decisions.md "The club's Fairplay subscription").
 */
export function clubBillingModule(deps: AppDeps, needs: { provider: PaymentProvider; jobs: JobRunner }): AppModule {
  const context = { db: deps.db, now: deps.now, provider: needs.provider };
  needs.jobs.register(clubRenewalJob(context));
  return { name: 'club-billing', routes: clubBillingRoutes(createClubBillingService(context)) };
}
