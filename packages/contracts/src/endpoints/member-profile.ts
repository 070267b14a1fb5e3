import { z } from 'zod';
import { endpoint } from '../endpoint.js';
import {
  levelTypeBody,
  levelTypeParams,
  levelTypeSchema,
  memberBookingsBody,
  memberBookingsSchema,
  memberLevelsBody,
  memberLevelsSchema,
  memberNoteBody,
  memberNoteParams,
  memberNoteSchema,
  memberParams,
  memberRecordSchema,
  memberSectionParams,
  pictureParams,
  pictureUploadQuery,
  pictureUploadSchema,
} from '../member-profile.js';

const tag = 'members';
const read = { resource: 'members', action: 'read' } as const;
const update = { resource: 'members', action: 'update' } as const;

/**
 * The member detail (spec 3 section 7 "Member detail", "Levels", "Balance, statistics, bookings", "Uploads"), and
 * our additions for staff notes and the club's level types (docs/decisions.md "The member detail"). `{id}` is the
 * member's user id.
 */
export const memberProfileEndpoints = {
  member: endpoint({
    method: 'GET',
    path: '/members/member/:id',
    tag,
    access: read,
    params: memberParams,
    response: memberRecordSchema,
  }),
  memberSection: endpoint({
    method: 'GET',
    path: '/members/member/:id/:x',
    tag,
    summary: 'The member record with one section (family, levels, notes or booking_history)',
    access: read,
    params: memberSectionParams,
    response: memberRecordSchema,
  }),
  levels: endpoint({
    method: 'GET',
    path: '/members/levels/:id',
    tag,
    access: read,
    params: memberParams,
    response: memberLevelsSchema,
  }),
  setLevels: endpoint({
    method: 'PUT',
    path: '/members/levels/:id',
    tag,
    access: update,
    params: memberParams,
    body: memberLevelsBody,
    response: memberLevelsSchema,
  }),
  levelTypes: endpoint({
    method: 'GET',
    path: '/members/level-types',
    tag,
    access: read,
    response: z.array(levelTypeSchema),
  }),
  createLevelType: endpoint({
    method: 'POST',
    path: '/members/level-types',
    tag,
    access: update,
    body: levelTypeBody,
    response: levelTypeSchema,
  }),
  updateLevelType: endpoint({
    method: 'PUT',
    path: '/members/level-types/:id',
    tag,
    access: update,
    params: levelTypeParams,
    body: levelTypeBody,
    response: levelTypeSchema,
  }),
  deleteLevelType: endpoint({
    method: 'DELETE',
    path: '/members/level-types/:id',
    tag,
    access: update,
    params: levelTypeParams,
    response: z.null(),
  }),
  bookings: endpoint({
    method: 'POST',
    path: '/members/booking/:id',
    tag,
    access: read,
    params: memberParams,
    body: memberBookingsBody,
    response: memberBookingsSchema,
  }),
  notes: endpoint({
    method: 'GET',
    path: '/members/notes/:id',
    tag,
    access: read,
    params: memberParams,
    response: z.array(memberNoteSchema),
  }),
  addNote: endpoint({
    method: 'POST',
    path: '/members/notes/:id',
    tag,
    access: update,
    params: memberParams,
    body: memberNoteBody,
    response: memberNoteSchema,
  }),
  deleteNote: endpoint({
    method: 'DELETE',
    path: '/members/notes/:id/:noteId',
    tag,
    access: update,
    params: memberNoteParams,
    response: z.null(),
  }),
  uploadPicture: endpoint({
    method: 'POST',
    path: '/users/fileupload',
    tag: 'users',
    summary: 'A profile picture (multipart field `file`): your own, or with member_id a member of your club',
    access: 'signedIn',
    query: pictureUploadQuery,
    body: 'multipart',
    response: pictureUploadSchema,
  }),
  picture: endpoint({
    method: 'GET',
    path: '/users/picture/:key',
    tag: 'users',
    access: 'public',
    params: pictureParams,
    response: 'file',
  }),
};
