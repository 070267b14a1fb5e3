import multipart from '@fastify/multipart';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { endpoints, MEMBER_PROFILE_LIMITS, MEMBER_PROFILE_MESSAGES } from '@fairplay/contracts';
import { AppError } from '../../errors.js';
import { ok } from '../../plugins/envelope.js';
import { implement, route } from '../../plugins/endpoint-routes.js';
import { requireAuth, requireMember } from '../identity/index.js';
import type { MemberProfileServices } from './index.js';

/**
 * A stored picture is shown as an image and nothing else: should a browser ever treat it as a page, it runs in an
 * opaque origin with no scripts and loads nothing.
 */
export const PICTURE_CSP = "sandbox; default-src 'none'; frame-ancestors 'none'";

const fileError = (status: number, message: string) =>
  new AppError(status, message, { errors: [{ field: 'file', message }] });

/** The uploaded file's bytes: the first file part of the form, at most the size limit. */
async function readUpload(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw fileError(400, MEMBER_PROFILE_MESSAGES.pictureMissing);
  try {
    const file = await request.file();
    if (!file) throw fileError(400, MEMBER_PROFILE_MESSAGES.pictureMissing);
    return await file.toBuffer();
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw fileError(413, MEMBER_PROFILE_MESSAGES.pictureTooLarge);
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
      throw fileError(413, 'Please send one picture at a time.');
    }
    throw error;
  }
}

export function memberProfileRoutes(services: MemberProfileServices): FastifyPluginAsync {
  const { record, levels, notes, bookings, pictures } = services;
  return async (app) => {
    const { uploadPicture, ...json } = endpoints.memberProfile;
    implement(app, json, {
      member: async (request) => ok(await record.record(requireMember(request), request.params.id)),
      memberSection: async (request) =>
        ok(await record.record(requireMember(request), request.params.id, request.params.x)),
      levels: async (request) => ok(await levels.levels(requireMember(request), request.params.id)),
      setLevels: async (request) =>
        ok(
          await levels.setLevels(requireMember(request), request.params.id, request.body),
          MEMBER_PROFILE_MESSAGES.levelsSaved,
        ),
      levelTypes: async (request) => ok(await levels.levelTypes(requireMember(request))),
      createLevelType: async (request) =>
        ok(await levels.createLevelType(requireMember(request), request.body), 'Level type added.'),
      updateLevelType: async (request) =>
        ok(await levels.updateLevelType(requireMember(request), request.params.id, request.body), 'Level type saved.'),
      deleteLevelType: async (request) => {
        await levels.deleteLevelType(requireMember(request), request.params.id);
        return ok(null, 'Level type removed.');
      },
      bookings: async (request) => ok(await bookings.bookings(requireMember(request), request.params.id, request.body)),
      notes: async (request) => ok(await notes.notes(requireMember(request), request.params.id)),
      addNote: async (request) =>
        ok(
          await notes.add(requireMember(request), request.params.id, request.body.body),
          MEMBER_PROFILE_MESSAGES.noteAdded,
        ),
      deleteNote: async (request) => {
        await notes.remove(requireMember(request), request.params.id, request.params.noteId);
        return ok(null, MEMBER_PROFILE_MESSAGES.noteDeleted);
      },
      picture: async (request, reply) => {
        const picture = await pictures.read(request.params.key);
        return reply
          .type(picture.contentType)
          .header('x-content-type-options', 'nosniff')
          .header('content-security-policy', PICTURE_CSP)
          .header('content-disposition', 'inline')
          .header('cache-control', 'private, max-age=86400')
          .send(picture.content);
      },
    });
    // The form parser exists only for the upload, and reads one file of at most the limit.
    await app.register(async (uploads) => {
      await uploads.register(multipart, {
        limits: { fileSize: MEMBER_PROFILE_LIMITS.pictureMaxBytes, files: 1, fields: 2, parts: 3 },
        throwFileSizeLimit: true,
      });
      route(uploads, uploadPicture, async (request) =>
        ok(
          await pictures.upload(
            requireAuth(request),
            request.member,
            request.query.member_id,
            await readUpload(request as unknown as FastifyRequest),
          ),
          MEMBER_PROFILE_MESSAGES.pictureSaved,
        ),
      );
    });
  };
}
