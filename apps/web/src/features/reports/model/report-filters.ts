import { addCalendarDays, isCalendarDate, REPORT_LIMITS, daysInRange } from '@fairplay/contracts';

/**
 * The filters of a report page, kept in the address (so a report can be bookmarked and shared): `from`, `to`,
 * `location_id`, `facility_group_id`, `sport_id` and `compare` (on unless `compare=0`).
 */
export interface ReportFilterState {
  from: string;
  to: string;
  location_id: number | null;
  facility_group_id: number | null;
  sport_id: number | null;
  compare: boolean;
}

export type PresetKey = 'this_month' | 'last_month' | 'last_30_days' | 'this_year' | 'last_12_months';

export const PRESETS: { key: PresetKey; label: string }[] = [
  { key: 'this_month', label: 'This month' },
  { key: 'last_month', label: 'Last month' },
  { key: 'last_30_days', label: 'Last 30 days' },
  { key: 'this_year', label: 'This year' },
  { key: 'last_12_months', label: 'Last 12 months' },
];

/** The range of a preset, counted from the club's `today` (YYYY-MM-DD). */
export function presetRange(key: PresetKey, today: string): { from: string; to: string } {
  const monthStart = `${today.slice(0, 8)}01`;
  switch (key) {
    case 'this_month':
      return { from: monthStart, to: today };
    case 'last_month': {
      const lastDay = addCalendarDays(monthStart, -1);
      return { from: `${lastDay.slice(0, 8)}01`, to: lastDay };
    }
    case 'last_30_days':
      return { from: addCalendarDays(today, -29), to: today };
    case 'this_year':
      return { from: `${today.slice(0, 4)}-01-01`, to: today };
    case 'last_12_months':
      return { from: addCalendarDays(`${Number(today.slice(0, 4)) - 1}${today.slice(4)}`, 1), to: today };
  }
}

/** The preset a range is, if any (the picker shows it selected). */
export function presetOf(range: { from: string; to: string }, today: string): PresetKey | null {
  return (
    PRESETS.find(({ key }) => {
      const preset = presetRange(key, today);
      return preset.from === range.from && preset.to === range.to;
    })?.key ?? null
  );
}

const idOf = (value: string | null): number | null => {
  if (value === null || !/^\d+$/.test(value)) return null;
  const id = Number(value);
  return id > 0 ? id : null;
};

/** The filters in a search string; this month so far where the dates are missing or not valid. */
export function filtersFromSearch(search: URLSearchParams, today: string): ReportFilterState {
  const from = search.get('from');
  const to = search.get('to');
  const valid =
    from !== null &&
    to !== null &&
    isCalendarDate(from) &&
    isCalendarDate(to) &&
    from <= to &&
    daysInRange(from, to) <= REPORT_LIMITS.maxDays;
  const range = valid ? { from, to } : presetRange('this_month', today);
  return {
    ...range,
    location_id: idOf(search.get('location_id')),
    facility_group_id: idOf(search.get('facility_group_id')),
    sport_id: idOf(search.get('sport_id')),
    compare: search.get('compare') !== '0',
  };
}

/** The search string of the filters (what filtersFromSearch reads back). */
export function searchOf(filters: ReportFilterState): URLSearchParams {
  const search = new URLSearchParams({ from: filters.from, to: filters.to });
  if (filters.location_id !== null) search.set('location_id', String(filters.location_id));
  if (filters.facility_group_id !== null) search.set('facility_group_id', String(filters.facility_group_id));
  if (filters.sport_id !== null) search.set('sport_id', String(filters.sport_id));
  if (!filters.compare) search.set('compare', '0');
  return search;
}

/** The query of a report call: the filters the report takes, unset ones left out. */
export function queryOf(
  filters: ReportFilterState,
  accepts: readonly ('location_id' | 'facility_group_id' | 'sport_id')[],
): Record<string, string | number> {
  const query: Record<string, string | number> = {
    from: filters.from,
    to: filters.to,
    compare: filters.compare ? '1' : '0',
  };
  for (const key of accepts) {
    const value = filters[key];
    if (value !== null) query[key] = value;
  }
  return query;
}

/** "+12.5 %", "−3.0 %", or null with nothing to compare with (no previous figure, or it was zero). */
export function changeLabel(current: number, previous: number | null | undefined): string | null {
  if (previous === null || previous === undefined || previous === 0) return null;
  const change = ((current - previous) / Math.abs(previous)) * 100;
  const sign = change > 0 ? '+' : change < 0 ? '−' : '';
  return `${sign}${Math.abs(change).toFixed(1)} %`;
}
