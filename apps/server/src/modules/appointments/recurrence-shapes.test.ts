import { createAppointmentBody, lessonBody, ruleBody } from '@fairplay/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { planOccurrences } from './occurrence-plan.js';

/**
 * Issue 26 point 5: the spec's recurrence shape (`recurrence: true`, `byDayOfWeek`, `ends` as the last day,
 * `start_date` / `start_time` / `end_time` / `multipleDates` inside it, BI-WEEKLY) and ours (`ends` with
 * `end_date`, the times on the body) give the same occurrences.
 */
const NOW = new Date('2026-01-10T12:00:00Z');
const ZONES = ['America/Chicago', 'Europe/London', 'Australia/Sydney', 'UTC', 'Asia/Kolkata'];
const CODES = ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'];
const DAY = 86_400_000;

const iso = (ms: number) => new Date(ms).toISOString();
const dateOf = (ms: number) => iso(ms).slice(0, 10);

const seriesArb = fc.record({
  zone: fc.constantFrom(...ZONES),
  startDay: fc.integer({ min: 1, max: 150 }),
  startMinute: fc.integer({ min: 0, max: 95 }).map((slot) => slot * 15),
  duration: fc.integer({ min: 1, max: 8 }).map((quarters) => quarters * 15),
  frequency: fc.constantFrom('daily' as const, 'weekly' as const, 'monthly' as const),
  biWeekly: fc.boolean(),
  days: fc.uniqueArray(fc.integer({ min: 0, max: 6 }), { maxLength: 7 }),
  endsByDate: fc.boolean(),
  endAfterDays: fc.integer({ min: 0, max: 200 }),
  occurrences: fc.integer({ min: 1, max: 60 }),
  // How the spec's side writes what it may write in more than one way.
  upperCase: fc.boolean(),
  codes: fc.boolean(),
  biWeeklyName: fc.boolean(),
});
type Series = typeof seriesArb extends fc.Arbitrary<infer T> ? T : never;

function times(series: Series) {
  const start = NOW.getTime() + series.startDay * DAY + series.startMinute * 60_000 - (NOW.getTime() % DAY);
  return { start, end: start + series.duration * 60_000 };
}

/** Ours: the times on the body, `ends` with `end_date` or `occurrences`. */
function ourShape(series: Series) {
  const { start, end } = times(series);
  const every = series.frequency === 'weekly' && series.biWeekly ? 2 : 1;
  return {
    start_time: iso(start),
    end_time: iso(end),
    recurrence: {
      frequency: series.frequency,
      every,
      days: series.days,
      ...(series.endsByDate
        ? { ends: 'date' as const, end_date: dateOf(start + series.endAfterDays * DAY) }
        : { ends: 'occurrences' as const, occurrences: series.occurrences }),
    },
  };
}

/** The spec's: everything inside the recurrence. */
function specShape(series: Series) {
  const { start, end } = times(series);
  const biWeekly = series.frequency === 'weekly' && series.biWeekly;
  const name = biWeekly && series.biWeeklyName ? 'bi-weekly' : series.frequency;
  return {
    recurrence: {
      recurrence: true,
      frequency: series.upperCase ? name.toUpperCase() : name,
      ...(biWeekly && !series.biWeeklyName ? { every: 2 as const } : {}),
      byDayOfWeek: series.codes ? series.days.map((day) => CODES[day]!) : series.days,
      ...(series.endsByDate
        ? { ends: dateOf(start + series.endAfterDays * DAY) }
        : { occurrences: series.occurrences }),
      start_date: dateOf(start),
      start_time: iso(start),
      end_time: iso(end),
    },
  };
}

/** What the court sheet's create plans from a body: its occurrences, or the field and message refused. */
function planned(body: unknown, zone: string) {
  const parsed = createAppointmentBody.parse(body);
  try {
    return planOccurrences(parsed, zone, NOW).map((range) => [range.start.toISOString(), range.end.toISOString()]);
  } catch (error) {
    return { refused: (error as Error).message, field: (error as { field?: string }).field };
  }
}

describe('the two recurrence shapes', () => {
  it('plan the same occurrences of a booking series', () => {
    let series = 0;
    fc.assert(
      fc.property(seriesArb, (generated) => {
        const base = { courts: [1] };
        const ours = planned({ ...base, ...ourShape(generated) }, generated.zone);
        expect(planned({ ...base, ...specShape(generated) }, generated.zone)).toEqual(ours);
        if (Array.isArray(ours)) series++;
      }),
      // A fixed seed: the same 300 series every run, so the count below never depends on chance.
      { numRuns: 300, seed: 20_261_128 },
    );
    // Most runs are real series, not refusals both shapes share.
    expect(series).toBeGreaterThan(150);
  });

  it('decode a lesson and an availability rule to the same recurrence', () => {
    fc.assert(
      fc.property(seriesArb, (series) => {
        const lesson = { lessonType: 1, sportId: 1, courts: [1] };
        const ours = lessonBody.parse({ ...lesson, ...ourShape(series) });
        const spec = lessonBody.parse({ ...lesson, ...specShape(series) });
        expect(spec).toEqual(ours);
        const ourRule = ruleBody.parse({
          start_date: dateOf(times(series).start),
          recurrence: ourShape(series).recurrence,
        });
        expect(ruleBody.parse({ recurrence: specShape(series).recurrence })).toEqual(ourRule);
      }),
      { numRuns: 200 },
    );
  });

  it('treat the spec’s repeat switched off, and its different times, as ours', () => {
    fc.assert(
      fc.property(seriesArb, fc.integer({ min: 1, max: 4 }), (series, count) => {
        const { start, end } = times(series);
        const list = Array.from({ length: count }, (_, i) => ({
          start_time: iso(start + i * 2 * series.duration * 60_000),
          end_time: iso(end + i * 2 * series.duration * 60_000),
        }));
        const base = { courts: [1], start_time: iso(start), end_time: iso(end) };
        const off = { ...specShape(series).recurrence, recurrence: false };
        expect(planned({ ...base, recurrence: off }, series.zone)).toEqual(planned(base, series.zone));
        expect(planned({ ...base, recurrence: { ...off, multipleDates: list } }, series.zone)).toEqual(
          planned({ ...base, multipleDates: list }, series.zone),
        );
        expect(planned({ ...base, recurrence: false }, series.zone)).toEqual(planned(base, series.zone));
      }),
      { numRuns: 100 },
    );
  });
});
