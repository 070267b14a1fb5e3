import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '@fairplay/contracts';
import { startTestApp, type TestApp } from '../../test/harness.js';

describe('sport catalogue', () => {
  let t: TestApp;
  let owner: string;
  beforeAll(async () => {
    t = await startTestApp();
    owner = await t.login('owner');
  });
  afterAll(async () => t.close());

  it('out/sport_category lists the categories with their sports, without sign-in', async () => {
    const response = await t.call(endpoints.sports.categories);
    expect(response.status).toBe(200);
    const categories = response.body.payload;
    expect(categories.map((category) => category.display_name)).toEqual(['Racquets', 'Golf', 'Fitness']);
    const names = (index: number) => categories[index]!.sports.map((sport) => sport.display_name);
    expect(names(0)).toEqual(['Tennis', 'Pickleball', 'Padel', 'Squash', 'Badminton', 'Table Tennis']);
    expect(names(1)).toEqual(['Golf Simulator', 'Driving Range']);
    expect(names(2)).toEqual(['Gym', 'Yoga', 'Swim', 'Cycle', 'Pilates']);
    expect(Object.keys(categories[0]!).sort()).toEqual(['display_name', 'id', 'key', 'sports']);
  });

  it('facility/sport lists the sports of one category, or all', async () => {
    const categories = (await t.call(endpoints.sports.categories)).body.payload;
    const golf = categories[1]!.id;
    const response = await t.call(endpoints.sports.list, { query: { category: golf }, token: owner });
    expect(response.status).toBe(200);
    expect(response.body.payload.map((sport: { display_name: string }) => sport.display_name)).toEqual([
      'Golf Simulator',
      'Driving Range',
    ]);
    expect(response.body.payload[0]).toMatchObject({ sport_category_id: golf });
    const all = await t.call(endpoints.sports.list, { query: {}, token: owner });
    expect(all.body.payload).toHaveLength(13);
    expect((await t.call(endpoints.sports.list, { query: { category: 999 }, token: owner })).body.payload).toEqual([]);
  });

  it('refuses a bad category with 400, and no token with 401', async () => {
    for (const category of ['abc', '-1', '1.5', "1' OR '1'='1"]) {
      const response = await t.call(endpoints.sports.list, { query: { category: category }, token: owner });
      expect(response.status, category).toBe(400);
      expect(response.errors[0]?.field).toBe('category');
    }
    expect((await t.call(endpoints.sports.list, { query: {} })).status).toBe(401);
  });
});
