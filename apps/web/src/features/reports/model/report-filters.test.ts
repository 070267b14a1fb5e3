import { describe, expect, it } from 'vitest';
import { changeLabel, filtersFromSearch, presetOf, presetRange, queryOf, searchOf } from './report-filters';

describe('report filters', () => {
  const today = '2026-03-15';

  it('counts the presets from the club day', () => {
    expect(presetRange('this_month', today)).toEqual({ from: '2026-03-01', to: today });
    expect(presetRange('last_month', today)).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(presetRange('last_30_days', today)).toEqual({ from: '2026-02-14', to: today });
    expect(presetRange('this_year', today)).toEqual({ from: '2026-01-01', to: today });
    expect(presetRange('last_12_months', today)).toEqual({ from: '2025-03-16', to: today });
    expect(presetRange('last_month', '2026-01-10')).toEqual({ from: '2025-12-01', to: '2025-12-31' });
    expect(presetOf({ from: '2026-02-01', to: '2026-02-28' }, today)).toBe('last_month');
    expect(presetOf({ from: '2026-02-02', to: '2026-02-28' }, today)).toBeNull();
  });

  it('reads the address back as it was written, and falls back to this month on a bad range', () => {
    const filters = {
      from: '2026-01-01',
      to: '2026-01-31',
      location_id: 3,
      facility_group_id: null,
      sport_id: 7,
      compare: false,
    };
    expect(filtersFromSearch(searchOf(filters), today)).toEqual(filters);
    for (const search of [
      'from=2026-02-30&to=2026-03-01',
      'from=2026-03-05&to=2026-03-01',
      'from=2020-01-01&to=2026-03-01',
      'to=2026-03-01',
    ])
      expect(filtersFromSearch(new URLSearchParams(search), today)).toMatchObject({
        from: '2026-03-01',
        to: today,
        compare: true,
      });
    expect(
      filtersFromSearch(new URLSearchParams('from=2026-03-01&to=2026-03-02&location_id=x'), today).location_id,
    ).toBeNull();
  });

  it('sends only the filters a report takes', () => {
    const filters = filtersFromSearch(
      new URLSearchParams('from=2026-03-01&to=2026-03-02&location_id=2&sport_id=5'),
      today,
    );
    expect(queryOf(filters, ['location_id'])).toEqual({
      from: '2026-03-01',
      to: '2026-03-02',
      compare: '1',
      location_id: 2,
    });
  });

  it('labels the change from the previous period, none from nothing', () => {
    expect(changeLabel(12_500, 10_000)).toBe('+25.0 %');
    expect(changeLabel(9000, 10_000)).toBe('−10.0 %');
    expect(changeLabel(100, 100)).toBe('0.0 %');
    expect(changeLabel(100, 0)).toBeNull();
    expect(changeLabel(100, null)).toBeNull();
  });
});
