import { describe, expect, it } from 'vitest';
import { carriesPersonalData, PERSONAL_DATA_TAGS } from './endpoint.js';
import { endpoints } from './endpoints/index.js';
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
