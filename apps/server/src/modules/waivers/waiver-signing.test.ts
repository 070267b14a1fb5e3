import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { businesses, waiverSignatures } from '@fairplay/db';
import { endpoints, pathOf, PLAN_MESSAGES, SANDBOX_TEST_CARDS, WAIVER_MESSAGES } from '@fairplay/contracts';
import { API_PREFIX } from '../../app.js';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { registerSecondClub } from '../../test/second-club.js';
import { clubIdOf, courtIdsOf, localDate, spot, userIdOf } from '../../test/appointments-kit.js';
import { cardToken, connectSandbox } from '../../test/payments-kit.js';
import { newPlan } from '../../test/memberships-kit.js';
import { onePagePdf } from './waiver-fixture.js';

const table = endpoints.waivers;
const UPLOAD_URL = `${API_PREFIX}${pathOf(endpoints.waivers.upload)}`;

describe('signing the club waiver before booking (issue 10)', () => {
  let t: TestApp;
  let owner: string;
  let member: string;
  let jack: string;
  let clubId: number;
  let courts: number[];
  const day = localDate(140);
  beforeAll(async () => {
    t = await startTestApp();
    owner = await t.login('owner');
    member = await t.login('member');
    jack = await t.login('jack.hughes');
    clubId = await clubIdOf(t, owner);
    courts = await courtIdsOf(t, clubId);
  });
  afterAll(async () => t.close());
  beforeEach(async () => {
    await setClub({ requireWaiverSign: true, requireWaiverSignNbu: false });
    await t.handle.db.delete(waiverSignatures).where(eq(waiverSignatures.userId, await userIdOf(t, 'jack.hughes')));
  });

  const setClub = (changes: Partial<typeof businesses.$inferInsert>) =>
    t.handle.db.update(businesses).set(changes).where(eq(businesses.id, clubId));
  const status = (token: string) => t.call(table.status, { token });
  const sign = (token: string, body: unknown) => t.callRaw(table.sign, { token, body });
  let hour = 6;
  /** A fresh hour on the first court for each booking, so bookings never clash. */
  const book = (token: string, extra: Record<string, unknown> = {}) => {
    hour += 1;
    const from = `${String(hour).padStart(2, '0')}:00`;
    const to = `${String(hour + 1).padStart(2, '0')}:00`;
    return t.callRaw(endpoints.appointments.addBook, { token, body: spot(courts[0]!, day, from, to, extra) });
  };
  const upload = async (text: string) => {
    const response = await t.app.inject({
      method: 'PUT',
      url: `${UPLOAD_URL}?name=new-waiver.pdf`,
      headers: { 'access-token': owner, 'content-type': 'application/pdf' },
      payload: await onePagePdf(text),
    });
    expect(response.statusCode).toBe(200);
    return (response.json() as { payload: { version: number } }).payload.version;
  };

  it('answers each person their standing: members signed, the unsigned member asked, staff never', async () => {
    const signed = (await status(member)).body.payload;
    expect(signed).toMatchObject({ required: true, signed: true, file_name: 'riverside-waiver-2026.pdf' });
    expect(signed.version).toBeGreaterThan(0);
    expect(signed.signed_at).not.toBeNull();
    expect((await status(jack)).body.payload).toMatchObject({ required: true, signed: false, signed_at: null });
    expect((await status(owner)).body.payload).toMatchObject({ required: false, version: signed.version });
  });

  it('refuses a booking until the current waiver is signed, then books', async () => {
    const refused = await book(jack);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(WAIVER_MESSAGES.signBeforeBooking);
    expect(refused.errors).toEqual([{ field: 'waiver', message: WAIVER_MESSAGES.signBeforeBooking }]);
    const standing = (refused.body.payload as unknown as { waiver: { version: number; required: boolean } }).waiver;
    expect(standing).toMatchObject({ required: true, signed: false });

    const signed = await sign(jack, { version: standing.version, signed_name: '  Jack Hughes ', agree: true });
    expect(signed.status).toBe(200);
    expect(signed.body.payload).toMatchObject({ signed: true, version: standing.version });
    const [row] = await t.handle.db
      .select()
      .from(waiverSignatures)
      .where(eq(waiverSignatures.userId, await userIdOf(t, 'jack.hughes')));
    expect(row).toMatchObject({ businessId: clubId, waiverVersion: standing.version, signedName: 'Jack Hughes' });
    expect((await book(jack)).status).toBe(200);
    // Signing twice keeps the first signature.
    expect((await sign(jack, { version: standing.version, signed_name: 'Jack Hughes', agree: true })).status).toBe(200);
  });

  it('asks again once a new document is uploaded, and a signature of the old one is refused', async () => {
    const old = (await status(member)).body.payload.version!;
    const version = await upload('Riverside waiver, new season');
    expect(version).not.toBe(old);
    expect((await status(member)).body.payload).toMatchObject({ required: true, signed: false, version });
    expect((await book(member)).errors[0]?.field).toBe('waiver');
    const stale = await sign(member, { version: old, signed_name: 'Alex Member', agree: true });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe(WAIVER_MESSAGES.changed);
    expect((await sign(member, { version, signed_name: 'Alex Member', agree: true })).status).toBe(200);
    expect((await book(member)).status).toBe(200);
  });

  it('books without signing when the requirement is off, and staff are never asked', async () => {
    await setClub({ requireWaiverSign: false });
    expect((await status(jack)).body.payload).toMatchObject({ required: false, signed: false });
    expect((await book(jack)).status).toBe(200);
    await setClub({ requireWaiverSign: true });
    expect((await book(owner)).status).toBe(200);
  });

  it('holds members to require_waiver_sign only: the customers switch alone does not ask them', async () => {
    await setClub({ requireWaiverSign: false, requireWaiverSignNbu: true });
    expect((await status(jack)).body.payload.required).toBe(false);
    expect((await book(jack)).status).toBe(200);
  });

  it('refuses bad input naming the field, with the spec text for the unticked box', async () => {
    const { version } = (await status(jack)).body.payload;
    const cases: [unknown, string, string][] = [
      [{ version, signed_name: 'Jack Hughes', agree: false }, 'agree', WAIVER_MESSAGES.agree],
      [{ version, signed_name: 'Jack Hughes' }, 'agree', WAIVER_MESSAGES.agree],
      [{ version, signed_name: ' J ', agree: true }, 'signed_name', WAIVER_MESSAGES.signedName],
      [{ version, signed_name: 'J'.repeat(101), agree: true }, 'signed_name', WAIVER_MESSAGES.signedName],
      [{ version, agree: true }, 'signed_name', WAIVER_MESSAGES.signedName],
      [
        { version: 'latest', signed_name: 'Jack Hughes', agree: true },
        'version',
        'version must be the waiver version you read.',
      ],
      [{ version: -1, signed_name: 'Jack Hughes', agree: true }, 'version', ''],
    ];
    for (const [body, field, message] of cases) {
      const response = await sign(jack, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.errors[0]?.field).toBe(field);
      if (message) expect(response.errors[0]?.message).toBe(message);
    }
    const extra = await sign(jack, { version, signed_name: 'Jack Hughes', agree: true, user_id: 1 });
    expect(extra.status).toBe(400);
    expect((await sign(jack, { version: 999_999, signed_name: 'Jack Hughes', agree: true })).status).toBe(409);
    expect((await status(jack)).body.payload.signed).toBe(false);
    expect((await t.callRaw(table.status, {})).status).toBe(401);
  });

  it("keeps to the caller's club: another club answers its own waiver, and cannot sign this one", async () => {
    const other = await registerSecondClub(t, 'w');
    expect((await status(other.token)).body.payload).toMatchObject({ required: false, version: null, signed: false });
    const { version } = (await status(jack)).body.payload;
    const response = await sign(other.token, { version, signed_name: 'Bianca Moreau', agree: true });
    expect(response.status).toBe(404);
    expect(response.body.message).toBe(WAIVER_MESSAGES.noWaiver);
    expect(
      await t.handle.db.select().from(waiverSignatures).where(eq(waiverSignatures.businessId, other.businessId)),
    ).toHaveLength(0);
  });
});

describe('signing the waiver for a family member (issue 14)', () => {
  let t: TestApp;
  let sam: string;
  let leo: string;
  let owner: string;
  let ids: Record<'sam' | 'ana' | 'leo' | 'isla' | 'mia', number>;
  let courts: number[];
  const day = localDate(150);
  beforeAll(async () => {
    t = await startTestApp();
    [sam, leo, owner] = await Promise.all([t.login('sam.garcia'), t.login('leo.garcia'), t.login('owner')]);
    const [samId, ana, leoId, isla, mia] = await Promise.all(
      ['sam.garcia', 'ana.garcia', 'leo.garcia', 'isla.garcia', 'mia.wilson'].map((name) => userIdOf(t, name)),
    );
    ids = { sam: samId!, ana: ana!, leo: leoId!, isla: isla!, mia: mia! };
    courts = await courtIdsOf(t, await clubIdOf(t, owner));
  });
  afterAll(async () => t.close());
  /** Isla has not signed: each test starts from the demo's state for her. */
  beforeEach(async () => {
    await t.handle.db.delete(waiverSignatures).where(eq(waiverSignatures.userId, ids.isla));
  });

  const status = (token: string) => t.call(table.status, { token });
  const sign = (token: string, body: unknown) => t.callRaw(table.sign, { token, body });
  let hour = 6;
  const book = (token: string, extra: Record<string, unknown>) => {
    hour += 1;
    const from = `${String(hour).padStart(2, '0')}:00`;
    const to = `${String(hour + 1).padStart(2, '0')}:00`;
    return t.callRaw(endpoints.appointments.addBook, { token, body: spot(courts[1]!, day, from, to, extra) });
  };

  it("answers each family member's standing: the demo's parent signed for one child, not the other", async () => {
    const payload = (await status(sam)).body.payload;
    expect(payload).toMatchObject({ member_id: ids.sam, required: true, signed: true });
    const byId = new Map(payload.family.map((entry) => [entry.member_id, entry]));
    expect([...byId.keys()].sort()).toEqual([ids.sam, ids.ana, ids.leo, ids.isla].sort());
    expect(byId.get(ids.leo)).toMatchObject({
      is_child: true,
      required: true,
      signed: true,
      signed_by_name: 'Samuel Garcia',
      can_sign: true,
    });
    expect(byId.get(ids.isla)).toMatchObject({ is_child: true, signed: false, signed_at: null, can_sign: true });
    // A child signs only for themselves.
    const child = (await status(leo)).body.payload.family;
    expect(child.find((entry) => entry.member_id === ids.isla)?.can_sign).toBe(false);
    expect(child.find((entry) => entry.member_id === ids.leo)?.can_sign).toBe(true);
    // Staff read who signed on the member detail.
    const record = await t.call(endpoints.memberProfile.member, { params: { id: ids.leo }, token: owner });
    expect(record.body.payload).toMatchObject({ doc_signed_current: true, doc_signed_by: { id: ids.sam } });
  });

  it('refuses booking for an unsigned child (as the booker or a partner), then the parent signs for her and books', async () => {
    const { version } = (await status(sam)).body.payload;
    for (const extra of [{ userId: ids.isla }, { partners: [ids.isla] }]) {
      const refused = await book(sam, extra);
      expect(refused.status).toBe(400);
      expect(refused.body.message).toBe(WAIVER_MESSAGES.signBeforeBooking);
      expect(refused.errors).toEqual([{ field: 'waiver', message: WAIVER_MESSAGES.signBeforeBooking }]);
      const standing = (refused.body.payload as unknown as { waiver: { member_id: number; version: number } }).waiver;
      expect(standing).toMatchObject({ member_id: ids.isla, version, signed: false, required: true });
    }
    const signed = await sign(sam, { version, signed_name: 'Samuel Garcia', agree: true, member_id: ids.isla });
    expect(signed.status, signed.body.message).toBe(200);
    const isla = signed.body.payload.family.find((entry) => entry.member_id === ids.isla);
    expect(isla).toMatchObject({ signed: true, signed_by_name: 'Samuel Garcia' });
    const rows = await t.handle.db.select().from(waiverSignatures).where(eq(waiverSignatures.userId, ids.isla));
    expect(rows).toEqual([expect.objectContaining({ signedBy: ids.sam, waiverVersion: version })]);
    const booked = await book(sam, { userId: ids.isla });
    expect(booked.status, booked.body.message).toBe(200);
    expect((await book(sam, { partners: [ids.isla] })).status).toBe(200);
  });

  it('refuses a child signing for others, another family, another club and bad input, naming member_id', async () => {
    const { version } = (await status(sam)).body.payload;
    const body = (member_id: unknown) => ({ version, signed_name: 'Samuel Garcia', agree: true, member_id });
    const child = await sign(leo, { version, signed_name: 'Leo Garcia', agree: true, member_id: ids.isla });
    expect(child.status).toBe(403);
    expect(child.body.message).toBe(WAIVER_MESSAGES.childCannotSign);
    expect(child.errors[0]?.field).toBe('member_id');
    const otherFamily = await sign(sam, body(ids.mia));
    expect(otherFamily.status).toBe(404);
    expect(otherFamily.body.message).toBe(WAIVER_MESSAGES.notYourFamily);
    expect(otherFamily.errors[0]?.field).toBe('member_id');
    const other = await registerSecondClub(t, 'f');
    const stranger = (await t.call(endpoints.users.info, { token: other.token })).body.payload.user_id;
    expect((await sign(sam, body(stranger))).status).toBe(404);
    for (const bad of ['x', 0, -3, 1.5, 2_147_483_648]) {
      const refused = await sign(sam, body(bad));
      expect(refused.status).toBe(400);
      expect(refused.errors[0]?.field).toBe('member_id');
    }
    expect((await t.callRaw(table.sign, { body: body(ids.isla) })).status).toBe(401);
    // Nothing was written for anyone.
    expect(await t.handle.db.select().from(waiverSignatures).where(eq(waiverSignatures.userId, ids.isla))).toEqual([]);
    const mia = await t.handle.db.select().from(waiverSignatures).where(eq(waiverSignatures.userId, ids.mia));
    expect(mia.every((row) => row.signedBy === ids.mia)).toBe(true);
  });

  it('two parents signing for the same child at once leave one signature', async () => {
    const ana = await t.login('ana.garcia');
    const { version } = (await status(sam)).body.payload;
    const answers = await Promise.all(
      [sam, ana, sam, ana].map((token) =>
        sign(token, { version, signed_name: 'A Parent', agree: true, member_id: ids.isla }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
    const rows = await t.handle.db.select().from(waiverSignatures).where(eq(waiverSignatures.userId, ids.isla));
    expect(rows).toHaveLength(1);
    expect([ids.sam, ids.ana]).toContain(rows[0]!.signedBy);
  });

  it('asks a guardian subscribing a family member to agree for them unless they signed; a signed one is not asked', async () => {
    if (!(await t.call(endpoints.payments.account, { token: owner })).body.payload.connected)
      await connectSandbox(t, owner);
    const plan = await newPlan(t, owner, { amount: 1500, nbu_subscribe: true });
    const clubId = await clubIdOf(t, owner);
    const subscribe = async (memberId: number, signed?: boolean) =>
      t.callRaw(endpoints.plans.subscribe, {
        token: sam,
        body: {
          business_id: clubId,
          plan: plan.id,
          member_id: memberId,
          ...(signed === undefined ? {} : { signed }),
          payment: { token: await cardToken(t, SANDBOX_TEST_CARDS.succeeds) },
        },
      });
    // Isla has not signed the club's waiver: Samuel must tick the box for her (spec 3 section 5's text).
    const unticked = await subscribe(ids.isla);
    expect(unticked.status).toBe(400);
    expect(unticked.errors[0]).toEqual({ field: 'signed', message: PLAN_MESSAGES.agreeTerms });
    expect((await subscribe(ids.isla, true)).status).toBe(200);
    // Leo's waiver was signed for him in the demo: nothing more is asked.
    expect((await subscribe(ids.leo)).status).toBe(200);
  });
});
