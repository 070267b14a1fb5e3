import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints, GROUP_MESSAGES, pathOf } from '@fairplay/contracts';
import { API_PREFIX } from '../../app.js';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { userIdOf } from '../../test/appointments-kit.js';

/**
 * Issue 26: the member type does not read groups, and members never read other members' group lists even when a
 * club gives their type groups read; staff without members read see names only.
 */
describe('groups: members do not read other members’ groups', () => {
  let t: TestApp;
  let owner: string;
  let member: string;
  let typeIds: Map<string, number>;
  let groupId: number;
  beforeAll(async () => {
    t = await startTestApp();
    [owner, member] = await Promise.all([t.login('owner'), t.login('member')]);
    const types = (await t.call(endpoints.roles.memberTypes, { token: owner })).body.payload;
    typeIds = new Map(types.map((type) => [type.key, type.id]));
    const created = await t.call(endpoints.groups.create, { body: { name: 'Privacy Squad' }, token: owner });
    groupId = created.body.payload.id;
    const [emma, linh] = await Promise.all([userIdOf(t, 'member'), userIdOf(t, 'linh.nguyen')]);
    await t.call(endpoints.groups.addMembers, {
      params: { id: groupId },
      body: { member_ids: [emma, linh] },
      token: owner,
    });
  });
  afterAll(async () => t.close());

  const grant = async (key: string, resource: string, read: boolean) => {
    const roles = (await t.call(endpoints.roles.memberTypes, { token: owner })).body.payload
      .find((type) => type.key === key)!
      .roles.map((role) => (role.resource === resource ? { ...role, read, update: false } : role));
    const saved = await t.call(endpoints.roleUpdates.updateMemberType, {
      token: owner,
      params: { id: typeIds.get(key)! },
      body: { roles },
    });
    expect(saved.status, saved.body.message).toBe(200);
  };
  const download = (token: string) =>
    t.app.inject({
      method: 'GET',
      url: `${API_PREFIX}${pathOf(endpoints.groups.report, undefined, { group_id: groupId })}`,
      headers: { 'access-token': token },
    });

  it('the demo member type has no groups read: every groups call is refused', async () => {
    const session = (await t.call(endpoints.users.info, { token: member })).body.payload;
    expect(session.member_type!.roles.find((role) => role.resource === 'groups')).toMatchObject({ read: false });
    const emma = await userIdOf(t, 'member');
    expect((await t.call(endpoints.groups.list, { query: {}, token: member })).status).toBe(403);
    expect((await t.call(endpoints.groups.get, { params: { id: groupId }, token: member })).status).toBe(403);
    expect(
      (await t.call(endpoints.groups.memberGroups, { params: { id: emma }, query: {}, token: member })).status,
    ).toBe(403);
    expect((await download(member)).statusCode).toBe(403);
  });

  it('with groups read given to members, a member still sees only their own groups', async () => {
    await grant('member', 'groups', true);
    const [emma, linh] = await Promise.all([userIdOf(t, 'member'), userIdOf(t, 'linh.nguyen')]);
    expect((await t.call(endpoints.groups.list, { query: {}, token: member })).status).toBe(200);
    const own = await t.call(endpoints.groups.memberGroups, { params: { id: emma }, query: {}, token: member });
    expect(own.status).toBe(200);
    expect(own.body.payload.groups.map((group) => group.id)).toContain(groupId);

    const others = await t.call(endpoints.groups.memberGroups, { params: { id: linh }, query: {}, token: member });
    expect(others.status).toBe(403);
    expect(others.body.message).toBe(GROUP_MESSAGES.othersGroups);
    const members = await t.call(endpoints.groups.get, { params: { id: groupId }, token: member });
    expect(members.status).toBe(403);
    expect(members.body.message).toBe(GROUP_MESSAGES.othersGroups);
    expect((await download(member)).statusCode).toBe(403);
    await grant('member', 'groups', false);
  });

  it('staff with groups read but no members read see names only', async () => {
    await grant('coach', 'members', false);
    const coach = await t.login('coach');
    const seen = await t.call(endpoints.groups.get, { params: { id: groupId }, token: coach });
    expect(seen.status).toBe(200);
    expect(seen.body.payload.members).toHaveLength(2);
    expect(seen.body.payload.members.every((m) => m.email === null)).toBe(true);
    const report = await download(coach);
    expect(report.statusCode).toBe(200);
    expect(report.rawPayload.toString('utf8').slice(1).split('\r\n')[0]).toBe('Group,First name,Last name,Added on');
    expect(report.rawPayload.toString('utf8')).not.toContain('@');
    const linh = await userIdOf(t, 'linh.nguyen');
    expect(
      (await t.call(endpoints.groups.memberGroups, { params: { id: linh }, query: {}, token: coach })).status,
    ).toBe(200);
  });
});
