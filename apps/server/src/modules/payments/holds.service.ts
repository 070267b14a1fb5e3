import { PAYMENT_MESSAGES } from '@fairplay/contracts';
import type { TenantScope } from '@fairplay/db';
import { holdEndsAt } from '@fairplay/domain';
import { AppError, fieldError } from '../../errors.js';
import { insertMovement, type LedgerMovement } from '../ledger/index.js';
import { findCustomer, findDefaultMethod, findMethod, type MethodRow } from './accounts.repository.js';
import { findCharge, findChargeByKey, moveCharge, type ChargeRow } from './charges.repository.js';
import { insertProcessingCharge } from './processing-charge.js';
import { requireAccount, type PaymentsContext } from './context.js';
import { saveMethodFor } from './methods.service.js';
import { NO_METHOD } from './off-session.js';
import { customerOf } from './people.js';
import { postPaidCharge } from './postings.js';
import { priceLines } from './pricing.js';
import { findTaxes, type TaxRow } from './taxes.repository.js';
import { enqueueReceipt } from './receipts.service.js';
import { ProviderError, type PaymentSource, type ProviderPayment } from '../payment-gateway/index.js';

/** An authorization another module asks for (a booking's "Book and Authorize Payment", issue 13). */
export interface HoldInput {
  memberUserId: number;
  description: string;
  /** Cents, taxes included (a booking's price). */
  amount: number;
  currency: string;
  /** From the caller's record (e.g. `booking-hold-12-1`): the same key never authorizes twice. */
  idempotencyKey: string;
  createdBy: number | null;
  /** A new card: held as it is, or saved first (the member's consent) when `saveCard`. */
  token?: string;
  saveCard?: boolean;
  /** Else this saved method of the payer, else the payer's default. */
  paymentMethodId?: number | null;
  /**
   * Taxes added to `amount` (court time's, issue 24 point 4), archived ones too: a hold is priced with the rates of
   * the booking it holds. `maxTotal`: the total the person was shown; a hold priced above it is refused.
   */
  taxIds?: readonly number[];
  maxTotal?: number | null;
}

export interface HoldResult {
  chargeId: number;
  status: 'authorized' | 'failed';
  failureMessage: string | null;
  /** When the hold lapses: the brand's window or the provider's end, whichever is first. */
  expiresAt: Date | null;
  brand: string;
  paymentMethodId: number | null;
}

export interface SettleResult {
  status: 'succeeded' | 'failed' | 'released';
  failureMessage: string | null;
}

/**
 * Runs inside the transaction that settles a hold, with the charge as it was moved: what the settling writes
 * besides the charge and its ledger entries (the staff's e-mail of an expiring authorization), so both commit or
 * neither does.
 */
export type SettledHook = (inner: TenantScope, moved: ChargeRow) => Promise<void>;

/** The memo entries of a hold: what is held on the payer's card (never revenue). */
function holdPosting(row: ChargeRow, kind: 'hold' | 'capture' | 'release'): LedgerMovement {
  const payer = row.payerUserId ?? row.memberUserId;
  const sign = kind === 'hold' ? 1 : -1;
  return {
    kind,
    chargeId: row.id,
    memo: row.description.slice(0, 200),
    entries: [
      { account: 'card_holds', amount: sign * row.total, userId: payer },
      { account: 'holds_outstanding', amount: -sign * row.total, userId: payer },
    ],
  };
}

/**
 * Authorize now, capture later (issue 13) at the provider: an authorization is recorded as a charge `authorized`
 * with its hold in the ledger (memo accounts), captured later into an ordinary paid charge (its ledger movement and
 * receipt, the hold reversed in the same transaction), or released (`released`, the hold reversed). Every provider
 * call's idempotency key comes from the charge's id. Never called inside a database transaction.
 */
/** The rates by id in the order given, archived ones too (a hold keeps the rates it was priced with). */
async function ratesInOrder(scope: TenantScope, ids: readonly number[]): Promise<TaxRow[]> {
  if (ids.length === 0) return [];
  const found = new Map((await findTaxes(scope, ids)).map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = found.get(id);
    return row ? [row] : [];
  });
}

export function createHolds(context: PaymentsContext) {
  const { db, now, provider } = context;

  async function result(row: ChargeRow, brand = row.sourceBrand): Promise<HoldResult> {
    return {
      chargeId: row.id,
      status: row.status === 'authorized' ? 'authorized' : 'failed',
      failureMessage: row.status === 'authorized' ? null : (row.failureMessage ?? PAYMENT_MESSAGES.cardDeclined),
      expiresAt: row.authorizationExpiresAt,
      brand,
      paymentMethodId: row.paymentMethodId,
    };
  }

  async function sourceOf(scope: TenantScope, account: string, input: HoldInput) {
    const customer = await customerOf(scope, input.memberUserId);
    if (input.token && !input.saveCard) return { customer, method: null, source: { token: input.token } };
    let method: MethodRow | undefined;
    if (input.token)
      method = await saveMethodFor(context, scope, account, customer, input.token, `${input.idempotencyKey}-method`);
    else if (input.paymentMethodId) {
      method = await findMethod(scope, input.paymentMethodId);
      if (method && method.userId !== customer.payer.userId) method = undefined;
    } else method = await findDefaultMethod(scope, customer.payer.userId);
    if (!method || !method.verified) throw new AppError(400, PAYMENT_MESSAGES.noPaymentMethod, { code: NO_METHOD });
    // Processors do not hold ACH debits: refused here before anything is written or asked (issue 25 point 9).
    if (method.object === 'bank_account') throw fieldError('payment_method_id', PAYMENT_MESSAGES.achHoldRefused);
    const payer = await findCustomer(scope, customer.payer.userId);
    const source: PaymentSource = { paymentMethodId: method.providerMethodId, customerId: payer?.customerId ?? '' };
    return { customer, method, source };
  }

  async function failHold(
    scope: TenantScope,
    row: ChargeRow,
    failure: { code: string; message: string },
    settled?: SettledHook,
  ) {
    await db.transaction(async (tx) => {
      const moved = await moveCharge(scope.within(tx), row.id, 'authorized', {
        status: 'failed',
        failureCode: failure.code,
        failureMessage: failure.message,
      });
      if (!moved) return;
      await insertMovement(scope.within(tx), holdPosting(moved, 'release'));
      await settled?.(scope.within(tx), moved);
    });
  }

  /** The hold was taken (by our capture, or at the provider already): paid, its hold reversed, in one transaction. */
  async function captured(scope: TenantScope, row: ChargeRow, payment: ProviderPayment, settled?: SettledHook) {
    await db.transaction(async (tx) => {
      const inner = scope.within(tx);
      const moved = await moveCharge(inner, row.id, 'authorized', { status: 'succeeded', processorFee: payment.fee });
      if (!moved) return;
      await insertMovement(inner, holdPosting(moved, 'capture'));
      await postPaidCharge(inner, moved);
      await enqueueReceipt(inner, moved, context.publicUrl);
      await settled?.(inner, moved);
    });
  }

  return {
    /** Authorizes the amount (capture: false); a decline answers `failed` with the card's words. */
    async authorize(scope: TenantScope, input: HoldInput): Promise<HoldResult> {
      const seen = await findChargeByKey(scope, input.idempotencyKey);
      if (seen && seen.status !== 'processing') return result(seen);
      const account = await requireAccount(context, scope);
      const { customer, method, source } = await sourceOf(scope, account, input);
      let row = seen;
      if (!row) {
        const rates = await ratesInOrder(scope, input.taxIds ?? []);
        const priced = priceLines([{ description: input.description, price: input.amount, count: 1 }], rates);
        if (input.maxTotal != null && priced.total > input.maxTotal)
          throw new AppError(409, PAYMENT_MESSAGES.holdAboveShown);
        row = await insertProcessingCharge(context, scope, {
          bank: method?.object === 'bank_account',
          priced,
          currency: input.currency,
          description: input.description,
          customer,
          idempotencyKey: input.idempotencyKey,
          createdBy: input.createdBy,
        });
        if (!row) return result((await findChargeByKey(scope, input.idempotencyKey))!);
      }
      const charge = row;
      let payment: ProviderPayment | null = null;
      let failure: { code: string; message: string } | null = null;
      try {
        payment = await provider.createPayment(account, {
          amount: charge.total,
          currency: charge.currency,
          source,
          capture: false,
          description: charge.description,
          reference: `charge-${charge.id}`,
          idempotencyKey: `charge-${charge.id}`,
        });
      } catch (error) {
        if (!(error instanceof ProviderError)) throw error;
        failure = { code: error.code, message: error.message };
      }
      if (payment && payment.status !== 'requires_capture')
        failure = payment.failure ?? { code: 'authentication_required', message: PAYMENT_MESSAGES.cardDeclined };
      const brand = payment?.method?.brand ?? method?.brand ?? '';
      const common = {
        ...(method ? { paymentMethodId: method.id } : {}),
        ...(payment?.method
          ? { sourceObject: payment.method.object, sourceBrand: brand, sourceLast4: payment.method.last4 }
          : {}),
        ...(payment ? { providerPaymentId: payment.id } : {}),
      };
      await db.transaction(async (tx) => {
        const inner = scope.within(tx);
        if (failure) {
          await moveCharge(inner, charge.id, 'processing', {
            ...common,
            status: 'failed',
            failureCode: failure.code,
            failureMessage: failure.message,
          });
          return;
        }
        const moved = await moveCharge(inner, charge.id, 'processing', {
          ...common,
          status: 'authorized',
          authorizationExpiresAt: holdEndsAt(brand, now(), payment!.authorizationExpiresAt),
        });
        if (moved) await insertMovement(inner, holdPosting(moved, 'hold'));
      });
      return result((await findChargeByKey(scope, input.idempotencyKey))!, brand);
    },

    /**
     * Captures a hold: the charge becomes paid (ledger, receipt) and its hold is reversed, in one transaction. A
     * hold that lapsed or a capture the card refused fails the charge (the hold reversed); a capture already done
     * answers as it did.
     */
    async capture(scope: TenantScope, chargeId: number, settled?: SettledHook): Promise<SettleResult> {
      const row = await findCharge(scope, chargeId);
      if (!row) throw new AppError(404, PAYMENT_MESSAGES.chargeNotFound);
      if (row.status === 'succeeded') return { status: 'succeeded', failureMessage: null };
      if (row.status !== 'authorized')
        return { status: 'failed', failureMessage: row.failureMessage ?? PAYMENT_MESSAGES.cardDeclined };
      const account = await requireAccount(context, scope);
      let payment: ProviderPayment;
      try {
        payment = await provider.capturePayment(account, {
          paymentId: row.providerPaymentId!,
          idempotencyKey: `charge-${row.id}-capture`,
        });
      } catch (error) {
        if (!(error instanceof ProviderError)) throw error;
        const now = await provider.retrievePayment(account, row.providerPaymentId!).catch(() => null);
        if (now && now.status === 'requires_capture') throw error;
        // Captured already (an earlier try whose answer was lost, or in the provider's dashboard): it is paid.
        if (now?.status === 'succeeded') {
          await captured(scope, row, now, settled);
          return { status: 'succeeded', failureMessage: null };
        }
        // The provider no longer holds it (lapsed, released): a capture can never succeed.
        await failHold(scope, row, { code: error.code, message: error.message }, settled);
        return { status: 'failed', failureMessage: error.message };
      }
      if (payment.status !== 'succeeded') {
        const failure = payment.failure ?? { code: 'capture_failed', message: PAYMENT_MESSAGES.cardDeclined };
        await failHold(scope, row, failure, settled);
        return { status: 'failed', failureMessage: failure.message };
      }
      await captured(scope, row, payment, settled);
      return { status: 'succeeded', failureMessage: null };
    },

    /** Releases a hold (a cancelled booking): the charge becomes `released` and its hold is reversed. */
    async release(scope: TenantScope, chargeId: number, settled?: SettledHook): Promise<SettleResult> {
      const row = await findCharge(scope, chargeId);
      if (!row) throw new AppError(404, PAYMENT_MESSAGES.chargeNotFound);
      if (row.status !== 'authorized')
        return { status: row.status === 'released' ? 'released' : 'failed', failureMessage: null };
      const account = await requireAccount(context, scope);
      const payment = await provider.cancelPayment(account, {
        paymentId: row.providerPaymentId!,
        idempotencyKey: `charge-${row.id}-release`,
      });
      if (payment.status !== 'canceled' && payment.status !== 'failed')
        throw new AppError(409, `The hold could not be released (${payment.status}).`);
      await db.transaction(async (tx) => {
        const inner = scope.within(tx);
        const moved = await moveCharge(inner, row.id, 'authorized', { status: 'released' });
        if (!moved) return;
        await insertMovement(inner, holdPosting(moved, 'release'));
        await settled?.(inner, moved);
      });
      return { status: 'released', failureMessage: null };
    },

    /**
     * A hold the provider no longer keeps (its authorization expired there): `released` with the reason, its hold
     * reversed. Nothing is asked of the provider, which has already let it go.
     */
    async lapse(scope: TenantScope, chargeId: number, settled?: SettledHook): Promise<SettleResult> {
      await db.transaction(async (tx) => {
        const inner = scope.within(tx);
        const moved = await moveCharge(inner, chargeId, 'authorized', {
          status: 'released',
          failureCode: 'authorization_expired',
          failureMessage: PAYMENT_MESSAGES.authorizationExpired,
        });
        if (!moved) return;
        await insertMovement(inner, holdPosting(moved, 'release'));
        await settled?.(inner, moved);
      });
      return { status: 'released', failureMessage: PAYMENT_MESSAGES.authorizationExpired };
    },

    /** A member's saved method for a later authorization: a new token saved (their consent), or one they have. */
    async savedMethod(
      scope: TenantScope,
      input: { memberUserId: number; token?: string; paymentMethodId?: number | null; key: string },
    ): Promise<{ id: number; brand: string }> {
      const account = await requireAccount(context, scope);
      const { method } = await sourceOf(scope, account, {
        memberUserId: input.memberUserId,
        token: input.token,
        saveCard: true,
        paymentMethodId: input.paymentMethodId,
        idempotencyKey: input.key,
        description: '',
        amount: 0,
        currency: '',
        createdBy: null,
      });
      return { id: method!.id, brand: method!.brand };
    },

    /** The brand a card would be held on, before holding it (a new token's or a saved method's). */
    async brandOf(
      scope: TenantScope,
      input: { memberUserId: number; token?: string; paymentMethodId?: number | null },
    ) {
      if (input.token) {
        const account = await requireAccount(context, scope);
        return (await provider.retrieveToken(input.token, account)).brand;
      }
      const customer = await customerOf(scope, input.memberUserId);
      const method = input.paymentMethodId
        ? await findMethod(scope, input.paymentMethodId)
        : await findDefaultMethod(scope, customer.payer.userId);
      return method?.brand ?? '';
    },
  };
}

export type Holds = ReturnType<typeof createHolds>;
