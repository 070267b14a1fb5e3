import { describe, expect, it } from 'vitest';
import { carriesPersonalData, PERSONAL_DATA_TAGS } from './endpoint.js';
import { endpoints } from './endpoints/index.js';
import { lessonCampPriceBody, lessonCampPriceSchema, lessonPriceBody, lessonPriceQuoteSchema } from './lessons.js';
import { cashChargeBody, chargeBody } from './payments/index.js';
import { planUpdateBody } from './plans.js';
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
    // Beside them: ours (main_value, point_value) and the lesson taxes (issue 24 point 4).
    const quote = { ...spec, main_value: 2500, point_value: 25, tax: 0, total: 2500, taxes: [] };
    expect(lessonPriceQuoteSchema.parse(quote)).toEqual(quote);
    expect(lessonCampPriceSchema.parse({ ...quote, days: 1, day_value: quote })).toMatchObject(spec);
  });
});

describe("the spec's charge payloads (spec 3 section 3)", () => {
  it('payment/charges/create takes uid and member_data', () => {
    const body = {
      amount: 1500,
      token: 'tok_x',
      description: 'Racquet',
      currency: 'usd',
      uid: 'u-123',
      child_id: 4,
      name: 'Sam Garcia',
      selected_taxes: [1],
      invoice: false,
      save_card: false,
      method: 'charge',
      member_data: { id: 3, member: { first_name: 'Sam' } },
    };
    expect(chargeBody.safeParse(body).success).toBe(true);
  });

  it('payment/charges/create takes the balance flag beside the member it names', () => {
    const body = {
      amount: 4000,
      token: 'tok_x',
      description: 'Owed bookings',
      currency: 'usd',
      uid: 'u-123',
      balance: true,
      child_id: 4,
      name: 'Sam Garcia',
      save_card: false,
      method: 'charge',
      member_data: { id: 4 },
    };
    expect(chargeBody.safeParse(body).success).toBe(true);
    expect(chargeBody.safeParse({ ...body, balance: false, selected_taxes: [1] }).success).toBe(true);
    const fieldOf = (input: object) => chargeBody.safeParse(input).error?.issues[0]?.path;
    expect(fieldOf({ amount: 4000, token: 'tok_x', balance: true })).toEqual(['balance']);
    expect(fieldOf({ ...body, selected_taxes: [1] })).toEqual(['selected_taxes']);
    expect(fieldOf({ ...body, invoice: true })).toEqual(['invoice']);
  });

  it('payment/charges/createforcashinput takes appointment_id, balance and charge_for', () => {
    const body = {
      appointment_id: 9,
      amount: 1000,
      type: 'cash',
      description: 'Court',
      balance: true,
      fullName: 'Sam Garcia',
      user_id: 3,
      charge_for: 'court',
      method: 'cash',
    };
    expect(cashChargeBody.safeParse(body).success).toBe(true);
  });

  it('payment/plan/update/{id} takes one_time', () => {
    expect(planUpdateBody.safeParse({ one_time: true, interval: null }).success).toBe(true);
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
