import { z } from 'zod';
import { endpoint } from '../endpoint.js';
import { memberTypesResponse } from '../roles.js';
import {
  clubImageParams,
  clubImageSchema,
  clubSettingsResponse,
  signWaiverBody,
  updateClubSettingsBody,
  waiverInfo,
  waiverStatus,
  waiverUploadQuery,
} from '../settings.js';

const tag = 'settings';
const read = { resource: 'settings', action: 'read' } as const;
const update = { resource: 'settings', action: 'update' } as const;

/** The club's settings (spec 2 section 2). */
export const settingsEndpoints = {
  read: endpoint({ method: 'GET', path: '/business/settings', tag, access: read, response: clubSettingsResponse }),
  update: endpoint({
    method: 'PUT',
    path: '/business/settings',
    tag,
    access: update,
    body: updateClubSettingsBody,
    response: clubSettingsResponse,
  }),
};

/**
 * The club's image on its public page (issue 14; spec 3 "Shows business image"): staff with settings update upload
 * and remove it; anyone reads it at its address (club uid and a random key, new on each upload).
 */
export const clubImageEndpoints = {
  upload: endpoint({
    method: 'PUT',
    path: '/business/image',
    tag,
    summary: "The club's image (multipart field `file`, PNG, JPEG or WebP) for its public page (ours).",
    access: update,
    body: 'multipart',
    response: clubImageSchema,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/business/image',
    tag,
    summary: "Removes the club's image (ours).",
    access: update,
    response: clubImageSchema,
  }),
  read: endpoint({
    method: 'GET',
    path: '/out/business/:uid/image/:key',
    tag,
    summary: "The club's image, as shown on its public page (ours).",
    access: 'public',
    params: clubImageParams,
    response: 'file',
  }),
};

/** The club's waiver PDF: uploaded as the raw body, read back as the file. */
export const waiverEndpoints = {
  upload: endpoint({
    method: 'PUT',
    path: '/business/waiver',
    tag,
    access: update,
    query: waiverUploadQuery,
    body: 'binary',
    response: waiverInfo,
  }),
  download: endpoint({ method: 'GET', path: '/business/waiver', tag, access: 'member', response: 'file' }),
  remove: endpoint({ method: 'DELETE', path: '/business/waiver', tag, access: update, response: z.null() }),
  /** The caller's standing with the waiver: required of them, the current version, and whether they signed it. */
  status: endpoint({
    method: 'GET',
    path: '/business/waiver/status',
    tag,
    access: 'member',
    personal: true,
    response: waiverStatus,
  }),
  /** The caller signs the current waiver (spec 2 section 7: "waiver sign", path not shown). */
  sign: endpoint({
    method: 'POST',
    path: '/business/waiver/sign',
    tag,
    access: 'member',
    personal: true,
    body: signWaiverBody,
    response: waiverStatus,
  }),
};

/** The club's member types and their roles. */
export const roleEndpoints = {
  memberTypes: endpoint({
    method: 'GET',
    path: '/roles/member-types',
    tag: 'roles',
    access: read,
    response: memberTypesResponse,
  }),
};
