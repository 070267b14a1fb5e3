import multipart from '@fastify/multipart';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import {
  endpoints,
  MEMBER_IMPORT_LIMITS,
  MEMBER_IMPORT_MESSAGES,
  memberImportFormSchema,
  type MemberImportForm,
} from '@fairplay/contracts';
import { AppError, fieldError } from '../../errors.js';
import { ok } from '../../plugins/envelope.js';
import { implement } from '../../plugins/endpoint-routes.js';
import { requireMember } from '../identity/index.js';
import type { MemberImportService, UploadedCsv } from './member-import.service.js';

const FORM_FIELDS = 6;

function tooBig(): AppError {
  const message = MEMBER_IMPORT_MESSAGES.tooBig;
  return new AppError(413, message, { errors: [{ field: 'file', message }] });
}

/** The one `file` part and the form's text fields; the file is held in memory, at most MEMBER_IMPORT_LIMITS.maxBytes. */
async function readUpload(request: FastifyRequest): Promise<{ file: UploadedCsv; form: MemberImportForm }> {
  if (!request.isMultipart()) throw fieldError('file', MEMBER_IMPORT_MESSAGES.noFile);
  const fields: Record<string, string> = {};
  let file: UploadedCsv | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const content = await part.toBuffer();
        if (part.fieldname === 'file' && file === null)
          file = { fileName: (part.filename || 'members.csv').slice(0, 255), content };
      } else if (typeof part.value === 'string') fields[part.fieldname] = part.value;
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooBig();
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT')
      throw fieldError('file', 'Send one file and the import form fields only.');
    throw fieldError('file', MEMBER_IMPORT_MESSAGES.unreadable);
  }
  const parsed = memberImportFormSchema.safeParse(fields);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw fieldError(issue.path.join('.') || 'form', issue.message);
  }
  if (file === null) throw fieldError('file', MEMBER_IMPORT_MESSAGES.noFile);
  if (file.content.length === 0) throw fieldError('file', MEMBER_IMPORT_MESSAGES.unreadable);
  return { file, form: parsed.data };
}

export function memberImportRoutes(service: MemberImportService): FastifyPluginAsync {
  return async (app) => {
    // Multipart is parsed only inside this plugin: the rest of the API keeps its small JSON bodies.
    await app.register(multipart, {
      limits: {
        fileSize: MEMBER_IMPORT_LIMITS.maxBytes,
        files: 1,
        fields: FORM_FIELDS,
        parts: FORM_FIELDS + 1,
        fieldSize: 25_000,
      },
    });
    implement(app, endpoints.memberImport, {
      upload: async (request) => {
        const member = requireMember(request);
        const { file, form } = await readUpload(request as unknown as FastifyRequest);
        const result = await service.upload(member, file, form);
        const message =
          form.mode === 'preview'
            ? MEMBER_IMPORT_MESSAGES.previewed
            : MEMBER_IMPORT_MESSAGES.imported(result.counts.create + result.counts.add + result.counts.update);
        return ok(result, message);
      },
      progress: async (request) => ok(await service.progress(requireMember(request), request.params.key)),
    });
  };
}
