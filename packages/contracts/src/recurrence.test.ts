import { describe, expect, it } from 'vitest';
import { createAppointmentBody, createManyAppointmentsBody, updateAppointmentBody } from './appointments.js';
import { courtAvailabilityBody, ruleBody, rulePreviewBody, ruleUpdateBody } from './availability.js';
import { coachAvailabilityBody } from './coaches.js';
import { lessonBody } from './lessons.js';
import { recurrenceInputSchema } from './recurrence.js';

/**
 * Spec 2 section 3 "Recurrence": every body that takes a recurrence takes the spec's payload of it (issue 26
 * point 5). A change that refuses one of its fields fails here.
 */
const specRecurrence = {
  recurrence: true,
  frequency: 'weekly',
  every: 1,
  days: [0, 2],
  byDayOfWeek: [0, 2],
  occurrences: 6,
  ends: '2026-06-30',
  start_date: '2026-03-02',
  start_time: '2026-03-02T18:00:00-06:00',
  end_time: '2026-03-02T19:00:00-06:00',
  multipleDates: [],
};
const ours = { frequency: 'weekly', every: 1, days: [0, 2], ends: 'date', end_date: '2026-06-30', occurrences: 6 };
const row = { days: [], start_time: '08:00', end_time: '10:00', price: 0, point_price: 0, advance: 7, buffer: 0 };

describe('the spec’s recurrence payload', () => {
  it('decodes to ours: BI-WEEKLY, weekday codes, ends by count, and the repeat switched off', () => {
    expect(recurrenceInputSchema.parse(specRecurrence)).toMatchObject({ rule: ours });
    expect(
      recurrenceInputSchema.parse({
        recurrence: true,
        frequency: 'BI-WEEKLY',
        byDayOfWeek: ['mo', 'FR'],
        occurrences: 3,
      }).rule,
    ).toEqual({ frequency: 'weekly', every: 2, days: [0, 4], ends: 'occurrences', occurrences: 3 });
    expect(recurrenceInputSchema.parse({ ...specRecurrence, recurrence: false }).rule).toBeNull();
    expect(recurrenceInputSchema.parse(false).rule).toBeNull();
  });

  it('names what cannot be decoded', () => {
    const fields = (input: unknown) =>
      recurrenceInputSchema.safeParse(input).error?.issues.map((issue) => issue.path.join('.'));
    expect(fields({ recurrence: true, occurrences: 2 })).toEqual(['frequency']);
    expect(fields({ recurrence: true, frequency: 'daily' })).toEqual(['ends']);
    expect(fields({ ...specRecurrence, byDayOfWeek: [1] })).toEqual(['byDayOfWeek']);
    expect(fields({ ...specRecurrence, end_date: '2026-07-01' })).toEqual(['ends']);
    expect(fields(true)).toEqual(['frequency']);
  });

  it('is taken by the bookings’ add_complex, add_book, add_many, update and update_complex', () => {
    const created = createAppointmentBody.parse({ courts: [1], recurrence: specRecurrence });
    expect(created).toMatchObject({
      start_time: specRecurrence.start_time,
      end_time: specRecurrence.end_time,
      recurrence: ours,
      multipleDates: [],
    });
    expect(
      createManyAppointmentsBody.parse({ appointments: [{ courts: [1], recurrence: specRecurrence }] }),
    ).toMatchObject({
      appointments: [{ recurrence: ours }],
    });
    expect(updateAppointmentBody.parse({ mode: 2, recurrence: specRecurrence })).toMatchObject({
      start_time: specRecurrence.start_time,
      recurrence: ours,
    });
    expect(updateAppointmentBody.parse({ mode: 0 }).recurrence).toBeUndefined();
    const listed = createAppointmentBody.parse({
      courts: [1],
      recurrence: {
        recurrence: false,
        multipleDates: [{ start_time: specRecurrence.start_time, end_time: specRecurrence.end_time }],
      },
      start_time: specRecurrence.start_time,
      end_time: specRecurrence.end_time,
    });
    expect(listed).toMatchObject({ recurrence: null, multipleDates: [{ start_time: specRecurrence.start_time }] });
    const wrongDay = createAppointmentBody.safeParse({
      courts: [1],
      recurrence: { ...specRecurrence, start_date: '2026-03-03' },
    });
    expect(wrongDay.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['recurrence.start_date']);
    const noTimes = createAppointmentBody.safeParse({ courts: [1], recurrence: { recurrence: false } });
    expect(noTimes.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['start_time', 'end_time']);
  });

  it('is taken by lesson/add', () => {
    expect(lessonBody.parse({ lessonType: 1, sportId: 1, courts: [1], recurrence: specRecurrence })).toMatchObject({
      start_time: specRecurrence.start_time,
      recurrence: ours,
      multipleDatesForSingleDay: [],
    });
  });

  it('is taken by the rules’ add, update and preview, the coach availability and court/availability', () => {
    const rule = { note: 'Rule', rules: [row], who_can_book: [{ for: 'allmembers', values: [] }] };
    expect(ruleBody.parse({ ...rule, recurrence: specRecurrence })).toMatchObject({
      start_date: '2026-03-02',
      recurrence: ours,
    });
    expect(ruleUpdateBody.parse({ ...rule, mode: 2, recurrence: specRecurrence })).toMatchObject({
      start_date: '2026-03-02',
      recurrence: ours,
    });
    expect(rulePreviewBody.parse({ ...rule, id: 3, recurrence: specRecurrence })).toMatchObject({ recurrence: ours });
    expect(coachAvailabilityBody.parse({ note: 'Coach', settings: [row], recurrence: specRecurrence })).toMatchObject({
      start_date: '2026-03-02',
      recurrence: ours,
    });
    const { start_time, end_time, start_date, recurrence, multipleDates, ...flat } = specRecurrence;
    expect(
      courtAvailabilityBody.parse({ start_time, end_time, start_date, recurrence, multipleDates, ...flat }),
    ).toMatchObject({ rule: ours, start_date });
  });
});
