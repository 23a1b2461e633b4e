// multipart/form-data for the routes that take files (SPEC §7 form-data builder): object
// values arrive as JSON strings, files under `images` (several) or `image` (one) or a field's
// own name. Limits are enforced while reading: past them the request answers 413.
import Busboy from 'busboy';
import type { Request } from 'express';
import { ApiError, badRequest } from './errors.ts';

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
  if (!req.is('multipart/form-data'))
    return Promise.reject(badRequest('The request must be multipart/form-data.'));
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
      reject(badRequest('The multipart body cannot be read.'));
      return;
    }
    parser.on('field', (name, value, info) => {
      if (info.valueTruncated) return fail(new ApiError(413, `The field "${name}" is too long.`));
      if (name === '__proto__' || name === 'constructor' || name === 'prototype')
        return fail(badRequest('Forbidden field name.'));
      fields[name] = value;
    });
    parser.on('file', (name, stream, info) => {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('limit', () => fail(new ApiError(413, `The file "${info.filename}" is too large.`)));
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
    parser.on('filesLimit', () => fail(new ApiError(413, 'Too many files.')));
    parser.on('fieldsLimit', () => fail(new ApiError(413, 'Too many fields.')));
    parser.on('error', () => fail(badRequest('The multipart body cannot be read.')));
    parser.on('close', () => {
      if (!failed) resolve({ fields, files });
    });
    req.pipe(parser);
  });
}
