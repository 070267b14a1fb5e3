import {
  PAYMENT_LIMITS,
  PAYMENT_MESSAGES,
  type ChargePage,
  type PaymentAccount,
  type PaymentClient,
  type chargeListQuery,
} from '@fairplay/contracts';
import { utcToZonedParts, zonedWallTimeToUtc } from '@fairplay/domain';
import type { z } from 'zod';
import { fieldError } from '../../errors.js';
import type { MemberContext } from '../identity/index.js';
import { findAccount, saveAccount } from './accounts.repository.js';
import { chargeOf } from './charge-view.js';
import { listCharges } from './charges.repository.js';
import type { PaymentsContext } from './context.js';
import { providerFailure } from './provider-errors.js';

/** Spec 3 section 1: the fee table of the payments page, in percent, on top of the provider's own fees. */
const FEES = { terminal: 0.2, online: 0.2, ach: 0.2 };
/** Where the provider returns the browser after connecting (the payments page, spec 3 section 2). */
export const CONNECT_RETURN = '/private/stripe';

export function createAccountService(context: PaymentsContext) {
  const { provider, now } = context;

  async function account(member: MemberContext): Promise<PaymentAccount> {
    const row = await findAccount(member.scope);
    const connected = row !== undefined && row.provider === provider.name;
    return {
      provider: provider.name,
      provider_label: provider.label,
      connected,
      account_id: connected ? row.accountId : null,
      connected_at: connected ? row.connectedAt.toISOString() : null,
      currency: member.business.currencyCode,
      connect_url: provider.connectUrl({ state: `club-${member.business.id}`, redirectUri: CONNECT_RETURN }),
      fees: FEES,
    };
  }

  return {
    account,

    /** GET payment/client: the browser's tokenizer for this club (Stripe.js on the connected account). */
    async client(member: MemberContext): Promise<PaymentClient> {
      const row = await findAccount(member.scope);
      const connected = row !== undefined && row.provider === provider.name;
      return {
        provider: provider.name,
        publishable_key: provider.name === 'stripe' ? (context.publishableKey ?? null) : null,
        account_id: connected ? row.accountId : null,
      };
    },

    /** POST payment/connect/{provider}: the code the provider returned; a new connection replaces the old. */
    async connect(member: MemberContext, name: string, code: string): Promise<PaymentAccount> {
      if (name !== provider.name) throw fieldError('provider', PAYMENT_MESSAGES.otherProvider(provider.name));
      let accountId: string;
      try {
        ({ accountId } = await provider.connectAccount(code));
      } catch (error) {
        throw providerFailure(error, 'code');
      }
      await saveAccount(member.scope, {
        provider: provider.name,
        accountId,
        connectedBy: member.user.id,
        connectedAt: now(),
      });
      return account(member);
    },

    /** GET payment/charges/getall: newest first, 100 a page; default from the club's start of month to now. */
    async list(member: MemberContext, query: z.output<typeof chargeListQuery>): Promise<ChargePage> {
      const zone = member.business.timezone;
      const today = utcToZonedParts(now(), zone).date;
      const from = query.startDate
        ? new Date(query.startDate)
        : zonedWallTimeToUtc(`${today.slice(0, 8)}01`, '00:00', zone);
      const to = query.endDate ? new Date(query.endDate) : now();
      if (to < from) throw fieldError('endDate', 'must not be before startDate.');
      const page = await listCharges(
        member.scope,
        {
          lastId: query.last_id === undefined || query.last_id < 0 ? null : query.last_id,
          types: query.type === 'all' ? null : [query.type],
          from,
          to,
          memberId: query.member_id ?? null,
        },
        PAYMENT_LIMITS.pageSize,
      );
      return {
        rows: page.rows.map((row) => chargeOf(row, context.publicUrl)),
        count: page.count,
        isEnd: page.rows.length < PAYMENT_LIMITS.pageSize,
      };
    },
    /** The caller's own charges (as the member charged), all time, with their receipts' addresses. */
    async mine(member: MemberContext, lastId: number | undefined): Promise<ChargePage> {
      const page = await listCharges(
        member.scope,
        {
          lastId: lastId === undefined || lastId < 0 ? null : lastId,
          types: null,
          from: new Date(0),
          to: now(),
          memberId: member.user.id,
        },
        PAYMENT_LIMITS.pageSize,
      );
      return {
        rows: page.rows.map((row) => chargeOf(row, context.publicUrl)),
        count: page.count,
        isEnd: page.rows.length < PAYMENT_LIMITS.pageSize,
      };
    },
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
