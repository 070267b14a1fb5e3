import { z } from 'zod';
import {
  lessonAddResponse,
  lessonBody,
  lessonBookBody,
  lessonBookResponse,
  lessonCampPriceBody,
  lessonCampPriceSchema,
  lessonCancelBody,
  lessonCancelResponse,
  lessonDeleteParams,
  lessonDeleteQuery,
  lessonDeleteResponse,
  lessonDetailQuery,
  lessonDetailSchema,
  lessonOccurrenceSchema,
  lessonOccurrenceUpdateBody,
  lessonPriceBody,
  lessonPriceQuoteSchema,
  lessonSearchBody,
  lessonUpdateBody,
} from '../lessons.js';
import { endpoint } from '../endpoint.js';
import { idParam } from '../fields.js';

const tag = 'lessons';
// Members hold lesson read: they browse, book and cancel their own places; staff with lesson update manage.
const read = { resource: 'lesson', action: 'read' } as const;
const update = { resource: 'lesson', action: 'update' } as const;
const byId = z.object({ id: idParam }).strict();

/** Lessons, clinics and camps (issue 11; spec 2 section 7). */
export const lessonEndpoints = {
  add: endpoint({
    method: 'POST',
    path: '/lesson/add',
    tag,
    summary: 'Creates a lesson and reserves its courts; a conflict answers 409 with the conflicts (repeat with force).',
    access: update,
    body: lessonBody,
    response: lessonAddResponse,
  }),
  update: endpoint({
    method: 'POST',
    path: '/lesson/update/:lessonId',
    tag,
    summary: 'Changes a lesson: settings for the whole listing, times for this, this and following, or all events.',
    access: update,
    params: z.object({ lessonId: idParam }).strict(),
    body: lessonUpdateBody,
    response: lessonAddResponse,
  }),
  get: endpoint({
    method: 'GET',
    path: '/lesson/appointment/:id',
    tag,
    summary: 'One occurrence of a lesson with its roster (staff) or the viewer’s own place (members).',
    access: read,
    params: byId,
    query: lessonDetailQuery,
    response: lessonDetailSchema,
  }),
  updateOccurrence: endpoint({
    method: 'PUT',
    // The spec's {llid}: the router needs one parameter name per position, so it is called id as in the GET.
    path: '/lesson/appointment/:id',
    tag,
    summary: 'Changes one occurrence (llid: times, coaches) and marks its roster’s attendance.',
    access: update,
    params: byId,
    body: lessonOccurrenceUpdateBody,
    response: lessonDetailSchema,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/lesson/delete/:lessonId/:aptId',
    tag,
    summary:
      'Deletes an occurrence (mode 1: and the following), or with aptId -1 the whole lesson (keep_booked=1 keeps booked dates).',
    access: update,
    params: lessonDeleteParams,
    query: lessonDeleteQuery,
    response: lessonDeleteResponse,
  }),
  search: endpoint({
    method: 'POST',
    path: '/lesson/search/:businessId',
    tag,
    summary: 'The lessons of one calendar day of the club, with filters.',
    access: read,
    params: z.object({ businessId: idParam }).strict(),
    body: lessonSearchBody,
    response: z.array(lessonOccurrenceSchema),
  }),
  book: endpoint({
    method: 'POST',
    path: '/lesson/book/:lesson_id',
    tag,
    summary:
      'Books a place (one date, the rest of the recurrence, or a range of dates); a full date takes the waitlist when the club shows waitlists.',
    access: read,
    params: z.object({ lesson_id: idParam }).strict(),
    body: lessonBookBody,
    response: lessonBookResponse,
  }),
  cancel: endpoint({
    method: 'POST',
    path: '/lesson/cancel/:id',
    tag,
    access: read,
    params: byId,
    body: lessonCancelBody,
    response: lessonCancelResponse,
  }),
  cancelUser: endpoint({
    method: 'POST',
    path: '/lesson/cancel/:id/:userId',
    tag,
    access: read,
    params: z.object({ id: idParam, userId: idParam }).strict(),
    body: lessonCancelBody,
    response: lessonCancelResponse,
  }),
  price: endpoint({
    method: 'POST',
    path: '/lesson/get-price',
    tag,
    access: read,
    body: lessonPriceBody,
    response: lessonPriceQuoteSchema,
  }),
  campPrice: endpoint({
    method: 'POST',
    path: '/lesson/get-price-camps',
    tag,
    summary: 'The price of a camp booked as a whole from start_time on: its days and the price of each.',
    access: read,
    body: lessonCampPriceBody,
    response: lessonCampPriceSchema,
  }),
};
