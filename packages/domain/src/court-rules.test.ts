import { describe, expect, it } from 'vitest';
import { courtRuleIssues } from './court-rules.js';

const club = { booking_to_start: 60, min_list_duration: 60 };
const open = {
  booking_to_start: null,
  min_list_duration: null,
  max_time_for_singles: null,
  max_time_for_doubles: null,
  max_time_for_triples: null,
  max_time_for_quadruples: null,
  enable_max_time_for_bookings: false,
};
const maxes = {
  max_time_for_singles: 60,
  max_time_for_doubles: 90,
  max_time_for_triples: 90,
  max_time_for_quadruples: 90,
};
const CONFLICT = [{ field: 'min_list_duration', message: 'Minimum and Max time settings are in conflict.' }];

describe('courtRuleIssues', () => {
  it('accepts a court that leaves everything to the club', () => {
    expect(courtRuleIssues(open, club)).toEqual([]);
  });

  it('flags a minimum above a max time only when all four are set and the limit is off', () => {
    expect(courtRuleIssues({ ...open, ...maxes, booking_to_start: 30, min_list_duration: 90 }, club)).toEqual(CONFLICT);
    expect(courtRuleIssues({ ...open, ...maxes, max_time_for_singles: 30, booking_to_start: 30 }, club)).toEqual(
      CONFLICT,
    );
    expect(
      courtRuleIssues(
        { ...open, ...maxes, booking_to_start: 30, min_list_duration: 90, enable_max_time_for_bookings: true },
        club,
      ),
    ).toEqual([]);
    expect(
      courtRuleIssues(
        { ...open, ...maxes, max_time_for_singles: null, booking_to_start: 30, min_list_duration: 90 },
        club,
      ),
    ).toEqual([]);
    expect(courtRuleIssues({ ...open, ...maxes, min_list_duration: 60 }, club)).toEqual([]);
  });

  it('keeps the minimum in steps of the booking step, falling back to the club for either', () => {
    expect(courtRuleIssues({ ...open, booking_to_start: 30, min_list_duration: 45 }, club)[0]?.field).toBe(
      'min_list_duration',
    );
    expect(courtRuleIssues({ ...open, min_list_duration: 90 }, club)).toHaveLength(1);
    expect(
      courtRuleIssues({ ...open, booking_to_start: 60 }, { booking_to_start: 30, min_list_duration: 90 })[0]?.message,
    ).toContain("club's minimum duration (90 minutes)");
    expect(courtRuleIssues({ ...open, booking_to_start: 15, min_list_duration: 45 }, club)).toEqual([]);
  });
});
