/** Shapes shared by the recurrence helpers, the server and the web forms (spec 2, section 3 "Recurrence"). */

export type Frequency = 'daily' | 'weekly' | 'monthly';

export interface RecurrenceRule {
  frequency: Frequency;
  /** 1, or 2 with weekly for BI-WEEKLY. */
  every: 1 | 2;
  /** Weekday indexes, Monday = 0 … Sunday = 6. Used by weekly and bi-weekly only; empty = the start date's weekday. */
  days: number[];
  ends: 'date' | 'occurrences';
  /** 'YYYY-MM-DD', club-local and inclusive, when ends = 'date'. */
  end_date?: string;
  /** Number of occurrences (each generated event counts once), when ends = 'occurrences'. */
  occurrences?: number;
}

/** A half-open range [start, end) of UTC instants. */
export interface TimeRange {
  start: Date;
  end: Date;
}

export interface SeriesInput {
  /** IANA zone of the club, e.g. 'America/Chicago'. */
  timeZone: string;
  /** 'YYYY-MM-DD', the club-local first day. */
  startDate: string;
  /** 'HH:mm' club-local wall clock. */
  startTime: string;
  /** 'HH:mm' after startTime, or exactly '00:00' for midnight at the end of the same day. */
  endTime: string;
  /** null or undefined = a single occurrence. */
  recurrence?: RecurrenceRule | null;
}

/** Either the value, or the form field at fault with a message for the user. */
export type Outcome<T> = { ok: true; value: T } | { ok: false; field: string; message: string };
