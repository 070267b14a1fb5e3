import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiKeys, tags } from '@fairplay/db';
import { endpoints, INTEGRATION_MESSAGES } from '@fairplay/contracts';
import { hashSecret } from '../identity/index.js';
import { errorFields, startTestApp, type TestApp } from '../../test/harness.js';
import { userIdOf } from '../../test/appointments-kit.js';
import { registerSecondClub } from '../../test/second-club.js';

const table = endpoints.integrations;
const bearer = (key: string) => ({ authorization: `Bearer ${key}` });

describe('API keys (issue 30.9)', () => {
  let t: TestApp;
  let owner: string;
  let ownerId: number;
  let receptionId: number;
  beforeAll(async () => {
    t = await startTestApp();
    owner = await t.login('owner');
    ownerId = await userIdOf(t, 'owner');
    receptionId = await userIdOf(t, 'reception');
  });
  afterAll(async () => t.close());

  const createKey = (body: unknown, token = owner) => t.callRaw(table.createKey, { body, token });
  async function newKey(scope: 'read' | 'write', actsAs = ownerId) {
    const made = await createKey({ name: `Key ${scope} ${actsAs}`, scope, acts_as_user_id: actsAs });
    expect(made.status, made.body.message).toBe(200);
    return made.body.payload;
  }

  it('shows a key once, keeps only its hash, and lists it with its staff member and hint', async () => {
    const made = await createKey({ name: '  Court display ', scope: 'read', acts_as_user_id: receptionId });
    expect(made.status).toBe(200);
    expect(made.body.message).toBe(INTEGRATION_MESSAGES.keyCreated);
    const created = made.body.payload;
    expect(created.key).toMatch(/^fp_live_\d+_[A-Za-z0-9_-]{43}$/);
    expect(created).toMatchObject({ name: 'Court display', scope: 'read', hint: created.key.slice(-4) });
    expect(created.acts_as).toMatchObject({ user_id: receptionId });
    expect(created.acts_as.full_name).not.toBe('');

    const [row] = await t.handle.db.select().from(apiKeys).where(eq(apiKeys.id, created.id));
    expect(row!.keyHash).toBe(hashSecret(created.key));
    expect(JSON.stringify(row)).not.toContain(created.key);

    const listed = (await t.call(table.listKeys, { token: owner })).body.payload.find((key) => key.id === created.id);
    expect(listed).toEqual({ ...created, key: undefined, last_used_at: null });
    expect(listed).not.toHaveProperty('key', created.key);
  });

  it('authenticates as the chosen staff member with Authorization: Bearer and notes the last use', async () => {
    const key = await newKey('read', receptionId);
    const info = await t.call(endpoints.users.info, { headers: bearer(key.key) });
    expect(info.status, info.body.message).toBe(200);
    expect(info.body.payload).toMatchObject({ id: receptionId });
    const courts = await t.call(endpoints.courts.list, { headers: bearer(key.key) });
    expect(courts.status).toBe(200);
    expect(courts.body.payload.length).toBeGreaterThan(0);
    const listed = (await t.call(table.listKeys, { token: owner })).body.payload.find((row) => row.id === key.id);
    expect(listed!.last_used_at).not.toBeNull();
  });

  it('a read-only key cannot POST; a read-write key can, as its staff member', async () => {
    const reader = await newKey('read');
    const refused = await t.callRaw(endpoints.tags.create, {
      body: { display_name: 'By key' },
      headers: bearer(reader.key),
    });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(INTEGRATION_MESSAGES.readOnlyKey);
    expect(await t.handle.db.select().from(tags).where(eq(tags.displayName, 'By key'))).toEqual([]);

    const writer = await newKey('write');
    const made = await t.call(endpoints.tags.create, { body: { display_name: 'By key' }, headers: bearer(writer.key) });
    expect(made.status, made.body.message).toBe(200);
    const [row] = await t.handle.db.select().from(tags).where(eq(tags.id, made.body.payload.id));
    expect(row!.createdBy).toBe(ownerId);
  });

  it('a key is limited by its staff member’s roles as their session would be', async () => {
    // Reception may not change the club's settings; neither may a read-write key acting as reception.
    const key = await newKey('write', receptionId);
    const refused = await t.callRaw(endpoints.tags.create, {
      body: { display_name: 'Reception tag' },
      headers: bearer(key.key),
    });
    expect(refused.status).toBe(403);
  });

  it('a revoked key answers 401, as do unknown and forged keys', async () => {
    const key = await newKey('write');
    expect((await t.call(endpoints.courts.list, { headers: bearer(key.key) })).status).toBe(200);
    const revoked = await t.call(table.revokeKey, { params: { id: key.id }, token: owner });
    expect(revoked.status).toBe(200);
    expect(revoked.body.message).toBe(INTEGRATION_MESSAGES.keyRevoked);
    expect(revoked.body.payload.revoked_at).not.toBeNull();
    const after = await t.call(endpoints.courts.list, { headers: bearer(key.key) });
    expect(after.status).toBe(401);
    expect(after.body.message).toBe(INTEGRATION_MESSAGES.invalidKey);
    expect((await t.call(table.revokeKey, { params: { id: key.id }, token: owner })).status).toBe(409);

    const forged = `${key.key.slice(0, -4)}AAAA`;
    expect((await t.call(endpoints.courts.list, { headers: bearer(forged) })).status).toBe(401);
    expect((await t.call(endpoints.courts.list, { headers: bearer('fp_live_nonsense') })).status).toBe(401);
  });

  it('a key cannot manage keys or webhooks, nor act on its staff member’s account', async () => {
    const key = await newKey('write');
    const listed = await t.call(table.listKeys, { headers: bearer(key.key) });
    expect(listed.status).toBe(403);
    expect(listed.body.message).toBe(INTEGRATION_MESSAGES.notWithKey);
    const more = await t.callRaw(table.createKey, {
      body: { name: 'Escalate', scope: 'write', acts_as_user_id: ownerId },
      headers: bearer(key.key),
    });
    expect(more.status).toBe(403);
    const password = await t.callRaw(endpoints.users.changePassword, {
      body: { old_password: 'fairplay1', password: 'hijacked-1', confirm_password: 'hijacked-1' },
      headers: bearer(key.key),
    });
    expect(password.status).toBe(403);
  });

  it('only the owner manages keys; staff members and plain members are refused', async () => {
    const admin = await t.login('admin');
    const refused = await createKey({ name: 'Admin key', scope: 'read', acts_as_user_id: ownerId }, admin);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(INTEGRATION_MESSAGES.ownerOnly);
    expect((await t.call(table.listKeys, { token: admin })).status).toBe(403);
    const member = await t.login('member');
    expect((await t.call(table.listKeys, { token: member })).status).toBe(403);
  });

  it('refuses bad input naming the field, and a key acting as a plain member or another club’s person', async () => {
    const noName = await createKey({ name: ' ', scope: 'read', acts_as_user_id: ownerId });
    expect(noName.status).toBe(400);
    expect(errorFields(noName)).toBe('name');
    const badScope = await createKey({ name: 'X', scope: 'admin', acts_as_user_id: ownerId });
    expect(badScope.status).toBe(400);
    expect(errorFields(badScope)).toBe('scope');
    const member = await createKey({ name: 'X', scope: 'read', acts_as_user_id: await userIdOf(t, 'member') });
    expect(member.status).toBe(400);
    expect(errorFields(member)).toBe('acts_as_user_id');
    const extra = await createKey({ name: 'X', scope: 'read', acts_as_user_id: ownerId, key: 'mine' });
    expect(extra.status).toBe(400);

    const b = await registerSecondClub(t, 'k');
    const intoA = await createKey({ name: 'X', scope: 'read', acts_as_user_id: ownerId }, b.token);
    expect(intoA.status).toBe(400);
    expect(errorFields(intoA)).toBe('acts_as_user_id');
    // Another club's key is unknown to this owner; its list never shows it.
    const aKey = await newKey('read');
    expect((await t.call(table.revokeKey, { params: { id: aKey.id }, token: b.token })).status).toBe(404);
    expect((await t.call(table.listKeys, { token: b.token })).body.payload).toEqual([]);
  });

  it('a key whose staff member left the staff no longer opens anything', async () => {
    const coachId = await userIdOf(t, 'coach');
    const key = await newKey('read', coachId);
    expect((await t.call(endpoints.courts.list, { headers: bearer(key.key) })).status).toBe(200);
    await t.handle.db.execute(
      // The coach becomes a plain member (the staff module's rule is tested there; here only its effect on keys).
      (await import('drizzle-orm')).sql`UPDATE business_members SET member_type_id =
        (SELECT id FROM member_types WHERE business_id = business_members.business_id AND key = 'member')
        WHERE user_id = ${coachId}`,
    );
    expect((await t.call(endpoints.courts.list, { headers: bearer(key.key) })).status).toBe(401);
  });

  it('counts calls with one key by the rate limit, across the key’s calls', async () => {
    const key = await newKey('read');
    let status = 200;
    let calls = 0;
    while (status === 200 && calls < 400) {
      status = (await t.call(endpoints.users.info, { headers: bearer(key.key) })).status;
      calls += 1;
    }
    expect(status).toBe(429);
    expect(calls).toBe(301);
    // Another key is counted apart.
    const other = await newKey('read');
    expect((await t.call(endpoints.users.info, { headers: bearer(other.key) })).status).toBe(200);
    t.clock.advance(2 * 60_000);
    expect((await t.call(endpoints.users.info, { headers: bearer(key.key) })).status).toBe(200);
  });
});
