import { BOOKING_FEE_MESSAGES } from '@fairplay/contracts';
import { TenantScope, type Database } from '@fairplay/db';
import { bookingFeeDescription, formatCents, formatClubDateTime } from '@fairplay/domain';
import { AppError } from '../../errors.js';
import { findBusiness, findMembers } from '../clubs/index.js';
import { enqueueEmail } from '../mail/index.js';
import { addInAppNotes } from '../notifications/index.js';
import type { PaymentsModule } from '../payments/index.js';
import { addToMonthlyInvoice, chargeSavedMethod } from '../checkout/index.js';
import { findFee, moveFee, type BookingFeeRow } from './booking-fees.repository.js';

export type FeePayments = Pick<PaymentsModule, 'memberCharges' | 'invoicing' | 'charging'>;

/** The booking's start as the member reads it, in the club's time zone and clock. */
export function startsAtText(startsAt: Date, club: { timezone: string; amPm: boolean }): string {
  return formatClubDateTime(startsAt, club.timezone, club.amPm);
}

/**
 * Takes a recorded fee (issue 13): with monthly invoices, onto the payer's invoice; else from the member's saved
 * default method, and onto the invoice when that card fails; with no way at all, owed at the desk (`unpaid`).
 * The member is told by e-mail (outbox) and in the bell. Idempotent: the charge's key is the fee's, and only a
 * `pending` fee moves on; called outside any transaction (the provider is asked).
 */
export function createFeeCharging(db: Database, now: () => Date, payments: FeePayments) {
  return async function chargeFee(businessId: number, feeId: number): Promise<void> {
    const scope = new TenantScope(db, businessId);
    const fee = await findFee(scope, feeId);
    const business = await findBusiness(db, businessId);
    if (!fee || fee.status !== 'pending' || !business) return;
    const when = startsAtText(fee.startsAt, business);
    const description = bookingFeeDescription(fee.kind, when);
    const key = `booking-fee-${fee.id}`;
    const invoice = () =>
      addToMonthlyInvoice(payments.invoicing, scope, {
        memberUserId: fee.userId,
        description,
        amount: fee.amount,
        currency: fee.currency,
        timezone: business.timezone,
        idempotencyKey: `${key}-invoice`,
        createdBy: null,
      });

    let outcome: Pick<BookingFeeRow, 'status' | 'chargeId' | 'failureMessage'>;
    try {
      if (business.addToInvoice) {
        outcome = { status: 'invoiced', chargeId: (await invoice()).chargeId, failureMessage: null };
      } else {
        const card = await chargeSavedMethod(payments.memberCharges, scope, {
          memberUserId: fee.userId,
          description,
          amount: fee.amount,
          taxIds: [],
          currency: fee.currency,
          idempotencyKey: key,
          createdBy: null,
        }).catch((error: unknown) => {
          // No saved method or no connected account: the invoice takes it (answered as a failure here).
          if (error instanceof AppError && error.statusCode < 500)
            return { status: 'failed' as const, chargeId: null, failureMessage: error.message };
          throw error;
        });
        outcome =
          card.status === 'succeeded'
            ? { status: 'charged', chargeId: card.chargeId, failureMessage: null }
            : { status: 'invoiced', chargeId: (await invoice()).chargeId, failureMessage: card.failureMessage };
      }
    } catch (error) {
      if (!(error instanceof AppError) || error.statusCode >= 500) throw error;
      outcome = { status: 'unpaid', chargeId: null, failureMessage: error.message };
    }
    const moved = await moveFee(scope, fee.id, 'pending', outcome, now());
    if (moved) await tellMember(scope, moved, business.name, when);
  };

  async function tellMember(scope: TenantScope, fee: BookingFeeRow, clubName: string, when: string) {
    const amount = formatCents(fee.amount, fee.currency);
    const title = fee.kind === 'no_show' ? BOOKING_FEE_MESSAGES.noShowTitle : BOOKING_FEE_MESSAGES.lateCancelTitle;
    let body =
      fee.kind === 'no_show'
        ? BOOKING_FEE_MESSAGES.noShow(amount, when)
        : BOOKING_FEE_MESSAGES.lateCancel(amount, when);
    if (fee.status === 'invoiced') body += BOOKING_FEE_MESSAGES.invoiced;
    if (fee.status === 'unpaid') body += BOOKING_FEE_MESSAGES.unpaid;
    await tellPerson(db, scope, fee.userId, clubName, title, body);
  }
}

/** The member told once: an e-mail through the outbox and a note in the bell. */
export async function tellPerson(
  db: Database,
  scope: TenantScope,
  userId: number,
  clubName: string,
  title: string,
  body: string,
) {
  const [person] = await findMembers(scope, [userId]);
  await db.transaction(async (tx) => {
    const inner = scope.within(tx);
    await addInAppNotes(inner, [{ userId, kind: 'booking_changed', title, body, link: '/private/home' }]);
    if (person?.email)
      await enqueueEmail(tx, {
        businessId: scope.businessId,
        to: person.email,
        subject: `${clubName}: ${title}`,
        text: body,
      });
  });
}

export type ChargeFee = ReturnType<typeof createFeeCharging>;
