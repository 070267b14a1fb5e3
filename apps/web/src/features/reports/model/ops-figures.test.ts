import { describe, expect, it } from 'vitest';
import {
  cellAt,
  cellLabel,
  changeText,
  heatColours,
  heatmapHours,
  hoursText,
  percentText,
  pointsText,
} from './ops-figures';

const cell = (weekday: number, hour: number, available: number, booked: number, prime = false) => ({
  weekday,
  hour,
  available_minutes: available,
  booked_minutes: booked,
  utilization: available > 0 ? booked / available : null,
  prime,
});

describe('operations report figures', () => {
  it('formats hours, shares and changes', () => {
    expect(hoursText(90)).toBe('1.5 h');
    expect(hoursText(36_000)).toBe('600 h');
    expect(percentText(0.2857)).toBe('29 %');
    expect(percentText(null)).toBe('—');
    expect(changeText(120, 100)).toBe('+20 % on the previous period');
    expect(changeText(5, 0)).toBeNull();
    expect(pointsText(0.5, 0.46)).toBe('+4 pts on the previous period');
  });

  it('shows the hours with open court time only', () => {
    expect(heatmapHours([cell(0, 7, 60, 0), cell(3, 21, 30, 0), cell(1, 3, 0, 0)])).toEqual([
      7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21,
    ]);
    expect(heatmapHours([])).toHaveLength(24);
  });

  it('colours and names each cell', () => {
    expect(heatColours(null).background).toBe('#f1f3f5');
    expect(heatColours(0.1)).toEqual({ background: '#e7f5ff', color: '#1a1b1e' });
    expect(heatColours(1)).toEqual({ background: '#0b3d75', color: '#ffffff' });
    expect(cellLabel(cell(0, 18, 240, 180, true))).toBe('Monday 18:00, prime: 3 h of 4 h booked (75 %)');
    expect(cellLabel(cellAt([], 6, 5))).toBe('Sunday 05:00: no court time open');
  });
});

describe('default ranges', () => {
  it('counts whole weeks and months back from today', async () => {
    const { addDays, lastFourWeeks, lastTwelveMonths, todayIn } = await import('./ranges');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(lastFourWeeks('2026-03-30')).toEqual({ from: '2026-03-02', to: '2026-03-29' });
    expect(lastTwelveMonths('2026-03-30')).toEqual({ from: '2025-04-01', to: '2026-03-30' });
    expect(todayIn('UTC', new Date('2026-03-30T23:30:00Z'))).toBe('2026-03-30');
    expect(todayIn('Australia/Sydney', new Date('2026-03-30T23:30:00Z'))).toBe('2026-03-31');
  });
});
