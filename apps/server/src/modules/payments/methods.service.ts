import { PAYMENT_MESSAGES, type PaymentCustomer, type PaymentMethod } from '@fairplay/contracts';
import type { TenantScope } from '@fairplay/db';
import { AppError, fieldError } from '../../errors.js';
import type { MemberContext } from '../identity/index.js';
import { findMembership } from '../clubs/index.js';
import {
  deleteCustomer,
  deleteMethod,
  findCustomer,
  findMethod,
  insertCustomer,
  insertDefaultMethod,
  listMethods,
  markVerified,
  setDefaultMethod,
  type MethodRow,
} from './accounts.repository.js';
import { requireAccount, type PaymentsContext } from './context.js';
import { memberMoneyOf } from './member-money.js';
import { customerOf, ownCustomer, type Customer } from './people.js';
import { providerFailure } from './provider-errors.js';

export function methodOf(row: MethodRow): PaymentMethod {
  return {
    id: row.id,
    object: row.object,
    brand: row.brand,
    last4: row.last4,
    exp_month: row.expMonth,
    exp_year: row.expYear,
    account_holder_name: row.accountHolderName,
    default_source: row.isDefault,
    status: row.verified ? 'verified' : 'not verified',
    createdAt: row.createdAt.toISOString(),
  };
}

/** The payer's customer at the provider, made the first time a method is saved for them. */
async function providerCustomer(
  context: PaymentsContext,
  scope: TenantScope,
  account: string,
  payer: Customer['payer'],
): Promise<string> {
  const known = await findCustomer(scope, payer.userId);
  if (known) return known.customerId;
  const { customerId } = await context.provider.createCustomer(account, {
    name: payer.fullName,
    email: payer.email,
    reference: `user-${payer.userId}`,
    idempotencyKey: `customer-${scope.businessId}-${payer.userId}`,
  });
  await insertCustomer(scope, { userId: payer.userId, provider: context.provider.name, customerId });
  return (await findCustomer(scope, payer.userId))!.customerId;
}

/**
 * Saves a tokenized card or bank account for the customer's payer; it becomes the default (spec 3 section 4).
 * `idempotencyKey` names our record the save belongs to, so a retried request attaches the token only once.
 */
export async function saveMethodFor(
  context: PaymentsContext,
  scope: TenantScope,
  account: string,
  customer: Customer,
  token: string,
  idempotencyKey: string,
): Promise<MethodRow> {
  const customerId = await providerCustomer(context, scope, account, customer.payer);
  const method = await context.provider.attachPaymentMethod(account, { customerId, token, idempotencyKey });
  const saved = await context.db.transaction(async (tx) => {
    const inner = scope.within(tx);
    // Serializes saves for one payer, so two at once cannot both clear and set the default.
    await findCustomer(inner, customer.payer.userId, true);
    // The same card again (issue 24): the providers give no fingerprint, so a card is the same by brand, last4 and
    // expiry. The copy on file becomes the default and is used; the new attachment is let go below.
    const same = (await listMethods(inner, customer.payer.userId)).find(
      (row) =>
        method.object === 'card' &&
        row.object === 'card' &&
        row.providerMethodId !== method.id &&
        row.brand === method.brand &&
        row.last4 === method.last4 &&
        row.expMonth === method.expMonth &&
        row.expYear === method.expYear,
    );
    if (same) {
      await setDefaultMethod(inner, customer.payer.userId, same.id);
      return { row: { ...same, isDefault: true }, duplicate: true };
    }
    return { row: await insertNewDefault(inner), duplicate: false };
  });
  if (saved.duplicate)
    // Best effort: a detach that fails leaves an unused attachment at the provider, never a second saved card here.
    await context.provider.detachPaymentMethod(account, { customerId, paymentMethodId: method.id }).catch(() => {});
  return saved.row;

  function insertNewDefault(inner: TenantScope) {
    return insertDefaultMethod(inner, {
      userId: customer.payer.userId,
      providerMethodId: method.id,
      object: method.object,
      brand: method.brand,
      last4: method.last4,
      expMonth: method.expMonth,
      expYear: method.expYear,
      accountHolderName: method.accountHolderName,
      verified: method.verified,
    });
  }
}

export function createMethodsService(context: PaymentsContext) {
  const { db, provider } = context;

  async function view(scope: TenantScope, customer: Customer): Promise<PaymentCustomer> {
    const [methods, account, balance, membership] = await Promise.all([
      listMethods(scope, customer.payer.userId),
      findCustomer(scope, customer.payer.userId),
      memberMoneyOf(context, scope, customer.member.userId),
      findMembership(scope, customer.member.userId),
    ]);
    return {
      member_id: customer.member.userId,
      full_name: customer.member.fullName,
      member_type_id: membership?.memberTypeId ?? null,
      payer_user_id: customer.payer.userId,
      payer_name: customer.payer.fullName,
      payment_account_id: account?.customerId ?? null,
      methods: methods.map(methodOf),
      balance,
    };
  }

  async function methodOfPayer(scope: TenantScope, customer: Customer, id: number): Promise<MethodRow> {
    const method = await findMethod(scope, id);
    if (!method || method.userId !== customer.payer.userId) throw new AppError(404, PAYMENT_MESSAGES.methodNotFound);
    return method;
  }

  async function create(scope: TenantScope, customer: Customer, token: string): Promise<PaymentCustomer> {
    const account = await requireAccount(context, scope);
    try {
      // An unknown token is refused before anything is written (no provider customer is made for it).
      await provider.retrieveToken(token, account);
      await saveMethodFor(context, scope, account, customer, token, `method-${scope.businessId}-${token}`);
    } catch (error) {
      throw providerFailure(error);
    }
    return view(scope, customer);
  }

  async function setDefault(scope: TenantScope, customer: Customer, id: number): Promise<PaymentCustomer> {
    await db.transaction(async (tx) => {
      const inner = scope.within(tx);
      await findCustomer(inner, customer.payer.userId, true);
      const method = await methodOfPayer(inner, customer, id);
      await setDefaultMethod(inner, customer.payer.userId, method.id);
    });
    return view(scope, customer);
  }

  async function remove(
    scope: TenantScope,
    customer: Customer,
    body: { card: number; remove_payment_account_id: boolean },
  ): Promise<PaymentCustomer> {
    const account = await requireAccount(context, scope);
    const method = await methodOfPayer(scope, customer, body.card);
    // Spec 3 section 8: a method a live subscription renews with stays until the subscription is changed.
    if (await context.needs?.methodInUse?.(scope, method.id))
      throw new AppError(409, PAYMENT_MESSAGES.cannotRemoveMethod);
    const payerAccount = await findCustomer(scope, customer.payer.userId);
    try {
      if (payerAccount)
        await provider.detachPaymentMethod(account, {
          customerId: payerAccount.customerId,
          paymentMethodId: method.providerMethodId,
        });
    } catch (error) {
      throw providerFailure(error, 'card');
    }
    await db.transaction(async (tx) => {
      const inner = scope.within(tx);
      await findCustomer(inner, customer.payer.userId, true);
      const current = await findMethod(inner, method.id);
      if (current) await deleteMethod(inner, current);
      // Forgetting the provider customer only once no saved method is left.
      if (body.remove_payment_account_id && (await listMethods(inner, customer.payer.userId)).length === 0)
        await deleteCustomer(inner, customer.payer.userId);
    });
    return view(scope, customer);
  }

  return {
    view,
    /** Staff (payments update): for any member of the club. */
    createForMember: async (member: MemberContext, memberId: number, token: string) =>
      create(member.scope, await customerOf(member.scope, memberId), token),
    /** A member: for themselves or a family member they pay for. */
    createOwn: async (member: MemberContext, memberId: number, token: string) =>
      create(member.scope, await ownCustomer(member.scope, member.user.id, memberId), token),
    setDefaultOwn: async (member: MemberContext, memberId: number, id: number) =>
      setDefault(member.scope, await ownCustomer(member.scope, member.user.id, memberId), id),
    setDefaultAdmin: async (member: MemberContext, memberId: number, id: number) =>
      setDefault(member.scope, await customerOf(member.scope, memberId), id),
    removeOwn: async (member: MemberContext, body: { card: number; remove_payment_account_id: boolean }) => {
      const method = await findMethod(member.scope, body.card);
      if (!method) throw new AppError(404, PAYMENT_MESSAGES.methodNotFound);
      // The card names its payer: the caller, or someone the caller may act for.
      return remove(member.scope, await ownCustomer(member.scope, member.user.id, method.userId), body);
    },
    removeAdmin: async (
      member: MemberContext,
      memberId: number,
      body: { card: number; remove_payment_account_id: boolean },
    ) => remove(member.scope, await customerOf(member.scope, memberId), body),
    customerOwn: async (member: MemberContext, memberId: number) =>
      view(member.scope, await ownCustomer(member.scope, member.user.id, memberId)),
    customerAdmin: async (member: MemberContext, memberId: number) =>
      view(member.scope, await customerOf(member.scope, memberId)),

    /** POST payment/verifybankaccount: the caller's own (or a family member's) bank account, or staff's. */
    async verifyBank(
      member: MemberContext,
      body: { member_id: number; bank_source_id: number; amount1: number; amount2: number },
      staff: boolean,
    ): Promise<PaymentCustomer> {
      const scope = member.scope;
      const customer = staff
        ? await customerOf(scope, body.member_id)
        : await ownCustomer(scope, member.user.id, body.member_id);
      const account = await requireAccount(context, scope);
      const method = await methodOfPayer(scope, customer, body.bank_source_id);
      if (method.object !== 'bank_account') throw fieldError('bank_source_id', PAYMENT_MESSAGES.notBankAccount);
      if (method.verified) throw fieldError('bank_source_id', PAYMENT_MESSAGES.bankAlreadyVerified);
      const payerAccount = (await findCustomer(scope, customer.payer.userId))!;
      try {
        await provider.verifyBankAccount(account, {
          customerId: payerAccount.customerId,
          paymentMethodId: method.providerMethodId,
          amounts: [body.amount1, body.amount2],
        });
      } catch (error) {
        throw providerFailure(error, 'amount1');
      }
      await markVerified(scope, method.id);
      return view(scope, customer);
    },
  };
}

export type MethodsService = ReturnType<typeof createMethodsService>;
