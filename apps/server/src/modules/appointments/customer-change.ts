import { APPOINTMENT_MESSAGES, type updateAppointmentBody } from '@fairplay/contracts';
import type { z } from 'zod';
import { bookingNamesIssue } from '@fairplay/domain';
import { AppError, fieldError } from '../../errors.js';
import type { Viewer } from './appointment-viewer.js';
import type { AppointmentRow } from './appointments.repository.js';
import type { ParticipantRow } from './appointment-people.repository.js';
import type { CourtInfo } from './ports.js';

type UpdateBody = z.output<typeof updateAppointmentBody>;

/** What staff alone may change: moving a booking or changing who coaches it bypasses the club's booking rules. */
const STAFF_ONLY_FIELDS = [
  'start_time',
  'end_time',
  'court_id',
  'closed',
  'sport_id',
  'lesson_type_id',
  'assigned',
] as const;

/** Who plays an occurrence once a change of its players lands: its partners and guests, and the party size. */
export function playersAfter(
  target: AppointmentRow,
  people: ParticipantRow[],
  body: Pick<UpdateBody, 'partners' | 'guests'>,
): { partners: (number | null)[]; guests: (string | ParticipantRow)[]; size: number } {
  const present = people.filter((person) => person.appointmentId === target.id);
  const bookerId = present.find((person) => person.kind === 'booker')?.userId;
  // As in the update itself, naming the booker as a partner adds nobody.
  const partners = (
    body.partners ?? present.filter((person) => person.kind === 'partner').map((person) => person.userId)
  ).filter((id) => id !== bookerId);
  const guests = body.guests ?? present.filter((person) => person.kind === 'guest');
  return { partners, guests, size: (bookerId === undefined ? 0 : 1) + partners.length + guests.length };
}

/**
 * A customer may change the note, partners and guests of a booking they made (for themselves or their family),
 * within the court's party size. Everything else about a booking is staff work.
 */
export function checkCustomerChange(
  viewer: Viewer,
  row: AppointmentRow,
  targets: AppointmentRow[],
  people: ParticipantRow[],
  body: UpdateBody,
  court: CourtInfo | undefined,
): void {
  for (const field of STAFF_ONLY_FIELDS) {
    if (body[field] !== undefined) throw fieldError(field, APPOINTMENT_MESSAGES.staffOnlyChange);
  }
  const booker = people.find((person) => person.appointmentId === row.id && person.kind === 'booker');
  if (row.createdBy !== viewer.userId && booker?.userId !== viewer.userId)
    throw new AppError(403, APPOINTMENT_MESSAGES.notYourBooking);
  if (body.partners === undefined && body.guests === undefined) return;
  const { business } = viewer.member;
  for (const target of targets) {
    const { partners, guests, size: players } = playersAfter(target, people, body);
    if (court && players > court.partySize) throw fieldError('partners', APPOINTMENT_MESSAGES.partyFull);
    const issue = bookingNamesIssue(business, {
      partners: partners.filter((id): id is number => id !== null),
      guests: guests.map((guest) => (typeof guest === 'string' ? guest : guest.fullName)),
    });
    if (issue) throw fieldError(issue.field, issue.message);
  }
}
