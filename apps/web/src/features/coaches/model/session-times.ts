import { COACH_LIMITS } from '@fairplay/domain';

/** Start times every `step` minutes inside a free window that leave room for `minutes`. */
export function startsIn(window: { start: string; end: string }, minutes: number, step = 30): string[] {
  const out: string[] = [];
  const end = new Date(window.end).getTime();
  for (let at = new Date(window.start).getTime(); at + minutes * 60_000 <= end; at += step * 60_000)
    out.push(new Date(at).toISOString());
  return out;
}

/** The lengths a session of a lesson type may have: its minimum up to its maximum, by 30 minutes. */
export function lengthsFor(type: { min: number | null; max: number | null }): number[] {
  const min = type.min ?? COACH_LIMITS.defaultSessionMinutes;
  const max = type.max ?? Math.max(min, 120);
  const out: number[] = [];
  for (let length = min; length <= max; length += 30) out.push(length);
  return out;
}

export function addMinutes(iso: string, minutes: number): string {
  return new Date(new Date(iso).getTime() + minutes * 60_000).toISOString();
}
