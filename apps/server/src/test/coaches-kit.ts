// Shared set-up of the coach availability tests: an availability body for the demo club.
import { endpoints, type CoachAvailabilityBody } from '@fairplay/contracts';
import { expect } from 'vitest';
import type { TestApp } from './harness.js';
import type { Club } from './lessons-kit.js';

/** Once (a weekly repeat of one) on the weekday of `date` (Monday 0), 08:00-12:00 on two courts, $60 and 60 points an hour. */
export function availability(
  club: Club,
  date: string,
  extra: Partial<CoachAvailabilityBody> = {},
): CoachAvailabilityBody {
  return {
    lesson_type_id: club.typeId,
    sport_id: club.sportId,
    note: 'Private lessons',
    courts: [club.courts[0]!, club.courts[1]!],
    start_date: date,
    recurrence: { frequency: 'weekly', days: [], ends: 'occurrences', occurrences: 1 },
    settings: [
      { days: [], start_time: '08:00', end_time: '12:00', price: 6000, point_price: 60, advance: 365, buffer: 2 },
    ],
    who_can_book: [{ for: 'allmembers', values: [] }],
    ...extra,
  };
}

export async function addAvailability(t: TestApp, token: string, body: CoachAvailabilityBody) {
  const response = await t.call(endpoints.coaches.add, { body, token });
  expect(response.status, response.body.message).toBe(200);
  return response.body.payload;
}
