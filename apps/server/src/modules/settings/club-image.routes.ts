import multipart from '@fastify/multipart';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { CLUB_IMAGE_LIMITS, CLUB_IMAGE_MESSAGES, endpoints } from '@fairplay/contracts';
import { AppError } from '../../errors.js';
import { ok } from '../../plugins/envelope.js';
import { implement, route } from '../../plugins/endpoint-routes.js';
import { requireMember } from '../identity/index.js';
import type { ClubImageService } from './club-image.service.js';

/** Served as an image and nothing else: should a browser treat it as a page, it runs sandboxed and loads nothing. */
const IMAGE_CSP = "sandbox; default-src 'none'; frame-ancestors 'none'";

const fileError = (status: number, message: string) =>
  new AppError(status, message, { errors: [{ field: 'file', message }] });

/** The uploaded file's bytes: the first file part of the form, at most the size limit. */
async function readUpload(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw fileError(400, CLUB_IMAGE_MESSAGES.missing);
  try {
    const file = await request.file();
    if (!file) throw fileError(400, CLUB_IMAGE_MESSAGES.missing);
    return await file.toBuffer();
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw fileError(413, CLUB_IMAGE_MESSAGES.tooLarge);
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
      throw fileError(413, 'Please send one image at a time.');
    }
    throw error;
  }
}

export function clubImageRoutes(service: ClubImageService): FastifyPluginAsync {
  return async (app) => {
    const { upload, ...json } = endpoints.clubImage;
    implement(app, json, {
      remove: async (request) => ok(await service.remove(requireMember(request)), CLUB_IMAGE_MESSAGES.removed),
      read: async (request, reply) => {
        const image = await service.read(request.params.uid, request.params.key);
        return (
          reply
            .type(image.contentType)
            .header('x-content-type-options', 'nosniff')
            .header('content-security-policy', IMAGE_CSP)
            .header('content-disposition', 'inline')
            // The address changes with every upload, so the bytes at one address never change.
            .header('cache-control', 'public, max-age=86400')
            .send(image.content)
        );
      },
    });
    // The form parser exists only for the upload, and reads one file of at most the limit.
    await app.register(async (uploads) => {
      await uploads.register(multipart, {
        limits: { fileSize: CLUB_IMAGE_LIMITS.maxBytes, files: 1, fields: 2, parts: 3 },
        throwFileSizeLimit: true,
      });
      route(uploads, upload, async (request) =>
        ok(
          await service.upload(requireMember(request), await readUpload(request as unknown as FastifyRequest)),
          CLUB_IMAGE_MESSAGES.saved,
        ),
      );
    });
  };
}
