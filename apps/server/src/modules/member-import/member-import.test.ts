import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessMembers, emailOutbox, families, memberImports, memberTypes, users } from '@fairplay/db';
import { endpoints, MEMBER_IMPORT_LIMITS, MEMBER_IMPORT_MESSAGES } from '@fairplay/contracts';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { registerSecondClub } from '../../test/second-club.js';
import { uploadCsv } from '../../test/member-import-kit.js';

const HEADER = 'First Name,Last Name,E-mail,Mobile,Date of birth,Household,Notes';

let t: TestApp;
let owner: string;
let demoClubId: number;

beforeAll(async () => {
  t = await startTestApp();
  owner = await t.login('owner');
  const info = await t.call(endpoints.users.info, { token: owner });
  demoClubId = info.body.payload.business_id!;
});
afterAll(async () => t.close());

/** E-mails unique to one test, so tests share the app but never each other's rows. */
const mailOf = (tag: string, n: number) => `${tag}.${n}@import.example.org`;

async function membershipOf(email: string, businessId = demoClubId) {
  const [row] = await t.handle.db
    .select({
      userId: users.id,
      status: businessMembers.status,
      familyId: businessMembers.familyId,
      typeKey: memberTypes.key,
    })
    .from(users)
    .innerJoin(businessMembers, eq(businessMembers.userId, users.id))
    .innerJoin(memberTypes, eq(memberTypes.id, businessMembers.memberTypeId))
    .where(and(eq(users.email, email), eq(businessMembers.businessId, businessId)));
  return row;
}

describe('POST members/uploadcsv: the dry run', () => {
  it('suggests the mapping, counts what would happen, lists refused rows first, and writes nothing', async () => {
    const csv = [
      HEADER,
      `Ana,Lopez,${mailOf('dry', 1)},(555) 010-2030,03/04/1990,Lopez,`,
      `Ben,Okafor,${mailOf('dry', 2)},,,,likes mornings`,
      `Cy,Moss,not-an-email,,,,`,
      `Dee,Park,${mailOf('dry', 1).toUpperCase()},,,,`,
    ].join('\n');
    const answer = await uploadCsv(t, { token: owner, fields: { mode: 'preview' }, csv });
    expect(answer.status).toBe(200);
    expect(answer.message).toBe(MEMBER_IMPORT_MESSAGES.previewed);
    const result = answer.payload;
    expect(result.mapping).toEqual(['first_name', 'last_name', 'email', 'phone', 'birth_date', 'family_name', null]);
    expect(result.missing).toEqual([]);
    expect(result.counts).toEqual({ rows: 4, create: 2, add: 0, update: 0, skip: 0, refuse: 2 });
    expect(result.rows.slice(0, 2)).toEqual([
      {
        row: 4,
        action: 'refuse',
        email: 'not-an-email',
        name: 'Cy Moss',
        problems: [{ field: 'email', reason: 'Not a valid e-mail address' }],
      },
      {
        row: 5,
        action: 'refuse',
        email: mailOf('dry', 1),
        name: 'Dee Park',
        problems: [{ field: 'email', reason: 'Same e-mail as row 2' }],
      },
    ]);
    expect(result.member_types).not.toContain('Owner');
    const written = await t.handle.db
      .select()
      .from(users)
      .where(eq(users.email, mailOf('dry', 2)));
    expect(written).toEqual([]);
  });

  it('finds existing accounts and members by e-mail: a member is updated or skipped, another account is added', async () => {
    const existingMember = 'member@riverside.example.org';
    const [member] = await t.handle.db.select({ email: users.email }).from(users).where(eq(users.username, 'member'));
    const memberEmail = member?.email ?? existingMember;
    const other = await registerSecondClub(t, 'x');
    const [otherOwner] = await t.handle.db
      .select({ email: users.email })
      .from(users)
      .innerJoin(businessMembers, eq(businessMembers.userId, users.id))
      .where(eq(businessMembers.businessId, other.businessId));
    const csv = [HEADER, `Emma,Member,${memberEmail},,,,`, `Bianca,Moreau,${otherOwner!.email},,,,`].join('\n');
    const update = await uploadCsv(t, { token: owner, fields: { mode: 'preview' }, csv });
    expect(update.payload.counts).toMatchObject({ update: 1, add: 1, create: 0 });
    const skip = await uploadCsv(t, { token: owner, fields: { mode: 'preview', on_existing: 'skip' }, csv });
    expect(skip.payload.counts).toMatchObject({ skip: 1, add: 1 });
  });

  it("takes the user's mapping and says which required fields are missing", async () => {
    const csv = ['Name,Mail', `Ana Lopez,${mailOf('map', 1)}`].join('\n');
    const suggested = await uploadCsv(t, { token: owner, fields: { mode: 'preview' }, csv });
    expect(suggested.payload.mapping).toEqual(['full_name', 'email']);
    const withoutEmail = await uploadCsv(t, {
      token: owner,
      fields: { mode: 'preview', mapping: JSON.stringify(['full_name', null]) },
      csv,
    });
    expect(withoutEmail.status).toBe(200);
    expect(withoutEmail.payload.missing).toEqual(['email']);
    expect(withoutEmail.payload.counts.rows).toBe(0);
    const wrongLength = await uploadCsv(t, { token: owner, fields: { mode: 'preview', mapping: '["email"]' }, csv });
    expect(wrongLength.status).toBe(400);
    expect(wrongLength.errors[0]?.field).toBe('mapping');
    const repeated = await uploadCsv(t, {
      token: owner,
      fields: { mode: 'preview', mapping: JSON.stringify(['email', 'email']) },
      csv,
    });
    expect(repeated.status).toBe(400);
    expect(repeated.errors[0]?.field).toBe('mapping');
  });
});

describe('POST members/uploadcsv: the import', () => {
  it('creates accounts and memberships, joins families, refuses a bad row whole, and records its progress', async () => {
    const key = randomUUID();
    const csv = [
      HEADER,
      `Ana,Lopez,${mailOf('run', 1)},+1 555 010 2030,1990-03-04,Lopez Family,`,
      `Luis,Lopez,${mailOf('run', 2)},,,lopez family,`,
      `Bad,Row,${mailOf('run', 3)},,31/31/1990,,`,
      `Ben,Okafor,${mailOf('run', 4)},,,,`,
    ].join('\r\n');
    const answer = await uploadCsv(t, { token: owner, fields: { mode: 'import', import_key: key }, csv });
    expect(answer.status).toBe(200);
    expect(answer.payload.counts).toEqual({ rows: 4, create: 3, add: 0, update: 0, skip: 0, refuse: 1 });
    expect(answer.payload.rows[0]).toMatchObject({ row: 4, action: 'refuse', problems: [{ field: 'birth_date' }] });

    const [ana] = await t.handle.db
      .select()
      .from(users)
      .where(eq(users.email, mailOf('run', 1)));
    expect(ana).toMatchObject({
      firstName: 'Ana',
      lastName: 'Lopez',
      phone: '+15550102030',
      dob: '1990-03-04',
      userType: 'nbu',
    });
    const anaMember = await membershipOf(mailOf('run', 1));
    const luisMember = await membershipOf(mailOf('run', 2));
    expect(anaMember).toMatchObject({ status: 'active', typeKey: 'member' });
    expect(anaMember!.familyId).not.toBeNull();
    expect(luisMember!.familyId).toBe(anaMember!.familyId);
    expect(
      await t.handle.db
        .select()
        .from(users)
        .where(eq(users.email, mailOf('run', 3))),
    ).toEqual([]);
    // No invitations unless asked.
    const mail = await t.handle.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, mailOf('run', 1)));
    expect(mail).toEqual([]);

    const progress = await t.call(endpoints.memberImport.progress, { params: { key }, token: owner });
    expect(progress.body.payload).toMatchObject({
      status: 'done',
      total: 4,
      processed: 4,
      counts: answer.payload.counts,
    });
    // The imported person has no password anyone knows: signing in with a guess fails normally.
    const login = await t.call(endpoints.auth.login, { body: { username: mailOf('run', 1), password: 'fairplay1' } });
    expect(login.status).toBe(401);

    const again = await uploadCsv(t, { token: owner, fields: { mode: 'import', import_key: key }, csv });
    expect(again.status).toBe(409);
  });

  it('updates existing members (blank details only) and e-mails the new ones only when asked', async () => {
    const first = [HEADER, `Cara,Diaz,${mailOf('upd', 1)},,,,`].join('\n');
    await uploadCsv(t, { token: owner, fields: { mode: 'import', import_key: randomUUID() }, csv: first });
    const [ownerRow] = await t.handle.db.select({ email: users.email }).from(users).where(eq(users.username, 'owner'));
    const csv = [
      'First Name,Last Name,E-mail,Mobile,Member type',
      `Renamed,Diaz,${mailOf('upd', 1)},5550001111,Coach`,
      `Owner,Changed,${ownerRow!.email},,Member`,
      `New,Person,${mailOf('upd', 2)},,`,
    ].join('\n');
    const answer = await uploadCsv(t, {
      token: owner,
      fields: { mode: 'import', import_key: randomUUID(), send_invitations: 'true' },
      csv,
    });
    expect(answer.status).toBe(200);
    expect(answer.payload.counts).toMatchObject({ create: 1, update: 2, refuse: 0 });
    const [cara] = await t.handle.db
      .select()
      .from(users)
      .where(eq(users.email, mailOf('upd', 1)));
    expect(cara).toMatchObject({ firstName: 'Cara', phone: '5550001111' });
    expect((await membershipOf(mailOf('upd', 1)))!.typeKey).toBe('coach');
    // An owner keeps their rights whatever the file says.
    expect((await membershipOf(ownerRow!.email))!.typeKey).toBe('owner');
    const invited = await t.handle.db
      .select({ to: emailOutbox.toAddress, text: emailOutbox.textBody })
      .from(emailOutbox)
      .where(inArray(emailOutbox.toAddress, [mailOf('upd', 1), mailOf('upd', 2)]));
    expect(invited.map((row) => row.to)).toEqual([mailOf('upd', 2)]);
    expect(invited[0]!.text).toContain('Forgot password?');
  });

  it("adds another club's member to this club without touching their account or their other club", async () => {
    const other = await registerSecondClub(t, 'y');
    const [person] = await t.handle.db
      .select({ id: users.id, email: users.email, firstName: users.firstName })
      .from(users)
      .innerJoin(businessMembers, eq(businessMembers.userId, users.id))
      .where(eq(businessMembers.businessId, other.businessId));
    // A spreadsheet saved by Excel: a byte order mark, semicolons, Windows line ends.
    const csv = `\uFEFFFirst name;Last name;Email;Birth date\r\nRenamed;Person;${person!.email.toUpperCase()};02/01/1980\r\n`;
    const answer = await uploadCsv(t, { token: owner, fields: { mode: 'import', import_key: randomUUID() }, csv });
    expect(answer.status).toBe(200);
    expect(answer.payload.mapping).toEqual(['first_name', 'last_name', 'email', 'birth_date']);
    expect(answer.payload.counts).toMatchObject({ add: 1, create: 0, refuse: 0 });
    expect(await membershipOf(person!.email)).toMatchObject({ status: 'active', typeKey: 'member' });
    expect(await membershipOf(person!.email, other.businessId)).toMatchObject({ status: 'active', typeKey: 'owner' });
    const [after] = await t.handle.db.select().from(users).where(eq(users.id, person!.id));
    expect(after).toMatchObject({ firstName: person!.firstName, dob: '1982-08-08' });
  });

  it('refuses owner and admin types and unknown types, naming the row and field', async () => {
    const csv = [
      'Name,Email,Type',
      `Ann Admin,${mailOf('type', 1)},admin`,
      `Zed Zero,${mailOf('type', 2)},Wizard`,
    ].join('\n');
    const answer = await uploadCsv(t, { token: owner, fields: { mode: 'preview' }, csv });
    expect(answer.payload.rows.map((row) => [row.row, row.problems[0]?.field])).toEqual([
      [2, 'member_type'],
      [3, 'member_type'],
    ]);
  });
});

describe('POST members/uploadcsv: files and forms it refuses', () => {
  it('answers "Incorrect Fields in the File" for a file that cannot be read', async () => {
    const unreadable = [
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00]),
      Buffer.from('Name,Email\nCafé,\xff\xfe'.split('').map((c) => c.charCodeAt(0) & 0xff)),
      'Favourite colour,Shoe size\nblue,9\n',
      'Email\n"unterminated,quote\n',
      '',
      'First name,Last name,Email\n',
    ];
    for (const csv of unreadable) {
      const answer = await uploadCsv(t, { token: owner, fields: { mode: 'preview' }, csv });
      expect(answer.status, String(csv)).toBe(400);
      expect(answer.message).toContain(MEMBER_IMPORT_MESSAGES.unreadable);
    }
  });

  it('refuses a request without a file, a file too big, and a bad form field, naming the field', async () => {
    const noFile = await uploadCsv(t, { token: owner, fields: { mode: 'preview' } });
    expect(noFile.status).toBe(400);
    expect(noFile.errors[0]).toEqual({ field: 'file', message: MEMBER_IMPORT_MESSAGES.noFile });
    const json = await t.callRaw(endpoints.memberImport.upload, { body: { mode: 'preview' }, token: owner });
    expect(json.status).toBe(400);
    expect(json.errors[0]?.field).toBe('file');
    const big = await uploadCsv(t, {
      token: owner,
      fields: { mode: 'preview' },
      csv: `Email\n${'a'.repeat(MEMBER_IMPORT_LIMITS.maxBytes)}\n`,
    });
    expect(big.status).toBe(413);
    expect(big.errors[0]?.field).toBe('file');
    const badMode = await uploadCsv(t, { token: owner, fields: { mode: 'maybe' }, csv: 'Email\na@b.org\n' });
    expect(badMode.status).toBe(400);
    expect(badMode.errors[0]?.field).toBe('mode');
    const noKey = await uploadCsv(t, {
      token: owner,
      fields: { mode: 'import' },
      csv: `Name,Email\nAl Bo,${mailOf('k', 1)}`,
    });
    expect(noKey.status).toBe(400);
    expect(noKey.errors[0]?.field).toBe('import_key');
  });

  it('refuses more rows than the limit', async () => {
    const rows = Array.from({ length: MEMBER_IMPORT_LIMITS.maxRows + 1 }, (_, i) => `P${i} Q,${i}@x.org`);
    const answer = await uploadCsv(t, {
      token: owner,
      fields: { mode: 'preview' },
      csv: ['Name,Email', ...rows].join('\n'),
    });
    expect(answer.status).toBe(400);
    expect(answer.message).toContain(MEMBER_IMPORT_MESSAGES.tooManyRows);
  });
});

describe('POST members/uploadcsv: who may import, and into which club', () => {
  it('needs a session (401) and members update (403)', async () => {
    const csv = `Name,Email\nAl Bo,${mailOf('auth', 1)}`;
    expect((await uploadCsv(t, { fields: { mode: 'preview' }, csv })).status).toBe(401);
    const member = await t.login('member');
    expect((await uploadCsv(t, { token: member, fields: { mode: 'preview' }, csv })).status).toBe(403);
    const progress = await t.call(endpoints.memberImport.progress, { params: { key: randomUUID() }, token: member });
    expect(progress.status).toBe(403);
  });

  it("writes only the caller's club, and another club's import is not found", async () => {
    const b = await registerSecondClub(t, 'i');
    const key = randomUUID();
    const csv = [HEADER, `Bree,Lane,${mailOf('tenant', 1)},,,Lane,`].join('\n');
    const answer = await uploadCsv(t, { token: b.token, fields: { mode: 'import', import_key: key }, csv });
    expect(answer.payload.counts.create).toBe(1);
    expect(await membershipOf(mailOf('tenant', 1), b.businessId)).toMatchObject({ status: 'active' });
    expect(await membershipOf(mailOf('tenant', 1), demoClubId)).toBeUndefined();
    const demoFamilies = await t.handle.db
      .select()
      .from(families)
      .where(and(eq(families.businessId, demoClubId), eq(families.name, 'Lane')));
    expect(demoFamilies).toEqual([]);
    const fromA = await t.call(endpoints.memberImport.progress, { params: { key }, token: owner });
    expect(fromA.status).toBe(404);
    const rows = await t.handle.db.select().from(memberImports).where(eq(memberImports.importKey, key));
    expect(rows.map((row) => row.businessId)).toEqual([b.businessId]);
  });
});
