import { TenantScope, type Database } from '@fairplay/db';
import type { JobType } from '../jobs/index.js';
import { findAccount } from './accounts.repository.js';
import { expiringAuthorizations } from './charge-sweeps.repository.js';
import { findCharge, type ChargeRow } from './charges.repository.js';
import type { PaymentsContext } from './context.js';
import type { Holds, SettledHook, SettleResult } from './holds.service.js';
import { mailPaymentsStaff } from './staff-notice.js';

export const EXPIRING_AUTHORIZATIONS_JOB = 'payments.expiring-authorizations';
const EVERY_MS = 3_600_000;
/**
 * How long before a hold's end the job settles it. A booking's own job captures a day before the end at the
 * latest (domain HOLD_SAFETY_MS) and retries after 1 and 3 hours, so this only catches what that left behind.
 */
export const EXPIRY_MARGIN_MS = 12 * 3_600_000;
const BATCH = 100;

/** What an authorization's owner (booking payments) decides for it, and hears once it is settled. */
export interface HeldChargeOwner {
  /** 'capture' when the owner's rule takes the money now (a booking still on), else 'release'. */
  ruleFor(scope: TenantScope, chargeId: number): Promise<'capture' | 'release'>;
  /** After the charge was captured, released or lapsed by the job (outside its transaction). */
  settled(scope: TenantScope, chargeId: number, result: SettleResult): Promise<void>;
}

const NOTICES = {
  captured: {
    subject: 'a card authorization was captured before it expired',
    text: 'A card authorization was about to expire and the booking it holds is still on, so it was captured.',
  },
  released: {
    subject: 'a card authorization was released before it expired',
    text: 'A card authorization was about to expire and nothing needs it any more, so it was released.',
  },
  lapsed: {
    subject: 'a card authorization expired',
    text: 'A card authorization expired at the payment provider before it was captured; nothing was charged.',
  },
  failed: {
    subject: 'a card authorization could not be captured',
    text: 'A card authorization was about to expire, but capturing it failed; nothing was charged.',
  },
} as const;

/**
 * Settles authorizations before the provider lets them go (issue 12): every hour, the holds ending within
 * EXPIRY_MARGIN_MS (or past their end) are re-read from the provider after the sweep's commit (never inside a
 * transaction of ours). One the provider no longer holds is marked released as expired; one captured at the
 * provider already is recorded as paid; otherwise the owner's rule decides: captured (a booking still on) or
 * released. Each settling reverses the hold in the ledger and e-mails the club's payments staff in its own
 * transaction; the owner is told after. A process stopping midway leaves the charge `authorized`, found again
 * by the next hour's sweep; capture and release carry idempotency keys from the charge, so nothing is taken twice.
 */
export function expiringAuthorizationsJob(
  context: PaymentsContext,
  holds: Holds,
  owner: HeldChargeOwner | undefined,
): JobType {
  const { provider, publicUrl } = context;
  const db: Database = context.db;

  const mail =
    (notice: (typeof NOTICES)[keyof typeof NOTICES]): SettledHook =>
    (inner, moved) =>
      mailPaymentsStaff(inner, moved, notice, publicUrl).then(() => undefined);

  async function settle(businessId: number, chargeId: number, now: Date): Promise<void> {
    const scope = new TenantScope(db, businessId);
    const row: ChargeRow | undefined = await findCharge(scope, chargeId);
    if (!row || row.status !== 'authorized' || row.providerPaymentId === null) return;
    const account = await findAccount(scope);
    const payment =
      account && account.provider === provider.name
        ? await provider.retrievePayment(account.accountId, row.providerPaymentId)
        : null;
    let result: SettleResult;
    if (!payment) {
      // No way to reach the provider (the club disconnected): once the hold's end has passed, it is gone.
      if (row.authorizationExpiresAt! > now) return;
      result = await holds.lapse(scope, row.id, mail(NOTICES.lapsed));
    } else if (payment.status === 'canceled' || payment.status === 'failed') {
      result = await holds.lapse(scope, row.id, mail(NOTICES.lapsed));
    } else if (payment.status === 'succeeded' || (await owner?.ruleFor(scope, row.id)) === 'capture') {
      result = await holds.capture(scope, row.id, (inner, moved) =>
        mail(moved.status === 'succeeded' ? NOTICES.captured : NOTICES.failed)(inner, moved),
      );
    } else {
      result = await holds.release(scope, row.id, mail(NOTICES.released));
    }
    await owner?.settled(scope, row.id, result);
  }

  return {
    type: EXPIRING_AUTHORIZATIONS_JOB,
    everyMs: EVERY_MS,
    async run({ db: tx, now, afterCommit }) {
      const due = await expiringAuthorizations(tx, new Date(now.getTime() + EXPIRY_MARGIN_MS), BATCH);
      afterCommit(async () => {
        // One charge's failure (the provider unreachable) does not hold back the others; the first is reported.
        const failures: unknown[] = [];
        for (const charge of due)
          await settle(charge.businessId, charge.id, now).catch((error: unknown) => failures.push(error));
        if (failures.length > 0) throw failures[0];
      });
    },
  };
}
