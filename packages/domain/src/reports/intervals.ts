/**
 * Half-open time intervals in UTC milliseconds and the set operations the capacity reports need: capacity is the
 * union of the open hours, less what is closed; booked time counts only inside capacity.
 */
export interface Span {
  start: number;
  end: number;
}

/** The union of `spans` as sorted, non-overlapping, non-touching spans (empty spans dropped). */
export function unionSpans(spans: readonly Span[]): Span[] {
  const sorted = spans.filter((s) => s.end > s.start).sort((a, b) => a.start - b.start || a.end - b.end);
  const out: Span[] = [];
  for (const span of sorted) {
    const last = out[out.length - 1];
    if (last && span.start <= last.end) last.end = Math.max(last.end, span.end);
    else out.push({ start: span.start, end: span.end });
  }
  return out;
}

/** `base` less `cut` (both unions of sorted spans). */
export function subtractSpans(base: readonly Span[], cut: readonly Span[]): Span[] {
  const out: Span[] = [];
  let j = 0;
  for (const span of base) {
    let start = span.start;
    while (j < cut.length && cut[j]!.end <= start) j += 1;
    let k = j;
    while (k < cut.length && cut[k]!.start < span.end) {
      if (cut[k]!.start > start) out.push({ start, end: cut[k]!.start });
      start = Math.max(start, cut[k]!.end);
      k += 1;
    }
    if (start < span.end) out.push({ start, end: span.end });
  }
  return out;
}

/** The overlap of two unions of sorted spans. */
export function intersectSpans(a: readonly Span[], b: readonly Span[]): Span[] {
  const out: Span[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    const start = Math.max(a[i]!.start, b[j]!.start);
    const end = Math.min(a[i]!.end, b[j]!.end);
    if (end > start) out.push({ start, end });
    if (a[i]!.end < b[j]!.end) i += 1;
    else j += 1;
  }
  return out;
}

/** Total length of spans in whole minutes (the reports' unit; bookings and rules sit on whole minutes). */
export function spanMinutes(spans: readonly Span[]): number {
  return Math.round(spans.reduce((sum, s) => sum + (s.end - s.start), 0) / 60_000);
}
