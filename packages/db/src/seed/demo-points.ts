import { and, eq } from 'drizzle-orm';
import type { Executor } from '../client.js';
import {
  charges,
  ledgerEntries,
  ledgerTransactions,
  pointEntities,
  pointLots,
  pointSpendLots,
  pointSpends,
} from '../schema/index.js';

const DAY_MS = 86_400_000;

/** Point prices (cents a point) and validity (days) per facility group; Golf simulators sells none. */
const ENTITIES = [
  { group: 'Tennis', pricePerPoint: 100, expirationDate: 365 },
  { group: 'Pickleball', pricePerPoint: 75, expirationDate: 180 },
];

/** Lots: bought ones name the card charge demo-payments.ts wrote for them. */
const LOTS: {
  key: string;
  who: string;
  group: string;
  source: 'bought' | 'gift';
  points: number;
  daysAgo: number;
  charge?: string;
  note?: string;
}[] = [
  {
    key: 'member-tennis-bought',
    who: 'member',
    group: 'Tennis',
    source: 'bought',
    points: 50,
    daysAgo: 12,
    charge: '50 points - Tennis',
  },
  {
    key: 'member-tennis-gift',
    who: 'member',
    group: 'Tennis',
    source: 'gift',
    points: 20,
    daysAgo: 30,
    note: 'Welcome back after the winter break',
  },
  // Gifted 200 days ago with 180 days' validity: expired 20 days ago, 15 of them unspent.
  {
    key: 'member-pickleball-old',
    who: 'member',
    group: 'Pickleball',
    source: 'gift',
    points: 25,
    daysAgo: 200,
    note: 'League volunteer thanks',
  },
  {
    key: 'erik-pickleball-bought',
    who: 'erik.larsen',
    group: 'Pickleball',
    source: 'bought',
    points: 40,
    daysAgo: 8,
    charge: '40 points - Pickleball',
  },
  {
    key: 'raj-tennis-gift',
    who: 'raj.patel',
    group: 'Tennis',
    source: 'gift',
    points: 10,
    daysAgo: 5,
    note: 'Tournament runner-up',
  },
];

/** Spends: what members paid with points (oldest-expiring lots first, as the points module spends). */
const SPENDS: {
  who: string;
  group: string;
  points: number;
  daysAgo: number;
  cause: 'court' | 'lesson';
  what: string;
  from: { key: string; points: number }[];
}[] = [
  {
    who: 'member',
    group: 'Pickleball',
    points: 10,
    daysAgo: 60,
    cause: 'court',
    what: 'Pickleball court, 1 hour',
    from: [{ key: 'member-pickleball-old', points: 10 }],
  },
  {
    who: 'member',
    group: 'Tennis',
    points: 25,
    daysAgo: 6,
    cause: 'lesson',
    what: 'Clinic: serve and volley',
    from: [
      { key: 'member-tennis-gift', points: 20 },
      { key: 'member-tennis-bought', points: 5 },
    ],
  },
  {
    who: 'erik.larsen',
    group: 'Pickleball',
    points: 12,
    daysAgo: 3,
    cause: 'court',
    what: 'Pickleball court, 90 minutes',
    from: [{ key: 'erik-pickleball-bought', points: 12 }],
  },
];

async function post(
  tx: Executor,
  businessId: number,
  at: Date,
  memo: string,
  userId: number,
  debit: 'points_held' | 'points_spent' | 'points_expired',
  credit: 'points_issued' | 'points_held',
  points: number,
): Promise<void> {
  const [row] = await tx
    .insert(ledgerTransactions)
    .values({ businessId, kind: 'points', memo, createdAt: at })
    .returning({ id: ledgerTransactions.id });
  await tx.insert(ledgerEntries).values([
    { businessId, transactionId: row!.id, account: debit, unit: 'points', amount: points, userId, createdAt: at },
    { businessId, transactionId: row!.id, account: credit, unit: 'points', amount: -points, userId, createdAt: at },
  ]);
}

/**
 * The demo club's points (issue 14): prices for Tennis and Pickleball, points bought with a card (the charges are
 * demo-payments.ts's), gifted by the owner, spent on a clinic and on courts, and a lot that expired with points
 * left. Written as the points module writes them, each movement balanced in the ledger (unit 'points').
 */
export async function seedDemoPoints(
  tx: Executor,
  context: {
    businessId: number;
    ownerId: number;
    userIds: Map<string, number>;
    groupIds: Map<string, number>;
    now: Date;
  },
): Promise<void> {
  const { businessId, ownerId, userIds, groupIds, now } = context;
  const ago = (days: number) => new Date(now.getTime() - days * DAY_MS);
  const entityIds = new Map<string, { id: number; days: number }>();
  for (const entity of ENTITIES) {
    const [row] = await tx
      .insert(pointEntities)
      .values({
        businessId,
        facilityGroupId: groupIds.get(entity.group)!,
        pricePerPoint: entity.pricePerPoint,
        expirationDate: entity.expirationDate,
        createdAt: ago(90),
        updatedAt: ago(90),
      })
      .returning({ id: pointEntities.id });
    entityIds.set(entity.group, { id: row!.id, days: entity.expirationDate });
  }
  const spentOf = new Map<string, number>();
  for (const spend of SPENDS)
    for (const part of spend.from) spentOf.set(part.key, (spentOf.get(part.key) ?? 0) + part.points);

  const lotIds = new Map<string, number>();
  for (const lot of LOTS) {
    const entity = entityIds.get(lot.group)!;
    const userId = userIds.get(lot.who)!;
    const createdAt = ago(lot.daysAgo);
    const expiresAt = new Date(createdAt.getTime() + entity.days * DAY_MS);
    const [charge] = lot.charge
      ? await tx
          .select({ id: charges.id, total: charges.total })
          .from(charges)
          .where(and(eq(charges.businessId, businessId), eq(charges.description, lot.charge)))
      : [];
    const left = lot.points - (spentOf.get(lot.key) ?? 0);
    const expired = expiresAt <= now;
    const [row] = await tx
      .insert(pointLots)
      .values({
        businessId,
        userId,
        pointEntityId: entity.id,
        facilityGroupId: groupIds.get(lot.group)!,
        source: lot.source,
        status: expired ? 'expired' : 'active',
        points: lot.points,
        remaining: expired ? 0 : left,
        expired: expired ? left : 0,
        amount: charge?.total ?? 0,
        chargeId: charge?.id ?? null,
        note: lot.note ?? '',
        idempotencyKey: `demo-${lot.key}`,
        expiresAt,
        createdBy: lot.source === 'gift' ? ownerId : userId,
        createdAt,
      })
      .returning({ id: pointLots.id });
    lotIds.set(lot.key, row!.id);
    await post(
      tx,
      businessId,
      createdAt,
      `points #${row!.id} ${lot.source === 'gift' ? 'gift' : 'bought'}`,
      userId,
      'points_held',
      'points_issued',
      lot.points,
    );
    if (expired && left > 0)
      await post(
        tx,
        businessId,
        expiresAt,
        `points #${row!.id} expired`,
        userId,
        'points_expired',
        'points_held',
        left,
      );
  }

  for (const spend of SPENDS) {
    const userId = userIds.get(spend.who)!;
    const createdAt = ago(spend.daysAgo);
    const [row] = await tx
      .insert(pointSpends)
      .values({
        businessId,
        userId,
        facilityGroupId: groupIds.get(spend.group)!,
        points: spend.points,
        cause: spend.cause,
        description: spend.what,
        createdBy: userId,
        createdAt,
      })
      .returning({ id: pointSpends.id });
    await tx
      .insert(pointSpendLots)
      .values(
        spend.from.map((part) => ({ businessId, spendId: row!.id, lotId: lotIds.get(part.key)!, points: part.points })),
      );
    await post(
      tx,
      businessId,
      createdAt,
      `points payment #${row!.id}: ${spend.what}`,
      userId,
      'points_spent',
      'points_held',
      spend.points,
    );
  }
}
