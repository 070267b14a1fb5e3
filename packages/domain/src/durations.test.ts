import { describe, expect, it } from 'vitest';
import { durationOptions, durationStepError, MIN_MAX_MESSAGE, minMaxDurationIssues } from './durations.js';

describe('durationStepError', () => {
  it('accepts multiples of the step from the step up to one day', () => {
    for (const [minutes, step] of [
      [30, 30],
      [60, 30],
      [1440, 60],
      [15, 15],
      [5, 5],
      [1440, 5],
    ] as const) {
      expect(durationStepError('Min time', minutes, step)).toBeNull();
    }
  });

  it('refuses lengths below the step, off the step, over a day or fractional', () => {
    expect(durationStepError('Min time', 15, 30)).toBe(
      "Min time must be at least 30 minutes (the club's booking step).",
    );
    expect(durationStepError('Min time', 0, 30)).toContain('at least 30');
    expect(durationStepError('Max time', 45, 30)).toBe(
      "Max time must be in steps of 30 minutes (the club's booking step).",
    );
    expect(durationStepError('Max time', 1500, 60)).toBe('Max time must be at most 1440 minutes.');
    expect(durationStepError('Max time', 30.5, 5)).toBe('Max time must be a whole number of minutes.');
  });
});

describe('durationOptions', () => {
  it('lists the step multiples up to one day', () => {
    expect(durationOptions(60)).toHaveLength(24);
    expect(durationOptions(30).slice(0, 3)).toEqual([30, 60, 90]);
    expect(durationOptions(5).at(-1)).toBe(1440);
    expect(durationOptions(0)).toEqual([]);
  });
});

describe('minMaxDurationIssues', () => {
  const base = { is_min_max_enabled: true, min_list_duration: 60, max_list_duration: 120 };

  it('accepts min below or equal to max on the step', () => {
    expect(minMaxDurationIssues(base, 30)).toEqual([]);
    expect(minMaxDurationIssues({ ...base, max_list_duration: 60 }, 30)).toEqual([]);
  });

  it('reports min above max on max with the spec message', () => {
    expect(minMaxDurationIssues({ ...base, min_list_duration: 180 }, 60)).toEqual([
      { field: 'max_list_duration', message: MIN_MAX_MESSAGE },
    ]);
    expect(MIN_MAX_MESSAGE).toBe('The max time must be greater then min time');
  });

  it('reports each off-step value on its own field', () => {
    expect(
      minMaxDurationIssues({ ...base, min_list_duration: 45, max_list_duration: 20 }, 30).map((issue) => issue.field),
    ).toEqual(['min_list_duration', 'max_list_duration']);
  });

  it('requires both values only when enabled', () => {
    const empty = { is_min_max_enabled: false, min_list_duration: null, max_list_duration: null };
    expect(minMaxDurationIssues(empty, 60)).toEqual([]);
    expect(minMaxDurationIssues({ ...empty, is_min_max_enabled: true }, 60).map((issue) => issue.field)).toEqual([
      'min_list_duration',
      'max_list_duration',
    ]);
    expect(minMaxDurationIssues({ ...empty, min_list_duration: 50 }, 60)).toHaveLength(1);
  });
});
