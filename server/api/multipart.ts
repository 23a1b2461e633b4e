// multipart/form-data for the routes that take files (SPEC §7 form-data builder): object
// values arrive as JSON strings, files under `images` (several) or `image` (one) or a field's
// own name. Limits are enforced while reading: past them the request answers 413.
import Busboy from 'busboy';
import type { Request } from 'express';
import { msg } from '#shared/lib/messages.ts';
import { ApiError, badRequest } from './errors.ts';

const MESSAGES = {
  expected: msg({ id: 'api.multipart.expected', message: 'The request must be multipart/form-data.' }),
  unreadable: msg({ id: 'api.multipart.unreadable', message: 'The multipart body cannot be read.' }),
  forbiddenName: msg({ id: 'api.multipart.forbiddenName', message: 'Forbidden field name.' }),
  tooManyFiles: msg({ id: 'api.multipart.tooManyFiles', message: 'Too many files.' }),
  tooManyFields: msg({ id: 'api.multipart.tooManyFields', message: 'Too many fields.' }),
  fieldTooLong: (name: string) =>
    msg({ id: 'api.multipart.fieldTooLong', message: 'The field "{name}" is too long.', values: { name } }),
  fileTooLarge: (name = '') =>
    msg({ id: 'api.multipart.fileTooLarge', message: 'The file "{name}" is too large.', values: { name } }),
};

export interface UploadedFile {
  field: string;
  filename: string;
  /** What the browser claimed; the bytes decide (see modules/forms). */
  mimeType: string;
  data: Buffer;
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
}

export const DEFAULT_MULTIPART_LIMITS: MultipartLimits = {
  maxFileBytes: 5 * 1024 * 1024,
  maxFiles: 5,
  maxFields: 50,
  maxFieldBytes: 20_000,
};

export function readMultipart(
  req: Request,
  limits: MultipartLimits = DEFAULT_MULTIPART_LIMITS,
): Promise<MultipartBody> {
  if (!req.is('multipart/form-data')) return Promise.reject(badRequest(MESSAGES.expected));
  return new Promise((resolve, reject) => {
    const fields: Record<string, string> = {};
    const files: UploadedFile[] = [];
    let failed = false;
    const fail = (error: ApiError) => {
      if (failed) return;
      failed = true;
      req.unpipe(parser);
      req.resume();
      reject(error);
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
      reject(badRequest(MESSAGES.unreadable));
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
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('limit', () => fail(new ApiError(413, MESSAGES.fileTooLarge(info.filename))));
      stream.on('close', () => {
        if (!failed)
          files.push({
            field: name,
            filename: info.filename ?? 'file',
            mimeType: info.mimeType,
            data: Buffer.concat(chunks),
          });
      });
    });
    parser.on('filesLimit', () => fail(new ApiError(413, MESSAGES.tooManyFiles)));
    parser.on('fieldsLimit', () => fail(new ApiError(413, MESSAGES.tooManyFields)));
    parser.on('error', () => fail(badRequest(MESSAGES.unreadable)));
    parser.on('close', () => {
      if (!failed) resolve({ fields, files });
    });
    req.pipe(parser);
  });
}
