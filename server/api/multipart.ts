// multipart/form-data for the routes that take files (SPEC §7 form-data builder): object
// values arrive as JSON strings, files under `images` (several) or `image` (one) or a field's
// own name. Nothing is read before the route's checks that do not need the body (the site, the
// Origin, the form's existence, the rate limit: `beforeBody` in server/api/define.ts). Then the
// body is refused as early as it can be: a declared Content-Length past the limit before a byte
// is read, a streamed body as soon as it passes it, each with 413 and the connection closed (so
// the rest is never received). Each file is held in memory up to its own bound only: past it,
// its bytes are dropped and the file is marked `truncated` (a field error, not a 413).
import type { Request } from 'express';
import { msg } from '#shared/lib/messages.ts';
import {
  type MultipartRead,
  type MultipartRefusal,
  MultipartRefused,
  readMultipartBody,
} from '../http/multipart.ts';
import { ApiError, badRequest } from './errors.ts';
import { closeAfterAnswer } from './linger.ts';

const MESSAGES = {
  expected: msg({ id: 'api.multipart.expected', message: 'The request must be multipart/form-data.' }),
  unreadable: msg({ id: 'api.multipart.unreadable', message: 'The multipart body cannot be read.' }),
  forbiddenName: msg({ id: 'api.multipart.forbiddenName', message: 'Forbidden field name.' }),
  tooLarge: msg({ id: 'api.multipart.tooLarge', message: 'The request body is too large.' }),
  tooManyFiles: msg({ id: 'api.multipart.tooManyFiles', message: 'Too many files.' }),
  tooManyFields: msg({ id: 'api.multipart.tooManyFields', message: 'Too many fields.' }),
  fieldTooLong: (name: string) =>
    msg({ id: 'api.multipart.fieldTooLong', message: 'The field "{name}" is too long.', values: { name } }),
};

export interface UploadedFile {
  field: string;
  filename: string;
  /** What the browser claimed; the bytes decide (see modules/forms). */
  mimeType: string;
  data: Buffer;
  /** The file was longer than `maxFileBytes`: `data` holds its first bytes only. */
  truncated?: boolean;
}

export interface MultipartBody {
  fields: Record<string, string>;
  files: UploadedFile[];
}

export interface MultipartLimits {
  maxFileBytes: number;
  maxFiles: number;
  maxFields: number;
  maxFieldBytes: number;
  /** The whole body; by default what the other limits allow, with room for the part headers. */
  maxBodyBytes?: number;
}

export const DEFAULT_MULTIPART_LIMITS: MultipartLimits = {
  maxFileBytes: 5 * 1024 * 1024,
  maxFiles: 5,
  maxFields: 50,
  maxFieldBytes: 20_000,
};

/** Refuses the rest of a body that will not be read: the answer closes the connection. */
function refuseUnread(req: Request, error: ApiError): ApiError {
  closeAfterAnswer(req);
  return error;
}

/** What a refused body answers. */
function refusalError(refusal: MultipartRefusal): ApiError {
  switch (refusal.kind) {
    case 'tooLarge':
      return new ApiError(413, MESSAGES.tooLarge);
    case 'tooManyFiles':
      return new ApiError(413, MESSAGES.tooManyFiles);
    case 'tooManyFields':
      return new ApiError(413, MESSAGES.tooManyFields);
    case 'fieldTooLong':
    case 'fileTooLong':
      return new ApiError(413, MESSAGES.fieldTooLong(refusal.field));
    case 'unreadable':
      return badRequest(MESSAGES.unreadable);
  }
}

const FORBIDDEN_NAMES = new Set(['__proto__', 'constructor', 'prototype']);

export async function readMultipart(
  req: Request,
  limits: MultipartLimits = DEFAULT_MULTIPART_LIMITS,
): Promise<MultipartBody> {
  if (!req.is('multipart/form-data')) throw refuseUnread(req, new ApiError(415, MESSAGES.expected));
  let read: MultipartRead;
  try {
    read = await readMultipartBody(req, {
      fileBytes: limits.maxFileBytes,
      files: limits.maxFiles,
      fields: limits.maxFields,
      fieldBytes: limits.maxFieldBytes,
      ...(limits.maxBodyBytes === undefined ? {} : { bodyBytes: limits.maxBodyBytes }),
      longFile: 'truncate',
    });
  } catch (error) {
    // never drained: the answer closes the connection instead
    throw refuseUnread(
      req,
      error instanceof MultipartRefused ? refusalError(error.refusal) : badRequest(MESSAGES.unreadable),
    );
  }
  const fields: Record<string, string> = {};
  for (const [name, value] of read.fields) {
    if (FORBIDDEN_NAMES.has(name)) throw badRequest(MESSAGES.forbiddenName);
    fields[name] = value;
  }
  return {
    fields,
    files: read.files.map(({ field, filename, mimeType, data, truncated }) => ({
      field,
      filename: filename || 'file',
      mimeType,
      data,
      ...(truncated ? { truncated } : {}),
    })),
  };
}
