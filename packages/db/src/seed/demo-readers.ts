import { randomBytes } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../client.js';
import {
  locations,
  paymentAccounts,
  paymentReaders,
  sandboxReaders,
  sandboxTerminalLocations,
} from '../schema/index.js';

const id = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;

/**
 * The demo club's card reader (issue 12, terminal): a simulated WisePOS E at the front desk of its first location,
 * registered with the sandbox as the payments module registers one (a sandbox terminal location and reader, and
 * the club's payment_readers row). It is online; a payment sent to it completes when a test card is tapped on its
 * page (/sandbox/v1/readers/{id}).
 */
export async function seedDemoReaders(tx: Executor, context: { businessId: number; ownerId: number; now: Date }) {
  const { businessId, ownerId, now } = context;
  const [account] = await tx.select().from(paymentAccounts).where(eq(paymentAccounts.businessId, businessId));
  const [location] = await tx
    .select()
    .from(locations)
    .where(eq(locations.businessId, businessId))
    .orderBy(asc(locations.id))
    .limit(1);
  if (!account || account.provider !== 'sandbox' || !location) return;
  const registeredAt = new Date(now.getTime() - 30 * 86_400_000);
  const terminalLocation = id('tml');
  await tx.insert(sandboxTerminalLocations).values({
    id: terminalLocation,
    accountId: account.accountId,
    displayName: location.name,
    address: location.address,
    createdAt: registeredAt,
  });
  const readerId = id('tmr');
  const serialNumber = `SIM-${randomBytes(5).toString('hex').toUpperCase()}`;
  await tx.insert(sandboxReaders).values({
    id: readerId,
    accountId: account.accountId,
    locationId: terminalLocation,
    label: 'Front desk',
    deviceType: 'simulated_wisepos_e',
    serialNumber,
    createdAt: registeredAt,
  });
  await tx.insert(paymentReaders).values({
    businessId,
    locationId: location.id,
    label: 'Front desk',
    provider: 'sandbox',
    providerReaderId: readerId,
    providerLocationId: terminalLocation,
    deviceType: 'simulated_wisepos_e',
    serialNumber,
    createdBy: ownerId,
    createdAt: registeredAt,
  });
}
