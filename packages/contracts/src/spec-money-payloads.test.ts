import { describe, expect, it } from 'vitest';
import { carriesPersonalData, PERSONAL_DATA_TAGS } from './endpoint.js';
import { endpoints } from './endpoints/index.js';
import { lessonCampPriceBody, lessonCampPriceSchema, lessonPriceBody, lessonPriceQuoteSchema } from './lessons.js';
import { memberBalanceSchema } from './points.js';
import { tagUpdateBody } from './tags.js';

/**
 * Issue 26: the spec's payloads (shared/spec) are the contract. Each call below keeps accepting the spec's own
 * field names, so a change that refuses one fails here, beside the API test that proves what the call does with it.
 */
describe("the spec's payloads are accepted", () => {
  it('PUT tags/update/{id}: display_name, color; an empty body is refused on display_name', () => {
    expect(tagUpdateBody.safeParse({ display_name: 'League', color: '#1bb1e4' }).success).toBe(true);
    const empty = tagUpdateBody.safeParse({});
    expect(empty.success).toBe(false);
    expect(empty.error?.issues[0]?.path).toEqual(['display_name']);
  });
});

describe("the spec's calls and answers", () => {
  it('POST members/balance/{id} answers charged, refunded, owed, credit and points', () => {
    expect(endpoints.points.memberBalance).toMatchObject({ method: 'POST', path: '/members/balance/:id' });
    expect(Object.keys(memberBalanceSchema.shape)).toEqual(
      expect.arrayContaining(['charged', 'refunded', 'owed', 'credit', 'points']),
    );
  });

  it('POST /lesson/get-price and get-price-camps take user_id, lesson_id[, start_time]', () => {
    expect(lessonPriceBody.safeParse({ user_id: 7, lesson_id: 3 }).success).toBe(true);
    expect(
      lessonCampPriceBody.safeParse({ user_id: 7, lesson_id: 3, start_time: '2026-03-02T09:00:00Z' }).success,
    ).toBe(true);
  });

  it("answer the spec's lesson price response beside main_value and point_value", () => {
    const spec = {
      price: 3000,
      special_price: 2000,
      facility_price: 500,
      point: 30,
      special_point: 20,
      facility_point: 5,
    };
    const quote = { ...spec, main_value: 2500, point_value: 25 };
    expect(lessonPriceQuoteSchema.parse(quote)).toEqual(quote);
    expect(lessonCampPriceSchema.parse({ ...quote, days: 1, day_value: quote })).toMatchObject(spec);
  });
});

describe('personal data answers are marked no-store by the endpoint table', () => {
  const all = Object.values(endpoints).flatMap((group) => Object.values(group));

  it('names only tags the table uses', () => {
    const used = new Set(all.map((definition) => definition.tag));
    for (const tag of PERSONAL_DATA_TAGS) expect(used, tag).toContain(tag);
  });

  it('marks every call of members, payments, bookings and families', () => {
    const groups = [
      endpoints.customers,
      endpoints.memberProfile,
      endpoints.families,
      endpoints.payments,
      endpoints.bookingPayments,
      endpoints.appointments,
      endpoints.points,
    ];
    for (const group of groups) {
      for (const definition of Object.values(group))
        expect(carriesPersonalData(definition), definition.path).toBe(true);
    }
    expect(carriesPersonalData(endpoints.courts.list)).toBe(false);
    expect(carriesPersonalData(endpoints.waivers.status)).toBe(true);
  });
});
