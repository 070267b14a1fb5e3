import { createHash } from 'node:crypto';
import { PAYMENT_MESSAGES, type ChargeDetail } from '@fairplay/contracts';
import type { Database, TenantScope } from '@fairplay/db';
import { AppError } from '../../errors.js';
import { findAccount } from './accounts.repository.js';
import { chargeDetailOf } from './charge-view.js';
import { findCharge, lineTaxesOf, linesOf, refundsOf, succeededRefundTotal } from './charges.repository.js';
import type { MemberContext } from '../identity/index.js';
import type { PaymentProvider } from './provider/provider.js';

/** Cash or a check for a saved booking (the spec's createforcashinput with `appointment_id`). */
export interface BookingCashInput {
  appointment_id: number;
  amount: number;
  type: 'cash' | 'check-input';
  description: string;
}

/** What every payments service shares: the database, the clock and the configured provider. */
export interface PaymentsContext {
  db: Database;
  now: () => Date;
  provider: PaymentProvider;
  /** Whether a live subscription renews with a saved method (the memberships module's answer). */
  needs?: {
    methodInUse?(scope: TenantScope, methodId: number): Promise<boolean>;
    /** What a member's bookings still owe (booking payments' answer), for the member's balance. */
    bookingsOwed?(scope: TenantScope, userId: number): Promise<number>;
    /** A charge's succeeded refunds changed (memberships: a class pack bought with it shrinks), in that transaction. */
    chargeRefunded?(
      scope: TenantScope,
      charge: { id: number; total: number; refunded: number; actorId: number | null },
    ): Promise<void>;
    /** Cash for a saved booking, taken by booking payments (createforcashinput with `appointment_id`). */
    bookingCash?(
      member: MemberContext,
      body: BookingCashInput,
      idempotencyKey: string | undefined,
    ): Promise<ChargeDetail>;
  };
  /** The app's own address, for the receipts' URLs. */
  publicUrl: string;
  /** Stripe's publishable key, for Stripe.js in the browser (payment/client); absent for the sandbox. */
  publishableKey?: string | null;
}

/** The club's connected account, or the spec's warning "First connect to {provider}". */
export async function requireAccount(context: PaymentsContext, scope: TenantScope): Promise<string> {
  const account = await findAccount(scope);
  if (!account || account.provider !== context.provider.name)
    throw new AppError(409, PAYMENT_MESSAGES.notConnected(context.provider.label));
  return account.accountId;
}

export const hashOf = (value: unknown) => createHash('sha256').update(JSON.stringify(value)).digest('hex');

export async function chargeDetail(scope: TenantScope, id: number, publicUrl: string): Promise<ChargeDetail> {
  const row = await findCharge(scope, id);
  if (!row) throw new AppError(404, PAYMENT_MESSAGES.chargeNotFound);
  const lines = await linesOf(scope, [id]);
  return chargeDetailOf(
    row,
    lines,
    await lineTaxesOf(
      scope,
      lines.map((line) => line.id),
    ),
    await refundsOf(scope, id),
    publicUrl,
  );
}

/** Tells the module that sold with a charge (through `needs.chargeRefunded`) what its refunds now return. */
export async function refundsSettled(
  context: Pick<PaymentsContext, 'needs'>,
  scope: TenantScope,
  charge: { id: number; total: number },
  actorId: number | null,
): Promise<void> {
  if (!context.needs?.chargeRefunded) return;
  const refunded = await succeededRefundTotal(scope, charge.id);
  await context.needs.chargeRefunded(scope, { id: charge.id, total: charge.total, refunded, actorId });
}
