// multipart/form-data for the routes that take files (SPEC §7 form-data builder): object
// values arrive as JSON strings, files under `images` (several) or `image` (one) or a field's
// own name. Nothing is read before the route's checks that do not need the body (the site, the
// Origin, the form's existence, the rate limit: `beforeBody` in server/api/define.ts). Then the
// body is refused as early as it can be: a declared Content-Length past the limit before a byte
// is read, a streamed body as soon as it passes it, each with 413 and the connection closed (so
// the rest is never received). Each file is held in memory up to its own bound only: past it,
// its bytes are dropped and the file is marked `truncated` (a field error, not a 413).
import Busboy from 'busboy';
import type { Request } from 'express';
import { msg } from '#shared/lib/messages.ts';
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

/** Room for the boundaries and part headers of every part. */
const PART_OVERHEAD_BYTES = 64 * 1024;

export const maxBodyBytes = (limits: MultipartLimits): number =>
  limits.maxBodyBytes ??
  limits.maxFiles * limits.maxFileBytes + limits.maxFields * limits.maxFieldBytes + PART_OVERHEAD_BYTES;

/** Refuses the rest of a body that will not be read: the answer closes the connection. */
function refuseUnread(req: Request, error: ApiError): ApiError {
  closeAfterAnswer(req);
  return error;
}

const tooLarge = () => new ApiError(413, MESSAGES.tooLarge);

export function readMultipart(
  req: Request,
  limits: MultipartLimits = DEFAULT_MULTIPART_LIMITS,
): Promise<MultipartBody> {
  if (!req.is('multipart/form-data'))
    return Promise.reject(refuseUnread(req, new ApiError(415, MESSAGES.expected)));
  const limit = maxBodyBytes(limits);
  const declared = Number(req.get('content-length'));
  if (Number.isFinite(declared) && declared > limit) return Promise.reject(refuseUnread(req, tooLarge()));

  return new Promise((resolve, reject) => {
    const fields: Record<string, string> = {};
    const files: UploadedFile[] = [];
    let failed = false;
    let received = 0;
    const fail = (error: ApiError) => {
      if (failed) return;
      failed = true;
      req.off('data', count);
      req.unpipe(parser);
      req.pause(); // never drained: the answer closes the connection instead
      reject(refuseUnread(req, error));
    };
    const count = (chunk: Buffer) => {
      received += chunk.length;
      if (received > limit) fail(tooLarge());
    };
    let parser: ReturnType<typeof Busboy>;
    try {
      parser = Busboy({
        headers: req.headers,
        limits: {
          fileSize: limits.maxFileBytes,
          files: limits.maxFiles,
          fields: limits.maxFields,
          fieldSize: limits.maxFieldBytes,
        },
      });
    } catch {
      reject(refuseUnread(req, badRequest(MESSAGES.unreadable)));
      return;
    }
    parser.on('field', (name, value, info) => {
      if (info.valueTruncated) return fail(new ApiError(413, MESSAGES.fieldTooLong(name)));
      if (name === '__proto__' || name === 'constructor' || name === 'prototype')
        return fail(badRequest(MESSAGES.forbiddenName));
      fields[name] = value;
    });
    parser.on('file', (name, stream, info) => {
      const chunks: Buffer[] = [];
      let truncated = false;
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      // busboy stops keeping the bytes at the limit and skips the rest of this file
      stream.on('limit', () => {
        truncated = true;
      });
      stream.on('close', () => {
        if (!failed)
          files.push({
            field: name,
            filename: info.filename ?? 'file',
            mimeType: info.mimeType,
            data: Buffer.concat(chunks),
            ...(truncated ? { truncated } : {}),
          });
      });
    });
    parser.on('filesLimit', () => fail(new ApiError(413, MESSAGES.tooManyFiles)));
    parser.on('fieldsLimit', () => fail(new ApiError(413, MESSAGES.tooManyFields)));
    parser.on('error', () => fail(badRequest(MESSAGES.unreadable)));
    parser.on('close', () => {
      if (!failed) resolve({ fields, files });
    });
    req.on('data', count);
    req.pipe(parser);
  });
}
