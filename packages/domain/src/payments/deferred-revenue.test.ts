import { describe, expect, it } from 'vitest';
import { periodRelease, useRelease, useReturn } from './deferred-revenue.js';

const DAY_MS = 86_400_000;

const start = new Date('2026-01-01T00:00:00Z');
const yearEnd = new Date('2027-01-01T00:00:00Z');
const day = (n: number) => new Date(start.getTime() + n * DAY_MS);

describe('periodRelease', () => {
  it('earns a $1,200 year day by day, the last day taking the remainder', () => {
    let left = 120_000;
    let through = start;
    const releases: number[] = [];
    for (let n = 1; n <= 365; n += 1) {
      const step = periodRelease(left, through, yearEnd, day(n))!;
      releases.push(step.cents);
      left -= step.cents;
      through = step.through;
    }
    expect(releases.reduce((a, b) => a + b, 0)).toBe(120_000);
    expect(left).toBe(0);
    expect(through).toEqual(yearEnd);
    expect(Math.min(...releases)).toBeGreaterThanOrEqual(328);
    expect(Math.max(...releases)).toBeLessThanOrEqual(330);
  });

  it('catches up missed days at once and waits for a whole day', () => {
    expect(periodRelease(120_000, start, yearEnd, new Date(start.getTime() + DAY_MS - 1))).toBeNull();
    expect(periodRelease(120_000, start, yearEnd, new Date(day(10).getTime() + 5000))).toEqual({
      cents: Math.floor((120_000 * 10) / 365),
      through: day(10),
    });
  });

  it('earns all that is left at the end or past it', () => {
    expect(periodRelease(777, day(300), yearEnd, day(400))).toEqual({ cents: 777, through: yearEnd });
  });
});

describe('use releases', () => {
  it('earns a pack use by use, exact to the cent', () => {
    let left = 10_000;
    let unitsLeft = 3;
    const released: number[] = [];
    while (unitsLeft > 0) {
      const cents = useRelease(left, unitsLeft, 1);
      released.push(cents);
      left -= cents;
      unitsLeft -= 1;
    }
    expect(released).toEqual([3333, 3333, 3334]);
  });

  it('gives back a used unit its share, the last one all', () => {
    expect(useReturn(6666, 2, 1)).toBe(3333);
    expect(useReturn(3333, 1, 1)).toBe(3333);
    expect(useReturn(0, 1, 1)).toBe(0);
  });
});
