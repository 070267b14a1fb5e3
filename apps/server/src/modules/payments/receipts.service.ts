import { timingSafeEqual } from 'node:crypto';
import { RECEIPT_MESSAGES, receiptTokenPattern, type ChargeDetail, type SendReceiptAnswer } from '@fairplay/contracts';
import { TenantScope } from '@fairplay/db';
import { AppError, fieldError } from '../../errors.js';
import { findBusiness, findMembers } from '../clubs/index.js';
import type { MemberContext } from '../identity/index.js';
import { enqueueEmail } from '../mail/index.js';
import { findCharge, type ChargeRow } from './charges.repository.js';
import { chargeDetail, type PaymentsContext } from './context.js';
import { renderReceiptPdf } from './receipt-pdf.js';
import { receiptText, type ReceiptClub } from './receipt-view.js';

const notFound = () => new AppError(404, RECEIPT_MESSAGES.notFound);

async function clubOf(scope: TenantScope): Promise<ReceiptClub> {
  const business = await findBusiness(scope.db, scope.businessId);
  if (!business) throw notFound();
  return { name: business.name, timezone: business.timezone, amPm: business.amPm };
}

function receiptEmail(scope: TenantScope, detail: ChargeDetail, club: ReceiptClub, to: string) {
  return {
    businessId: scope.businessId,
    to,
    subject: `Your receipt from ${club.name}`,
    text: receiptText(detail, club),
  };
}

/** The e-mail address the receipt of a charge goes to by default: its payer's (a family member's is the payer). */
async function payerEmail(scope: TenantScope, row: ChargeRow): Promise<string | null> {
  const payer = row.payerUserId ?? row.memberUserId;
  if (payer === null) return null;
  const [person] = await findMembers(scope, [payer]);
  return person?.email ? person.email : null;
}

/**
 * Writes the receipt e-mail of a charge that has just been paid, in the transaction that records the payment
 * (`scope` runs inside it), when its payer has an e-mail address: a rolled-back charge never mails a receipt.
 */
export async function enqueueReceipt(scope: TenantScope, row: ChargeRow, publicUrl: string): Promise<void> {
  if (row.status !== 'succeeded') return;
  const to = await payerEmail(scope, row);
  if (!to) return;
  const detail = await chargeDetail(scope, row.id, publicUrl);
  await enqueueEmail(scope.db, receiptEmail(scope, detail, await clubOf(scope), to));
}

export function createReceiptsService(context: PaymentsContext) {
  const { db, publicUrl } = context;
  return {
    /** GET payment/receipt/{token}: the PDF of a paid charge whose address (club, charge and key) matches. */
    async pdf(token: string): Promise<{ pdf: Buffer; fileName: string }> {
      const [, club, charge, key] = receiptTokenPattern.exec(token) ?? [];
      if (!club || !charge || !key) throw notFound();
      const scope = new TenantScope(db, Number(club));
      const row = await findCharge(scope, Number(charge));
      // Compared in constant time, so the key cannot be found character by character from answer times.
      if (!row || row.status !== 'succeeded' || !timingSafeEqual(Buffer.from(row.receiptKey), Buffer.from(key)))
        throw notFound();
      const detail = await chargeDetail(scope, row.id, publicUrl);
      return { pdf: await renderReceiptPdf(detail, await clubOf(scope)), fileName: `receipt-${row.id}.pdf` };
    },

    /** POST payment/receipt/send/{id}: the receipt again, to the payer or to the address given. */
    async send(member: MemberContext, id: number, email: string | undefined): Promise<SendReceiptAnswer> {
      const scope = member.scope;
      const row = await findCharge(scope, id);
      if (!row) throw notFound();
      if (row.status !== 'succeeded') throw new AppError(409, RECEIPT_MESSAGES.notPaid);
      const to = email ?? (await payerEmail(scope, row));
      if (!to) throw fieldError('email', RECEIPT_MESSAGES.noEmail);
      const detail = await chargeDetail(scope, id, publicUrl);
      await enqueueEmail(db, receiptEmail(scope, detail, await clubOf(scope), to));
      return { charge_id: id, email: to };
    },
  };
}

export type ReceiptsService = ReturnType<typeof createReceiptsService>;
