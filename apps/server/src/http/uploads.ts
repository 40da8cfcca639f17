import { fillMessage, MSG, type UploadExtension } from '@doyang/domain';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { documentKind } from '../storage/file-kinds.ts';
import { newStorageKey, type StorageFolder } from '../storage/storage-keys.ts';
import { HttpError, notFound, validationError } from './errors.ts';
import { keepIfCommitted } from './stored-files.ts';

// The one way an upload reaches the product (issue 26): a multipart form read in the route's preValidation (before
// the write's transaction), its file checked by content (PDF, PNG, JPEG, WEBP), limited in size, and stored under a
// key the server makes. The client's file name is never read: it names nothing on the server.

/** A file stored for this request: its key, what its bytes are, and how many. */
export type UploadedFile = { key: string; extension: UploadExtension; contentType: string; size: number };

/** The form: the stored file (null when none was sent) and the text fields (without `_method` and the path's `id`). */
export type UploadForm = { file: UploadedFile | null; fields: Record<string, string> };

export type UploadOptions = {
  /** Where the file is kept ('general-file-resources', 'users', 'insurance-rejections'). */
  folder: StorageFolder;
  /** The form's file field: 'file' unless told. */
  field?: string;
  /** A form without a file is refused (a create); otherwise the file is optional (an update may change only text). */
  required?: boolean;
  /** The route is an update sent as POST (spec 01 §7): the form must carry `_method=PUT`. */
  methodOverride?: boolean;
  /**
   * The form's text fields: checked before the file is stored, so a refused form stores nothing; a key the schema
   * does not name is refused. The handler parses `uploadOf(request).fields` with it again for their typed values.
   */
  fields?: z.ZodObject;
};

const forms = new WeakMap<FastifyRequest, UploadForm>();

/** Text fields at most: a person's whole record fits (about 70 fields, the longest 2,000 characters). */
const FIELD_LIMITS = { fields: 100, fieldSize: 10_000, parts: 110, files: 1 };

const megabytes = (bytes: number) => String(Number((bytes / (1024 * 1024)).toFixed(1)));

/** A JSON body's scalar values as form fields (an update that changes only text may be sent as JSON). */
function jsonFields(body: unknown): Record<string, string> {
  if (body === undefined || body === null) return {};
  if (typeof body !== 'object' || Array.isArray(body)) throw new HttpError(400, MSG.badRequest);
  const fields: Record<string, string> = {};
  for (const [key, value] of Object.entries(body)) {
    if (value === null || ['string', 'number', 'boolean'].includes(typeof value))
      fields[key] = value === null ? '' : String(value);
    else throw validationError({ [key]: [MSG.invalidData] });
  }
  return fields;
}

/** The form's parts: the one file's bytes (empty: none chosen) and the text fields; malformed input is the client's. */
async function readParts(request: FastifyRequest, field: string, maxBytes: number) {
  let bytes: Buffer | null = null;
  const fields: Record<string, string> = {};
  try {
    for await (const part of request.parts({ limits: { ...FIELD_LIMITS, fileSize: maxBytes } })) {
      if (part.type === 'file') {
        if (part.fieldname !== field) {
          await part.toBuffer().catch(() => undefined);
          throw validationError({ [part.fieldname]: [fillMessage(MSG.uploadUnknownField, { field: part.fieldname })] });
        }
        bytes = await part.toBuffer();
      } else if (typeof part.value === 'string') fields[part.fieldname] = part.value;
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE')
      throw validationError({ [field]: [fillMessage(MSG.uploadTooLarge, { max: megabytes(maxBytes) })] });
    if (code === 'FST_FILES_LIMIT') throw validationError({ [field]: [MSG.uploadOneFile] });
    throw new HttpError(400, MSG.badRequest);
  }
  return { bytes, fields };
}

/** `_method` and the path's `id`, as a Laravel-style client sends them; taken off the fields once checked. */
function takeOverrides(request: FastifyRequest, fields: Record<string, string>, options: UploadOptions): void {
  const rawId = (request.params as { id?: unknown } | undefined)?.id;
  if (rawId !== undefined) {
    // A path that names no record is refused before anything is stored; a body naming another record, as on any write.
    if (typeof rawId !== 'string' || !/^[1-9]\d{0,9}$/.test(rawId) || Number(rawId) > 2 ** 31 - 1) throw notFound();
    if (fields.id !== undefined && fields.id.trim() !== rawId) throw validationError({ id: [MSG.bodyIdMismatch] });
    delete fields.id;
  }
  const method = fields._method?.trim().toUpperCase();
  delete fields._method;
  if (options.methodOverride ? method !== 'PUT' : method !== undefined && method !== request.method) {
    throw validationError({ _method: [MSG.uploadMethodOverride] });
  }
}

/**
 * The route's preValidation step that reads and stores the upload (compose it after the route's own authorisation, so
 * a caller who may not write stores nothing). Its result is `uploadOf(request)` in the handler; the stored file is
 * removed again unless the write commits (http/stored-files.ts).
 */
export function readUpload(options: UploadOptions): (request: FastifyRequest) => Promise<void> {
  const field = options.field ?? 'file';
  return async (request) => {
    const maxBytes = request.server.config.uploadMaxBytes;
    const { bytes, fields } = request.isMultipart()
      ? await readParts(request, field, maxBytes)
      : { bytes: null, fields: jsonFields(request.body) };
    takeOverrides(request, fields, options);
    if (options.fields) {
      const unknown = Object.keys(fields).filter((key) => !(key in (options.fields?.shape ?? {})));
      if (unknown.length) throw validationError(Object.fromEntries(unknown.map((key) => [key, [MSG.unknownField]])));
      options.fields.parse(fields);
    }
    let file: UploadedFile | null = null;
    if (bytes?.length) {
      const kind = await documentKind(bytes);
      if (!kind) throw validationError({ [field]: [MSG.uploadKindRefused] });
      const key = newStorageKey(options.folder, kind.extension);
      await request.server.storage.put(key, bytes, kind.contentType);
      keepIfCommitted(request, key);
      file = { key, ...kind, size: bytes.length };
    } else if (options.required) throw validationError({ [field]: [MSG.uploadRequired] });
    forms.set(request, { file, fields });
  };
}

/** What `readUpload` read for this request. */
export const uploadOf = (request: FastifyRequest): UploadForm => forms.get(request) ?? { file: null, fields: {} };
