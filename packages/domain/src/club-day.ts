/**
 * The day of an instant on the club's calendar, in plain words: 'Tuesday, December 15, 2026'. Used where a message
 * names one occurrence of a repeat (issue 24), so people read which date, in the club's time zone.
 */
export function formatClubDay(instant: string | Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-US', {
    timeZone,
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
  }).format(new Date(instant));
}
