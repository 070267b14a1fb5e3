import { describe, expect, it } from 'vitest';
import {
  BOTH_NAMES_MESSAGE,
  clubSettingsIssues,
  formatSheetStart,
  parseSheetStart,
  type ClubTimeSettings,
} from './club-settings.js';
import { MIN_MAX_CONFLICT_MESSAGE } from './durations.js';

const base: ClubTimeSettings = {
  booking_to_start: 30,
  min_list_duration: 60,
  enable_max_time_for_bookings: true,
  max_time_for_singles: 60,
  max_time_for_doubles: 90,
  max_time_for_triples: 120,
  max_time_for_quadruples: 120,
  require_partner_name: false,
  require_guest_name: false,
  require_guest_and_partner_name: false,
};

describe('clubSettingsIssues', () => {
  it('accepts consistent settings', () => {
    expect(clubSettingsIssues(base)).toEqual([]);
  });

  it('keeps the minimum duration on the booking step', () => {
    expect(clubSettingsIssues({ ...base, min_list_duration: 45 })[0]).toMatchObject({ field: 'min_list_duration' });
    expect(clubSettingsIssues({ ...base, min_list_duration: 15 })[0]!.message).toContain('at least 30');
    expect(clubSettingsIssues({ ...base, booking_to_start: 60, max_time_for_doubles: 120 })).toEqual([]);
  });

  it('checks the max times only when enabled, on the step and not below the minimum', () => {
    expect(clubSettingsIssues({ ...base, max_time_for_doubles: 75 })[0]).toMatchObject({
      field: 'max_time_for_doubles',
    });
    expect(clubSettingsIssues({ ...base, min_list_duration: 90 })).toEqual([
      { field: 'max_time_for_singles', message: MIN_MAX_CONFLICT_MESSAGE },
    ]);
    expect(clubSettingsIssues({ ...base, enable_max_time_for_bookings: false, max_time_for_doubles: 75 })).toEqual([]);
  });

  it('needs both name requirements for the combined one', () => {
    expect(clubSettingsIssues({ ...base, require_guest_and_partner_name: true })).toEqual([
      { field: 'require_guest_and_partner_name', message: BOTH_NAMES_MESSAGE },
    ]);
    expect(
      clubSettingsIssues({
        ...base,
        require_guest_and_partner_name: true,
        require_partner_name: true,
        require_guest_name: true,
      }),
    ).toEqual([]);
  });
});

describe('court-sheet start time', () => {
  it('reads and writes hour__minute', () => {
    expect(parseSheetStart('06__30')).toEqual({ hour: 6, minute: 30 });
    expect(parseSheetStart('23__59')).toEqual({ hour: 23, minute: 59 });
    for (const bad of ['24__00', '6__30', '06:30', '06__60', '']) expect(parseSheetStart(bad)).toBeNull();
    expect(formatSheetStart(7, 5)).toBe('07__05');
  });
});
