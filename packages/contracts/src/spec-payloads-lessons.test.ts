import { describe, expect, it } from 'vitest';
import { lessonBody, lessonOccurrenceUpdateBody, lessonUpdateBody } from './lessons.js';

/**
 * The spec's lesson payload (spec 2 section 3 "Lesson listing form"; section 7: lesson/add, lesson/update/{lessonId}
 * and PUT lesson/appointment/{llid} take it): every field it names must stay accepted, so a change that refuses one
 * of them fails here (issue 26 point 2).
 */
describe("the spec's lesson listing form payload is accepted", () => {
  const start = '2030-03-04T15:00:00.000Z';
  const end = '2030-03-04T16:00:00.000Z';
  const filters = { min_age: 18, max_age: 60, min_level: 2.5, max_level: 4.5, gender: 'female' as const };
  const form = {
    lessonType: 4,
    sportId: 2,
    quantity: 8,
    advance: 30,
    buffer: 2,
    price: 2500,
    guest_price: 3000,
    point_price: 25,
    guest_point_price: 30,
    special_price: 2000,
    special_point: 20,
    for_whom: [{ for: 'groups' as const, values: [-3] }],
    facility_price: 500,
    facility_point: 5,
    include_facility_fee: true,
    book_pay_type: '-1' as const,
    cancel_allowed: true,
    cancel_allowed_hour: 24,
    allowBooking: 'single' as const,
    allow_booking_until: 12,
    coach: [9],
    courts: [3],
    description: 'Intermediate clinic',
    note: 'Bring water',
    closed: false,
    online: true,
    maxAllowedBookings: 2,
    who_can_book: [{ for: 'allmembers' as const, values: [-3] }],
    who_can_book_filters: filters,
    multipleDatesForSingleDay: [{ start_time: start, end_time: end }],
    repeatState: false,
    booked_by: 9,
    currencyCode: 'USD',
    microSettings: [{ for: 'allmembers' as const, values: [-3], filters }],
    specialMicroSettings: [{ for: 'groups' as const, values: [-3] }],
    force: false,
  };

  it('POST lesson/add takes every field the form names', () => {
    const parsed = lessonBody.safeParse(form);
    expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
    expect(parsed.data).toMatchObject({
      closed: false,
      allow_booking_until: 12,
      who_can_book_filters: filters,
      repeatState: false,
      booked_by: 9,
      currencyCode: 'usd',
      microSettings: [{ for: 'allmembers', values: [-3], filters }],
      specialMicroSettings: [{ for: 'groups', values: [-3] }],
      multipleDatesForSingleDay: [{ start_time: start, end_time: end }],
    });
  });

  it('POST lesson/update/{lessonId} takes the form with appointment_id and mode, multipleDatesForSingleDay included', () => {
    const parsed = lessonUpdateBody.safeParse({ ...form, appointment_id: 51, mode: 2 });
    expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
    expect(parsed.data).toMatchObject({ appointment_id: 51, mode: 2, closed: false, currencyCode: 'usd' });
  });

  it('PUT lesson/appointment/{llid} takes the lesson payload', () => {
    const parsed = lessonOccurrenceUpdateBody.safeParse({ ...form, appointment_id: 51, mode: 0 });
    expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
    expect(parsed.data).toMatchObject({ closed: false, who_can_book_filters: filters, booked_by: 9 });
  });
});
