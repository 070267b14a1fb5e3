import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POINT_MESSAGES, SANDBOX_PATHS, SANDBOX_TEST_CARDS, endpoints, type ChargeDetail } from '@fairplay/contracts';
import { TenantScope, ledgerEntries, ledgerTransactions, pointEntities, pointLots } from '@fairplay/db';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { clubIdOf, userIdOf } from '../../test/appointments-kit.js';
import { cardToken, expectLedgerBalanced, freshKey } from '../../test/payments-kit.js';
import { expectPointsLedgerAgrees, groupIdsByName } from '../../test/points-kit.js';
import { POINTS_EXPIRY_JOB } from './expiry.js';
import { refundPoints, spendPoints } from './index.js';
import { POINTS_SETTLE_JOB } from './settle-job.js';

const table = endpoints.points;

describe('points (issue 14): entities, buying, gifts, spending, refunds, expiry, all in the ledger', () => {
  let t: TestApp;
  let owner: string;
  let coach: string;
  let memberToken: string;
  let clubId: number;
  let member: number;
  let erik: number;
  let raj: number;
  let tennis: number;
  let pickleball: number;
  let golf: number;
  beforeAll(async () => {
    t = await startTestApp();
    owner = await t.login('owner');
    coach = await t.login('coach');
    memberToken = await t.login('member');
    clubId = await clubIdOf(t, owner);
    member = await userIdOf(t, 'member');
    erik = await userIdOf(t, 'erik.larsen');
    raj = await userIdOf(t, 'raj.patel');
    const groups = await groupIdsByName(t, clubId);
    tennis = groups.get('Tennis')!;
    pickleball = groups.get('Pickleball')!;
    golf = groups.get('Golf simulators')!;
  }, 60_000);
  afterAll(async () => {
    await expectLedgerBalanced(t);
    await expectPointsLedgerAgrees(t, clubId);
    await t.close();
  });

  const buy = (body: Record<string, unknown>, token = owner, headers: Record<string, string> = freshKey()) =>
    t.callRaw(table.buy, { body, token, headers });
  const pointsOf = async (userId: number, token = owner) =>
    (await t.call(table.memberPoints, { params: { id: userId }, token })).body.payload;
  const tennisBalance = async (userId: number) =>
    (await pointsOf(userId)).balances.find((row) => row.facility_group_id === tennis)?.points ?? 0;

  it('starts the demo club with point prices, and members with bought, gifted, spent and expired points', async () => {
    const entities = (await t.call(table.entities, { token: memberToken })).body.payload;
    expect(entities.map((row) => [row.facility_group_name, row.price_per_point, row.expiration_date])).toEqual([
      ['Tennis', 100, 365],
      ['Pickleball', 75, 180],
    ]);
    const mine = await pointsOf(member, memberToken);
    expect(mine.balances.map((row) => [row.facility_group_name, row.points])).toEqual([['Tennis', 45]]);
    expect(mine.points).toBe(45);
    expect(mine.lots.map((lot) => lot.status)).toContain('expired');
    expect(mine.points_payments.map((spend) => spend.description)).toContain('Clinic: serve and volley');
    const gifts = (await t.call(table.gifts, { params: { id: member }, token: memberToken })).body.payload;
    expect(gifts.every((lot) => lot.gift)).toBe(true);
    expect(gifts).toHaveLength(2);
  });

  it('creates and updates a point entity; an update sets status 1', async () => {
    const created = await t.call(table.createEntity, {
      body: { facility_group_id: golf, price_per_point: 250, expiration_date: 90, status: 0 },
      token: owner,
    });
    expect(created.status, created.body.message).toBe(200);
    expect(created.body.message).toBe(POINT_MESSAGES.entityCreated);
    expect(created.body.payload).toMatchObject({ facility_group_name: 'Golf simulators', status: 0 });
    const again = await t.callRaw(table.createEntity, {
      body: { facility_group_id: golf, price_per_point: 100, expiration_date: 30 },
      token: owner,
    });
    expect(again.status).toBe(409);
    expect(again.errors).toEqual([{ field: 'facility_group_id', message: POINT_MESSAGES.entityExists }]);
    // Withdrawn points cannot be bought (gifts still can).
    const withdrawn = await buy({ user_id: member, facility_group_id: golf, points: 2 }, memberToken);
    expect(withdrawn.errors).toEqual([{ field: 'facility_group_id', message: POINT_MESSAGES.notOnSale }]);
    const updated = await t.call(table.updateEntity, {
      params: { id: created.body.payload.id },
      body: { price_per_point: 200 },
      token: owner,
    });
    expect(updated.body.payload).toMatchObject({ price_per_point: 200, expiration_date: 90, status: 1 });
    expect(updated.body.message).toBe(POINT_MESSAGES.entityUpdated);
  });

  it('refuses bad entity input naming the field, and answers 403 and 401', async () => {
    const bad = [
      [{ facility_group_id: golf, price_per_point: 0, expiration_date: 30 }, 'price_per_point'],
      [{ facility_group_id: golf, price_per_point: 1.5, expiration_date: 30 }, 'price_per_point'],
      [{ facility_group_id: golf, price_per_point: 100, expiration_date: 0 }, 'expiration_date'],
      [{ facility_group_id: golf, price_per_point: 100, expiration_date: 3651 }, 'expiration_date'],
      [{ facility_group_id: 'x', price_per_point: 100, expiration_date: 30 }, 'facility_group_id'],
      [{ facility_group_id: golf, price_per_point: 100, expiration_date: 30, extra: 1 }, ''],
    ] as const;
    for (const [body, field] of bad) {
      const response = await t.callRaw(table.createEntity, { body, token: owner });
      expect(response.status, JSON.stringify(body)).toBe(400);
      if (field) expect(response.errors[0]?.field).toBe(field);
    }
    const malformed = await t.api({ method: 'POST', url: '/api/v1/point/entity', rawBody: '{"x":', token: owner });
    expect(malformed.status).toBe(400);
    const missing = await t.callRaw(table.createEntity, {
      body: { facility_group_id: 99_999_999, price_per_point: 100, expiration_date: 30 },
      token: owner,
    });
    expect(missing.status).toBe(404);
    const body = { facility_group_id: golf, price_per_point: 100, expiration_date: 30 };
    expect((await t.callRaw(table.createEntity, { body, token: coach })).status).toBe(403);
    expect((await t.callRaw(table.createEntity, { body, token: memberToken })).status).toBe(403);
    expect((await t.callRaw(table.createEntity, { body })).status).toBe(401);
    expect((await t.callRaw(table.entities, {})).status).toBe(401);
    expect((await t.callRaw(table.updateEntity, { params: { id: 1 }, body: {}, token: coach })).status).toBe(403);
    expect((await t.callRaw(table.updateEntity, { params: { id: 99_999_999 }, body: {}, token: owner })).status).toBe(
      404,
    );
  });

  it('sells points for a card: the charge and the points are in the ledger, and a retry buys nothing twice', async () => {
    const before = await tennisBalance(member);
    const token = await cardToken(t, SANDBOX_TEST_CARDS.succeeds);
    const headers = freshKey();
    const body = { user_id: member, facility_group_id: tennis, points: 30, token };
    const bought = await buy(body, memberToken, headers);
    expect(bought.status, bought.body.message).toBe(200);
    expect(bought.body.message).toBe(POINT_MESSAGES.bought);
    const lot = bought.body.payload.user_payment;
    expect(lot).toMatchObject({ gift: false, status: 'active', points: 30, remaining: 30, amount: 3000 });
    expect(bought.body.payload.balance).toBe(before + 30);
    const expiry = new Date(lot.expiration_date).getTime() - new Date(lot.createdAt).getTime();
    expect(expiry).toBe(365 * 86_400_000);
    // The same request again: the same lot, no second charge.
    const retried = await buy(body, memberToken, headers);
    expect(retried.body.payload.user_payment.id).toBe(lot.id);
    expect(await tennisBalance(member)).toBe(before + 30);
    const reused = await buy({ ...body, points: 31 }, memberToken, headers);
    expect(reused.status).toBe(409);
    // The money: one card charge of 30.00 through the payments module, in the ledger as every charge.
    const charge = await t.call(endpoints.payments.get, { params: { id: lot.charge_id! }, token: owner });
    expect(charge.body.payload).toMatchObject({ status: 'succeeded', total: 3000, member_id: member });
    const points = await t.handle.db
      .select({ account: ledgerEntries.account, amount: ledgerEntries.amount, unit: ledgerEntries.unit })
      .from(ledgerEntries)
      .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
      .where(and(eq(ledgerEntries.businessId, clubId), eq(ledgerTransactions.memo, `points #${lot.id} bought`)))
      .orderBy(ledgerEntries.account);
    expect(points).toEqual([
      { account: 'points_held', amount: 30, unit: 'points' },
      { account: 'points_issued', amount: -30, unit: 'points' },
    ]);
  });

  it('buys with the saved default card; a declined card adds no points', async () => {
    const before = await tennisBalance(member);
    const saved = await buy({ user_id: member, facility_group_id: tennis, points: 5 }, owner);
    expect(saved.status, saved.body.message).toBe(200);
    expect(saved.body.payload.user_payment.amount).toBe(500);
    const declined = await buy(
      {
        user_id: member,
        facility_group_id: tennis,
        points: 5,
        token: await cardToken(t, SANDBOX_TEST_CARDS.declined),
      },
      memberToken,
    );
    expect(declined.status).toBe(402);
    expect(await tennisBalance(member)).toBe(before + 5);
    const [failed] = await t.handle.db
      .select()
      .from(pointLots)
      .where(and(eq(pointLots.businessId, clubId), eq(pointLots.status, 'failed')));
    expect(failed).toMatchObject({ remaining: 0, userId: member });
  });

  it('refuses bad purchases naming the field, others’ points, and gifts from members', async () => {
    const cases = [
      [{ user_id: member, facility_group_id: tennis, points: 0 }, 'points', POINT_MESSAGES.pointsNonZero],
      [{ user_id: member, facility_group_id: tennis, points: -3 }, 'points', POINT_MESSAGES.pointsNonZero],
      [{ user_id: member, facility_group_id: tennis, points: 'ten' }, 'points', POINT_MESSAGES.pointsNonZero],
      [{ user_id: member, facility_group_id: tennis }, 'points', POINT_MESSAGES.pointsNonZero],
      [
        { user_id: member, facility_group_id: tennis, points: 3, gift: true, token: 'tok_x' },
        'gift',
        POINT_MESSAGES.sourceForGift,
      ],
      [{ facility_group_id: tennis, points: 3 }, 'user_id', undefined],
      [{ user_id: member, points: 3 }, 'facility_group_id', undefined],
      [{ user_id: member, facility_group_id: tennis, points: 3, note: 'x'.repeat(281) }, 'note', undefined],
    ] as const;
    for (const [body, field, message] of cases) {
      const response = await buy(body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.errors[0]?.field).toBe(field);
      if (message) expect(response.errors[0]?.message).toBe(message);
    }
    const noKey = await t.callRaw(table.buy, {
      body: { user_id: member, facility_group_id: tennis, points: 3, gift: true },
      token: owner,
    });
    expect(noKey.errors[0]).toEqual({ field: 'Idempotency-Key', message: POINT_MESSAGES.idempotencyKeyRequired });
    expect((await buy({ user_id: member, facility_group_id: tennis, points: 3, gift: true }, memberToken)).status).toBe(
      403,
    );
    const forErik = await buy({ user_id: erik, facility_group_id: tennis, points: 3 }, memberToken);
    expect(forErik.status).toBe(403);
    expect(forErik.body.message).toBe(POINT_MESSAGES.othersNeedStaff);
    expect((await t.callRaw(table.memberPoints, { params: { id: erik }, token: memberToken })).status).toBe(403);
    expect((await t.callRaw(table.gifts, { params: { id: erik }, token: memberToken })).status).toBe(403);
    expect((await t.callRaw(table.buy, { body: {}, headers: freshKey() })).status).toBe(401);
    expect((await t.callRaw(table.memberPoints, { params: { id: erik } })).status).toBe(401);
    expect((await t.callRaw(table.gifts, { params: { id: 99_999_999 }, token: owner })).status).toBe(404);
  });

  it('gifts points and refunds part of a gift, in the ledger', async () => {
    const before = await tennisBalance(raj);
    const gifted = await buy({
      user_id: raj,
      facility_group_id: tennis,
      points: 12,
      gift: true,
      note: 'Ladder winner',
    });
    expect(gifted.status, gifted.body.message).toBe(200);
    expect(gifted.body.message).toBe(POINT_MESSAGES.gifted);
    const lot = gifted.body.payload.user_payment;
    expect(lot).toMatchObject({ gift: true, amount: 0, charge_id: null, note: 'Ladder winner' });
    const tooMuch = await t.callRaw(table.refundGift, {
      headers: freshKey(),
      body: { user_point_id: lot.id, amount: 13 },
      token: owner,
    });
    expect(tooMuch.errors).toEqual([{ field: 'amount', message: POINT_MESSAGES.refundTooMuch(12) }]);
    const zero = await t.callRaw(table.refundGift, {
      headers: freshKey(),
      body: { user_point_id: lot.id, amount: 0 },
      token: owner,
    });
    expect(zero.errors).toEqual([{ field: 'amount', message: POINT_MESSAGES.pointsNonZero }]);
    const wrongMember = await t.callRaw(table.refundGift, {
      headers: freshKey(),
      body: { user_point_id: lot.id, amount: 2, member_id: erik },
      token: owner,
    });
    expect(wrongMember.status).toBe(404);
    const byCoach = await t.callRaw(table.refundGift, {
      headers: freshKey(),
      body: { user_point_id: lot.id, amount: 2 },
      token: coach,
    });
    expect(byCoach.status).toBe(403);
    const refunded = await t.call(table.refundGift, {
      headers: freshKey(),
      body: { user_point_id: lot.id, amount: 4, member_id: raj, business_id: clubId },
      token: owner,
    });
    expect(refunded.body.message).toBe(POINT_MESSAGES.giftRefunded);
    expect(refunded.body.payload).toMatchObject({ remaining: 8, refunded: 4 });
    expect(await tennisBalance(raj)).toBe(before + 8);
    const bought = (await pointsOf(member)).lots.find((row) => !row.gift && row.status === 'active')!;
    const notGift = await t.callRaw(table.refundGift, {
      headers: freshKey(),
      body: { user_point_id: bought.id, amount: 1 },
      token: owner,
    });
    expect(notGift.errors[0]).toEqual({ field: 'user_point_id', message: POINT_MESSAGES.giftOnlyGifts });
  });

  it('charges points, oldest-expiring first, refuses when short, and answers a retried key once', async () => {
    const gift = await buy({ user_id: erik, facility_group_id: tennis, points: 10, gift: true });
    expect(gift.status).toBe(200);
    const headers = freshKey();
    const body = { user_id: erik, amount: 4, facility_group_id: tennis, description: 'Ball machine' };
    const charged = await t.callRaw(table.charge, { body, headers, token: owner });
    expect(charged.status, charged.body.message).toBe(200);
    expect(charged.body.message).toBe(POINT_MESSAGES.charged);
    expect(charged.body.payload).toMatchObject({ balance: 6, payment: { points: 4, charge_for: 'charge' } });
    const again = await t.callRaw(table.charge, { body, headers, token: owner });
    expect(again.body.payload.payment.id).toBe(charged.body.payload.payment.id);
    expect((await t.callRaw(table.charge, { body: { ...body, amount: 5 }, headers, token: owner })).status).toBe(409);
    const short = await t.callRaw(table.charge, { body: { ...body, amount: 7 }, headers: freshKey(), token: owner });
    expect(short.status).toBe(409);
    expect(short.body.message).toBe(POINT_MESSAGES.notEnough(6, 7));
    // The selected facility group (header) stands in for a missing facility_group_id.
    const selected = await t.callRaw(table.charge, {
      body: { user_id: erik, amount: 1 },
      headers: { ...freshKey(), 'facility-group-id': String(tennis) },
      token: owner,
    });
    expect(selected.status).toBe(200);
    const none = await t.callRaw(table.charge, {
      body: { user_id: erik, amount: 1 },
      headers: freshKey(),
      token: owner,
    });
    expect(none.errors[0]).toEqual({ field: 'facility_group_id', message: POINT_MESSAGES.facilityGroupRequired });
    for (const bad of [0, -1, 1.5, 'x']) {
      const response = await t.callRaw(table.charge, {
        body: { ...body, amount: bad },
        headers: freshKey(),
        token: owner,
      });
      expect(response.errors[0]).toMatchObject({ field: 'amount' });
    }
    expect((await t.callRaw(table.charge, { body, headers: freshKey(), token: coach })).status).toBe(403);
    expect((await t.callRaw(table.charge, { body, headers: freshKey(), token: memberToken })).status).toBe(403);
    expect((await t.callRaw(table.charge, { body, headers: freshKey() })).status).toBe(401);
    const spent = (await pointsOf(erik)).points_payments.map((row) => [row.points, row.description]);
    expect(spent).toEqual(expect.arrayContaining([[4, 'Ball machine']]));
  });

  it('never overdraws when two spends race for the same points', async () => {
    const gift = await buy({ user_id: raj, facility_group_id: pickleball, points: 5, gift: true });
    expect(gift.status).toBe(200);
    const body = { user_id: raj, amount: 5, facility_group_id: pickleball };
    const results = await Promise.all(
      [1, 2, 3].map(() => t.callRaw(table.charge, { body, headers: freshKey(), token: owner })),
    );
    expect(results.map((response) => response.status).sort()).toEqual([200, 409, 409]);
    const pickle = (await pointsOf(raj)).balances.find((row) => row.facility_group_id === pickleball);
    expect(pickle?.points ?? 0).toBe(0);
  });

  it('lets other modules spend points in their transaction, the lots expiring first first, and refund them', async () => {
    const julia = await userIdOf(t, 'julia.rossi');
    const entity = (await t.call(table.entities, { token: owner })).body.payload.find(
      (row) => row.facility_group_id === tennis,
    )!;
    const later = await buy({ user_id: julia, facility_group_id: tennis, points: 6, gift: true });
    await t.call(table.updateEntity, { params: { id: entity.id }, body: { expiration_date: 10 }, token: owner });
    const sooner = await buy({ user_id: julia, facility_group_id: tennis, points: 4, gift: true });
    await t.call(table.updateEntity, { params: { id: entity.id }, body: { expiration_date: 365 }, token: owner });
    const lotOf = async (id: number) => (await t.handle.db.select().from(pointLots).where(eq(pointLots.id, id)))[0]!;
    const input = {
      memberId: julia,
      facilityGroupId: tennis,
      cause: 'lesson' as const,
      causeId: 77,
      at: t.clock.now(),
    };
    // Short: refused with a 409 and nothing written (the caller's transaction rolls back).
    await expect(
      t.handle.db.transaction((tx) => spendPoints(new TenantScope(tx, clubId), { ...input, points: 11 })),
    ).rejects.toMatchObject({ statusCode: 409, message: POINT_MESSAGES.notEnough(10, 11) });
    const spent = await t.handle.db.transaction((tx) =>
      spendPoints(new TenantScope(tx, clubId), { ...input, points: 7, description: 'Clinic' }),
    );
    expect(spent.balance).toBe(3);
    expect((await lotOf(sooner.body.payload.user_payment.id)).remaining).toBe(0);
    expect((await lotOf(later.body.payload.user_payment.id)).remaining).toBe(3);
    const partly = await t.handle.db.transaction((tx) =>
      refundPoints(new TenantScope(tx, clubId), { spendId: spent.spend.id, points: 2, at: t.clock.now() }),
    );
    expect(partly.refunded).toBe(2);
    // Given back to the lot that expires last first: it keeps its own expiry.
    expect((await lotOf(later.body.payload.user_payment.id)).remaining).toBe(5);
    await t.handle.db.transaction((tx) =>
      refundPoints(new TenantScope(tx, clubId), { spendId: spent.spend.id, at: t.clock.now() }),
    );
    expect((await lotOf(later.body.payload.user_payment.id)).remaining).toBe(6);
    expect((await lotOf(sooner.body.payload.user_payment.id)).remaining).toBe(4);
    await expect(
      t.handle.db.transaction((tx) =>
        refundPoints(new TenantScope(tx, clubId), { spendId: spent.spend.id, points: 1, at: t.clock.now() }),
      ),
    ).rejects.toMatchObject({ statusCode: 409, message: POINT_MESSAGES.spendRefundTooMuch(0) });
    const view = (await pointsOf(julia)).points_payments.find((row) => row.id === spent.spend.id);
    expect(view).toMatchObject({ points: 7, refunded: 7, charge_for: 'lesson', appointment_id: 77 });
  });

  it('credits points bought with a card that needed authentication once the charge is confirmed', async () => {
    const ivan = await userIdOf(t, 'ivan.petrov');
    const body = {
      user_id: ivan,
      facility_group_id: tennis,
      points: 8,
      token: await cardToken(t, SANDBOX_TEST_CARDS.requiresAuthentication),
    };
    const waiting = await buy(body);
    expect(waiting.status).toBe(409);
    expect(waiting.body.message).toBe(POINT_MESSAGES.paymentPending);
    const charge = (waiting.body.payload as unknown as { charge: ChargeDetail }).charge;
    expect(charge.status).toBe('requires_action');
    expect(await tennisBalance(ivan)).toBe(0);
    // Nothing to credit while the card holder has not answered.
    await t.app.jobs.runDueJobs(t.clock.now(), { types: [POINTS_SETTLE_JOB] });
    expect(await tennisBalance(ivan)).toBe(0);
    const answered = await t.app.inject({
      method: 'POST',
      url: `${SANDBOX_PATHS.authenticate}/${charge.charge_id}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `outcome=complete&return_url=${encodeURIComponent(`/private/stripe?charge_id=${charge.id}`)}`,
    });
    expect(answered.statusCode).toBe(303);
    const confirmed = await t.call(endpoints.payments.confirm, { params: { id: charge.id }, token: owner });
    expect(confirmed.body.payload.status).toBe('succeeded');
    await t.app.jobs.runDueJobs(new Date(t.clock.now().getTime() + 61_000), { types: [POINTS_SETTLE_JOB] });
    expect(await tennisBalance(ivan)).toBe(8);
    const lot = (await pointsOf(ivan)).lots[0]!;
    expect(lot).toMatchObject({ status: 'active', points: 8, amount: 800, charge_id: charge.id });
  });

  it('stays in its club: another club’s ids answer 404 and change nothing', async () => {
    const { registerSecondClub } = await import('../../test/second-club.js');
    const other = await registerSecondClub(t, 'p');
    const [entity] = await t.handle.db.select().from(pointEntities).where(eq(pointEntities.businessId, clubId));
    const [gift] = await t.handle.db
      .select()
      .from(pointLots)
      .where(and(eq(pointLots.businessId, clubId), eq(pointLots.source, 'gift'), eq(pointLots.status, 'active')));
    const token = other.token;
    const statuses = [
      (await t.callRaw(table.updateEntity, { params: { id: entity!.id }, body: { price_per_point: 1 }, token })).status,
      (
        await t.callRaw(table.createEntity, {
          body: { facility_group_id: golf, price_per_point: 1, expiration_date: 1 },
          token,
        })
      ).status,
      (await t.callRaw(table.refundGift, { headers: freshKey(), body: { user_point_id: gift!.id, amount: 1 }, token }))
        .status,
      (await t.callRaw(table.gifts, { params: { id: member }, token })).status,
      (await t.callRaw(table.memberPoints, { params: { id: member }, token })).status,
      (await buy({ user_id: member, facility_group_id: tennis, points: 1, gift: true }, token)).status,
      (
        await t.callRaw(table.charge, {
          body: { user_id: member, amount: 1, facility_group_id: tennis },
          headers: freshKey(),
          token,
        })
      ).status,
    ];
    expect(statuses).toEqual(Array(statuses.length).fill(404));
    expect((await t.call(table.entities, { token })).body.payload).toEqual([]);
    const [after] = await t.handle.db.select().from(pointEntities).where(eq(pointEntities.id, entity!.id));
    expect(after).toEqual(entity);
    const [giftAfter] = await t.handle.db.select().from(pointLots).where(eq(pointLots.id, gift!.id));
    expect(giftAfter).toEqual(gift);
  });

  it('expires points on their date: no longer spendable, written off by the job, gifts no longer refundable', async () => {
    const entity = (await t.call(table.entities, { token: owner })).body.payload.find(
      (row) => row.facility_group_id === golf,
    )!;
    await t.call(table.updateEntity, { params: { id: entity.id }, body: { expiration_date: 1 }, token: owner });
    const gifted = await buy({ user_id: erik, facility_group_id: golf, points: 9, gift: true });
    const lot = gifted.body.payload.user_payment;
    const spend = await t.callRaw(table.charge, {
      body: { user_id: erik, amount: 2, facility_group_id: golf },
      headers: freshKey(),
      token: owner,
    });
    expect(spend.status).toBe(200);
    t.clock.advance(86_400_000 + 60_000);
    const owner2 = await t.login('owner');
    // Past its date the lot cannot pay, even before the job writes it off.
    const late = await t.callRaw(table.charge, {
      body: { user_id: erik, amount: 1, facility_group_id: golf },
      headers: freshKey(),
      token: owner2,
    });
    expect(late.status).toBe(409);
    expect(late.body.message).toBe(POINT_MESSAGES.notEnough(0, 1));
    const refused = await t.callRaw(table.refundGift, {
      headers: freshKey(),
      body: { user_point_id: lot.id, amount: 1 },
      token: owner2,
    });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(POINT_MESSAGES.onlyUnexpired);
    await t.app.jobs.runDueJobs(t.clock.now(), { types: [POINTS_EXPIRY_JOB] });
    const [row] = await t.handle.db.select().from(pointLots).where(eq(pointLots.id, lot.id));
    expect(row).toMatchObject({ status: 'expired', remaining: 0, expired: 7 });
    const written = await t.handle.db
      .select({ account: ledgerEntries.account, amount: ledgerEntries.amount })
      .from(ledgerEntries)
      .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
      .where(and(eq(ledgerEntries.businessId, clubId), eq(ledgerTransactions.memo, `points #${lot.id} expired`)))
      .orderBy(ledgerEntries.account);
    expect(written).toEqual([
      { account: 'points_expired', amount: 7 },
      { account: 'points_held', amount: -7 },
    ]);
    const view = (await pointsOf(erik, owner2)).lots.find((row) => row.id === lot.id);
    expect(view).toMatchObject({ status: 'expired', expired: 7 });
  });
});
