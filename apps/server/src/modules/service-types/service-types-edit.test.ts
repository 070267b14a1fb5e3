import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businesses, serviceTypes } from '@fairplay/db';
import { endpoints } from '@fairplay/contracts';
import { startTestApp, type TestApp } from '../../test/harness.js';

describe('service types: edit with min and max per booking step', () => {
  let t: TestApp;
  let owner: string;
  let clubId: number;
  let typeId: number;
  const valid = {
    display_name: 'Private Lesson',
    color: '#1bb1e4',
    is_min_max_enabled: true,
    min_list_duration: 60,
    max_list_duration: 120,
  };

  beforeAll(async () => {
    t = await startTestApp();
    owner = await t.login('owner');
    clubId = (await t.call(endpoints.users.info, { token: owner })).body.payload.business_id!;
    typeId = (await t.call(endpoints.serviceTypes.list, { query: {}, token: owner })).body.payload[0]!.id;
  });
  afterAll(async () => t.close());

  const row = async () => (await t.handle.db.select().from(serviceTypes).where(eq(serviceTypes.id, typeId)))[0]!;
  const setStep = (step: number) =>
    t.handle.db.update(businesses).set({ bookingToStart: step }).where(eq(businesses.id, clubId));

  it('saves name, colour and min/max on the club step', async () => {
    const response = await t.call(endpoints.serviceTypes.update, { params: { id: typeId }, token: owner, body: valid });
    expect(response.status).toBe(200);
    expect(response.body.payload).toMatchObject({ ...valid, id: typeId });
    expect(await row()).toMatchObject({ isMinMaxEnabled: true, minListDuration: 60, maxListDuration: 120 });
    const equal = await t.call(endpoints.serviceTypes.update, {
      params: { id: typeId },
      token: owner,
      body: { ...valid, max_list_duration: 60 },
    });
    expect(equal.status).toBe(200);
  });

  it('rejects min above max with the spec message, and off-step or too-short lengths', async () => {
    const before = await row();
    const cases: [Record<string, unknown>, string, string][] = [
      [
        { min_list_duration: 180, max_list_duration: 120 },
        'max_list_duration',
        'The max time must be greater then min time',
      ],
      [
        { min_list_duration: 30 },
        'min_list_duration',
        "Min time must be at least 60 minutes (the club's booking step).",
      ],
      [
        { max_list_duration: 90 },
        'max_list_duration',
        "Max time must be in steps of 60 minutes (the club's booking step).",
      ],
      [{ max_list_duration: 1500 }, 'max_list_duration', 'Max time must be at most 1440 minutes.'],
      [{ min_list_duration: null }, 'min_list_duration', 'Min time is required when min and max time are enabled.'],
    ];
    for (const [change, field, message] of cases) {
      const response = await t.call(endpoints.serviceTypes.update, {
        params: { id: typeId },
        token: owner,
        body: { ...valid, ...change },
      });
      expect(response.status, JSON.stringify(change)).toBe(400);
      expect(response.errors).toContainEqual({ field, message });
    }
    expect(await row()).toEqual(before);
  });

  it('follows the club step when it changes', async () => {
    await setStep(30);
    const ok = await t.call(endpoints.serviceTypes.update, {
      params: { id: typeId },
      token: owner,
      body: { ...valid, min_list_duration: 30, max_list_duration: 90 },
    });
    expect(ok.status).toBe(200);
    await setStep(15);
    const quarter = await t.call(endpoints.serviceTypes.update, {
      params: { id: typeId },
      token: owner,
      body: { ...valid, min_list_duration: 45 },
    });
    expect(quarter.status).toBe(200);
    const off = await t.call(endpoints.serviceTypes.update, {
      params: { id: typeId },
      token: owner,
      body: { ...valid, min_list_duration: 50 },
    });
    expect(off.status).toBe(400);
    await setStep(60);
  });

  it('allows turning min/max off with empty values', async () => {
    const body = { ...valid, is_min_max_enabled: false, min_list_duration: null, max_list_duration: null };
    const response = await t.call(endpoints.serviceTypes.update, { params: { id: typeId }, token: owner, body });
    expect(response.status).toBe(200);
    expect(await row()).toMatchObject({ isMinMaxEnabled: false, minListDuration: null, maxListDuration: null });
  });

  it('validates every field, naming it', async () => {
    const before = await row();
    const cases: [Record<string, unknown>, string][] = [
      [{ display_name: 'X' }, 'display_name'],
      [{ display_name: 'y'.repeat(31) }, 'display_name'],
      [{ color: 'blue' }, 'color'],
      [{ is_min_max_enabled: 'yes' }, 'is_min_max_enabled'],
      [{ min_list_duration: '60' }, 'min_list_duration'],
      [{ max_list_duration: 60.5 }, 'max_list_duration'],
      [{ hidden: true }, 'hidden'],
    ];
    for (const [change, field] of cases) {
      const response = await t.call(endpoints.serviceTypes.update, {
        params: { id: typeId },
        token: owner,
        body: { ...valid, ...change },
      });
      expect(response.status, JSON.stringify(change)).toBe(400);
      expect(response.errors[0]?.field).toBe(field);
    }
    const { color: _color, ...missing } = valid;
    expect(
      (await t.callRaw(endpoints.serviceTypes.update, { params: { id: typeId }, token: owner, body: missing }))
        .errors[0]?.field,
    ).toBe('color');
    expect(
      (await t.callRaw(endpoints.serviceTypes.update, { params: { id: typeId }, token: owner, rawBody: 'not json' }))
        .status,
    ).toBe(400);
    expect(await row()).toEqual(before);
  });

  it('refuses without lesson update (403), without a token (401), and unknown ids (404)', async () => {
    const before = await row();
    for (const username of ['accountant', 'member']) {
      const response = await t.call(endpoints.serviceTypes.update, {
        params: { id: typeId },
        token: await t.login(username),
        body: valid,
      });
      expect(response.status, username).toBe(403);
    }
    expect((await t.call(endpoints.serviceTypes.update, { params: { id: typeId }, body: valid })).status).toBe(401);
    expect(
      (await t.call(endpoints.serviceTypes.update, { params: { id: 999999 }, token: owner, body: valid })).status,
    ).toBe(404);
    expect(await row()).toEqual(before);
  });
});
