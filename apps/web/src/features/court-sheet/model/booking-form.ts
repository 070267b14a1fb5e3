import { APPOINTMENT_MESSAGES, personNameText, type Court, type CreateAppointmentBody } from '@fairplay/contracts';
import { RECURRENCE_LIMITS, RECURRENCE_MESSAGES } from '@fairplay/domain';
import { wallTimeToIso } from './time';
import { resetRepeat, recurrenceOf, REPEAT_OR_LIST_MESSAGE, type RepeatValues } from '../../../ui/repeat/repeat';

export {
  OCCURRENCE_CAPS,
  recurrenceOf,
  REPEAT_OR_LIST_MESSAGE,
  resetRepeat,
  withFrequency,
  type RepeatFrequency,
  type RepeatValues,
} from '../../../ui/repeat/repeat';

/** One "List Different Times" row: a club-local date and 'HH:mm' start and end. */
export interface TimeRow {
  date: string;
  start: string;
  end: string;
}

export interface BookingValues {
  /** The member the booking is for, as an id string; '' = nobody in particular (staff) or the member themselves. */
  bookFor: string;
  note: string;
  courts: string[];
  assigned: string[];
  partners: string[];
  guests: string[];
  sport: string;
  /** The service type's id, '' for plain court time. */
  serviceType: string;
  repeat: RepeatValues;
  listTimes: boolean;
  rows: TimeRow[];
  /** Tag ids (issue 10). */
  tags: string[];
  /** The add-on's id, '' for none (issue 10). */
  addOn: string;
}

/** The selected range: a club-local date and wall-clock 'HH:mm' times ('00:00' end = midnight). */
export interface BookingRange {
  date: string;
  start: string;
  end: string;
}

export function initialBooking(range: BookingRange, courtId: number, bookFor: number | null = null): BookingValues {
  return {
    bookFor: bookFor === null ? '' : String(bookFor),
    // The note is the person's own words: empty until they write one (staff's time is noted for them on sending).
    note: '',
    courts: [String(courtId)],
    assigned: [],
    partners: [],
    guests: [],
    sport: '',
    serviceType: '',
    repeat: resetRepeat(range.date),
    listTimes: false,
    rows: [{ date: range.date, start: range.start, end: range.end }],
    tags: [],
    addOn: '',
  };
}

/** The first problem a person can fix before sending, or null. */
export function bookingProblem(values: BookingValues): string | null {
  if (values.courts.length === 0) return 'Please select courts.';
  for (const guest of values.guests) {
    const check = personNameText.safeParse(guest);
    if (!check.success) return `${guest}: ${check.error.issues[0]?.message ?? 'Invalid name.'}`;
  }
  if (values.repeat.enabled && values.listTimes) return REPEAT_OR_LIST_MESSAGE;
  if (values.listTimes) {
    if (values.rows.length === 0) return RECURRENCE_MESSAGES.emptyList;
    if (values.rows.length > RECURRENCE_LIMITS.maxMultipleDates) return RECURRENCE_MESSAGES.listingCount;
    for (const row of values.rows) {
      if (!row.date || !row.start || !row.end) return 'Please fill in each date and time.';
      if (row.end !== '00:00' && row.end <= row.start) return RECURRENCE_MESSAGES.invalidSelectedRange;
    }
  }
  const { repeat } = values;
  if (repeat.enabled) {
    if ((repeat.frequency === 'weekly' || repeat.frequency === 'biweekly') && repeat.days.length === 0)
      return 'Please choose the weekdays.';
    if (repeat.ends === 'date' && !repeat.endDate) return RECURRENCE_MESSAGES.endDateRequired;
    if (repeat.ends === 'occurrences' && !(repeat.occurrences >= 1)) return RECURRENCE_MESSAGES.occurrencesRequired;
  }
  return null;
}

const ids = (values: string[]) => values.map(Number).filter((value) => Number.isInteger(value) && value > 0);

/** The add_complex / add_book body; times go as UTC instants of the club's wall clock. */
export function bookingBody(
  values: BookingValues,
  range: BookingRange,
  timeZone: string,
  options: { isStaff: boolean; force: boolean },
): CreateAppointmentBody {
  const rows = values.listTimes ? values.rows : [];
  const first = rows[0] ?? range;
  const multipleDates = rows.map((row) => ({
    start_time: wallTimeToIso(row.date, row.start, timeZone),
    end_time: wallTimeToIso(row.date, row.end, timeZone, true),
  }));
  return {
    courts: ids(values.courts),
    start_time: wallTimeToIso(first.date, first.start, timeZone),
    end_time: wallTimeToIso(first.date, first.end, timeZone, true),
    // Spec 2: staff's complex add carries 'Book Spot Time' when they wrote no note of their own.
    note: values.note.trim() || (options.isStaff ? APPOINTMENT_MESSAGES.bookSpotTime : ''),
    assigned: options.isStaff ? ids(values.assigned) : [],
    partners: ids(values.partners),
    guests: values.guests.map((guest) => guest.trim().replace(/\s+/g, ' ')),
    sport_id: values.sport ? Number(values.sport) : null,
    lesson_type_id: values.serviceType ? Number(values.serviceType) : null,
    userId: values.bookFor ? Number(values.bookFor) : null,
    recurrence: values.listTimes ? null : recurrenceOf(values.repeat),
    multipleDates,
    force: options.force,
    tags: ids(values.tags),
    add_on_id: values.addOn ? Number(values.addOn) : null,
  };
}

/** The sport categories of the chosen courts' facility groups, each once. */
export function categoriesOfCourts(courts: readonly Court[], chosen: readonly string[]): number[] {
  const ids = new Set(chosen.map(Number));
  const categories = courts.filter((court) => ids.has(court.id)).map((court) => court.sport_category_id);
  return [...new Set(categories.filter((category): category is number => category !== null))];
}
