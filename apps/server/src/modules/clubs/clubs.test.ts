import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TenantScope, users } from '@fairplay/db';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { registerSecondClub } from '../../test/second-club.js';
import { findMembers, listFamilyOf, namesOf, searchMembers } from './index.js';

/** The member look-ups clubs offers other modules (appointments): each one stays inside the scope's club. */
describe('clubs member look-ups', () => {
  let t: TestApp;
  let demo: TenantScope;
  let other: TenantScope;
  let idOf: (username: string) => Promise<number>;
  beforeAll(async () => {
    t = await startTestApp();
    const second = await registerSecondClub(t);
    idOf = async (username) => {
      const [row] = await t.handle.db.select({ id: users.id }).from(users).where(eq(users.username, username));
      return row!.id;
    };
    const [owner] = await t.handle.db.select().from(users).where(eq(users.username, 'owner'));
    demo = new TenantScope(t.handle.db, owner!.currentBusinessId!);
    other = new TenantScope(t.handle.db, second.businessId);
  });
  afterAll(async () => t.close());

  it("finds the club's members among the ids, leaving out the others", async () => {
    const member = await idOf('member');
    const bianca = await idOf('bianca.b');
    expect(await findMembers(demo, [member, bianca])).toEqual([
      { userId: member, userType: 'nbu', fullName: 'Emma Wilson', email: expect.any(String) },
    ]);
    expect(await findMembers(other, [member])).toEqual([]);
    expect(await findMembers(demo, [])).toEqual([]);
  });

  it('searches active members by "First Last", ignoring LIKE wildcards, in name order', async () => {
    const found = await searchMembers(demo, 'wilson', 10);
    expect(found.map((row) => row.fullName)).toEqual(['Emma Wilson', 'Lucas Wilson', 'Mia Wilson']);
    expect(await searchMembers(demo, 'Emma W', 10)).toHaveLength(1);
    expect(await searchMembers(demo, '%', 100)).toHaveLength((await searchMembers(demo, '', 100)).length);
    expect(await searchMembers(demo, 'wilson', 2)).toHaveLength(2);
    expect(await searchMembers(other, 'wilson', 10)).toEqual([]);
  });

  it("lists the other members of the user's family in this club only", async () => {
    const member = await idOf('member');
    expect(await listFamilyOf(demo, member)).toEqual([
      { userId: await idOf('lucas.wilson'), firstName: 'Lucas', lastName: 'Wilson' },
      { userId: await idOf('mia.wilson'), firstName: 'Mia', lastName: 'Wilson' },
    ]);
    expect(await listFamilyOf(other, member)).toEqual([]);
  });

  it('names any users by id', async () => {
    const member = await idOf('member');
    const bianca = await idOf('bianca.b');
    const names = await namesOf(demo, [member, bianca, member]);
    expect(names).toEqual(
      new Map([
        [member, 'Emma Wilson'],
        [bianca, 'Bianca Moreau'],
      ]),
    );
  });
});
