import { z } from 'zod';
import {
  coachAvailabilityBody,
  coachAvailabilityEventSchema,
  coachAvailabilitySchema,
  coachBlockBody,
  coachBlockListBody,
  coachBlockSchema,
  coachBookBody,
  coachDeleteBody,
  coachFilterBody,
  coachListBody,
  coachListItemSchema,
  coachPriceBody,
  coachPriceSchema,
  coachPrivateBookingBody,
  coachScheduleBody,
  coachScheduleSchema,
  coachSessionCancelResponse,
  coachSessionSchema,
} from '../coaches.js';
import { bookAndPayCoachBody, bookAndPayCoachResponse } from '../booking-payments.js';
import { endpoint } from '../endpoint.js';
import { idParam } from '../fields.js';

const tag = 'coaches';
// Members hold lesson read: they find, price, book and cancel private sessions. Lesson update manages availability:
// a coach their own, other staff anyone's (checked by the service).
const read = { resource: 'lesson', action: 'read' } as const;
const update = { resource: 'lesson', action: 'update' } as const;
const byId = z.object({ id: idParam }).strict();

/** Coach availability and private sessions (issue 11; spec 2 section 7, the `*coach*` calls). */
export const coachEndpoints = {
  add: endpoint({
    method: 'POST',
    path: '/microsettings/add-coach',
    tag,
    summary: 'Publishes when a coach teaches a private lesson type: rows, courts, prices per hour, who can book.',
    access: update,
    body: coachAvailabilityBody,
    response: coachAvailabilitySchema,
  }),
  update: endpoint({
    method: 'POST',
    path: '/microsettings/update-coach/:id',
    tag,
    access: update,
    params: byId,
    body: coachAvailabilityBody,
    response: coachAvailabilitySchema,
  }),
  list: endpoint({
    method: 'POST',
    path: '/microsettings/all-coach',
    tag,
    summary: 'The coach availabilities that apply in the window (a coach sees their own), newest first.',
    access: update,
    body: coachFilterBody,
    response: z.array(coachAvailabilitySchema),
  }),
  listing: endpoint({
    method: 'POST',
    path: '/appointment/listing-coach',
    tag,
    summary:
      'The free (yellow) and, for staff, blocked (red) times of coach availabilities as court-sheet events; members see only times they may book now and must name the coach and lesson type.',
    access: read,
    body: coachFilterBody,
    response: z.array(coachAvailabilityEventSchema),
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/appointment/delete_rule_coach',
    tag,
    summary: 'Deletes a coach availability; sessions booked in it stay booked.',
    access: update,
    body: coachDeleteBody,
    response: z.object({ removed: z.number().int() }),
  }),
  block: endpoint({
    method: 'POST',
    path: '/appointment/coach-block',
    tag,
    access: update,
    body: coachBlockBody,
    response: z.array(coachBlockSchema),
  }),
  unblock: endpoint({
    method: 'POST',
    path: '/appointment/coach-block-remove',
    tag,
    summary: 'Frees the range again: blocks inside it go, blocks reaching past it are cut back.',
    access: update,
    body: coachBlockBody,
    response: z.array(coachBlockSchema),
  }),
  blocks: endpoint({
    method: 'POST',
    path: '/appointment/coach-block-list',
    tag,
    summary: "Block coach availability list (the spec leaves the path to us): a coach's blocks in the window.",
    access: read,
    body: coachBlockListBody,
    response: z.array(coachBlockSchema),
  }),
  book: endpoint({
    method: 'POST',
    path: '/appointment/add_book_coach',
    tag,
    summary:
      'Books a private session inside a coach availability (court and coach in one step; pay in person). 409 when the time is gone.',
    access: read,
    body: coachBookBody,
    response: coachSessionSchema,
  }),
  bookAndPay: endpoint({
    method: 'POST',
    path: '/appointment/book-and-pay-coach',
    tag,
    summary:
      "Books a private session and takes its payment together (card, cash for staff, or in person): the price is the coach availability's; a declined card leaves no session.",
    access: read,
    body: bookAndPayCoachBody,
    response: bookAndPayCoachResponse,
  }),
  bookFor: endpoint({
    method: 'POST',
    path: '/appointment/add-coach',
    tag,
    summary: 'Staff book a private session for a member; with force outside the published availability.',
    access: update,
    body: coachPrivateBookingBody,
    response: coachSessionSchema,
  }),
  price: endpoint({
    method: 'POST',
    path: '/appointment/price-coach',
    tag,
    summary: "A private session's price: the row's per-hour price and points for its length.",
    access: read,
    body: coachPriceBody,
    response: coachPriceSchema,
  }),
  coaches: endpoint({
    method: 'POST',
    path: '/appointment/coach-list/:id',
    tag,
    summary: 'The coaches of club {id} with availability in the window, with their lesson types.',
    access: read,
    params: byId,
    body: coachListBody,
    response: z.array(coachListItemSchema),
  }),
  cancel: endpoint({
    method: 'POST',
    path: '/appointment/coach-session-cancel/:id',
    tag,
    summary:
      'Cancels a private session (id: its appointment) within its cancellation hours, giving back its court and coach.',
    access: read,
    params: byId,
    response: coachSessionCancelResponse,
  }),
  schedule: endpoint({
    method: 'POST',
    path: '/appointment/coach-schedule',
    tag,
    summary: "A coach's own schedule: their lessons and private sessions by club-local day (staff: any coach's).",
    access: update,
    body: coachScheduleBody,
    response: coachScheduleSchema,
  }),
};
