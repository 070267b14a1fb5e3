import { and, asc, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  appointmentAssignees,
  appointments,
  businessMembers,
  clubInvitations,
  emailOutbox,
  facilityGroups,
  memberTypeRoles,
  memberTypes,
  staffFacilityGroups,
  staffProfiles,
  users,
} from '@fairplay/db';
import { endpoints, STAFF_MESSAGES, type Staff } from '@fairplay/contracts';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { registerCustomer } from '../../test/joining-kit.js';
import { registerSecondClub } from '../../test/second-club.js';
import { at, courtIdsOf, localDate, spot } from '../../test/appointments-kit.js';

const PASSWORD = 'fresh-start-42';

describe('staff and coaches (coaches/add, update, get-all, get; facility/group-staff)', () => {
  let t: TestApp;
  let owner: string;
  let clubId: number;
  let groups: Map<string, number>;
  beforeAll(async () => {
    t = await startTestApp();
    owner = await t.login('owner');
    clubId = (await t.call(endpoints.users.info, { token: owner })).body.payload.business_id!;
    const rows = await t.handle.db.select().from(facilityGroups).where(eq(facilityGroups.businessId, clubId));
    groups = new Map(rows.map((row) => [row.name, row.id]));
  });
  afterAll(async () => t.close());

  const idOf = async (username: string) =>
    (await t.handle.db.select({ id: users.id }).from(users).where(eq(users.username, username)))[0]!.id;
  const staffRows = async (businessId: number) => ({
    members: await t.handle.db.select().from(businessMembers).where(eq(businessMembers.businessId, businessId)),
    profiles: await t.handle.db.select().from(staffProfiles).where(eq(staffProfiles.businessId, businessId)),
    groups: await t.handle.db.select().from(staffFacilityGroups).where(eq(staffFacilityGroups.businessId, businessId)),
    users: (await t.handle.db.select({ id: users.id }).from(users)).length,
  });
  const mailTo = async (address: string) =>
    (
      await t.handle.db
        .select()
        .from(emailOutbox)
        .where(eq(emailOutbox.toAddress, address))
        .orderBy(desc(emailOutbox.id))
        .limit(1)
    )[0];

  it('lists the staff with type, facility groups, hidden flag and contact for settings readers', async () => {
    const response = await t.call(endpoints.staff.getAll, { token: owner });
    expect(response.status).toBe(200);
    const staff: Staff[] = response.body.payload;
    const by = new Map(staff.map((person) => [person.last_name, person]));
    expect(staff.map((person) => person.member_type)).not.toContain('member');
    expect(by.get('Mendoza')).toMatchObject({
      member_type: 'coach',
      hidden: false,
      facility_groups: [{ id: groups.get('Tennis'), name: 'Tennis' }],
      email: 'coach@riverside.example.com',
      phone: '+15125550104',
    });
    expect(by.get("O'Connor")!.hidden).toBe(true);
    expect(by.get('Tanaka')!.facility_groups.map((group) => group.name)).toEqual(['Golf simulators']);
    expect(by.get('Bennett')!.member_type).toBe('owner');

    expect((await t.call(endpoints.staff.getAll, { token: await t.login('reception') })).status).toBe(200);
    for (const username of ['coach', 'member']) {
      expect((await t.call(endpoints.staff.getAll, { token: await t.login(username) })).status).toBe(403);
    }
    expect((await t.call(endpoints.staff.getAll)).status).toBe(401);
  });

  it('offers members the coaches they may book: coach types only, never hidden, by facility group', async () => {
    const member = await t.login('member');
    const all = await t.call(endpoints.staff.get, { token: member, query: {} });
    expect(all.status).toBe(200);
    expect(all.body.payload.map((coach) => coach.last_name).sort()).toEqual(['Laurent', 'Mendoza', 'Tanaka']);
    expect(JSON.stringify(all.body.payload)).not.toContain('@');
    const golf = await t.call(endpoints.staff.get, {
      token: member,
      query: { facility_group_id: groups.get('Golf simulators') },
    });
    expect(golf.body.payload.map((coach) => coach.coach_name)).toEqual(['Mei Tanaka']);
    const bad = await t.callRaw(endpoints.staff.get, { token: member, query: { facility_group_id: 'tennis' } });
    expect(bad.status).toBe(400);
    expect(bad.errors.map((error) => error.field)).toContain('facility_group_id');
    expect((await t.call(endpoints.staff.get, { query: {} })).status).toBe(401);
  });

  it('answers facility/group-staff per group: assigned staff there, unassigned staff everywhere', async () => {
    const answer = (await t.call(endpoints.facilities.staff, { token: owner })).body.payload;
    const namesIn = (name: string) =>
      answer.find((group) => group.name === name)!.staff.map((person) => person.last_name);
    expect(namesIn('Tennis')).toEqual(expect.arrayContaining(['Mendoza', 'Laurent', "O'Connor", 'Bennett', 'Reid']));
    expect(namesIn('Tennis')).not.toContain('Tanaka');
    expect(namesIn('Golf simulators')).toEqual(expect.arrayContaining(['Tanaka', 'Bennett', 'Reid']));
    expect(namesIn('Golf simulators')).not.toContain('Mendoza');
    expect(namesIn('Pickleball')).toContain('Laurent');
    expect(namesIn('Pickleball')).not.toContain('Mendoza');
    // Members are not shown the hidden coach.
    const forMember = (await t.call(endpoints.facilities.staff, { token: await t.login('member') })).body.payload;
    expect(JSON.stringify(forMember)).not.toContain("O'Connor");
    expect(JSON.stringify(forMember)).toContain('Mendoza');
  });

  it('adds a member with an account as a coach of a facility group, and e-mails them', async () => {
    const userId = await idOf('lucas.wilson');
    const added = await t.call(endpoints.staff.add, {
      token: owner,
      body: {
        email: 'lucas.wilson@riverside.example.com',
        member_type: 'coach',
        facility_group_ids: [groups.get('Pickleball')!],
        color: '#AA00CC',
        bio: 'Junior pickleball.',
      },
    });
    expect(added.status).toBe(200);
    expect(added.body.message).toBe(STAFF_MESSAGES.added);
    expect(added.body.payload).toMatchObject({
      user_id: userId,
      member_type: 'coach',
      color: '#aa00cc',
      facility_groups: [{ id: groups.get('Pickleball'), name: 'Pickleball' }],
    });
    const [account] = await t.handle.db.select().from(users).where(eq(users.id, userId));
    expect(account!.userType).toBe('bu');
    expect((await mailTo('lucas.wilson@riverside.example.com'))!.subject).toContain('staff');
    const staff = (await t.call(endpoints.facilities.staff, { token: owner })).body.payload;
    expect(staff.find((group) => group.name === 'Pickleball')!.staff.map((p) => p.user_id)).toContain(userId);
    expect(staff.find((group) => group.name === 'Tennis')!.staff.map((p) => p.user_id)).not.toContain(userId);

    const again = await t.call(endpoints.staff.add, {
      token: owner,
      body: { email: 'lucas.wilson@riverside.example.com', member_type: 'coach' },
    });
    expect(again.status).toBe(409);
    expect(again.errors.map((error) => error.field)).toContain('email');
  });

  it('creates an account for a new person and e-mails a link that sets the password', async () => {
    const added = await t.call(endpoints.staff.add, {
      token: owner,
      body: {
        email: 'ruth.okafor@example.org',
        first_name: 'Ruth',
        last_name: 'Okafor',
        member_type: 'reception',
        phone: '+15125550199',
      },
    });
    expect(added.status).toBe(200);
    expect(added.body.payload).toMatchObject({ first_name: 'Ruth', member_type: 'reception', phone: '+15125550199' });
    const mail = await mailTo('ruth.okafor@example.org');
    const link = /reset-password\?username=([a-z0-9._]+)&code=(\d{6})/.exec(mail!.textBody);
    expect(link).not.toBeNull();
    const reset = await t.call(endpoints.auth.resetPassword, {
      body: { username: link![1]!, code: link![2]!, new_password: PASSWORD, confirm_password: PASSWORD },
    });
    expect(reset.status).toBe(200);
    const token = await t.login(link![1]!, PASSWORD);
    const session = (await t.call(endpoints.users.info, { token })).body.payload;
    expect(session).toMatchObject({ user_type: 'bu', business_id: clubId, member_type: { key: 'reception' } });
  });

  it('refuses bad input naming the field and writes nothing', async () => {
    const before = await staffRows(clubId);
    const otherGroupId = 999999;
    const cases: [unknown, string][] = [
      [{ email: 'nope', member_type: 'coach' }, 'email'],
      [{ email: 'x@example.org', member_type: 'member' }, 'member_type'],
      [{ email: 'x@example.org', member_type: 'coach', color: 'blue' }, 'color'],
      [{ email: 'x@example.org', member_type: 'coach', bio: 'x'.repeat(1001) }, 'bio'],
      [{ email: 'x@example.org', member_type: 'coach', hidden: 'yes' }, 'hidden'],
      [{ email: 'x@example.org', member_type: 'coach', facility_group_ids: 'all' }, 'facility_group_ids'],
      [{ email: 'x@example.org', member_type: 'coach', extra: 1 }, 'extra'],
      [{ email: 'new.person@example.org', member_type: 'coach' }, 'first_name'],
      [
        {
          email: 'new.person@example.org',
          first_name: 'New',
          last_name: 'Person',
          member_type: 'coach',
          facility_group_ids: [otherGroupId],
        },
        'facility_group_ids',
      ],
    ];
    for (const [body, field] of cases) {
      const answer = await t.callRaw(endpoints.staff.add, { token: owner, body });
      expect(answer.status, field).toBe(400);
      expect(answer.errors.map((error) => error.field).join(' ') + answer.body.message, field).toContain(field);
    }
    expect((await t.handle.db.select().from(users).where(eq(users.email, 'new.person@example.org'))).length).toBe(0);
    expect(await staffRows(clubId)).toEqual(before);
  });

  it('needs settings update to add or change staff (403), and only owners make or change owners', async () => {
    const before = await staffRows(clubId);
    const coachId = await idOf('coach');
    for (const username of ['reception', 'coach', 'member']) {
      const token = await t.login(username);
      const add = await t.call(endpoints.staff.add, {
        token,
        body: { email: 'z@example.org', member_type: 'coach', first_name: 'Zed', last_name: 'Zee' },
      });
      expect(add.status).toBe(403);
      const update = await t.call(endpoints.staff.update, { token, params: { id: coachId }, body: { hidden: true } });
      expect(update.status).toBe(403);
    }
    const admin = await t.login('admin');
    const makeOwner = await t.call(endpoints.staff.update, {
      token: admin,
      params: { id: coachId },
      body: { member_type: 'owner' },
    });
    expect(makeOwner.status).toBe(403);
    expect(makeOwner.body.message).toBe(STAFF_MESSAGES.ownerOnly);
    const demoteOwner = await t.call(endpoints.staff.update, {
      token: admin,
      params: { id: await idOf('owner') },
      body: { member_type: 'admin' },
    });
    expect(demoteOwner.status).toBe(403);
    expect((await t.call(endpoints.staff.add, { body: { email: 'z@example.org', member_type: 'coach' } })).status).toBe(
      401,
    );
    expect(await staffRows(clubId)).toEqual(before);
  });

  it('updates type, groups, hidden flag and colour; a member or an unknown id is 404', async () => {
    const jamesId = await idOf('coach.james');
    const updated = await t.call(endpoints.staff.update, {
      token: owner,
      params: { id: jamesId },
      body: {
        hidden: false,
        member_type: 'supercoach',
        facility_group_ids: [groups.get('Tennis')!, groups.get('Pickleball')!],
        color: null,
      },
    });
    expect(updated.status).toBe(200);
    expect(updated.body.payload).toMatchObject({ hidden: false, member_type: 'supercoach', color: null });
    expect(updated.body.payload.facility_groups.map((group) => group.name)).toEqual(['Tennis', 'Pickleball']);
    const session = (await t.call(endpoints.users.info, { token: await t.login('coach.james') })).body.payload;
    expect(session.member_type!.key).toBe('supercoach');

    const bad = await t.callRaw(endpoints.staff.update, {
      token: owner,
      params: { id: jamesId },
      body: { color: '#12' },
    });
    expect(bad.status).toBe(400);
    expect(bad.errors.map((error) => error.field)).toContain('color');
    for (const id of [await idOf('mia.wilson'), 999999]) {
      expect(
        (await t.call(endpoints.staff.update, { token: owner, params: { id }, body: { hidden: true } })).status,
      ).toBe(404);
    }
  });

  it('never leaves the club without an owner; a second owner may then step down', async () => {
    const ownerId = await idOf('owner');
    const alone = await t.call(endpoints.staff.update, {
      token: owner,
      params: { id: ownerId },
      body: { member_type: 'admin' },
    });
    expect(alone.status).toBe(409);
    expect(alone.errors).toEqual([{ field: 'member_type', message: STAFF_MESSAGES.lastOwner }]);
    const adminId = await idOf('admin');
    expect(
      (await t.call(endpoints.staff.update, { token: owner, params: { id: adminId }, body: { member_type: 'owner' } }))
        .status,
    ).toBe(200);
    const stepDown = await t.call(endpoints.staff.update, {
      token: owner,
      params: { id: ownerId },
      body: { member_type: 'admin' },
    });
    expect(stepDown.status).toBe(200);
    // Now Marcus is the last owner: Olivia (admin now) cannot demote him, and neither can he.
    const marcus = await t.login('admin');
    const last = await t.call(endpoints.staff.update, {
      token: marcus,
      params: { id: adminId },
      body: { member_type: 'coach' },
    });
    expect(last.status).toBe(409);
    // Put things back for the other tests.
    expect(
      (await t.call(endpoints.staff.update, { token: marcus, params: { id: ownerId }, body: { member_type: 'owner' } }))
        .status,
    ).toBe(200);
    expect(
      (await t.call(endpoints.staff.update, { token: owner, params: { id: adminId }, body: { member_type: 'admin' } }))
        .status,
    ).toBe(200);
  });

  it("keeps another club's staff, groups and ids out of reach (404 or 400, nothing changed)", async () => {
    const b = await registerSecondClub(t, 'h');
    const aBefore = await staffRows(clubId);
    const bList = (await t.call(endpoints.staff.getAll, { token: b.token })).body.payload;
    expect(bList.map((person) => person.last_name)).toEqual(['Moreau']);
    const bCoaches = (await t.call(endpoints.staff.get, { token: b.token, query: {} })).body.payload;
    expect(bCoaches).toEqual([]);
    const coachId = await idOf('coach');
    expect(
      (await t.call(endpoints.staff.update, { token: b.token, params: { id: coachId }, body: { hidden: true } }))
        .status,
    ).toBe(404);
    const withAGroup = await t.call(endpoints.staff.add, {
      token: b.token,
      body: { email: 'coach@riverside.example.com', member_type: 'coach', facility_group_ids: [groups.get('Tennis')!] },
    });
    expect(withAGroup.status).toBe(400);
    expect(await staffRows(clubId)).toEqual(aBefore);
    // Nor removes them from the staff.
    expect((await t.call(endpoints.staff.remove, { token: b.token, params: { id: coachId } })).status).toBe(404);
    expect(await staffRows(clubId)).toEqual(aBefore);
  });

  it('removes someone from the staff: they stay a member with their history; owners, oneself and upcoming lessons refused', async () => {
    const added = await t.call(endpoints.staff.add, {
      token: owner,
      body: {
        email: 'rita.removal@example.org',
        first_name: 'Rita',
        last_name: 'Removal',
        member_type: 'coach',
        facility_group_ids: [groups.get('Tennis')!],
        bio: 'Clay courts.',
      },
    });
    expect(added.status).toBe(200);
    const rita = added.body.payload.user_id;
    const court = (await courtIdsOf(t, clubId))[0]!;
    const past = await t.call(endpoints.appointments.addComplex, {
      token: owner,
      body: spot(court, localDate(116), '07:00', '08:00', { assigned: [rita] }),
    });
    expect(past.status).toBe(200);
    // A lesson she gave: moved into the past (bookings cannot be made there).
    await t.handle.db
      .update(appointments)
      .set({ startsAt: new Date(at(localDate(-230), '07:00')), endsAt: new Date(at(localDate(-230), '08:00')) })
      .where(eq(appointments.id, past.body.payload.created[0]!.id));
    const upcoming = await t.call(endpoints.appointments.addComplex, {
      token: owner,
      body: spot(court, localDate(117), '07:00', '08:00', { assigned: [rita] }),
    });
    expect(upcoming.status).toBe(200);

    // Assigned to an upcoming booking: refused, saying how many, nothing changed.
    const before = await staffRows(clubId);
    const refused = await t.call(endpoints.staff.remove, { token: owner, params: { id: rita } });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(STAFF_MESSAGES.upcomingAssignments(1));
    expect(await staffRows(clubId)).toEqual(before);

    // Hiding is the alternative while lessons remain, and it keeps the assignment.
    const hidden = await t.call(endpoints.staff.update, { token: owner, params: { id: rita }, body: { hidden: true } });
    expect(hidden.body.payload.hidden).toBe(true);
    const coaches = (await t.call(endpoints.staff.get, { token: await t.login('member'), query: {} })).body.payload;
    expect(coaches.map((coach) => coach.id)).not.toContain(rita);

    // Once the upcoming booking is gone, the removal goes through.
    const deleted = await t.call(endpoints.appointments.delete, {
      token: owner,
      params: { id: upcoming.body.payload.created[0]!.id },
      query: {},
    });
    expect(deleted.status).toBe(200);
    const removed = await t.call(endpoints.staff.remove, { token: owner, params: { id: rita } });
    expect(removed.status).toBe(200);
    expect(removed.body).toMatchObject({
      payload: { user_id: rita, member_type: 'member' },
      message: STAFF_MESSAGES.removed('Rita Removal'),
    });
    const list = (await t.call(endpoints.staff.getAll, { token: owner })).body.payload;
    expect(list.map((person) => person.user_id)).not.toContain(rita);
    const [membership] = await t.handle.db
      .select({ status: businessMembers.status, key: memberTypes.key })
      .from(businessMembers)
      .innerJoin(memberTypes, eq(memberTypes.id, businessMembers.memberTypeId))
      .where(and(eq(businessMembers.businessId, clubId), eq(businessMembers.userId, rita)));
    expect(membership).toEqual({ status: 'active', key: 'member' });
    const [account] = await t.handle.db.select({ userType: users.userType }).from(users).where(eq(users.id, rita));
    expect(account!.userType).toBe('nbu');
    const after = await staffRows(clubId);
    expect(after.groups.filter((row) => row.userId === rita)).toEqual([]);
    // Nothing else is lost: the profile and the past lesson stay.
    expect(after.profiles.find((row) => row.userId === rita)).toMatchObject({ bio: 'Clay courts.' });
    const lessons = await t.handle.db
      .select({ appointmentId: appointmentAssignees.appointmentId })
      .from(appointmentAssignees)
      .where(eq(appointmentAssignees.userId, rita));
    expect(lessons).toEqual([{ appointmentId: past.body.payload.created[0]!.id }]);
    // Removing again: they are not staff (404).
    expect((await t.call(endpoints.staff.remove, { token: owner, params: { id: rita } })).status).toBe(404);

    // The owner is protected, the caller cannot remove themselves, others need settings update, and ids are checked.
    const ownerId = await idOf('owner');
    const adminToken = await t.login('admin');
    const ownerRefused = await t.call(endpoints.staff.remove, { token: adminToken, params: { id: ownerId } });
    expect(ownerRefused.status).toBe(403);
    expect(ownerRefused.body.message).toBe(STAFF_MESSAGES.ownerNotRemoved);
    expect((await t.call(endpoints.staff.remove, { token: owner, params: { id: ownerId } })).status).toBe(403);
    const self = await t.call(endpoints.staff.remove, { token: adminToken, params: { id: await idOf('admin') } });
    expect(self.status).toBe(409);
    expect(self.body.message).toBe(STAFF_MESSAGES.notYourself);
    const coachId = await idOf('coach');
    for (const username of ['reception', 'coach', 'member']) {
      const token = await t.login(username);
      expect((await t.call(endpoints.staff.remove, { token, params: { id: coachId } })).status).toBe(403);
    }
    expect((await t.call(endpoints.staff.remove, { params: { id: coachId } })).status).toBe(401);
    const badId = await t.callRaw(endpoints.staff.remove, { token: owner, params: { id: 'abc' } });
    expect(badId.status).toBe(400);
    expect((await t.call(endpoints.staff.remove, { token: owner, params: { id: 999999 } })).status).toBe(404);
    expect((await t.call(endpoints.staff.getAll, { token: owner })).body.payload.map((p) => p.user_id)).toContain(
      coachId,
    );
  });
});

describe('roles/member-types/{id}: changing what a member type may do', () => {
  let t: TestApp;
  let owner: string;
  let clubId: number;
  let typeIds: Map<string, number>;
  beforeAll(async () => {
    t = await startTestApp();
    owner = await t.login('owner');
    clubId = (await t.call(endpoints.users.info, { token: owner })).body.payload.business_id!;
    const types = (await t.call(endpoints.roles.memberTypes, { token: owner })).body.payload;
    typeIds = new Map(types.map((type) => [type.key, type.id]));
  });
  afterAll(async () => t.close());

  const rolesOf = async (key: string) =>
    (await t.call(endpoints.roles.memberTypes, { token: owner })).body.payload.find((type) => type.key === key)!.roles;
  const roleRows = () =>
    t.handle.db
      .select()
      .from(memberTypeRoles)
      .where(eq(memberTypeRoles.businessId, clubId))
      .orderBy(asc(memberTypeRoles.memberTypeId), asc(memberTypeRoles.resource));

  it("takes effect on the affected users' next request, and records who changed it", async () => {
    const reception = await t.login('reception');
    expect((await t.call(endpoints.joining.requests, { token: reception })).status).toBe(200);
    const roles = (await rolesOf('reception')).map((role) =>
      role.resource === 'members' ? { ...role, read: false, update: false } : role,
    );
    const saved = await t.call(endpoints.roleUpdates.updateMemberType, {
      token: owner,
      params: { id: typeIds.get('reception')! },
      body: { roles },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.message).toBe(STAFF_MESSAGES.rolesSaved);
    expect(saved.body.payload.roles.find((role) => role.resource === 'members')).toEqual({
      resource: 'members',
      read: false,
      update: false,
    });
    expect((await t.call(endpoints.joining.requests, { token: reception })).status).toBe(403);
    const session = (await t.call(endpoints.users.info, { token: reception })).body.payload;
    expect(session.member_type!.roles.find((role) => role.resource === 'members')!.read).toBe(false);
    const [type] = await t.handle.db
      .select()
      .from(memberTypes)
      .where(eq(memberTypes.id, typeIds.get('reception')!));
    const [ownerRow] = await t.handle.db.select({ id: users.id }).from(users).where(eq(users.username, 'owner'));
    expect(type!.rolesUpdatedBy).toBe(ownerRow!.id);
    expect(type!.rolesUpdatedAt).not.toBeNull();
  });

  it("protects the owner's own settings and members rights, and refuses bad lists naming the field", async () => {
    const before = await roleRows();
    const ownerRoles = await rolesOf('owner');
    const id = typeIds.get('owner')!;
    const withoutSettings = ownerRoles.map((role) =>
      role.resource === 'settings' ? { ...role, update: false } : role,
    );
    const refused = await t.call(endpoints.roleUpdates.updateMemberType, {
      token: owner,
      params: { id },
      body: { roles: withoutSettings },
    });
    expect(refused.status).toBe(400);
    expect(refused.errors[0]!.field).toMatch(/^roles\.\d+\.update$/);
    expect(refused.errors[0]!.message).toBe(STAFF_MESSAGES.protectedRole);

    const updateWithoutRead = ownerRoles.map((role) => (role.resource === 'court' ? { ...role, read: false } : role));
    const cases: [unknown, string][] = [
      [{ roles: updateWithoutRead }, 'read'],
      [{ roles: ownerRoles.slice(1) }, 'roles'],
      [{ roles: [...ownerRoles.slice(1), ownerRoles[1]] }, 'roles'],
      [{ roles: ownerRoles.map((role, index) => (index === 0 ? { ...role, resource: 'boats' } : role)) }, 'resource'],
      [{}, 'roles'],
    ];
    for (const [body, field] of cases) {
      const answer = await t.callRaw(endpoints.roleUpdates.updateMemberType, { token: owner, params: { id }, body });
      expect(answer.status, field).toBe(400);
      expect(answer.errors.map((error) => error.field).join(' '), field).toContain(field);
    }
    // Other owner rights may change.
    const lessCourt = ownerRoles.map((role) => (role.resource === 'analytics' ? { ...role, update: false } : role));
    expect(
      (
        await t.call(endpoints.roleUpdates.updateMemberType, {
          token: owner,
          params: { id },
          body: { roles: lessCourt },
        })
      ).status,
    ).toBe(200);
    expect((await roleRows()).filter((row) => row.resource !== 'analytics' || row.memberTypeId !== id)).toEqual(
      before.filter((row) => row.resource !== 'analytics' || row.memberTypeId !== id),
    );
  });

  it('needs settings update (403) and a token (401); another club cannot touch these types (404)', async () => {
    const before = await roleRows();
    const roles = await rolesOf('coach');
    const id = typeIds.get('coach')!;
    for (const username of ['reception', 'coach', 'member']) {
      const answer = await t.call(endpoints.roleUpdates.updateMemberType, {
        token: await t.login(username),
        params: { id },
        body: { roles },
      });
      expect(answer.status).toBe(403);
    }
    expect((await t.call(endpoints.roleUpdates.updateMemberType, { params: { id }, body: { roles } })).status).toBe(
      401,
    );
    const b = await registerSecondClub(t, 'r');
    const answer = await t.call(endpoints.roleUpdates.updateMemberType, {
      token: b.token,
      params: { id },
      body: { roles },
    });
    expect(answer.status).toBe(404);
    expect(await roleRows()).toEqual(before);
  });
});

describe('staff invitations: member type, resend, revoke, accept', () => {
  let t: TestApp;
  let owner: string;
  let clubId: number;
  beforeAll(async () => {
    t = await startTestApp();
    owner = await t.login('owner');
    clubId = (await t.call(endpoints.users.info, { token: owner })).body.payload.business_id!;
  });
  afterAll(async () => t.close());

  const tokenMailedTo = async (address: string) => {
    const [mail] = await t.handle.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, address))
      .orderBy(desc(emailOutbox.id))
      .limit(1);
    const match = /\/private\/choose-business\?invitation=([A-Za-z0-9_-]+)/.exec(mail?.textBody ?? '');
    if (!match) throw new Error(`no invitation link was e-mailed to ${address}`);
    return { token: match[1]!, text: mail!.textBody };
  };
  const invitationRows = () => t.handle.db.select().from(clubInvitations).where(eq(clubInvitations.businessId, clubId));

  it('lists the seeded pending staff invitation with its member type', async () => {
    const list = (await t.call(endpoints.joining.invitations, { token: owner })).body.payload;
    expect(list.find((row) => row.email === 'nina.kowalski@example.org')).toMatchObject({
      member_type: 'coach',
      accepted_at: null,
    });
  });

  it('invites a coach; accepting the link makes them a coach and a business user', async () => {
    const sent = await t.call(endpoints.joining.invite, {
      token: owner,
      body: { email: 'tom.berg@example.org', member_type: 'coach' },
    });
    expect(sent.status).toBe(200);
    expect(sent.body.payload.member_type).toBe('coach');
    const { token, text } = await tokenMailedTo('tom.berg@example.org');
    expect(text).toContain('as staff (Coach)');
    const tom = await registerCustomer(t, 'tom.berg', 'tom.berg@example.org');
    const accepted = await t.call(endpoints.joining.acceptInvitation, { token: tom.token, body: { token } });
    expect(accepted.status).toBe(200);
    expect(accepted.body.payload).toMatchObject({
      user_type: 'bu',
      business_id: clubId,
      member_type: { key: 'coach' },
    });
    const staff = (await t.call(endpoints.staff.getAll, { token: owner })).body.payload;
    expect(staff.find((person) => person.user_id === tom.userId)!.member_type).toBe('coach');
  });

  it('resends with a new link and revokes an open invitation; accepted or unknown ones are 404', async () => {
    const sent = (
      await t.call(endpoints.joining.invite, {
        token: owner,
        body: { email: 'ivy.lund@example.org', member_type: 'reception' },
      })
    ).body.payload;
    const first = await tokenMailedTo('ivy.lund@example.org');
    const resent = await t.call(endpoints.joining.resendInvitation, { token: owner, params: { id: sent.id } });
    expect(resent.status).toBe(200);
    expect(resent.body.payload).toMatchObject({ id: sent.id, member_type: 'reception' });
    const second = await tokenMailedTo('ivy.lund@example.org');
    expect(second.token).not.toBe(first.token);
    const revoked = await t.call(endpoints.joining.revokeInvitation, { token: owner, params: { id: sent.id } });
    expect(revoked.status).toBe(200);
    expect((await invitationRows()).map((row) => row.email)).not.toContain('ivy.lund@example.org');
    const ivy = await registerCustomer(t, 'ivy.lund', 'ivy.lund@example.org');
    expect(
      (await t.call(endpoints.joining.acceptInvitation, { token: ivy.token, body: { token: second.token } })).status,
    ).toBe(404);
    expect((await t.call(endpoints.joining.revokeInvitation, { token: owner, params: { id: sent.id } })).status).toBe(
      404,
    );
    expect((await t.call(endpoints.joining.resendInvitation, { token: owner, params: { id: 999999 } })).status).toBe(
      404,
    );
  });

  it('staff invitations need settings update; member invitations members update; bad type names the field', async () => {
    const before = await invitationRows();
    const reception = await t.login('reception');
    const staffInvite = await t.call(endpoints.joining.invite, {
      token: reception,
      body: { email: 'a.b@example.org', member_type: 'coach' },
    });
    expect(staffInvite.status).toBe(403);
    expect(staffInvite.body.message).toBe(STAFF_MESSAGES.staffInviteNeedsSettings);
    const admin = await t.login('admin');
    const ownerInvite = await t.call(endpoints.joining.invite, {
      token: admin,
      body: { email: 'a.b@example.org', member_type: 'owner' },
    });
    expect(ownerInvite.status).toBe(403);
    const bad = await t.callRaw(endpoints.joining.invite, {
      token: owner,
      body: { email: 'a.b@example.org', member_type: 'boss' },
    });
    expect(bad.status).toBe(400);
    expect(bad.errors.map((error) => error.field)).toContain('member_type');
    const nina = before.find((row) => row.email === 'nina.kowalski@example.org')!;
    expect(
      (await t.call(endpoints.joining.revokeInvitation, { token: reception, params: { id: nina.id } })).status,
    ).toBe(403);
    expect(
      (await t.call(endpoints.joining.resendInvitation, { token: reception, params: { id: nina.id } })).status,
    ).toBe(403);
    expect((await t.call(endpoints.joining.revokeInvitation, { params: { id: nina.id } })).status).toBe(401);
    expect(await invitationRows()).toEqual(before);
    const memberInvite = await t.call(endpoints.joining.invite, {
      token: reception,
      body: { email: 'a.b@example.org' },
    });
    expect(memberInvite.status).toBe(200);
    expect(memberInvite.body.payload.member_type).toBe('member');
  });

  it("another club neither resends nor revokes this club's invitations (404, nothing changed)", async () => {
    const b = await registerSecondClub(t, 'i');
    const before = await invitationRows();
    const nina = before.find((row) => row.email === 'nina.kowalski@example.org')!;
    expect((await t.call(endpoints.joining.resendInvitation, { token: b.token, params: { id: nina.id } })).status).toBe(
      404,
    );
    expect((await t.call(endpoints.joining.revokeInvitation, { token: b.token, params: { id: nina.id } })).status).toBe(
      404,
    );
    expect(await invitationRows()).toEqual(before);
    expect(
      await t.handle.db
        .select()
        .from(emailOutbox)
        .where(and(eq(emailOutbox.toAddress, 'nina.kowalski@example.org'))),
    ).toEqual([]);
  });
});
