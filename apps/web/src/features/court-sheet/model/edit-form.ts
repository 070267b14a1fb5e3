import type { CourtSheetEvent, UpdateAppointmentBody } from '@fairplay/contracts';
import { recurrenceOf, resetRepeat, type RepeatValues } from './booking-form';
import { isDate, wallTimeToIso, zonedDateTime } from './time';

/** The edit form: when and where, who plays, and to which occurrences of the series the change applies. */
export interface EditValues {
  date: string;
  start: string;
  end: string;
  court: string;
  note: string;
  sport: string;
  /** The service type's id, '' for plain court time. */
  serviceType: string;
  assigned: string[];
  partners: string[];
  guests: string[];
  /** 0 this event, 1 this and following, 2 all (spec 2 section 4). */
  mode: '0' | '1' | '2';
  /** A new repeat for the chosen occurrences (update_complex); modes 1 and 2 only. */
  changeRepeat: boolean;
  repeat: RepeatValues;
  /** Tag ids (issue 10). */
  tags: string[];
  /** The add-on's id, '' for none (issue 10). */
  addOn: string;
}

const ids = (values: string[]) => values.map(Number);
const sameSet = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((value) => b.includes(value));

export function initialEdit(event: CourtSheetEvent, timeZone: string): EditValues {
  const start = zonedDateTime(event.start, timeZone);
  const end = zonedDateTime(event.end, timeZone);
  const people = event.record.bookings;
  return {
    date: start.date,
    start: start.time,
    end: end.time,
    court: String(event.resourceId),
    note: event.record.note,
    sport: event.record.sport_id === null ? '' : String(event.record.sport_id),
    serviceType: event.record.lesson_type_id === null ? '' : String(event.record.lesson_type_id),
    assigned: event.record.assigned.map((person) => String(person.id)),
    partners: people
      .filter((person) => person.kind === 'partner' && person.user_id !== null)
      .map((person) => String(person.user_id)),
    guests: people.filter((person) => person.kind === 'guest').map((person) => person.full_name),
    mode: '0',
    changeRepeat: false,
    repeat: { ...resetRepeat(start.date), enabled: true, frequency: 'weekly' },
    tags: event.record.tags.map((tag) => String(tag.id)),
    addOn: event.record.add_ons[0] ? String(event.record.add_ons[0].id) : '',
  };
}

/** The first problem a person can fix before sending, or null. */
export function editProblem(values: EditValues): string | null {
  if (!isDate(values.date) || !values.start || !values.end) return 'Please provide valid date range';
  if (values.end !== '00:00' && values.end <= values.start) return 'Please provide valid date range';
  if (values.changeRepeat && values.mode === '0')
    return 'Choose "This and following events" or "All events" to change the repeat.';
  return null;
}

/**
 * The update body: only what changed, so a change to the note leaves times, court and people alone. With
 * changeRepeat the same body goes to update_complex, carrying the new repeat (or null for a single event).
 */
export function editBody(initial: EditValues, values: EditValues, timeZone: string): UpdateAppointmentBody {
  const body: UpdateAppointmentBody = { mode: Number(values.mode) as 0 | 1 | 2, force: false };
  if (values.date !== initial.date || values.start !== initial.start || values.end !== initial.end) {
    body.start_time = wallTimeToIso(values.date, values.start, timeZone);
    body.end_time = wallTimeToIso(values.date, values.end, timeZone, true);
  }
  if (values.court !== initial.court) body.court_id = Number(values.court);
  if (values.note !== initial.note) body.note = values.note.trim();
  if (values.sport !== initial.sport) body.sport_id = values.sport ? Number(values.sport) : null;
  if (values.serviceType !== initial.serviceType)
    body.lesson_type_id = values.serviceType ? Number(values.serviceType) : null;
  if (!sameSet(values.assigned, initial.assigned)) body.assigned = ids(values.assigned);
  if (!sameSet(values.partners, initial.partners)) body.partners = ids(values.partners);
  if (values.guests.join('\n') !== initial.guests.join('\n'))
    body.guests = values.guests.map((guest) => guest.trim().replace(/\s+/g, ' '));
  if (values.changeRepeat) body.recurrence = recurrenceOf(values.repeat);
  if (!sameSet(values.tags, initial.tags)) body.tags = ids(values.tags);
  if (values.addOn !== initial.addOn) body.add_on_id = values.addOn ? Number(values.addOn) : null;
  return body;
}
