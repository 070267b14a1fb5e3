import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointmentParticipants, appointments, businessMembers, emailOutbox, users } from '@fairplay/db';
import { endpoints, MEMBER_MESSAGES, MEMBER_PAGE_SIZE, type MemberRow } from '@fairplay/contracts';
import { API_PREFIX } from '../../app.js';
import { startTestApp, type TestApp, errorFields } from '../../test/harness.js';
import { at, clubIdOf, courtIdsOf, localDate, spot } from '../../test/appointments-kit.js';
import { registerCustomer } from '../../test/joining-kit.js';

describe('the customers list and member maintenance', () => {
  let t: TestApp;
  let admin: string;
  let accountant: string;
  let memberToken: string;
  let clubId: number;
  beforeAll(async () => {
    t = await startTestApp();
    [admin, accountant, memberToken] = await Promise.all([t.login('admin'), t.login('accountant'), t.login('member')]);
    clubId = await clubIdOf(t, admin);
  });
  afterAll(async () => t.close());

  const idOf = async (username: string) =>
    (await t.handle.db.select({ id: users.id }).from(users).where(eq(users.username, username)))[0]!.id;
  const statusOf = async (userId: number) =>
    (
      await t.handle.db
        .select({ status: businessMembers.status })
        .from(businessMembers)
        .where(and(eq(businessMembers.userId, userId), eq(businessMembers.businessId, clubId)))
    )[0]?.status;
  const userCount = async () => (await t.handle.db.select({ count: sql<number>`count(*)::int` }).from(users))[0]!.count;
  const addMember = async (first: string, email: string, extra: Record<string, unknown> = {}) => {
    const response = await t.call(endpoints.customers.add, {
      token: admin,
      body: { first_name: first, last_name: 'Tester', email, ...extra },
    });
    expect(response.status, response.body.message).toBe(200);
    return response.body.payload;
  };
  const exportCsv = async (token: string, query = '') =>
    t.app.inject({ method: 'GET', url: `${API_PREFIX}/reports/members${query}`, headers: { 'access-token': token } });

  it('filters by group: group_id lists the group, all_groups=0 those in no group; the count and export agree', async () => {
    const [ivy, jay] = [
      await addMember('Ivy', 'ivy.groups@example.org'),
      await addMember('Jay', 'jay.groups@example.org'),
    ];
    const created = await t.call(endpoints.groups.create, { token: admin, body: { name: 'Filter Test Squad' } });
    expect(created.status, created.body.message).toBe(200);
    const groupId = created.body.payload.id;
    const added = await t.call(endpoints.groups.addMembers, {
      token: admin,
      params: { id: groupId },
      body: { member_ids: [ivy.id] },
    });
    expect(added.status, added.body.message).toBe(200);

    const inGroup = await t.call(endpoints.customers.list, { token: admin, query: { last_id: -1, group_id: groupId } });
    expect(inGroup.body.payload.members.map((row) => row.id)).toEqual([ivy.id]);
    const count = await t.call(endpoints.customers.count, { token: admin, query: { group_id: groupId } });
    expect(count.body.payload.members).toBe(1);
    const csv = await exportCsv(admin, `?group_id=${groupId}`);
    expect(csv.body).toContain('ivy.groups@example.org');
    expect(csv.body).not.toContain('jay.groups@example.org');

    const noGroup = await t.call(endpoints.customers.list, {
      token: admin,
      query: { last_id: -1, all_groups: '0', search: 'groups@example.org' },
    });
    expect(noGroup.body.payload.members.map((row) => row.id)).toEqual([jay.id]);

    const bad = await t.callRaw(endpoints.customers.list, { token: admin, query: { last_id: -1, group_id: 'x' } });
    expect(bad.status).toBe(400);
    expect(errorFields(bad)).toContain('group_id');
  });

  it('pages 20 at a time by keyset, newest first, with isEnd on the last page', async () => {
    const seen: MemberRow[] = [];
    let lastId = -1;
    for (let page = 0; page < 10; page++) {
      const response = await t.call(endpoints.customers.list, { token: admin, query: { last_id: lastId } });
      expect(response.status).toBe(200);
      const { members, isEnd } = response.body.payload;
      seen.push(...members);
      expect(isEnd).toBe(members.length < MEMBER_PAGE_SIZE);
      if (isEnd) break;
      lastId = members[members.length - 1]!.id;
    }
    expect(seen.length).toBeGreaterThan(MEMBER_PAGE_SIZE);
    const ids = seen.map((row) => row.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect([...ids].sort((a, b) => b - a)).toEqual(ids);
    // Members only by default: no staff.
    expect(seen.every((row) => row.member_type === 'member')).toBe(true);
    const emma = seen.find((row) => row.email === 'member@example.org' || row.first_name === 'Emma');
    expect(emma).toBeDefined();
    const count = await t.call(endpoints.customers.count, { token: admin, query: {} });
    expect(count.body.payload.members).toBe(seen.length);
  });

  it('includes staff and coaches with include_coach', async () => {
    const coach = await idOf('coach');
    const without = await t.call(endpoints.customers.list, { token: admin, query: { last_id: -1, search: 'coach' } });
    expect(without.body.payload.members.map((row) => row.id)).not.toContain(coach);
    const withCoach = await t.call(endpoints.customers.list, {
      token: admin,
      query: { last_id: -1, include_coach: '1', search: 'coach' },
    });
    expect(withCoach.body.payload.members.map((row) => row.id)).toContain(coach);
  });

  it('searches by name, e-mail or phone, case-insensitively', async () => {
    const added = await addMember('Quentin', 'quentin.search@example.org', { phone: '+15550199123' });
    for (const search of [
      'QUENTIN',
      'quentin tester',
      'tester quen',
      'Quentin.Search@Example',
      '0199123',
      '555-0199',
    ]) {
      const response = await t.call(endpoints.customers.list, { token: admin, query: { last_id: -1, search } });
      expect(
        response.body.payload.members.map((row) => row.id),
        search,
      ).toEqual([added.id]);
      expect(response.body.payload.isEnd).toBe(true);
    }
    const none = await t.call(endpoints.customers.list, { token: admin, query: { last_id: -1, search: '%_' } });
    expect(none.body.payload.members).toEqual([]);
    const count = await t.call(endpoints.customers.count, { token: admin, query: { search: 'quentin' } });
    expect(count.body.payload.members).toBe(1);
  });

  it('refuses bad filters naming the field, and callers without the right', async () => {
    for (const [query, field] of [
      [{ last_id: 'abc' }, 'last_id'],
      [{ last_id: 0 }, 'last_id'],
      [{ include_coach: 'maybe' }, 'include_coach'],
      [{ all_groups: 'x' }, 'all_groups'],
      [{ plan: 'gold' }, 'plan'],
      [{ search: 'x'.repeat(101) }, 'search'],
      [{ color: 'red' }, 'color'],
    ] as const) {
      const response = await t.callRaw(endpoints.customers.list, { token: admin, query });
      expect(response.status, JSON.stringify(query)).toBe(400);
      expect(errorFields(response)).toContain(field);
    }
    expect((await t.call(endpoints.customers.list, { query: { last_id: -1 } })).status).toBe(401);
    expect((await t.call(endpoints.customers.list, { token: memberToken, query: { last_id: -1 } })).status).toBe(403);
    expect((await exportCsv(memberToken)).statusCode).toBe(403);
    const byAccountant = await t.call(endpoints.customers.add, {
      token: accountant,
      body: { first_name: 'Nope', last_name: 'Person', email: 'nope@example.org' },
    });
    expect(byAccountant.status).toBe(403);
    expect(await t.handle.db.select().from(users).where(eq(users.email, 'nope@example.org'))).toEqual([]);
  });

  it('adds a new person with an account and an e-mail to set their password', async () => {
    const before = await userCount();
    const row = await addMember('Wanda', 'wanda.new@example.org', {
      phone: '+15550100',
      dob: '1990-05-06',
      about: 'Left-handed',
    });
    expect(row).toMatchObject({
      first_name: 'Wanda',
      email: 'wanda.new@example.org',
      member_type: 'member',
      about: 'Left-handed',
    });
    expect(await userCount()).toBe(before + 1);
    const [mail] = await t.handle.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, 'wanda.new@example.org'));
    expect(mail!.textBody).toMatch(/\/reset-password\?username=[^&]+&code=/);
    expect(await statusOf(row.id)).toBe('active');

    const again = await t.call(endpoints.customers.add, {
      token: admin,
      body: { first_name: 'Wanda', last_name: 'Again', email: 'WANDA.NEW@example.org' },
    });
    expect(again.status).toBe(409);
    expect(again.errors.map((error) => error.field)).toEqual(['email']);
    expect(await userCount()).toBe(before + 1);
  });

  it('adds an existing Fairplay account to the club without a second account', async () => {
    const customer = await registerCustomer(t, 'existing.person', 'existing.person@example.org');
    const before = await userCount();
    const response = await t.call(endpoints.customers.add, {
      token: admin,
      body: { first_name: 'Other', last_name: 'Name', email: 'existing.person@example.org' },
    });
    expect(response.status).toBe(200);
    expect(response.body.message).toMatch(/already has a Fairplay account/);
    expect(response.body.payload.id).toBe(customer.userId);
    // Their own name stays theirs.
    expect(response.body.payload.first_name).toBe('Casey');
    expect(await userCount()).toBe(before);
    expect(
      await t.handle.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, 'existing.person@example.org')),
    ).toEqual([]);
  });

  it('refuses bad member fields naming the field, writing nothing', async () => {
    const before = await userCount();
    for (const [body, field] of [
      [{ last_name: 'X1', email: 'a1@example.org' }, 'first_name'],
      [{ first_name: 'Al', last_name: 'Bo', email: 'not-an-email' }, 'email'],
      [{ first_name: 'Al', last_name: 'Bo', email: 'a2@example.org', phone: 'call me' }, 'phone'],
      [{ first_name: 'Al', last_name: 'Bo', email: 'a3@example.org', dob: '1990-02-31' }, 'dob'],
      [{ first_name: 'Al', last_name: 'Bo', email: 'a4@example.org', about: 'x'.repeat(501) }, 'about'],
      [{ first_name: 'Al', last_name: 'Bo', email: 'a5@example.org', member_type_id: 999999 }, 'member_type_id'],
    ] as const) {
      const response = await t.callRaw(endpoints.customers.add, { token: admin, body });
      expect(response.status, field).toBe(400);
      expect(errorFields(response)).toContain(field);
    }
    const ownerType = (
      await t.handle.db
        .select({ id: businessMembers.memberTypeId })
        .from(businessMembers)
        .where(and(eq(businessMembers.userId, await idOf('owner')), eq(businessMembers.businessId, clubId)))
    )[0]!.id;
    const asOwner = await t.call(endpoints.customers.add, {
      token: admin,
      body: { first_name: 'Al', last_name: 'Bo', email: 'a6@example.org', member_type_id: ownerType },
    });
    expect(asOwner.status).toBe(400);
    expect(await userCount()).toBe(before);
  });

  it('edits a member, protecting the owner and other accounts', async () => {
    const row = await addMember('Edith', 'edith.edit@example.org');
    const response = await t.call(endpoints.customers.update, {
      token: admin,
      params: { id: row.id },
      body: { last_name: 'Edited', phone: '+15550111', about: 'Prefers mornings', directory_listed: true },
    });
    expect(response.status).toBe(200);
    expect(response.body.payload).toMatchObject({
      last_name: 'Edited',
      phone: '+15550111',
      about: 'Prefers mornings',
      directory_listed: true,
    });
    const bad = await t.callRaw(endpoints.customers.update, {
      token: admin,
      params: { id: row.id },
      body: { dob: 'yesterday' },
    });
    expect(bad.status).toBe(400);
    expect(errorFields(bad)).toContain('dob');
    const taken = await t.call(endpoints.customers.update, {
      token: admin,
      params: { id: row.id },
      body: { email: 'wanda.new@example.org', last_name: 'Half' },
    });
    expect(taken.status).toBe(409);
    expect(taken.errors.map((error) => error.field)).toEqual(['email']);
    const after = (await t.handle.db.select().from(users).where(eq(users.id, row.id)))[0]!;
    expect(after.lastName).toBe('Edited');
    const owner = await t.call(endpoints.customers.update, {
      token: admin,
      params: { id: await idOf('owner') },
      body: { last_name: 'Hijacked' },
    });
    expect(owner.status).toBe(403);
    expect((await t.call(endpoints.customers.update, { token: admin, params: { id: 999999 }, body: {} })).status).toBe(
      404,
    );
  });

  it('ends a membership with upcoming bookings only after they are cancelled', async () => {
    const emma = await idOf('member');
    const refused = await t.call(endpoints.customers.remove, { token: admin, params: { id: emma } });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/upcoming booking/);
    expect(await statusOf(emma)).toBe('active');
    expect(
      (await t.call(endpoints.customers.remove, { token: admin, params: { id: await idOf('owner') } })).status,
    ).toBe(403);
    expect(
      (await t.call(endpoints.customers.remove, { token: admin, params: { id: await idOf('admin') } })).status,
    ).toBe(409);
  });

  it('keeps a booked member until their upcoming bookings are gone; then they are a visitor who booked', async () => {
    const bea = await addMember('Bea', 'bea.booked@example.org');
    const court = (await courtIdsOf(t, clubId))[0]!;
    const played = await t.call(endpoints.appointments.addComplex, {
      token: admin,
      body: spot(court, localDate(122), '07:00', '08:00', { userId: bea.id, guests: ['Wendy Walkin'] }),
    });
    expect(played.status, played.body.message).toBe(200);
    // A booking she played: moved into the past (bookings cannot be made there).
    await t.handle.db
      .update(appointments)
      .set({ startsAt: new Date(at(localDate(-240), '07:00')), endsAt: new Date(at(localDate(-240), '08:00')) })
      .where(eq(appointments.id, played.body.payload.created[0]!.id));
    const upcoming = await t.call(endpoints.appointments.addComplex, {
      token: admin,
      body: spot(court, localDate(123), '07:00', '08:00', { userId: bea.id }),
    });
    expect(upcoming.status, upcoming.body.message).toBe(200);
    const participants = async () =>
      t.handle.db.select().from(appointmentParticipants).where(eq(appointmentParticipants.userId, bea.id));
    const visitorsBefore = (await t.call(endpoints.customers.count, { token: admin, query: {} })).body.payload.visitors;

    // Nothing is lost silently: refused with the count, the membership and both bookings as they were.
    const refused = await t.call(endpoints.customers.remove, { token: admin, params: { id: bea.id } });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(MEMBER_MESSAGES.upcomingBookings(1));
    expect(await statusOf(bea.id)).toBe('active');
    expect(await participants()).toHaveLength(2);

    // Staff cancel the upcoming booking on the court sheet; then the membership ends and her history stays.
    const cancelled = await t.call(endpoints.appointments.delete, {
      token: admin,
      params: { id: upcoming.body.payload.created[0]!.id },
      query: {},
    });
    expect(cancelled.status).toBe(200);
    expect((await t.call(endpoints.customers.remove, { token: admin, params: { id: bea.id } })).status).toBe(200);
    expect(await statusOf(bea.id)).toBe('visitor');
    expect(await participants()).toHaveLength(1);

    // She is a visitor who booked: listed with her past booking. The guest named on it is no person of the club.
    const visitors = await t.call(endpoints.customers.visitors, {
      token: admin,
      query: { last_id: -1, search: 'bea' },
    });
    expect(visitors.body.payload.members.map((visitor) => visitor.id)).toEqual([bea.id]);
    const detail = await t.call(endpoints.customers.visitor, { token: admin, params: { id: bea.id } });
    expect(detail.body.payload.bookings).toEqual({ upcoming: 0, past: 1 });
    const wendy = await t.call(endpoints.customers.visitors, { token: admin, query: { last_id: -1, search: 'wendy' } });
    expect(wendy.body.payload.members).toEqual([]);
    expect((await t.call(endpoints.customers.count, { token: admin, query: {} })).body.payload.visitors).toBe(
      visitorsBefore + 1,
    );
    // Removing the visitor would take her booking history with it: refused.
    const kept = await t.call(endpoints.customers.removeVisitor, { token: admin, body: { visitor_id: bea.id } });
    expect(kept.status).toBe(409);
    expect(await statusOf(bea.id)).toBe('visitor');
  });

  it('turns a deleted member into a visitor, back into a member by e-mail, and removes a visitor', async () => {
    const row = await addMember('Victor', 'victor.visit@example.org');
    const removed = await t.call(endpoints.customers.remove, { token: admin, params: { id: row.id } });
    expect(removed.status).toBe(200);
    expect(await statusOf(row.id)).toBe('visitor');
    const list = await t.call(endpoints.customers.list, { token: admin, query: { last_id: -1, search: 'victor' } });
    expect(list.body.payload.members).toEqual([]);
    const visitors = await t.call(endpoints.customers.visitors, {
      token: admin,
      query: { last_id: -1, search: 'victor' },
    });
    expect(visitors.body.payload.members.map((visitor) => visitor.id)).toEqual([row.id]);
    const detail = await t.call(endpoints.customers.visitor, { token: admin, params: { id: row.id } });
    expect(detail.body.payload.bookings).toEqual({ upcoming: 0, past: 0 });
    expect(
      (await t.call(endpoints.customers.visitor, { token: admin, params: { id: await idOf('member') } })).status,
    ).toBe(404);

    const converted = await t.call(endpoints.customers.visitorToMember, {
      token: admin,
      body: { email: 'Victor.Visit@example.org' },
    });
    expect(converted.status).toBe(200);
    expect(await statusOf(row.id)).toBe('active');
    const unknown = await t.call(endpoints.customers.visitorToMember, {
      token: admin,
      body: { email: 'nobody@example.org' },
    });
    expect(unknown.status).toBe(404);
    expect(unknown.errors.map((error) => error.field)).toEqual(['email']);

    await t.call(endpoints.customers.remove, { token: admin, params: { id: row.id } });
    const gone = await t.call(endpoints.customers.removeVisitor, { token: admin, body: { visitor_id: row.id } });
    expect(gone.status).toBe(200);
    expect(await statusOf(row.id)).toBeUndefined();
    expect((await t.handle.db.select().from(users).where(eq(users.id, row.id))).length).toBe(1);
    const again = await t.call(endpoints.customers.removeVisitor, { token: admin, body: { visitor_id: row.id } });
    expect(again.status).toBe(404);
    const bad = await t.callRaw(endpoints.customers.removeVisitor, { token: admin, body: { visitor_id: 'x' } });
    expect(bad.status).toBe(400);
    expect(errorFields(bad)).toContain('visitor_id');
  });

  it('exports the filtered list as an Excel-ready CSV, escaping formulas', async () => {
    await addMember('Formula', 'formula.csv@example.org', {
      about: '=HYPERLINK("http://evil","x")',
      phone: '+15550222',
    });
    await addMember('Quoted', 'quoted.csv@example.org', { about: 'Says "hi", then leaves\nnext line' });
    const response = await exportCsv(admin, '?search=csv%40example.org');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/csv; charset=utf-8/);
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="[a-z0-9-]+-members-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const bytes = response.rawPayload;
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.subarray(3).toString('utf8');
    const lines = text.split('\r\n');
    expect(lines[0]).toBe(
      'First name,Last name,E-mail,Phone,Date of birth,Member type,Family,Joined,About,Listed in directory',
    );
    expect(text).toContain(`"'=HYPERLINK(""http://evil"",""x"")"`);
    expect(text).toContain("'+15550222");
    expect(text).toContain('"Says ""hi"", then leaves\nnext line"');
    expect(text).not.toContain('wanda.new@example.org');
    expect(lines.filter((line) => line.includes('csv@example.org'))).toHaveLength(2);
    const bad = await exportCsv(admin, '?include_coach=perhaps');
    expect(bad.statusCode).toBe(400);
  });

  it('lists in the member directory only members who agreed, with name and picture only', async () => {
    const listed = await addMember('Listed', 'listed.dir@example.org', { directory_listed: true });
    const hidden = await addMember('Hidden', 'hidden.dir@example.org');
    const page = await t.call(endpoints.customers.directory, {
      token: accountant,
      query: { last_id: -1, search: 'tester' },
    });
    expect(page.status).toBe(200);
    const ids = page.body.payload.members.map((entry) => entry.id);
    expect(ids).toContain(listed.id);
    expect(ids).not.toContain(hidden.id);
    expect(Object.keys(page.body.payload.members[0]!).sort()).toEqual([
      'first_name',
      'id',
      'last_name',
      'profile_image',
    ]);
    const byEmail = await t.call(endpoints.customers.directory, {
      token: accountant,
      query: { last_id: -1, search: 'listed.dir@' },
    });
    expect(byEmail.body.payload.members).toEqual([]);

    // A member still chooses to be listed (their own consent), and staff see them in the directory.
    const consent = await t.call(endpoints.customers.directoryConsent, { token: memberToken, body: { listed: true } });
    expect(consent.body.payload).toEqual({ listed: true });
    const read = await t.call(endpoints.customers.myDirectoryConsent, { token: memberToken });
    expect(read.body.payload).toEqual({ listed: true });
    const emma = await t.call(endpoints.customers.directory, {
      token: accountant,
      query: { last_id: -1, search: 'emma wilson' },
    });
    expect(emma.body.payload.members.map((entry) => entry.first_name)).toContain('Emma');
    await t.call(endpoints.customers.directoryConsent, { token: memberToken, body: { listed: false } });
    const bad = await t.callRaw(endpoints.customers.directoryConsent, { token: memberToken, body: { listed: 'yes' } });
    expect(bad.status).toBe(400);
    expect(errorFields(bad)).toContain('listed');
    expect((await t.call(endpoints.customers.directory, { query: { last_id: -1 } })).status).toBe(401);
  });

  it('the member directory needs members read, as the customers list does (spec 1 section 2, issue 26)', async () => {
    const refused = await t.call(endpoints.customers.directory, { token: memberToken, query: { last_id: -1 } });
    expect(refused.status).toBe(403);
    const mine = await t.call(endpoints.customers.directory, { token: admin, query: { last_id: -1 } });
    expect(mine.status).toBe(200);
  });

  it('a visitor who chooses the club asks to join like anyone new', async () => {
    const customer = await registerCustomer(t, 'former.visitor', 'former.visitor@example.org');
    await t.call(endpoints.customers.add, {
      token: admin,
      body: { first_name: 'Former', last_name: 'Visitor', email: 'former.visitor@example.org' },
    });
    await t.call(endpoints.customers.remove, { token: admin, params: { id: customer.userId } });
    expect(await statusOf(customer.userId)).toBe('visitor');
    // The demo club approves its members: the visitor's row becomes a request like anyone's.
    const joined = await t.call(endpoints.users.setBusiness, { token: customer.token, body: { business_id: clubId } });
    expect(joined.status).toBe(200);
    expect(await statusOf(customer.userId)).toBe('pending');
    expect(joined.body.payload.join_requests.map((request) => request.business_id)).toContain(clubId);
  });
});
