import { createHash } from 'node:crypto';
import { PAYMENT_MESSAGES, type ChargeDetail, type TerminalIntent, type terminalChargeBody } from '@fairplay/contracts';
import type { z } from 'zod';
import type { Database, TenantScope } from '@fairplay/db';
import { AppError } from '../../errors.js';
import { findAccount } from './accounts.repository.js';
import { chargeDetailOf } from './charge-view.js';
import { findCharge, lineTaxesOf, linesOf, refundsOf, succeededRefundTotal } from './charges.repository.js';
import type { MemberContext } from '../identity/index.js';
import type { PaymentProvider } from '../payment-gateway/index.js';
import type { BalancePayments } from './balance-charges.js';

/** Cash or a check for a saved booking (the spec's createforcashinput with `appointment_id`). */
export interface BookingCashInput {
  appointment_id: number;
  amount: number;
  type: 'cash' | 'check-input';
  description: string;
}

/** A terminal charge for a saved booking (payment/reader/createpaymentintents with `appointment_id`). */
export type BookingTerminalInput = z.output<typeof terminalChargeBody> & { appointment_id: number };

/** A terminal charge that reached its end (captured, declined or cancelled), told in that move's transaction. */
export interface SettledTerminalCharge {
  id: number;
  status: 'succeeded' | 'failed';
  /** The key it was made with: a booking's payment made it under its own (booking payments' chargeKeyOf). */
  idempotencyKey: string | null;
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
    /** A terminal charge for a saved booking, made by booking payments through `charging.terminal`. */
    bookingTerminal?(
      member: MemberContext,
      body: BookingTerminalInput,
      idempotencyKey: string | undefined,
    ): Promise<TerminalIntent>;
    /** A terminal charge finished (booking payments: the booking it pays is paid, or owes again). */
    terminalSettled?(scope: TenantScope, charge: SettledTerminalCharge): Promise<void>;
    /** A card charge with `balance: true` pays the member's owed bookings (booking payments' record of it). */
    balancePayments?: BalancePayments;
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
