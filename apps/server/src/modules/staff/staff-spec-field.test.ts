import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessMembers, staffProfiles, users } from '@fairplay/db';
import { endpoints, STAFF_MESSAGES } from '@fairplay/contracts';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { registerSecondClub } from '../../test/second-club.js';
import { userIdOf } from '../../test/appointments-kit.js';

/**
 * Issue 26 point 8: coaches/add and coaches/update/{id} take the spec's `staff, hidden` (spec 3 section 7 "Coaches"):
 * `staff` is the id of the club's person the coach record belongs to.
 */
describe("coaches/add and coaches/update/{id} with the spec's staff and hidden", () => {
  let t: TestApp;
  let owner: string;

  beforeAll(async () => {
    t = await startTestApp();
    owner = await t.login('owner');
  });
  afterAll(async () => t.close());

  const written = async () => ({
    members: (await t.handle.db.select({ n: count() }).from(businessMembers))[0]!.n,
    profiles: (await t.handle.db.select({ n: count() }).from(staffProfiles))[0]!.n,
    users: (await t.handle.db.select({ n: count() }).from(users))[0]!.n,
  });

  it('adds a member of the club as a coach by staff (the spec payload), then updates them with staff and hidden', async () => {
    const noah = await userIdOf(t, 'noah.fischer');
    const added = await t.call(endpoints.staff.add, { token: owner, body: { staff: noah, hidden: true } });
    expect(added.status, added.body.message).toBe(200);
    expect(added.body.message).toBe(STAFF_MESSAGES.added);
    expect(added.body.payload).toMatchObject({ user_id: noah, member_type: 'coach', hidden: true });
    const [account] = await t.handle.db.select().from(users).where(eq(users.id, noah));
    expect(account!.userType).toBe('bu');
    // Hidden: on the staff list, not among the coaches members may book.
    const coaches = (await t.call(endpoints.staff.get, { token: owner, query: {} })).body.payload;
    expect(coaches.map((coach) => coach.coach_id)).not.toContain(noah);

    const shown = await t.call(endpoints.staff.update, {
      token: owner,
      params: { id: noah },
      body: { staff: noah, hidden: false },
    });
    expect(shown.status, shown.body.message).toBe(200);
    expect(shown.body.payload).toMatchObject({ user_id: noah, hidden: false });
    const after = (await t.call(endpoints.staff.get, { token: owner, query: {} })).body.payload;
    expect(after.map((coach) => coach.coach_id)).toContain(noah);

    // Already on the staff: 409 naming staff.
    const again = await t.call(endpoints.staff.add, { token: owner, body: { staff: noah } });
    expect(again.status).toBe(409);
    expect(again.errors.map((error) => error.field)).toContain('staff');
  });

  it('staff with the same person’s e-mail is one person; a different one is 400 naming staff', async () => {
    const mia = await userIdOf(t, 'mia.wilson');
    const before = await written();
    const differ = await t.call(endpoints.staff.add, {
      token: owner,
      body: { staff: mia, email: 'lucas.wilson@riverside.example.com' },
    });
    expect(differ.status).toBe(400);
    expect(differ.errors.map((error) => error.field)).toContain('staff');
    expect(differ.body.message).toBe(STAFF_MESSAGES.staffAndEmailDiffer);
    expect(await written()).toEqual(before);
    const same = await t.call(endpoints.staff.add, {
      token: owner,
      body: { staff: mia, email: 'mia.wilson@riverside.example.com', member_type: 'reception' },
    });
    expect(same.status, same.body.message).toBe(200);
    expect(same.body.payload).toMatchObject({ user_id: mia, member_type: 'reception', hidden: false });
  });

  it('refuses bad staff naming the field, another club’s person (404), and a staff that is not the path id', async () => {
    const coach = await userIdOf(t, 'coach');
    const before = await written();
    const cases: [unknown, string][] = [
      [{ staff: 'noah' }, 'staff'],
      [{ staff: -1 }, 'staff'],
      [{ staff: 1.5 }, 'staff'],
      [{ hidden: true }, 'email'],
      [{ staff: coach, hidden: 'yes' }, 'hidden'],
    ];
    for (const [body, field] of cases) {
      const answer = await t.callRaw(endpoints.staff.add, { token: owner, body });
      expect(answer.status, field).toBe(400);
      expect(
        answer.errors.map((error) => error.field),
        field,
      ).toContain(field);
    }
    const wrongType = await t.callRaw(endpoints.staff.update, {
      token: owner,
      params: { id: coach },
      body: { staff: 'coach' },
    });
    expect(wrongType.errors.map((error) => error.field)).toContain('staff');
    const other = await t.call(endpoints.staff.update, {
      token: owner,
      params: { id: coach },
      body: { staff: await userIdOf(t, 'owner'), hidden: true },
    });
    expect(other.status).toBe(400);
    expect(other.errors.map((error) => error.field)).toContain('staff');
    expect(other.body.message).toBe(STAFF_MESSAGES.staffIsThePerson);

    // Another club's owner is not a person of this club; and that club cannot reach ours.
    const second = await registerSecondClub(t, 's');
    const bianca = await userIdOf(t, 'bianca.s');
    expect((await t.call(endpoints.staff.add, { token: owner, body: { staff: bianca } })).status).toBe(404);
    expect((await t.call(endpoints.staff.add, { token: second.token, body: { staff: coach } })).status).toBe(404);
    const foreignUpdate = await t.call(endpoints.staff.update, {
      token: second.token,
      params: { id: coach },
      body: { staff: coach, hidden: true },
    });
    expect(foreignUpdate.status).toBe(404);
    expect((await t.call(endpoints.staff.add, { body: { staff: coach } })).status).toBe(401);
    expect((await t.call(endpoints.staff.add, { token: await t.login('member'), body: { staff: coach } })).status).toBe(
      403,
    );
    const ownMembers = await t.handle.db
      .select({ n: count() })
      .from(businessMembers)
      .where(eq(businessMembers.businessId, second.businessId));
    expect(ownMembers[0]!.n).toBe(1);
    const { members, profiles } = await written();
    expect({ members: members - 1, profiles }).toEqual({ members: before.members, profiles: before.profiles });
  });
});
