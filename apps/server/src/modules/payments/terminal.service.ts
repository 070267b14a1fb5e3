import {
  PAYMENT_MESSAGES,
  READER_MESSAGES,
  type ChargeDetail,
  type TerminalIntent,
  type terminalChargeBody,
} from '@fairplay/contracts';
import type { TenantScope } from '@fairplay/db';
import type { z } from 'zod';
import { AppError, conflict } from '../../errors.js';
import type { MemberContext } from '../identity/index.js';
import { locationNamesOf } from '../locations/index.js';
import {
  deleteCharge,
  findCharge,
  findChargeByKey,
  findTerminalCharge,
  insertCharge,
  insertLines,
  moveCharge,
  type ChargeRow,
  type NewCharge,
} from './charges.repository.js';
import { chargeDetail, hashOf, requireAccount, type PaymentsContext } from './context.js';
import { customerOf } from './people.js';
import { postPaidCharge } from './postings.js';
import { priceLines, selectedTaxes } from './pricing.js';
import { answerCharge, requireIdempotencyKey } from './charges.service.js';
import { providerFailure } from './provider-errors.js';
import { ProviderError, type ProviderPayment } from '../payment-gateway/index.js';
import { readerFailure, readerView } from './readers.service.js';
import { findReaderRow, type ReaderRow } from './readers.repository.js';

type TerminalChargeBody = z.output<typeof terminalChargeBody>;

/**
 * Terminal charges (spec 3 "Terminal flow", server-driven): the charge is recorded, a card-present payment made
 * at the provider and sent to the chosen reader; the card holder continues on the terminal; the capture call then
 * takes the money once the reader has authorized it and writes the ledger movement in the same transaction as the
 * charge's move to succeeded. Every provider call's idempotency key comes from the charge's id.
 */
export function createTerminalService(context: PaymentsContext) {
  const { db, now, provider } = context;

  async function reader(scope: TenantScope, id: number): Promise<ReaderRow> {
    const row = await findReaderRow(scope, id, provider.name);
    if (!row) throw new AppError(404, READER_MESSAGES.readerNotFound);
    return row;
  }

  /** Records the provider's final answer once (of two finishers only the first moves the charge). */
  async function finish(scope: TenantScope, row: ChargeRow, payment: ProviderPayment): Promise<void> {
    const source = payment.method
      ? { sourceObject: payment.method.object, sourceBrand: payment.method.brand, sourceLast4: payment.method.last4 }
      : {};
    let changes: Partial<NewCharge> | null = null;
    if (payment.status === 'succeeded') changes = { ...source, status: 'succeeded', processorFee: payment.fee };
    else if (payment.status === 'failed' || payment.status === 'canceled')
      changes = {
        ...source,
        status: 'failed',
        failureCode: payment.failure?.code ?? 'canceled',
        failureMessage: payment.failure?.message ?? READER_MESSAGES.canceled,
      };
    if (!changes) return;
    const update = changes;
    await db.transaction(async (tx) => {
      const moved = await moveCharge(scope.within(tx), row.id, 'processing', update);
      if (moved?.status === 'succeeded') await postPaidCharge(scope.within(tx), moved);
      // The booking a terminal charge pays is paid (or owes again) with the charge's own move.
      if (moved && (moved.status === 'succeeded' || moved.status === 'failed'))
        await context.needs?.terminalSettled?.(scope.within(tx), {
          id: moved.id,
          status: moved.status,
          idempotencyKey: moved.idempotencyKey,
        });
    });
  }

  /** Makes the charge's payment and sends it to the reader; a retry makes and sends the same one. */
  async function drive(
    member: MemberContext,
    row: ChargeRow,
    readerRow: ReaderRow,
    send = true,
  ): Promise<TerminalIntent> {
    const scope = member.scope;
    const account = await requireAccount(context, scope);
    let made: Awaited<ReturnType<typeof provider.createTerminalPayment>>;
    let live;
    try {
      made = await provider.createTerminalPayment(account, {
        amount: row.total,
        currency: row.currency,
        description: row.description || 'Terminal charge',
        reference: `charge-${row.id}`,
        idempotencyKey: `charge-${row.id}`,
      });
      await moveCharge(scope, row.id, 'processing', { providerPaymentId: made.payment.id });
      // A charge already taken is not sent again: its reader is only read.
      live = send
        ? await provider.processOnReader(account, {
            readerId: readerRow.providerReaderId!,
            paymentId: made.payment.id,
            idempotencyKey: `charge-${row.id}-reader`,
          })
        : await provider.retrieveReader(account, readerRow.providerReaderId!);
    } catch (error) {
      // The reader could not take it (busy, offline) or the input was refused: no money was asked for, so the
      // payment is released and the charge forgotten; the request may be sent again with the same key.
      const paymentId = (await findCharge(scope, row.id))?.providerPaymentId;
      if (paymentId)
        await provider
          .cancelPayment(account, { paymentId, idempotencyKey: `charge-${row.id}-cancel` })
          .catch(() => undefined);
      await deleteCharge(scope, row.id);
      throw error instanceof AppError ? error : readerFailure(error);
    }
    const names = await locationNamesOf(scope, [readerRow.locationId]);
    return {
      charge: await chargeDetail(scope, row.id, context.publicUrl),
      payment_intent_id: made.payment.id,
      client_secret: made.clientSecret,
      reader: readerView(
        context,
        readerRow,
        live,
        names.get(readerRow.locationId) ?? '',
        new Map([[made.payment.id, row.id]]),
      ),
    };
  }

  async function terminalCharge(scope: TenantScope, paymentId: string): Promise<ChargeRow> {
    const row = await findTerminalCharge(scope, paymentId);
    if (!row) throw new AppError(404, READER_MESSAGES.paymentNotFound);
    return row;
  }

  return {
    /** POST payment/reader/createpaymentintents. */
    async createIntent(
      member: MemberContext,
      body: TerminalChargeBody,
      key: string | undefined,
    ): Promise<TerminalIntent> {
      const scope = member.scope;
      if (body.appointment_id !== undefined) {
        // A booking's terminal payment is that booking's, reserved where every booking is paid (issue 24).
        if (!context.needs?.bookingTerminal) throw new Error('booking payments did not register bookingTerminal');
        return context.needs.bookingTerminal(member, { ...body, appointment_id: body.appointment_id }, key);
      }
      const idempotencyKey = requireIdempotencyKey(key);
      const hash = hashOf(body);
      const readerRow = await reader(scope, body.reader_id);
      const seen = await findChargeByKey(scope, idempotencyKey);
      if (seen) {
        if (seen.requestHash !== hash) throw conflict('Idempotency-Key', PAYMENT_MESSAGES.idempotencyKeyReused);
        if (seen.status !== 'processing') await answerCharge(scope, seen.id, context.publicUrl);
        return drive(member, seen, readerRow, seen.status === 'processing');
      }
      const account = await requireAccount(context, scope);
      // A reader that cannot take it now is refused before anything is written (the send below still settles a
      // race between two charges for one reader).
      const current = await provider.retrieveReader(account, readerRow.providerReaderId!).catch((error: unknown) => {
        throw readerFailure(error);
      });
      if (current.status !== 'online') throw new AppError(409, READER_MESSAGES.readerOffline);
      if (current.action?.status === 'in_progress') throw new AppError(409, READER_MESSAGES.readerBusy);
      const customer = body.user_id === undefined ? null : await customerOf(scope, body.user_id);
      const priced = priceLines(
        [{ description: body.description || 'Terminal charge', price: body.amount, count: 1 }],
        await selectedTaxes(scope, body.selected_taxes),
        body.amount_type === 'total',
      );
      const row = await db.transaction(async (tx) => {
        const inner = scope.within(tx);
        const inserted = await insertCharge(inner, {
          type: 'terminal',
          status: 'processing',
          amount: priced.amount,
          tax: priced.tax,
          taxPercent: priced.taxPercent,
          total: priced.total,
          currency: member.business.currencyCode,
          description: body.description,
          fullName: body.full_name || customer?.member.fullName || '',
          memberUserId: customer?.member.userId ?? null,
          payerUserId: customer?.payer.userId ?? null,
          provider: provider.name,
          providerReaderId: readerRow.providerReaderId,
          idempotencyKey,
          requestHash: hash,
          createdBy: member.user.id,
          createdAt: now(),
        });
        if (inserted) await insertLines(inner, inserted.id, priced.lines);
        return inserted;
      });
      // Lost the race to a concurrent request with the same key: carry on as that one does (idempotent calls).
      if (!row) {
        const first = (await findChargeByKey(scope, idempotencyKey))!;
        if (first.requestHash !== hash) throw conflict('Idempotency-Key', PAYMENT_MESSAGES.idempotencyKeyReused);
        return drive(member, first, readerRow);
      }
      return drive(member, row, readerRow);
    },

    /**
     * POST payment/reader/capturepaymentintents: captures once the reader has authorized the card; while the card
     * holder is still at the terminal it answers the charge as processing; a declined card fails it (402).
     */
    async capture(member: MemberContext, paymentId: string): Promise<ChargeDetail> {
      const scope = member.scope;
      const row = await terminalCharge(scope, paymentId);
      if (row.status !== 'processing') return answerCharge(scope, row.id, context.publicUrl);
      const account = await requireAccount(context, scope);
      try {
        let payment = await provider.retrieveTerminalPayment(account, {
          paymentId,
          readerId: row.providerReaderId ?? '',
        });
        if (payment.status === 'requires_capture')
          payment = await provider.capturePayment(account, { paymentId, idempotencyKey: `charge-${row.id}-capture` });
        await finish(scope, row, payment);
      } catch (error) {
        throw error instanceof ProviderError ? providerFailure(error) : error;
      }
      return answerCharge(scope, row.id, context.publicUrl);
    },

    /** POST payment/reader/cancelpaymentintents: the reader stops, the payment is released, the charge fails. */
    async cancel(member: MemberContext, paymentId: string): Promise<ChargeDetail> {
      const scope = member.scope;
      const row = await terminalCharge(scope, paymentId);
      if (row.status !== 'processing') throw new AppError(409, READER_MESSAGES.notWaiting);
      const account = await requireAccount(context, scope);
      try {
        if (row.providerReaderId)
          await provider.cancelReaderAction(account, row.providerReaderId).catch((error: unknown) => {
            // A reader removed meanwhile has nothing to stop.
            if (!(error instanceof ProviderError && error.code === 'not_found')) throw error;
          });
        const payment = await provider.cancelPayment(account, { paymentId, idempotencyKey: `charge-${row.id}-cancel` });
        await finish(scope, row, {
          ...payment,
          failure: { code: 'invalid_request', message: READER_MESSAGES.canceled },
        });
      } catch (error) {
        throw error instanceof ProviderError ? providerFailure(error) : error;
      }
      const detail = await chargeDetail(scope, row.id, context.publicUrl);
      if (detail.status === 'succeeded') throw new AppError(409, READER_MESSAGES.notWaiting);
      return detail;
    },
  };
}

export type TerminalService = ReturnType<typeof createTerminalService>;
