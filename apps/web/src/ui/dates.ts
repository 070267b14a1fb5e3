import dayjs from 'dayjs';
import advancedFormat from 'dayjs/plugin/advancedFormat';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);
dayjs.extend(timezone);
dayjs.extend(advancedFormat);

/** Spec 1 section 9: long dates read "MMMM Do YYYY", in the business time zone when there is one. */
export function formatLongDate(iso: string, timeZone?: string | null): string {
  const moment = dayjs(iso);
  if (!moment.isValid()) return iso;
  try {
    return (timeZone ? moment.tz(timeZone) : moment).format('MMMM Do YYYY');
  } catch {
    return moment.format('MMMM Do YYYY');
  }
}

export { dayjs };
