import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MEMBER_TYPE_NAMES,
  MEMBER_TYPES,
  defaultRoles,
  managesLessons,
  type MemberTypeKey,
  type RoleFlags,
} from '@fairplay/domain';
import { memberTypeRoles, memberTypes } from '@fairplay/db';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { endpoints } from '@fairplay/contracts';

interface MemberTypeAnswer {
  id: number;
  key: MemberTypeKey;
  name: string;
  roles: RoleFlags[];
  settings: { manage_lessons: boolean };
  roles_updated_at: string | null;
  roles_updated_by: { id: number; first_name: string; last_name: string } | null;
}

const byResource = (roles: RoleFlags[]) => [...roles].sort((a, b) => a.resource.localeCompare(b.resource));

describe('roles/member-types', () => {
  let t: TestApp;
  let demoClubId: number;
  let ownerToken: string;
  beforeAll(async () => {
    t = await startTestApp();
    ownerToken = await t.login('owner');
    demoClubId = (await t.call(endpoints.users.info, { token: ownerToken })).body.payload.business_id!;
  });
  afterAll(async () => t.close());

  it('gives the owner the nine member types, each with its nine default roles', async () => {
    const response = await t.call(endpoints.roles.memberTypes, { token: ownerToken });
    expect(response.status).toBe(200);
    expect(response.body.code).toBe(200);
    const types: MemberTypeAnswer[] = response.body.payload;
    expect(types.map((type) => type.key).sort()).toEqual([...MEMBER_TYPES].sort());
    expect(types.map((type) => type.key).sort()).toEqual([
      'accountant',
      'admin',
      'coach',
      'member',
      'owner',
      'proshop',
      'reception',
      'supercoach',
      'superdupercoach',
    ]);
    for (const type of types) {
      expect(Object.keys(type).sort()).toEqual([
        'id',
        'key',
        'name',
        'roles',
        'roles_updated_at',
        'roles_updated_by',
        'settings',
      ]);
      // Nobody has changed the demo club's roles yet.
      expect(type.roles_updated_at).toBeNull();
      expect(type.roles_updated_by).toBeNull();
      expect(type.roles).toHaveLength(9);
      expect(byResource(type.roles)).toEqual(byResource(defaultRoles(type.key)));
      expect(type.name).toBe(MEMBER_TYPE_NAMES[type.key]);
      expect(type.settings).toEqual({ manage_lessons: managesLessons(type.key) });
    }
    expect(new Set(types.map((type) => type.id)).size).toBe(9);

    // They are this club's own rows.
    const rows = await t.handle.db
      .select({ id: memberTypes.id })
      .from(memberTypes)
      .where(eq(memberTypes.businessId, demoClubId));
    expect(types.map((type) => type.id).sort((a, b) => a - b)).toEqual(rows.map((row) => row.id).sort((a, b) => a - b));
  });

  it("matches the member type in each staff user's session", async () => {
    const types: MemberTypeAnswer[] = (await t.call(endpoints.roles.memberTypes, { token: ownerToken })).body.payload;
    for (const username of ['coach', 'reception', 'member']) {
      const user = (await t.call(endpoints.users.info, { token: await t.login(username) })).body.payload;
      const listed = types.find((type) => type.id === user.member_type!.id);
      expect(listed?.key).toBe(user.member_type!.key);
      expect(byResource(user.member_type!.roles)).toEqual(byResource(listed!.roles));
    }
  });

  it('allows staff with settings read', async () => {
    for (const username of ['admin', 'reception', 'accountant', 'coach.mei']) {
      const response = await t.call(endpoints.roles.memberTypes, { token: await t.login(username) });
      expect(response.status).toBe(200);
      expect(response.body.payload).toHaveLength(9);
    }
  });

  it('refuses users without settings read with 403', async () => {
    for (const username of ['coach', 'coach.sofia', 'coach.james', 'shop.alex', 'member']) {
      const response = await t.call(endpoints.roles.memberTypes, { token: await t.login(username) });
      expect(response.status).toBe(403);
      expect(response.body).toMatchObject({ code: 403, payload: null });
    }
  });

  it('refuses a new customer without a club with 403, and callers without a valid token with 401', async () => {
    const registered = await t.call(endpoints.auth.register, {
      ip: '10.30.0.1',
      body: {
        user_type: 'nbu',
        firstName: 'Tariq',
        lastName: 'Aziz',
        username: 'tariq.a',
        email: 'tariq.a@example.org',
        dob: '1990-01-01',
        password: 'baseline-4',
      },
    });
    expect(registered.status).toBe(200);
    const response = await t.call(endpoints.roles.memberTypes, { token: registered.body.payload.token });
    expect(response.status).toBe(403);
    expect(response.body.code).toBe(403);

    const anonymous = await t.call(endpoints.roles.memberTypes);
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toEqual({ code: 401, payload: null, message: 'Please sign in to continue.' });
    expect((await t.call(endpoints.roles.memberTypes, { token: 'not-a-token' })).status).toBe(401);
  });

  it("follows the club's stored roles, not a fixed list", async () => {
    const [coachType] = await t.handle.db
      .select({ id: memberTypes.id })
      .from(memberTypes)
      .where(and(eq(memberTypes.businessId, demoClubId), eq(memberTypes.key, 'coach')));
    const settingsOfCoach = and(
      eq(memberTypeRoles.memberTypeId, coachType!.id),
      eq(memberTypeRoles.resource, 'settings'),
    );
    const coachToken = await t.login('coach');
    await t.handle.db.update(memberTypeRoles).set({ canRead: true }).where(settingsOfCoach);
    try {
      const allowed = await t.call(endpoints.roles.memberTypes, { token: coachToken });
      expect(allowed.status).toBe(200);
      const coach = (allowed.body.payload as MemberTypeAnswer[]).find((type) => type.key === 'coach');
      expect(coach?.roles.find((role) => role.resource === 'settings')).toEqual({
        resource: 'settings',
        read: true,
        update: false,
      });
    } finally {
      await t.handle.db.update(memberTypeRoles).set({ canRead: false }).where(settingsOfCoach);
    }
    expect((await t.call(endpoints.roles.memberTypes, { token: coachToken })).status).toBe(403);
  });

  it('gives a newly registered club its own nine member types', async () => {
    const demoTypes: MemberTypeAnswer[] = (await t.call(endpoints.roles.memberTypes, { token: ownerToken })).body
      .payload;
    const registered = await t.call(endpoints.auth.register, {
      ip: '10.30.0.2',
      body: {
        user_type: 'bu',
        firstName: 'Ingrid',
        lastName: 'Holm',
        username: 'ingrid.holm',
        email: 'ingrid.holm@example.org',
        dob: '1975-10-10',
        password: 'smash-hit-31',
        businessName: 'Lakeside Squash',
        businessAddress: '4 Lake Street, Bergen',
        timezone: 'Europe/Oslo',
      },
    });
    expect(registered.status).toBe(200);
    const newClubId = registered.body.payload.user.business_id!;
    expect(newClubId).not.toBe(demoClubId);

    const response = await t.call(endpoints.roles.memberTypes, { token: registered.body.payload.token });
    expect(response.status).toBe(200);
    const types: MemberTypeAnswer[] = response.body.payload;
    expect(types.map((type) => type.key).sort()).toEqual([...MEMBER_TYPES].sort());
    for (const type of types) {
      expect(byResource(type.roles)).toEqual(byResource(defaultRoles(type.key)));
    }
    const demoIds = new Set(demoTypes.map((type) => type.id));
    expect(types.filter((type) => demoIds.has(type.id))).toEqual([]);
    const rows = await t.handle.db
      .select({ id: memberTypes.id })
      .from(memberTypes)
      .where(eq(memberTypes.businessId, newClubId));
    expect(types.map((type) => type.id).sort((a, b) => a - b)).toEqual(rows.map((row) => row.id).sort((a, b) => a - b));

    // The demo club's list did not grow.
    const again: MemberTypeAnswer[] = (await t.call(endpoints.roles.memberTypes, { token: ownerToken })).body.payload;
    expect(again.map((type) => type.id).sort((a, b) => a - b)).toEqual([...demoIds].sort((a, b) => a - b));
  });

  it("says who last changed a member type's flags and when; a refused change leaves the audit as it was", async () => {
    const types: MemberTypeAnswer[] = (await t.call(endpoints.roles.memberTypes, { token: ownerToken })).body.payload;
    const reception = types.find((type) => type.key === 'reception')!;
    const owner = (await t.call(endpoints.users.info, { token: ownerToken })).body.payload;
    const before = Date.now();
    const roles = reception.roles.map((role) => (role.resource === 'groups' ? { ...role, read: true } : role));
    const saved = await t.call(endpoints.roleUpdates.updateMemberType, {
      token: ownerToken,
      params: { id: reception.id },
      body: { roles },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.payload.roles_updated_by).toEqual({
      id: owner.id,
      first_name: owner.first_name,
      last_name: owner.last_name,
    });
    const at = Date.parse(saved.body.payload.roles_updated_at!);
    expect(at).toBeGreaterThanOrEqual(before - 1000);
    expect(at).toBeLessThanOrEqual(Date.now() + 1000);

    const listed: MemberTypeAnswer[] = (await t.call(endpoints.roles.memberTypes, { token: ownerToken })).body.payload;
    expect(listed.find((type) => type.id === reception.id)).toMatchObject({
      roles_updated_at: saved.body.payload.roles_updated_at,
      roles_updated_by: { id: owner.id },
    });
    // Only that type changed.
    expect(listed.filter((type) => type.roles_updated_at !== null).map((type) => type.key)).toEqual(['reception']);

    // An admin's refused change (taking the owner's protected rights) writes nothing, the audit included.
    const adminToken = await t.login('admin');
    const ownerType = listed.find((type) => type.key === 'owner')!;
    const refused = await t.call(endpoints.roleUpdates.updateMemberType, {
      token: adminToken,
      params: { id: ownerType.id },
      body: {
        roles: ownerType.roles.map((role) => (role.resource === 'members' ? { ...role, update: false } : role)),
      },
    });
    expect(refused.status).toBe(400);
    const after: MemberTypeAnswer[] = (await t.call(endpoints.roles.memberTypes, { token: ownerToken })).body.payload;
    expect(after.find((type) => type.key === 'owner')).toMatchObject({
      roles_updated_at: null,
      roles_updated_by: null,
    });

    // The next save names its author.
    const admin = (await t.call(endpoints.users.info, { token: adminToken })).body.payload;
    const again = await t.call(endpoints.roleUpdates.updateMemberType, {
      token: adminToken,
      params: { id: reception.id },
      body: { roles: reception.roles },
    });
    expect(again.status).toBe(200);
    expect(again.body.payload.roles_updated_by).toMatchObject({ id: admin.id });

    // Another club sees none of it.
    const other: MemberTypeAnswer[] = (
      await t.call(endpoints.roles.memberTypes, { token: await t.login('ingrid.holm', 'smash-hit-31') })
    ).body.payload;
    expect(other.every((type) => type.roles_updated_at === null)).toBe(true);
  });
});
