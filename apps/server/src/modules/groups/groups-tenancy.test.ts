import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { groupMembers, groups } from '@fairplay/db';
import { endpoints } from '@fairplay/contracts';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { clubIdOf, userIdOf } from '../../test/appointments-kit.js';
import { registerSecondClub } from '../../test/second-club.js';

describe("another club's groups and members answer 404", () => {
  let t: TestApp;
  let aId: number;
  let aOwner: string;
  let b: { token: string; businessId: number };
  beforeAll(async () => {
    t = await startTestApp();
    aOwner = await t.login('owner');
    aId = await clubIdOf(t, aOwner);
    b = await registerSecondClub(t, 'g');
  });
  afterAll(async () => t.close());

  const clubRows = async (businessId: number) => ({
    groups: await t.handle.db.select().from(groups).where(eq(groups.businessId, businessId)).orderBy(asc(groups.id)),
    members: await t.handle.db
      .select()
      .from(groupMembers)
      .where(eq(groupMembers.businessId, businessId))
      .orderBy(asc(groupMembers.groupId), asc(groupMembers.userId)),
  });

  it("B's owner sees none of A's groups and changes none of them", async () => {
    const aGroup = (await t.call(endpoints.groups.list, { query: {}, token: aOwner })).body.payload[0]!;
    const emma = await userIdOf(t, 'member');
    const bOwnerId = (await t.call(endpoints.users.info, { token: b.token })).body.payload.user_id!;
    const aBefore = await clubRows(aId);

    expect((await t.call(endpoints.groups.list, { query: {}, token: b.token })).body.payload).toEqual([]);
    expect((await t.call(endpoints.groups.list, { query: { archived: '1' }, token: b.token })).body.payload).toEqual(
      [],
    );
    const id = { id: aGroup.id };
    expect((await t.call(endpoints.groups.get, { params: id, token: b.token })).status).toBe(404);
    expect(
      (await t.call(endpoints.groups.rename, { params: id, body: { name: 'Taken' }, token: b.token })).status,
    ).toBe(404);
    expect(
      (await t.call(endpoints.groups.archive, { params: id, body: { archived: true }, token: b.token })).status,
    ).toBe(404);
    expect(
      (await t.call(endpoints.groups.addMembers, { params: id, body: { member_ids: [bOwnerId] }, token: b.token }))
        .status,
    ).toBe(404);
    expect(
      (await t.call(endpoints.groups.removeMembers, { params: id, body: { member_ids: [emma] }, token: b.token }))
        .status,
    ).toBe(404);
    expect(
      (await t.call(endpoints.groups.memberGroups, { params: { id: emma }, query: {}, token: b.token })).status,
    ).toBe(404);
    expect(
      (
        await t.call(endpoints.groups.addToGroup, {
          query: {},
          body: { member_id: bOwnerId, group_ids: [aGroup.id] },
          token: b.token,
        })
      ).status,
    ).toBe(404);
    expect((await t.call(endpoints.groups.report, { query: { group_id: aGroup.id }, token: b.token })).status).toBe(
      404,
    );

    // B's own group cannot take A's member, and A's owner cannot see it.
    const bGroup = (await t.call(endpoints.groups.create, { body: { name: aGroup.name }, token: b.token })).body
      .payload;
    expect(
      (
        await t.call(endpoints.groups.addMembers, {
          params: { id: bGroup.id },
          body: { member_ids: [emma] },
          token: b.token,
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await t.call(endpoints.groups.addToGroup, {
          query: {},
          body: { member_id: emma, group_ids: [bGroup.id] },
          token: b.token,
        })
      ).status,
    ).toBe(404);
    expect((await t.call(endpoints.groups.get, { params: { id: bGroup.id }, token: aOwner })).status).toBe(404);
    expect(await clubRows(aId)).toEqual(aBefore);
    expect((await clubRows(b.businessId)).members).toEqual([]);
  });
});
