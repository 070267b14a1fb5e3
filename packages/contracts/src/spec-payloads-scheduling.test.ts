import { describe, expect, it } from 'vitest';
import { addFromSheetBody, freezeBody } from './availability.js';
import { bookAndPayBody } from './booking-payments.js';

/**
 * The spec's payloads (spec 2 sections 3 and 7) for the calls issue 26 reshaped: each must stay accepted, so a
 * change that refuses a field the spec names fails here.
 */
describe("the spec's payloads are accepted", () => {
  const start = '2030-03-04T15:00:00.000Z';
  const end = '2030-03-04T16:00:00.000Z';

  it('POST appointment/book-and-pay takes the Book-and-pay request, coach_id included', () => {
    const spec = {
      startDate: start,
      endDate: end,
      courts: [3],
      business_id: 1,
      amount: 6000,
      currency: 'usd',
      token: 'tok_visa',
      userId: 7,
      splitPayment: false,
      save_card: true,
      method: 'charge',
      sport_id: 2,
      coach_id: 9,
      lesson_type_id: 4,
    };
    const parsed = bookAndPayBody.safeParse(spec);
    expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
    expect(parsed.data).toMatchObject({ coach_id: 9, lesson_type_id: 4, courts: [3] });
    const { token: _token, ...noToken } = spec;
    expect(bookAndPayBody.safeParse(noToken).success).toBe(true);
  });

  it("POST appointment/add_complex_microsettings takes the Appointment's fields", () => {
    const spec = {
      clid: -1,
      recurrence_id: -1,
      global_recurrence_id: -1,
      note: 'Book Spot Time',
      courts: [3],
      start_time: start,
      end_time: end,
      closed: false,
      assigned: [9],
      tags: [2],
      recurrence: null,
      sport_id: 2,
      userId: 7,
      partners: [8],
      guests: ['Ann Lee'],
      add_on_id: null,
    };
    const parsed = addFromSheetBody.safeParse(spec);
    expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
    expect(parsed.data).toMatchObject({ courts: [3], assigned: [9], partners: [8], guests: ['Ann Lee'] });
    // The rule payload it took before is still taken.
    expect(addFromSheetBody.safeParse({ note: 'Prime time', courts: [3], start_date: '2030-03-04' }).success).toBe(
      true,
    );
  });

  it('POST appointment/freeze takes group_by with the freeze fields', () => {
    const spec = {
      note: 'Resurfacing',
      freeze_for: 'court',
      courts: [3, 4],
      sport_ids: [],
      filters: [],
      cancel_on_freeze: false,
      rules: [{ start_time: start, end_time: end, days: [0, 2], multipleDates: ['2030-03-06'] }],
      group_by: 'resurfacing-2030',
    };
    const parsed = freezeBody.safeParse(spec);
    expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
    expect(parsed.data?.group_by).toBe('resurfacing-2030');
  });
});
