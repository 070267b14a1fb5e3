import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessMembers, families } from '@fairplay/db';
import { endpoints } from '@fairplay/contracts';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { clubIdOf, userIdOf } from '../../test/appointments-kit.js';
import { registerSecondClub } from '../../test/second-club.js';

describe("another club's members and families answer 404", () => {
  let t: TestApp;
  let aId: number;
  let aOwner: string;
  let b: { token: string; businessId: number };
  beforeAll(async () => {
    t = await startTestApp();
    aOwner = await t.login('owner');
    aId = await clubIdOf(t, aOwner);
    b = await registerSecondClub(t, 'f');
  });
  afterAll(async () => t.close());

  const clubRows = async (businessId: number) => ({
    members: await t.handle.db
      .select()
      .from(businessMembers)
      .where(eq(businessMembers.businessId, businessId))
      .orderBy(asc(businessMembers.id)),
    families: await t.handle.db
      .select()
      .from(families)
      .where(eq(families.businessId, businessId))
      .orderBy(asc(families.id)),
  });

  it("B's owner neither reads nor changes A's families, nor pulls A's members into B's", async () => {
    const [emma, lucas] = [await userIdOf(t, 'member'), await userIdOf(t, 'lucas.wilson')];
    const bOwnerId = (await t.call(endpoints.users.info, { token: b.token })).body.payload.user_id;
    const aBefore = await clubRows(aId);
    const bBefore = await clubRows(b.businessId);
    expect((await t.call(endpoints.families.get, { params: { id: emma }, token: b.token })).status).toBe(404);
    expect((await t.call(endpoints.families.overview, { params: { id: emma, x: 7 }, token: b.token })).status).toBe(
      404,
    );
    const set = await t.call(endpoints.families.set, {
      params: { id: emma },
      token: b.token,
      body: { members: [{ user_id: emma }] },
    });
    expect(set.status).toBe(404);
    // B's own owner with A's member in the list.
    const pull = await t.call(endpoints.families.set, {
      params: { id: bOwnerId },
      token: b.token,
      body: { members: [{ user_id: bOwnerId }, { user_id: lucas }], payer_user_id: bOwnerId },
    });
    expect(pull.status).toBe(404);
    expect(await clubRows(aId)).toEqual(aBefore);
    expect(await clubRows(b.businessId)).toEqual(bBefore);
    // A's owner cannot reach B's owner either.
    expect((await t.call(endpoints.families.get, { params: { id: bOwnerId }, token: aOwner })).status).toBe(404);
  });
});
