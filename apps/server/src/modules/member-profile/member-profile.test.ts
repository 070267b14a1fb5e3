import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberLevels, memberNotes, memberRatings, profilePictures, users } from '@fairplay/db';
import { endpoints } from '@fairplay/contracts';
import { utcToZonedParts } from '@fairplay/domain';
import { startTestApp, type TestApp, errorFields } from '../../test/harness.js';
import { GIF_1PX, JPEG_HEAD, PNG_1PX, uploadPicture, userIdOf } from '../../test/member-profile-kit.js';
import { registerSecondClub } from '../../test/second-club.js';
import { expectFieldError } from '../../test/users-kit.js';

const api = endpoints.memberProfile;

describe('the member detail', () => {
  let t: TestApp;
  let owner: string;
  let coach: string;
  let memberToken: string;
  let emma: number;
  let lucas: number;
  let b: { token: string; businessId: number };
  let bOwner: number;

  beforeAll(async () => {
    t = await startTestApp();
    [owner, coach, memberToken] = await Promise.all([t.login('owner'), t.login('coach'), t.login('member')]);
    emma = await userIdOf(t, 'member');
    lucas = await userIdOf(t, 'lucas.wilson');
    b = await registerSecondClub(t, 'm');
    bOwner = await userIdOf(t, 'bianca.m');
  });
  afterAll(async () => t.close());

  describe('GET members/member/{id}[/{x}]', () => {
    it('answers the record with its sections to staff with members read', async () => {
      const response = await t.call(api.member, { params: { id: emma }, token: coach });
      expect(response.status).toBe(200);
      const record = response.body.payload;
      expect(record).toMatchObject({
        id: emma,
        member: { first_name: 'Emma', last_name: 'Wilson' },
        email: 'member@riverside.example.com',
        is_child: false,
        member_type: { key: 'member' },
      });
      expect(record.family!.map((person) => person.first_name).sort()).toEqual(['Lucas', 'Mia']);
      expect(record.family!.every((person) => !person.is_payer)).toBe(true);
      expect(record.levels).toBeDefined();
      expect(record.notes).toEqual(expect.any(Array));
      expect(record.booking_history!.total).toBeGreaterThan(0);
      expect(record.booking_history!.timezone).toBe('America/Chicago');
      const child = await t.call(api.member, { params: { id: await userIdOf(t, 'mia.wilson') }, token: coach });
      expect(child.body.payload.is_child).toBe(true);
      expect(child.body.payload.family!.find((person) => person.first_name === 'Emma')!.is_payer).toBe(true);
    });

    it('answers only the section x selects', async () => {
      const response = await t.call(api.memberSection, { params: { id: emma, x: 'notes' }, token: owner });
      expect(response.status).toBe(200);
      expect(response.body.payload.notes).toBeDefined();
      expect(response.body.payload).not.toHaveProperty('family');
      expect(response.body.payload).not.toHaveProperty('booking_history');
      expect(response.body.payload.email).toBe('member@riverside.example.com');
      expectFieldError(await t.callRaw(api.memberSection, { params: { id: emma, x: 'balance' }, token: owner }), 'x');
      expectFieldError(await t.callRaw(api.member, { params: { id: 'abc' }, token: owner }), 'id');
    });

    it('carries what the edit form needs (about, directory consent), and an edit through members/update shows in it', async () => {
      const before = (await t.call(api.member, { params: { id: lucas }, token: owner })).body.payload;
      expect(before).toHaveProperty('about');
      expect(typeof before.directory_listed).toBe('boolean');
      const saved = await t.call(endpoints.customers.update, {
        params: { id: lucas },
        body: { about: 'Prefers evening lessons.', directory_listed: true, phone: '+15125550100' },
        token: owner,
      });
      expect(saved.status).toBe(200);
      const after = (await t.call(api.member, { params: { id: lucas }, token: owner })).body.payload;
      expect(after).toMatchObject({ about: 'Prefers evening lessons.', directory_listed: true, phone: '+15125550100' });
      // A refused edit (an about over 500 characters) changes nothing.
      const refused = await t.callRaw(endpoints.customers.update, {
        params: { id: lucas },
        body: { about: 'x'.repeat(501), first_name: 'Changed' },
        token: owner,
      });
      expectFieldError(refused, 'about');
      const unchanged = (await t.call(api.member, { params: { id: lucas }, token: owner })).body.payload;
      expect(unchanged).toMatchObject({ about: 'Prefers evening lessons.', member: { first_name: 'Lucas' } });
      // A coach reads the record but may not edit it; another club may not either.
      expect(
        (await t.call(endpoints.customers.update, { params: { id: lucas }, body: { about: 'x' }, token: coach }))
          .status,
      ).toBe(403);
      expect(
        (await t.call(endpoints.customers.update, { params: { id: lucas }, body: { about: 'x' }, token: b.token }))
          .status,
      ).toBe(404);
      await t.call(endpoints.customers.update, {
        params: { id: lucas },
        body: { about: before.about, directory_listed: before.directory_listed, phone: before.phone },
        token: owner,
      });
    });

    it('refuses without sign-in, without members read, and for people outside the club', async () => {
      expect((await t.call(api.member, { params: { id: emma } })).status).toBe(401);
      expect((await t.call(api.member, { params: { id: lucas }, token: memberToken })).status).toBe(403);
      expect((await t.call(api.member, { params: { id: emma }, token: b.token })).status).toBe(404);
      expect((await t.call(api.member, { params: { id: bOwner }, token: owner })).status).toBe(404);
      expect((await t.call(api.member, { params: { id: 999999 }, token: owner })).status).toBe(404);
    });
  });

  describe('levels and level types', () => {
    let juniorId: number;
    beforeAll(async () => {
      const created = await t.call(api.createLevelType, {
        body: { name: 'Summer Camp', levels: ['Red', 'Orange', 'Green'] },
        token: owner,
      });
      expect(created.status).toBe(200);
      juniorId = created.body.payload.id;
    });

    it('sets NTRP and a level per type, matching the club spelling', async () => {
      const saved = await t.call(api.setLevels, {
        params: { id: lucas },
        body: { level_ntrp: 5.5, levels: [{ level_type_id: juniorId, level: 'orange' }] },
        token: owner,
      });
      expect(saved.status).toBe(200);
      expect(saved.body.payload.level_ntrp).toBe(5.5);
      expect(saved.body.payload.levels.find((entry) => entry.level_type_id === juniorId)!.level).toBe('Orange');
      const read = await t.call(api.levels, { params: { id: lucas }, token: coach });
      expect(read.body.payload).toEqual(saved.body.payload);
      const record = await t.call(api.member, { params: { id: lucas }, token: owner });
      expect(record.body.payload).toMatchObject({ level: 'Orange', level_type: 'Summer Camp', level_ntrp: 5.5 });
      const types = await t.call(api.levelTypes, { token: coach });
      expect(types.body.payload.find((type) => type.id === juniorId)!.members_count).toBe(1);
    });

    it('refuses bad levels naming the field, and writes nothing', async () => {
      const before = await t.call(api.levels, { params: { id: lucas }, token: owner });
      for (const ntrp of [4.2, 0.5, 7.5]) {
        expectFieldError(
          await t.callRaw(api.setLevels, {
            params: { id: lucas },
            body: { level_ntrp: ntrp, levels: [] },
            token: owner,
          }),
          'level_ntrp',
        );
      }
      expectFieldError(
        await t.call(api.setLevels, {
          params: { id: lucas },
          body: { level_ntrp: 2, levels: [{ level_type_id: juniorId, level: 'Purple' }] },
          token: owner,
        }),
        'levels.0.level',
      );
      const foreign = await t.call(api.createLevelType, { body: { name: 'Bayview', levels: ['A'] }, token: b.token });
      expectFieldError(
        await t.call(api.setLevels, {
          params: { id: lucas },
          body: { level_ntrp: 2, levels: [{ level_type_id: foreign.body.payload.id, level: 'A' }] },
          token: owner,
        }),
        'levels.0.level_type_id',
      );
      expect((await t.call(api.levels, { params: { id: lucas }, token: owner })).body.payload).toEqual(
        before.body.payload,
      );
    });

    it('refuses without update, without sign-in, and for another club', async () => {
      const body = { level_ntrp: 3, levels: [] };
      expect((await t.call(api.setLevels, { params: { id: lucas }, body, token: coach })).status).toBe(403);
      expect((await t.call(api.setLevels, { params: { id: lucas }, body })).status).toBe(401);
      expect((await t.call(api.setLevels, { params: { id: lucas }, body, token: b.token })).status).toBe(404);
      expect((await t.call(api.levels, { params: { id: lucas }, token: b.token })).status).toBe(404);
      const [rating] = await t.handle.db.select().from(memberRatings).where(eq(memberRatings.userId, lucas));
      expect(rating!.levelNtrp).toBe('5.5');
    });

    it('keeps level type names unique, drops removed levels from members, and deletes in the club only', async () => {
      const taken = await t.call(api.createLevelType, {
        body: { name: 'Junior Academy', levels: ['X'] },
        token: owner,
      });
      expect(taken.status).toBe(409);
      expect(taken.errors[0]!.field).toBe('name');
      expectFieldError(
        await t.call(api.createLevelType, { body: { name: 'Empty', levels: [] }, token: owner }),
        'levels',
      );
      expectFieldError(await t.call(api.createLevelType, { body: { name: ' ', levels: ['A'] }, token: owner }), 'name');
      expect((await t.call(api.createLevelType, { body: { name: 'N', levels: ['A'] }, token: coach })).status).toBe(
        403,
      );
      const renamed = await t.call(api.updateLevelType, {
        params: { id: juniorId },
        body: { name: 'Summer Camp', levels: ['Red', 'Green'] },
        token: owner,
      });
      expect(renamed.body.payload.members_count).toBe(0);
      expect(await t.handle.db.select().from(memberLevels).where(eq(memberLevels.userId, lucas))).toEqual([]);
      const body = { name: 'Hijack', levels: ['A'] };
      expect((await t.call(api.updateLevelType, { params: { id: juniorId }, body, token: b.token })).status).toBe(404);
      expect((await t.call(api.deleteLevelType, { params: { id: juniorId }, token: b.token })).status).toBe(404);
      const dupr = await t.call(api.createLevelType, {
        body: { name: 'Padel ladder', levels: ['Bronze', 'Silver', 'Gold'] },
        token: owner,
      });
      expect((await t.call(api.deleteLevelType, { params: { id: dupr.body.payload.id }, token: owner })).status).toBe(
        200,
      );
      const names = (await t.call(api.levelTypes, { token: owner })).body.payload.map((type) => type.name);
      expect(names).toEqual(expect.arrayContaining(['Junior Academy', 'Pickleball DUPR-like', 'Summer Camp']));
      expect(names).not.toContain('Padel ladder');
    });
  });

  describe('POST members/booking/{id}', () => {
    it('pages the bookings and filters by type and club-local dates', async () => {
      const all = await t.call(api.bookings, { params: { id: emma }, body: {}, token: coach });
      expect(all.status).toBe(200);
      const { rows, total, page_size } = all.body.payload;
      expect(page_size).toBe(20);
      expect(rows.length).toBe(Math.min(total, 20));
      expect(rows[0]!.court_name).not.toBe('');
      const starts = rows.map((row) => row.starts_at);
      expect([...starts].sort().reverse()).toEqual(starts);
      const booked = await t.call(api.bookings, { params: { id: emma }, body: { type: 'booker' }, token: coach });
      const joined = await t.call(api.bookings, { params: { id: emma }, body: { type: 'participant' }, token: coach });
      expect(booked.body.payload.total + joined.body.payload.total).toBe(total);
      expect(booked.body.payload.rows.every((row) => row.role === 'booker')).toBe(true);
      const day = utcToZonedParts(new Date(rows[0]!.starts_at), 'America/Chicago').date;
      const ranged = await t.call(api.bookings, {
        params: { id: emma },
        body: { start_date: day, end_date: day },
        token: coach,
      });
      expect(ranged.body.payload.total).toBeGreaterThan(0);
      expect(ranged.body.payload.total).toBeLessThanOrEqual(total);
      const late = await t.call(api.bookings, { params: { id: emma }, body: { page: 500 }, token: coach });
      expect(late.body.payload).toMatchObject({ rows: [], total });
    });

    it('refuses bad filters naming the field, and other clubs and callers', async () => {
      const params = { id: emma };
      expectFieldError(
        await t.call(api.bookings, {
          params,
          body: { start_date: '2026-05-02', end_date: '2026-05-01' },
          token: owner,
        }),
        'end_date',
      );
      expectFieldError(await t.callRaw(api.bookings, { params, body: { type: 'lessons' }, token: owner }), 'type');
      expectFieldError(
        await t.callRaw(api.bookings, { params, body: { start_date: '31/12/2026' }, token: owner }),
        'start_date',
      );
      expectFieldError(await t.callRaw(api.bookings, { params, body: { page: 0 }, token: owner }), 'page');
      expect((await t.call(api.bookings, { params, body: {} })).status).toBe(401);
      expect((await t.call(api.bookings, { params, body: {}, token: memberToken })).status).toBe(403);
      expect((await t.call(api.bookings, { params, body: {}, token: b.token })).status).toBe(404);
    });
  });

  describe('notes', () => {
    it('adds, lists with author and time, and deletes notes', async () => {
      const added = await t.call(api.addNote, {
        params: { id: emma },
        body: { body: '  Prefers early courts.  ' },
        token: owner,
      });
      expect(added.status).toBe(200);
      expect(added.body.payload).toMatchObject({ body: 'Prefers early courts.', author: { name: 'Olivia Bennett' } });
      const list = await t.call(api.notes, { params: { id: emma }, token: coach });
      expect(list.body.payload[0]!.id).toBe(added.body.payload.id);
      const noteId = added.body.payload.id;
      expect((await t.call(api.deleteNote, { params: { id: lucas, noteId }, token: owner })).status).toBe(404);
      expect((await t.call(api.deleteNote, { params: { id: emma, noteId }, token: b.token })).status).toBe(404);
      expect((await t.call(api.deleteNote, { params: { id: emma, noteId }, token: coach })).status).toBe(403);
      expect((await t.call(api.deleteNote, { params: { id: emma, noteId }, token: owner })).status).toBe(200);
      expect(await t.handle.db.select().from(memberNotes).where(eq(memberNotes.id, noteId))).toEqual([]);
    });

    it('refuses empty or long notes naming the field, other clubs and callers', async () => {
      const before = await t.handle.db.select().from(memberNotes);
      const params = { id: emma };
      expectFieldError(await t.call(api.addNote, { params, body: { body: '   ' }, token: owner }), 'body');
      expectFieldError(await t.call(api.addNote, { params, body: { body: 'x'.repeat(2001) }, token: owner }), 'body');
      expect((await t.call(api.addNote, { params, body: { body: 'Hi' } })).status).toBe(401);
      expect((await t.call(api.addNote, { params, body: { body: 'Hi' }, token: coach })).status).toBe(403);
      expect((await t.call(api.addNote, { params, body: { body: 'Hi' }, token: b.token })).status).toBe(404);
      expect((await t.call(api.notes, { params, token: b.token })).status).toBe(404);
      expect(await t.handle.db.select().from(memberNotes)).toEqual(before);
    });
  });

  describe('POST users/fileupload and the served picture', () => {
    it('stores your own picture and serves it with safe headers', async () => {
      const uploaded = await uploadPicture(t, { token: memberToken, file: PNG_1PX });
      expect(uploaded.status).toBe(200);
      expect(uploaded.body.payload.user_id).toBe(emma);
      const url = uploaded.body.payload.profile_image;
      expect(url).toMatch(/^\/api\/v1\/users\/picture\/[A-Za-z0-9_-]{22,}$/);
      const served = await t.app.inject({ method: 'GET', url });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/png');
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      expect(served.headers['content-security-policy']).toContain("default-src 'none'");
      expect(served.rawPayload.equals(PNG_1PX)).toBe(true);
      const info = await t.call(endpoints.users.info, { token: memberToken });
      expect(info.body.payload.profile_image).toBe(url);
      expect(
        (await t.app.inject({ method: 'GET', url: '/api/v1/users/picture/AAAAAAAAAAAAAAAAAAAAAAAA' })).statusCode,
      ).toBe(404);
    });

    it("lets staff with members update upload a member's picture, typed by its bytes", async () => {
      const uploaded = await uploadPicture(t, { token: owner, memberId: lucas, file: JPEG_HEAD, name: 'x.png' });
      expect(uploaded.status).toBe(200);
      expect(uploaded.body.payload.user_id).toBe(lucas);
      const served = await t.app.inject({ method: 'GET', url: uploaded.body.payload.profile_image });
      expect(served.headers['content-type']).toBe('image/jpeg');
      const record = await t.call(api.member, { params: { id: lucas }, token: owner });
      expect(record.body.payload.profile_image).toBe(uploaded.body.payload.profile_image);
    });

    it('refuses other types, lying bytes, big files and missing files naming the field, writing nothing', async () => {
      const [before] = await t.handle.db.select().from(users).where(eq(users.id, emma));
      const gif = await uploadPicture(t, { token: memberToken, file: GIF_1PX, name: 'a.gif', type: 'image/gif' });
      expect(gif.status).toBe(415);
      expect(gif.body.payload.errors![0]!.field).toBe('file');
      const lie = Buffer.from('<html><script>alert(1)</script></html>');
      const lying = await uploadPicture(t, { token: memberToken, file: lie, name: 'a.png', type: 'image/png' });
      expect(lying.status).toBe(415);
      expect(errorFields(lying)).toContain('file');
      const big = Buffer.concat([PNG_1PX, Buffer.alloc(2 * 1024 * 1024)]);
      const tooBig = await uploadPicture(t, { token: memberToken, file: big });
      expect(tooBig.status).toBe(413);
      expect(tooBig.body.code).toBe(413);
      expect(tooBig.body.payload.errors![0]!.field).toBe('file');
      const empty = await uploadPicture(t, { token: memberToken, file: Buffer.alloc(0) });
      expect(empty.status).toBe(400);
      const json = await t.api({ method: 'POST', url: '/api/v1/users/fileupload', body: {}, token: memberToken });
      expect(json.status).toBe(400);
      const [after] = await t.handle.db.select().from(users).where(eq(users.id, emma));
      expect(after!.profileImage).toBe(before!.profileImage);
    });

    it("refuses without sign-in, members' uploads for others, and people outside the club", async () => {
      expect((await uploadPicture(t, { file: PNG_1PX })).status).toBe(401);
      expect((await uploadPicture(t, { token: memberToken, memberId: lucas, file: PNG_1PX })).status).toBe(403);
      expect((await uploadPicture(t, { token: coach, memberId: lucas, file: PNG_1PX })).status).toBe(403);
      expect((await uploadPicture(t, { token: b.token, memberId: lucas, file: PNG_1PX })).status).toBe(404);
      expect((await uploadPicture(t, { token: owner, memberId: bOwner, file: PNG_1PX })).status).toBe(404);
      const bad = await t.api({ method: 'POST', url: '/api/v1/users/fileupload?member_id=x', token: owner });
      expect(bad.status).toBe(400);
      const pictures = await t.handle.db.select().from(profilePictures).where(eq(profilePictures.userId, bOwner));
      expect(pictures).toEqual([]);
    });
  });
});
