import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { groupMembers, groups, TenantScope } from '@fairplay/db';
import { endpoints, GROUP_MESSAGES, pathOf } from '@fairplay/contracts';
import { API_PREFIX } from '../../app.js';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { clubIdOf, userIdOf } from '../../test/appointments-kit.js';
import { groupsOfMemberFor, memberIdsInGroups, memberInGroups } from './index.js';
import { safeCell } from './group-report.js';

describe('groups: create, rename, archive, members, addtogroup and the group report', () => {
  let t: TestApp;
  let owner: string;
  let coach: string;
  let member: string;
  let shop: string;
  let clubId: number;
  beforeAll(async () => {
    t = await startTestApp();
    [owner, coach, member, shop] = await Promise.all([
      t.login('owner'),
      t.login('coach'),
      t.login('member'),
      t.login('shop.alex'),
    ]);
    clubId = await clubIdOf(t, owner);
  });
  afterAll(async () => t.close());

  const ids = <T extends string[]>(...usernames: T) =>
    Promise.all(usernames.map((username) => userIdOf(t, username))) as Promise<{ [K in keyof T]: number }>;
  const create = async (name: string) => {
    const answer = await t.call(endpoints.groups.create, { body: { name }, token: owner });
    expect(answer.status, answer.body.message).toBe(200);
    return answer.body.payload;
  };
  const membershipRows = async (groupId: number) =>
    (
      await t.handle.db
        .select({ userId: groupMembers.userId })
        .from(groupMembers)
        .where(eq(groupMembers.groupId, groupId))
        .orderBy(asc(groupMembers.userId))
    ).map((row) => row.userId);
  /** The report is a file, not an envelope: read it raw. */
  const download = (groupId: number, token: string) =>
    t.app.inject({
      method: 'GET',
      url: `${API_PREFIX}${pathOf(endpoints.groups.report, undefined, { group_id: groupId })}`,
      headers: { 'access-token': token },
    });
  const clubGroups = async () =>
    t.handle.db.select().from(groups).where(eq(groups.businessId, clubId)).orderBy(asc(groups.id));

  it('lists the seeded groups, creates, renames, archives and restores one', async () => {
    const list = await t.call(endpoints.groups.list, { query: {}, token: owner });
    expect(list.body.payload.map((g) => g.name)).toEqual(
      expect.arrayContaining([
        'Junior Academy',
        "Ladies' League",
        "Men's 4.0 Team",
        'Pickleball Beginners',
        'Golf Sim Night',
      ]),
    );
    const created = await create('  Padel Drop-in ');
    expect(created).toMatchObject({ name: 'Padel Drop-in', archived: false, member_count: 0 });

    const renamed = await t.call(endpoints.groups.rename, {
      params: { id: created.id },
      body: { name: 'Padel Social' },
      token: owner,
    });
    expect(renamed.body.payload.name).toBe('Padel Social');

    const archived = await t.call(endpoints.groups.archive, {
      params: { id: created.id },
      body: { archived: true },
      token: owner,
    });
    expect(archived.body).toMatchObject({ message: GROUP_MESSAGES.archived, payload: { archived: true } });
    expect(
      (await t.call(endpoints.groups.list, { query: {}, token: owner })).body.payload.map((g) => g.id),
    ).not.toContain(created.id);
    const archivedList = await t.call(endpoints.groups.list, { query: { archived: '1' }, token: owner });
    expect(archivedList.body.payload.map((g) => g.name)).toEqual(
      expect.arrayContaining(['Padel Social', 'Summer Camp 2025']),
    );

    // An archived group's name is free again; restoring it then is refused, and nothing changes.
    const again = await create('padel social');
    const restore = await t.call(endpoints.groups.archive, {
      params: { id: created.id },
      body: { archived: false },
      token: owner,
    });
    expect(restore.status).toBe(409);
    expect(restore.errors).toEqual([{ field: 'name', message: GROUP_MESSAGES.nameTaken }]);
    await t.call(endpoints.groups.rename, { params: { id: again.id }, body: { name: 'Padel Ladder' }, token: owner });
    const restored = await t.call(endpoints.groups.archive, {
      params: { id: created.id },
      body: { archived: false },
      token: owner,
    });
    expect(restored.body).toMatchObject({ message: GROUP_MESSAGES.restored, payload: { archived: false } });
  });

  it('keeps active names unique (any letter case) and 2–50 characters, naming the field', async () => {
    const before = await clubGroups();
    const taken = await t.call(endpoints.groups.create, { body: { name: 'junior academy' }, token: owner });
    expect(taken.status).toBe(409);
    expect(taken.errors).toEqual([{ field: 'name', message: GROUP_MESSAGES.nameTaken }]);
    const short = await t.call(endpoints.groups.create, { body: { name: ' A ' }, token: owner });
    expect(short.status).toBe(400);
    expect(short.errors).toContainEqual({ field: 'name', message: 'Name must be at least 2 characters.' });
    const long = await t.call(endpoints.groups.create, { body: { name: 'x'.repeat(51) }, token: owner });
    expect(long.errors).toContainEqual({ field: 'name', message: 'Name must be at most 50 characters.' });
    const missing = await t.callRaw(endpoints.groups.create, { body: {}, token: owner });
    expect(missing.status).toBe(400);
    expect(missing.errors.map((e) => e.field)).toContain('name');
    const [junior] = (await t.call(endpoints.groups.list, { query: {}, token: owner })).body.payload.filter(
      (g) => g.name === 'Junior Academy',
    );
    const rename = await t.call(endpoints.groups.rename, {
      params: { id: junior!.id },
      body: { name: "LADIES' LEAGUE" },
      token: owner,
    });
    expect(rename.status).toBe(409);
    expect(await clubGroups()).toEqual(before);
  });

  it('adds and removes members on the group screen; an archived group takes no one', async () => {
    const group = await create('Cardio Tennis');
    const [ruby, kai, elena] = await ids('ruby.evans', 'kai.morgan', 'elena.popescu');
    const added = await t.call(endpoints.groups.addMembers, {
      params: { id: group.id },
      body: { member_ids: [ruby, kai, kai] },
      token: owner,
    });
    expect(added.status).toBe(200);
    expect(added.body.message).toBe(GROUP_MESSAGES.membersAdded(2));
    expect(added.body.payload.members.map((m) => [m.user_id, m.email])).toEqual([
      [ruby, 'ruby.evans@riverside.example.com'],
      [kai, 'kai.morgan@riverside.example.com'],
    ]);
    // Adding someone already in is harmless.
    await t.call(endpoints.groups.addMembers, {
      params: { id: group.id },
      body: { member_ids: [ruby, elena] },
      token: owner,
    });
    expect(await membershipRows(group.id)).toEqual([ruby, kai, elena].sort((a, b) => a - b));

    const removed = await t.call(endpoints.groups.removeMembers, {
      params: { id: group.id },
      body: { member_ids: [kai] },
      token: owner,
    });
    expect(removed.body.payload.member_count).toBe(2);
    expect(await membershipRows(group.id)).toEqual([ruby, elena].sort((a, b) => a - b));

    // Members read no groups (issue 26; names-only for staff without members read: groups-privacy.test.ts).
    const seenByMember = await t.call(endpoints.groups.get, { params: { id: group.id }, token: member });
    expect(seenByMember.status).toBe(403);

    await t.call(endpoints.groups.archive, { params: { id: group.id }, body: { archived: true }, token: owner });
    const refused = await t.call(endpoints.groups.addMembers, {
      params: { id: group.id },
      body: { member_ids: [kai] },
      token: owner,
    });
    expect(refused.status).toBe(409);
    expect(refused.errors).toEqual([{ field: 'member_ids', message: GROUP_MESSAGES.archivedGroup }]);
    expect(await membershipRows(group.id)).toEqual([ruby, elena].sort((a, b) => a - b));

    const bad = await t.callRaw(endpoints.groups.addMembers, {
      params: { id: group.id },
      body: { member_ids: [] },
      token: owner,
    });
    expect(bad.errors).toContainEqual({ field: 'member_ids', message: 'Choose at least one member.' });
  });

  it('addtogroup replaces the member’s other active groups, or keeps them with keep_others=1', async () => {
    const [a, b, c] = [await create('Doubles A'), await create('Doubles B'), await create('Doubles C')];
    const old = await create('Old League');
    const [felix] = await ids('felix.wagner');
    await t.call(endpoints.groups.addMembers, { params: { id: old.id }, body: { member_ids: [felix] }, token: owner });
    await t.call(endpoints.groups.archive, { params: { id: old.id }, body: { archived: true }, token: owner });

    const first = await t.call(endpoints.groups.addToGroup, {
      query: {},
      body: { member_id: felix, group_ids: [a.id, b.id] },
      token: owner,
    });
    expect(first.status).toBe(200);
    expect(first.body.payload.group_ids.sort()).toEqual([a.id, b.id].sort());

    const kept = await t.call(endpoints.groups.addToGroup, {
      query: { keep_others: '1' },
      body: { member_id: felix, group_ids: [c.id] },
      token: owner,
    });
    expect(kept.body.payload.group_ids.sort()).toEqual([a.id, b.id, c.id].sort());

    const replaced = await t.call(endpoints.groups.addToGroup, {
      query: {},
      body: { member_id: felix, group_ids: [b.id] },
      token: owner,
    });
    expect(replaced.body.payload.group_ids).toEqual([b.id]);
    // The archived group keeps him (history), shown with type all.
    expect(await membershipRows(old.id)).toEqual([felix]);
    const all = await t.call(endpoints.groups.memberGroups, {
      params: { id: felix },
      query: { type: 'all' },
      token: owner,
    });
    expect(all.body.payload.groups.map((g) => g.name)).toEqual(['Doubles B', 'Old League']);
    const active = await t.call(endpoints.groups.memberGroups, { params: { id: felix }, query: {}, token: owner });
    expect(active.body.payload).toMatchObject({ first_name: 'Felix', last_name: 'Wagner' });
    expect(active.body.payload.groups.map((g) => g.name)).toEqual(['Doubles B']);

    // An empty list takes him out of every active group.
    const emptied = await t.call(endpoints.groups.addToGroup, {
      query: {},
      body: { member_id: felix, group_ids: [] },
      token: owner,
    });
    expect(emptied.body.payload.group_ids).toEqual([]);
  });

  it('addtogroup refuses an archived group, unknown ids and bad input, writing nothing', async () => {
    const active = await create('Morning Clinic');
    const archived = await create('Evening Clinic');
    await t.call(endpoints.groups.archive, { params: { id: archived.id }, body: { archived: true }, token: owner });
    const [sara] = await ids('sara.lind');
    await t.call(endpoints.groups.addMembers, {
      params: { id: active.id },
      body: { member_ids: [sara] },
      token: owner,
    });
    const before = await t.handle.db.select().from(groupMembers).where(eq(groupMembers.userId, sara));

    const toArchived = await t.call(endpoints.groups.addToGroup, {
      query: {},
      body: { member_id: sara, group_ids: [archived.id] },
      token: owner,
    });
    expect(toArchived.status).toBe(400);
    expect(toArchived.errors).toEqual([{ field: 'group_ids', message: GROUP_MESSAGES.archivedGroup }]);
    const unknownGroup = await t.call(endpoints.groups.addToGroup, {
      query: {},
      body: { member_id: sara, group_ids: [2147483000] },
      token: owner,
    });
    expect(unknownGroup.status).toBe(404);
    const unknownMember = await t.call(endpoints.groups.addToGroup, {
      query: {},
      body: { member_id: 2147483000, group_ids: [active.id] },
      token: owner,
    });
    expect(unknownMember.status).toBe(404);
    const badKeep = await t.callRaw(endpoints.groups.addToGroup, {
      query: { keep_others: 'yes' },
      body: { member_id: sara, group_ids: [active.id] },
      token: owner,
    });
    expect(badKeep.status).toBe(400);
    expect(badKeep.errors.map((e) => e.field)).toContain('keep_others');
    const badIds = await t.callRaw(endpoints.groups.addToGroup, {
      query: {},
      body: { member_id: sara, group_ids: ['x'] },
      token: owner,
    });
    expect(badIds.errors).toContainEqual({ field: 'group_ids.0', message: 'Group must be a number.' });
    expect(await t.handle.db.select().from(groupMembers).where(eq(groupMembers.userId, sara))).toEqual(before);
  });

  it('answers 401 without a session and 403 without the groups permission', async () => {
    const [group] = (await t.call(endpoints.groups.list, { query: {}, token: owner })).body.payload;
    const before = await clubGroups();
    expect((await t.call(endpoints.groups.list, { query: {} })).status).toBe(401);
    expect((await t.call(endpoints.groups.create, { body: { name: 'No Session' } })).status).toBe(401);
    expect((await t.call(endpoints.groups.report, { query: { group_id: group!.id } })).status).toBe(401);
    expect((await t.call(endpoints.groups.list, { query: {}, token: shop })).status).toBe(403);
    expect((await t.call(endpoints.groups.report, { query: { group_id: group!.id }, token: shop })).status).toBe(403);
    expect((await t.call(endpoints.groups.create, { body: { name: 'By Coach' }, token: coach })).status).toBe(403);
    expect(
      (await t.call(endpoints.groups.rename, { params: { id: group!.id }, body: { name: 'By Member' }, token: member }))
        .status,
    ).toBe(403);
    expect(
      (await t.call(endpoints.groups.archive, { params: { id: group!.id }, body: { archived: true }, token: member }))
        .status,
    ).toBe(403);
    expect(
      (await t.call(endpoints.groups.addToGroup, { query: {}, body: { member_id: 1, group_ids: [] }, token: coach }))
        .status,
    ).toBe(403);
    expect(await clubGroups()).toEqual(before);
  });

  it('the group report is a UTF-8 CSV with a BOM, safe against formulas, personal columns only with members read', async () => {
    const group = await create('=HYPERLINK("x")');
    const [emma, linh] = await ids('member', 'linh.nguyen');
    await t.call(endpoints.groups.addMembers, {
      params: { id: group.id },
      body: { member_ids: [emma, linh] },
      token: owner,
    });
    const answer = await download(group.id, owner);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(answer.headers['content-disposition']).toMatch(/^attachment; filename="group-[\w.-]+\.csv"$/);
    const text = answer.rawPayload.toString('utf8');
    expect(text.startsWith('\uFEFF')).toBe(true);
    const lines = text.slice(1).trim().split('\r\n');
    expect(lines[0]).toBe('Group,First name,Last name,E-mail,Phone,Added on');
    expect(lines).toHaveLength(3);
    expect(lines[1]).toMatch(/^"'=HYPERLINK\(""x""\)",Linh,Nguyen,linh\.nguyen@riverside\.example\.com,/);
    expect(lines[2]).toContain('member@riverside.example.com');

    // Members read no groups (issue 26); staff without members read get names only (groups-privacy.test.ts).
    expect((await download(group.id, member)).statusCode).toBe(403);

    const bad = await t.callRaw(endpoints.groups.report, { query: { group_id: 'abc' }, token: owner });
    expect(bad.status).toBe(400);
    expect(bad.errors.map((e) => e.field)).toContain('group_id');
  });

  it('neutralises every formula-starting cell', () => {
    expect(['=1+1', '+1', '-1', '@SUM(A1)', '\tx', '\rx', 'Ann'].map(safeCell)).toEqual([
      "'=1+1",
      "'+1",
      "'-1",
      "'@SUM(A1)",
      "'\tx",
      "'\rx",
      'Ann',
    ]);
  });

  it('exports the filters other modules use: a SQL condition, member ids and a member’s groups', async () => {
    const scope = new TenantScope(t.handle.db, clubId);
    const [one, two] = [await create('Filter One'), await create('Filter Two')];
    const [maya, ethan, diego] = await ids('maya.cohen', 'ethan.brooks', 'diego.ramos');
    await t.call(endpoints.groups.addMembers, {
      params: { id: one.id },
      body: { member_ids: [maya, ethan] },
      token: owner,
    });
    await t.call(endpoints.groups.addMembers, {
      params: { id: two.id },
      body: { member_ids: [ethan, diego] },
      token: owner,
    });
    expect(await memberIdsInGroups(scope, [one.id, two.id])).toEqual([maya, ethan, diego].sort((a, b) => a - b));
    expect(await memberIdsInGroups(scope, [one.id, two.id], 'all')).toEqual([ethan]);
    expect(await memberIdsInGroups(scope, [])).toEqual([]);
    // Another club's scope sees nothing of these groups.
    expect(await memberIdsInGroups(new TenantScope(t.handle.db, clubId + 100000), [one.id])).toEqual([]);

    const inAny = await t.handle.db
      .select({ userId: groupMembers.userId })
      .from(groupMembers)
      .where(and(eq(groupMembers.groupId, one.id), memberInGroups(scope, [two.id], groupMembers.userId)));
    expect(inAny.map((row) => row.userId)).toEqual([ethan]);
    const inAll = await t.handle.db
      .selectDistinct({ userId: groupMembers.userId })
      .from(groupMembers)
      .where(
        and(eq(groupMembers.businessId, clubId), memberInGroups(scope, [one.id, two.id], groupMembers.userId, 'all')),
      );
    expect(inAll.map((row) => row.userId)).toEqual([ethan]);

    expect((await groupsOfMemberFor(scope, ethan)).map((g) => g.name)).toEqual(['Filter One', 'Filter Two']);
  });
});
