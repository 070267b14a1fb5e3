import { describe, expect, it } from 'vitest';
import {
  bookingLengthHint,
  bookingLengthIssue,
  bookingLengthLimit,
  type ClubLengthSettings,
  type CourtLengthSettings,
} from './booking-length.js';

const club: ClubLengthSettings = {
  minListDuration: 30,
  enableMaxTimeForBookings: true,
  maxTimeForSingles: 60,
  maxTimeForDoubles: 90,
  maxTimeForTriples: 120,
  maxTimeForQuadruples: 120,
};
const court: CourtLengthSettings = {
  minListDuration: null,
  enableMaxTimeForBookings: false,
  maxTimeForSingles: null,
  maxTimeForDoubles: null,
  maxTimeForTriples: null,
  maxTimeForQuadruples: null,
};
const lesson = { isMinMaxEnabled: true, minListDuration: 60, maxListDuration: 90 };

describe('booking length', () => {
  it('holds a booking of a service type with min/max to its min and max, whatever the party size', () => {
    const limit = bookingLengthLimit(club, court, lesson, 1);
    expect(bookingLengthIssue(limit, 60)).toBeNull();
    expect(bookingLengthIssue(limit, 90)).toBeNull();
    expect(bookingLengthIssue(limit, 30)).toBe('Lesson min duration is 60 minutes');
    expect(bookingLengthIssue(limit, 120)).toBe('The business requires maximum 90 minutes per booking');
    expect(bookingLengthHint(limit)).toBe('This booking lasts 60 to 90 minutes.');
  });

  it('falls back to the facility limits for a type without min/max or no type', () => {
    for (const type of [null, { ...lesson, isMinMaxEnabled: false }]) {
      const single = bookingLengthLimit(club, court, type, 1);
      expect(bookingLengthIssue(single, 60)).toBeNull();
      expect(bookingLengthIssue(single, 90)).toBe('The business requires maximum 60 minutes per booking for 1 person.');
      expect(bookingLengthIssue(bookingLengthLimit(club, court, type, 2), 90)).toBeNull();
      expect(bookingLengthIssue(bookingLengthLimit(club, court, type, 6), 150)).toBe(
        'The business requires maximum 120 minutes per booking for 4 people and more.',
      );
      expect(bookingLengthIssue(single, 15)).toBe('The business requires minimum 30 minutes per booking.');
    }
  });

  it("takes the court's own minimum and max times before the club's, and no max when neither enables it", () => {
    const own = { ...court, minListDuration: 60, maxTimeForSingles: 120 };
    expect(bookingLengthIssue(bookingLengthLimit(club, own, null, 1), 30)).toBe(
      'The business requires minimum 60 minutes per booking.',
    );
    expect(bookingLengthIssue(bookingLengthLimit(club, own, null, 1), 120)).toBeNull();
    const off = { ...club, enableMaxTimeForBookings: false };
    expect(bookingLengthIssue(bookingLengthLimit(off, court, null, 1), 600)).toBeNull();
    expect(bookingLengthHint(bookingLengthLimit(off, court, null, 1))).toBe('This booking lasts at least 30 minutes.');
    const courtOn = { ...court, enableMaxTimeForBookings: true, maxTimeForSingles: 45 };
    expect(bookingLengthIssue(bookingLengthLimit(off, courtOn, null, 1), 60)).toBe(
      'The business requires maximum 45 minutes per booking for 1 person.',
    );
  });
});
