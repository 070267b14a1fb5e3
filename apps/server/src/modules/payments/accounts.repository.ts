import { and, asc, desc, eq, isNull } from 'drizzle-orm';
import { paymentAccounts, paymentCustomers, paymentMethods, type Executor, type TenantScope } from '@fairplay/db';

/** The only reader and writer of payment_accounts, payment_customers and payment_methods. */

export type AccountRow = typeof paymentAccounts.$inferSelect;
export type MethodRow = typeof paymentMethods.$inferSelect;

/** The club's connected account; none while the club is not connected (or was disconnected by the provider). */
export async function findAccount(scope: TenantScope): Promise<AccountRow | undefined> {
  const [row] = await scope.db
    .select()
    .from(paymentAccounts)
    .where(and(eq(paymentAccounts.businessId, scope.businessId), isNull(paymentAccounts.disconnectedAt)));
  return row;
}

/** The provider ended the connection (Stripe's account.application.deauthorized), system-wide by account id. */
export async function markDisconnected(
  db: Executor,
  provider: 'sandbox' | 'stripe',
  accountId: string,
  at: Date,
): Promise<void> {
  await db
    .update(paymentAccounts)
    .set({ disconnectedAt: at })
    .where(
      and(
        eq(paymentAccounts.provider, provider),
        eq(paymentAccounts.accountId, accountId),
        isNull(paymentAccounts.disconnectedAt),
      ),
    );
}

/** Connects the club (again: a new connection replaces the old account). */
export async function saveAccount(
  scope: TenantScope,
  values: { provider: 'sandbox' | 'stripe'; accountId: string; connectedBy: number; connectedAt: Date },
): Promise<void> {
  await scope.db
    .insert(paymentAccounts)
    .values(scope.values(values))
    .onConflictDoUpdate({ target: paymentAccounts.businessId, set: { ...values, disconnectedAt: null } });
}

export async function findCustomer(
  scope: TenantScope,
  userId: number,
  lock = false,
): Promise<{ customerId: string; provider: string } | undefined> {
  const query = scope.db
    .select({ customerId: paymentCustomers.customerId, provider: paymentCustomers.provider })
    .from(paymentCustomers)
    .where(and(eq(paymentCustomers.businessId, scope.businessId), eq(paymentCustomers.userId, userId)));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function insertCustomer(
  scope: TenantScope,
  values: { userId: number; provider: 'sandbox' | 'stripe'; customerId: string },
): Promise<void> {
  await scope.db.insert(paymentCustomers).values(scope.values(values)).onConflictDoNothing();
}

export async function deleteCustomer(scope: TenantScope, userId: number): Promise<void> {
  await scope.db
    .delete(paymentCustomers)
    .where(and(eq(paymentCustomers.businessId, scope.businessId), eq(paymentCustomers.userId, userId)));
}

/** A payer's methods, the default first, then the newest. */
export function listMethods(scope: TenantScope, userId: number): Promise<MethodRow[]> {
  return scope.db
    .select()
    .from(paymentMethods)
    .where(scope.where(paymentMethods, eq(paymentMethods.userId, userId)))
    .orderBy(desc(paymentMethods.isDefault), desc(paymentMethods.id));
}

export async function findMethod(scope: TenantScope, id: number): Promise<MethodRow | undefined> {
  const [row] = await scope.db
    .select()
    .from(paymentMethods)
    .where(scope.where(paymentMethods, eq(paymentMethods.id, id)));
  return row;
}

export async function findMethodByProviderId(
  scope: TenantScope,
  providerMethodId: string,
): Promise<MethodRow | undefined> {
  const [row] = await scope.db
    .select()
    .from(paymentMethods)
    .where(scope.where(paymentMethods, eq(paymentMethods.providerMethodId, providerMethodId)));
  return row;
}

export async function findDefaultMethod(scope: TenantScope, userId: number): Promise<MethodRow | undefined> {
  const [row] = await scope.db
    .select()
    .from(paymentMethods)
    .where(scope.where(paymentMethods, eq(paymentMethods.userId, userId), eq(paymentMethods.isDefault, true)));
  return row;
}

/**
 * Saves a method as the payer's default (a new method becomes the default, spec 3 section 4). Run in a
 * transaction: the old default is cleared first (the unique index allows one), and the database checks at commit
 * that exactly one is default. A method already saved (same provider id) is left as it is.
 */
export async function insertDefaultMethod(
  scope: TenantScope,
  values: Omit<typeof paymentMethods.$inferInsert, 'businessId' | 'isDefault' | 'id' | 'createdAt'>,
): Promise<MethodRow> {
  const existing = await findMethodByProviderId(scope, values.providerMethodId);
  if (existing) return existing;
  await clearDefault(scope, values.userId);
  const [row] = await scope.db
    .insert(paymentMethods)
    .values(scope.values({ ...values, isDefault: true }))
    .returning();
  return row!;
}

async function clearDefault(scope: TenantScope, userId: number): Promise<void> {
  await scope.db
    .update(paymentMethods)
    .set({ isDefault: false })
    .where(scope.where(paymentMethods, eq(paymentMethods.userId, userId), eq(paymentMethods.isDefault, true)));
}

/** Makes one method the payer's default (two statements: the unique index is checked row by row). */
export async function setDefaultMethod(scope: TenantScope, userId: number, methodId: number): Promise<void> {
  await clearDefault(scope, userId);
  await scope.db
    .update(paymentMethods)
    .set({ isDefault: true })
    .where(scope.where(paymentMethods, eq(paymentMethods.userId, userId), eq(paymentMethods.id, methodId)));
}

export async function markVerified(scope: TenantScope, methodId: number): Promise<void> {
  await scope.db
    .update(paymentMethods)
    .set({ verified: true })
    .where(scope.where(paymentMethods, eq(paymentMethods.id, methodId)));
}

/** Removes a method; when it was the default, the newest remaining one becomes the default. */
export async function deleteMethod(scope: TenantScope, method: MethodRow): Promise<void> {
  await scope.db.delete(paymentMethods).where(scope.where(paymentMethods, eq(paymentMethods.id, method.id)));
  if (!method.isDefault) return;
  const [next] = await scope.db
    .select({ id: paymentMethods.id })
    .from(paymentMethods)
    .where(scope.where(paymentMethods, eq(paymentMethods.userId, method.userId)))
    .orderBy(desc(paymentMethods.createdAt), desc(paymentMethods.id))
    .limit(1);
  if (next) await setDefaultMethod(scope, method.userId, next.id);
}

export function allMethods(scope: TenantScope, userId: number): Promise<MethodRow[]> {
  return scope.db
    .select()
    .from(paymentMethods)
    .where(scope.where(paymentMethods, eq(paymentMethods.userId, userId)))
    .orderBy(asc(paymentMethods.id));
}

/**
 * The club whose connected account this is: a provider's webhook names the account, not the club (one lookup
 * across clubs, the way the provider addresses us; everything after runs in that club's scope).
 */
export async function clubOfAccount(
  db: Executor,
  provider: 'sandbox' | 'stripe',
  accountId: string,
): Promise<number | undefined> {
  const [row] = await db
    .select({ businessId: paymentAccounts.businessId })
    .from(paymentAccounts)
    .where(and(eq(paymentAccounts.provider, provider), eq(paymentAccounts.accountId, accountId)));
  return row?.businessId;
}

/** Every club connected to the provider (the daily payout job's round), system-wide. */
export async function connectedAccounts(
  db: Executor,
  provider: 'sandbox' | 'stripe',
): Promise<{ businessId: number; accountId: string }[]> {
  return db
    .select({ businessId: paymentAccounts.businessId, accountId: paymentAccounts.accountId })
    .from(paymentAccounts)
    .where(and(eq(paymentAccounts.provider, provider), isNull(paymentAccounts.disconnectedAt)))
    .orderBy(asc(paymentAccounts.businessId));
}
