import { readdirSync, readFileSync } from 'node:fs';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_TEST_CARDS, endpoints } from '@fairplay/contracts';
import {
  classPackUses,
  classPacks,
  courts,
  ledgerEntries,
  pointEntities,
  pointSpends,
  TenantScope,
} from '@fairplay/db';
import { PACK_COURT_KIND } from '@fairplay/domain';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { clubIdOf, userIdOf } from '../../test/appointments-kit.js';
import { cardToken, expectLedgerBalanced, freshKey } from '../../test/payments-kit.js';
import { newPlan } from '../../test/memberships-kit.js';
import { expectPointsLedgerAgrees } from '../../test/points-kit.js';
import { givePackUseBack, givePointsBack, payWithPack, payWithPoints } from './index.js';

/** What a seller's place is: court time, a lesson place, a coach session (a private lesson's place). */
const SELLERS = [
  { name: 'court time', cause: 'court', kind: PACK_COURT_KIND },
  { name: 'a lesson place', cause: 'lesson', kind: 'group' },
  { name: 'a coach session', cause: 'lesson', kind: 'private' },
] as const;

/**
 * Issue 25.1: the checkout is the one place points and class packs pay and are given back, inside the seller's
 * transaction: a failure after the payment step leaves nothing written, and a give-back happens once.
 */
describe('the checkout spends and gives back points and packs in one place', () => {
  let t: TestApp;
  let clubId: number;
  let owner: string;
  let member: string;
  let memberId: number;
  let group: number;
  const start = new Date(Date.now() + 20 * 86_400_000);

  beforeAll(async () => {
    t = await startTestApp();
    owner = await t.login('owner');
    member = await t.login('member');
    clubId = await clubIdOf(t, owner);
    memberId = await userIdOf(t, 'member');
    const sold = new Set(
      (await t.handle.db.select().from(pointEntities).where(eq(pointEntities.businessId, clubId))).map(
        (entity) => entity.facilityGroupId,
      ),
    );
    group = (await t.handle.db.select().from(courts).where(eq(courts.businessId, clubId))).find((court) =>
      sold.has(court.facilityGroupId),
    )!.facilityGroupId;
    const gift = await t.call(endpoints.points.buy, {
      body: { user_id: memberId, facility_group_id: group, points: 100, gift: true },
      headers: freshKey(),
      token: owner,
    });
    expect(gift.status, gift.body.message).toBe(200);
  }, 120_000);
  afterAll(async () => {
    await expectLedgerBalanced(t);
    await expectPointsLedgerAgrees(t, clubId);
    await t.close();
  });

  const scopeOf = (tx: Parameters<Parameters<TestApp['handle']['db']['transaction']>[0]>[0]) =>
    new TenantScope(tx, clubId);
  const points = async () =>
    (
      await t.handle.db
        .select({ sum: sql<number>`coalesce(sum(${ledgerEntries.amount}), 0)::int` })
        .from(ledgerEntries)
        .where(
          and(
            eq(ledgerEntries.businessId, clubId),
            eq(ledgerEntries.account, 'points_held'),
            eq(ledgerEntries.userId, memberId),
          ),
        )
    )[0]!.sum;
  const spends = async () =>
    (await t.handle.db.select().from(pointSpends).where(eq(pointSpends.businessId, clubId))).length;
  /** A pack of the member's with `uses` uses covering court time, group lessons and private sessions, bought by card. */
  const newPack = async (uses: number) => {
    const plan = await newPlan(t, owner, {
      amount: 9000,
      interval: null,
      one_time: true,
      uses,
      pack_covers: [PACK_COURT_KIND, 'group', 'private'],
    });
    const bought = await t.call(endpoints.plans.subscribe, {
      body: { business_id: clubId, plan: plan.id, payment: { token: await cardToken(t, SANDBOX_TEST_CARDS.succeeds) } },
      token: member,
    });
    expect(bought.status, bought.body.message).toBe(200);
    const [pack] = await t.handle.db
      .select()
      .from(classPacks)
      .where(and(eq(classPacks.businessId, clubId), eq(classPacks.planId, plan.id)));
    return pack!.id;
  };
  const packOf = async (id: number) =>
    (
      await t.handle.db
        .select()
        .from(classPacks)
        .where(and(eq(classPacks.businessId, clubId), eq(classPacks.id, id)))
    )[0]!;
  const usesOf = async (id: number) =>
    t.handle.db
      .select()
      .from(classPackUses)
      .where(and(eq(classPackUses.businessId, clubId), eq(classPackUses.packId, id)));

  it('writes nothing when the seller fails after the points were spent (one transaction)', async () => {
    const [before, spent] = [await points(), await spends()];
    await expect(
      t.handle.db.transaction(async (tx) => {
        await payWithPoints(scopeOf(tx), {
          payerId: memberId,
          points: 7,
          facilityGroupId: group,
          cause: 'court',
          causeId: null,
          description: 'Fails after paying',
          actorId: memberId,
          at: new Date(),
        });
        throw new Error('the reservation failed after the payment step');
      }),
    ).rejects.toThrow('after the payment step');
    expect([await points(), await spends()]).toEqual([before, spent]);
  });

  it('writes nothing when a pack runs out part way through an order (one transaction)', async () => {
    const pack = await newPack(1);
    await expect(
      t.handle.db.transaction((tx) =>
        payWithPack(scopeOf(tx), {
          packId: pack,
          memberId,
          kind: PACK_COURT_KIND,
          starts: [start, new Date(start.getTime() + 86_400_000)],
          description: 'Two dates, one use',
          actorId: memberId,
          at: new Date(),
          field: 'pack_id',
        }),
      ),
    ).rejects.toMatchObject({ statusCode: 400 });
    expect((await packOf(pack)).usesLeft).toBe(1);
    expect(await usesOf(pack)).toEqual([]);
  });

  it('answers a points shortfall on the field the seller names', async () => {
    await expect(
      t.handle.db.transaction((tx) =>
        payWithPoints(scopeOf(tx), {
          payerId: memberId,
          points: 1_000_000,
          facilityGroupId: group,
          cause: 'court',
          causeId: null,
          description: 'Too dear',
          actorId: memberId,
          at: new Date(),
          shortField: 'method',
        }),
      ),
    ).rejects.toMatchObject({ statusCode: 409, payload: { errors: [{ field: 'method' }] } });
  });

  for (const seller of SELLERS)
    it(`spends and gives back, once, points and a pack use for ${seller.name}`, async () => {
      const before = await points();
      const spend = await t.handle.db.transaction((tx) =>
        payWithPoints(scopeOf(tx), {
          payerId: memberId,
          points: 5,
          facilityGroupId: group,
          cause: seller.cause,
          causeId: null,
          description: seller.name,
          actorId: memberId,
          at: new Date(),
        }),
      );
      expect(await points()).toBe(before - 5);
      for (let time = 0; time < 2; time += 1)
        await t.handle.db.transaction((tx) =>
          givePointsBack(scopeOf(tx), { spendId: spend.spend.id, points: 5, at: new Date() }),
        );
      expect(await points()).toBe(before);

      const pack = await newPack(2);
      const [useId] = await t.handle.db.transaction((tx) =>
        payWithPack(scopeOf(tx), {
          packId: pack,
          memberId,
          kind: seller.kind,
          starts: [start],
          description: seller.name,
          actorId: memberId,
          at: new Date(),
        }),
      );
      expect((await packOf(pack)).usesLeft).toBe(1);
      for (let time = 0; time < 2; time += 1)
        await t.handle.db.transaction((tx) =>
          givePackUseBack(scopeOf(tx), {
            useId: useId!,
            description: 'Cancelled in time',
            actorId: null,
            at: new Date(),
          }),
        );
      expect((await packOf(pack)).usesLeft).toBe(2);
      expect((await usesOf(pack)).map((use) => use.change).sort()).toEqual([-1, 1]);
    });

  it('is the only module outside points and class packs that spends or gives back points and pack uses', () => {
    const modulesDir = new URL('../', import.meta.url);
    const callers = readdirSync(modulesDir, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
      .filter((file) => !/^(checkout|points|class-packs)\//.test(file))
      .filter((file) =>
        /\b(spendPoints|refundPoints|takePackUse|returnPackUse)\b/.test(
          readFileSync(new URL(file, modulesDir), 'utf8'),
        ),
      );
    expect(callers).toEqual([]);
  });
});
