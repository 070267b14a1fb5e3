/**
 * E-mail templates: `{name}` placeholders filled from a map of values. Used by the server when it sends and by the
 * notifications page for its preview, so both read a template the same way.
 */
const PLACEHOLDER = /\{([a-z_]+)\}/g;

/** Fills each known `{name}`; an unknown one is left as written, so a typo shows in the preview. */
export function renderTemplate(template: string, values: Readonly<Record<string, string>>): string {
  return template.replace(PLACEHOLDER, (whole, name: string) =>
    Object.prototype.hasOwnProperty.call(values, name) ? values[name]! : whole,
  );
}

/** The placeholders a template uses that are not among `allowed`, each once, in order of appearance. */
export function unknownPlaceholders(template: string, allowed: readonly string[]): string[] {
  const unknown: string[] = [];
  for (const match of template.matchAll(PLACEHOLDER)) {
    const name = match[1]!;
    if (!allowed.includes(name) && !unknown.includes(name)) unknown.push(name);
  }
  return unknown;
}

/** The calendar month (YYYY-MM) of `at` in `timeZone`, and the UTC instants where it starts and ends. */
export function calendarMonthIn(at: Date, timeZone: string): { month: string; start: Date; end: Date } {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit' }).formatToParts(at);
  const year = Number(parts.find((p) => p.type === 'year')!.value);
  const month = Number(parts.find((p) => p.type === 'month')!.value);
  const startOf = (y: number, m: number) => zonedMidnight(y, m, timeZone);
  const next = month === 12 ? [year + 1, 1] : [year, month + 1];
  return {
    month: `${year}-${String(month).padStart(2, '0')}`,
    start: startOf(year, month),
    end: startOf(next[0]!, next[1]!),
  };
}

/** The instant of local midnight on the first of the month in `timeZone`. */
function zonedMidnight(year: number, month: number, timeZone: string): Date {
  const guess = Date.UTC(year, month - 1, 1);
  // The zone's offset at the guess, then once more at the corrected instant (DST may differ by then).
  let instant = guess - offsetAt(guess, timeZone);
  instant = guess - offsetAt(instant, timeZone);
  return new Date(instant);
}

function offsetAt(instant: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(new Date(instant));
  const get = (type: string) => Number(parts.find((p) => p.type === type)!.value);
  const asUtc = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second'));
  return asUtc - Math.floor(instant / 1000) * 1000;
}

/** The pricing copy's overage: $1 (100 cents) per started 1,000 beyond what is included. */
export function marketingOverageCents(sent: number, included: number, centsPerThousand: number): number {
  const over = Math.max(0, sent - included);
  return Math.ceil(over / 1000) * centsPerThousand;
}
