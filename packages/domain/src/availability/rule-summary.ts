import { formatClock } from '../clock-format.js';
import type { TaxRate } from '../payments/taxes.js';
import { perHourLabel } from './rule-form.js';

/** A rule row as the rules list reads it: days 0 (Monday) to 6 (Sunday), 'HH:mm' times, prices per hour. */
export interface RuleRowForSummary {
  time_range: { start: string; end: string };
  price: number;
  point_price: number;
  days: number[];
}

const DAY_NAMES = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] as const;

/** 'Every day', 'Weekdays', 'Weekends' or the days named ('Mon, Wed, Fri'); '' when the row names none. */
export function ruleDaysLabel(days: readonly number[]): string {
  const sorted = [...new Set(days)].filter((day) => day >= 0 && day <= 6).sort((a, b) => a - b);
  const key = sorted.join(',');
  if (key === '0,1,2,3,4,5,6') return 'Every day';
  if (key === '0,1,2,3,4') return 'Weekdays';
  if (key === '5,6') return 'Weekends';
  return sorted.map((day) => DAY_NAMES[day]).join(', ');
}

function minutesOf(time: string): number {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return hours * 60 + minutes;
}

/**
 * One line per rule row for the rules list: its days, its times in the club's clock and its price per hour, e.g.
 * 'Weekdays · 6:00 AM – 9:00 AM · $30.00/h · 12 pts/h'; with the club's court-time taxes the hour's total follows
 * ('$30.00/h ($32.66/h with tax)', issue 24 point 4), as on the sheet's bands.
 */
export function ruleRowSummary(
  row: RuleRowForSummary,
  bookPayType: number,
  currency: string,
  amPm: boolean,
  taxes: readonly TaxRate[] = [],
): string {
  const days = ruleDaysLabel(row.days);
  const times = `${formatClock(minutesOf(row.time_range.start), amPm)} – ${formatClock(minutesOf(row.time_range.end), amPm)}`;
  const price = perHourLabel(row.price, row.point_price, bookPayType, currency, taxes);
  return [days, times, price].filter((part) => part !== '').join(' · ');
}
