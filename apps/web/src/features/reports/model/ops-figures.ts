import { formatCount } from '@fairplay/domain';

/**
 * How the operations reports show their figures (issue 27): hours from minutes, shares as percentages, the change
 * against the previous period, and the heatmap's grid and colours.
 */

export const WEEKDAY_NAMES = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;
export const WEEKDAY_SHORT = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] as const;

/** Minutes as hours with at most one decimal: 90 → "1.5 h", 600 → "10 h". */
export function hoursText(minutes: number): string {
  const hours = Math.round((minutes / 60) * 10) / 10;
  return `${Number.isInteger(hours) ? formatCount(hours) : `${formatCount(Math.trunc(hours))}.${Math.round((hours % 1) * 10)}`} h`;
}

/** A share as a whole percentage ("—" for none): 0.2857 → "29 %". */
export function percentText(share: number | null): string {
  return share === null ? '—' : `${Math.round(share * 100)} %`;
}

/** Cents as money: 123456 → "$1,234.56". */
export function moneyText(cents: number, currency = 'usd'): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency: currency.toUpperCase() }).format(cents / 100);
}

/** The change from the previous period as a signed percentage, or null with nothing to compare. */
export function changeText(current: number | null, previous: number | null | undefined): string | null {
  if (current === null || previous === null || previous === undefined || previous === 0) return null;
  const change = Math.round(((current - previous) / Math.abs(previous)) * 100);
  return `${change > 0 ? '+' : ''}${change} % on the previous period`;
}

/** A change in percentage points of two shares (utilization, churn): "+4 pts". */
export function pointsText(current: number | null, previous: number | null | undefined): string | null {
  if (current === null || previous === null || previous === undefined) return null;
  const points = Math.round((current - previous) * 100);
  return `${points > 0 ? '+' : ''}${points} pts on the previous period`;
}

export interface HeatCell {
  weekday: number;
  hour: number;
  available_minutes: number;
  booked_minutes: number;
  utilization: number | null;
  prime: boolean;
}

/**
 * The hours the heatmap shows: from the first to the last hour any day had open court time (all 24 when none had),
 * so a club open 07-22 is not drawn with nine empty night rows.
 */
export function heatmapHours(cells: readonly HeatCell[]): number[] {
  const open = cells.filter((cell) => cell.available_minutes > 0).map((cell) => cell.hour);
  const first = open.length > 0 ? Math.min(...open) : 0;
  const last = open.length > 0 ? Math.max(...open) : 23;
  return Array.from({ length: last - first + 1 }, (_, i) => first + i);
}

/** The cell of a weekday and hour (a cell of nothing when the answer has none). */
export function cellAt(cells: readonly HeatCell[], weekday: number, hour: number): HeatCell {
  return (
    cells.find((cell) => cell.weekday === weekday && cell.hour === hour) ?? {
      weekday,
      hour,
      available_minutes: 0,
      booked_minutes: 0,
      utilization: null,
      prime: false,
    }
  );
}

/**
 * A cell's colours: five steps of blue by utilization, white text on the two darkest (both pairs pass WCAG AA),
 * grey for hours with nothing open.
 */
export function heatColours(share: number | null): { background: string; color: string } {
  if (share === null) return { background: '#f1f3f5', color: '#495057' };
  const steps = ['#e7f5ff', '#a5d8ff', '#4dabf7', '#1971c2', '#0b3d75'];
  const index = Math.min(steps.length - 1, Math.floor(share * steps.length));
  return { background: steps[index]!, color: index >= 3 ? '#ffffff' : '#1a1b1e' };
}

/** A cell's words for screen readers and the tooltip: "Monday 18:00, prime: 3 h of 4 h booked (75 %)". */
export function cellLabel(cell: HeatCell): string {
  const when = `${WEEKDAY_NAMES[cell.weekday]} ${String(cell.hour).padStart(2, '0')}:00${cell.prime ? ', prime' : ''}`;
  if (cell.available_minutes === 0) return `${when}: no court time open`;
  return `${when}: ${hoursText(cell.booked_minutes)} of ${hoursText(cell.available_minutes)} booked (${percentText(cell.utilization)})`;
}
