// A multipart/form-data body read with busboy within limits: the one reader of the API's form-data
// routes (server/api/multipart.ts) and of the forms posted to pages without JavaScript
// (server/ssr/form-body.ts). The body is refused as soon as it breaks a limit (a declared
// Content-Length past the whole body's limit before a byte is read); the rest of it is left
// unread and the request paused: each caller says what happens to it (the API closes the
// connection after its answer, a page drains it) and what the refusal answers.
import Busboy from 'busboy';
import type { Request } from 'express';

export interface MultipartReadLimits {
  fileBytes: number;
  files: number;
  fields: number;
  fieldBytes: number;
  /** The whole body; by default what the other limits allow, with room for the part headers. */
  bodyBytes?: number;
  /** A file past `fileBytes`: kept truncated (marked) or the whole body refused. */
  longFile: 'truncate' | 'refuse';
}

export interface MultipartFile {
  field: string;
  /** As the browser sent it: empty for a file input left empty. */
  filename: string;
  /** What the browser claimed; the bytes decide. */
  mimeType: string;
  data: Buffer;
  /** Past `fileBytes`: `data` holds its first bytes only. */
  truncated?: true;
}

export interface MultipartRead {
  /** In the body's order, a name as many times as it was sent. */
  fields: [name: string, value: string][];
  files: MultipartFile[];
}

export type MultipartRefusal =
  | { kind: 'unreadable' }
  | { kind: 'tooLarge' }
  | { kind: 'tooManyFiles' }
  | { kind: 'tooManyFields' }
  | { kind: 'fieldTooLong'; field: string }
  | { kind: 'fileTooLong'; field: string };

export class MultipartRefused extends Error {
  readonly refusal: MultipartRefusal;
  constructor(refusal: MultipartRefusal) {
    super(`multipart body refused: ${refusal.kind}`);
    this.refusal = refusal;
  }
}

/** Room for the boundaries and part headers of every part. */
const PART_OVERHEAD_BYTES = 64 * 1024;

/** The body's fields and files; rejects with `MultipartRefused`, the rest of the body unread. */
export function readMultipartBody(req: Request, limits: MultipartReadLimits): Promise<MultipartRead> {
  const bodyBytes =
    limits.bodyBytes ??
    limits.files * limits.fileBytes + limits.fields * limits.fieldBytes + PART_OVERHEAD_BYTES;
  const declared = Number(req.get('content-length'));
  if (Number.isFinite(declared) && declared > bodyBytes)
    return Promise.reject(new MultipartRefused({ kind: 'tooLarge' }));

  return new Promise((resolve, reject) => {
    const fields: MultipartRead['fields'] = [];
    const files: MultipartFile[] = [];
    let failed = false;
    let received = 0;
    let parser: ReturnType<typeof Busboy> | null = null;
    const fail = (refusal: MultipartRefusal) => {
      if (failed) return;
      failed = true;
      req.off('data', count);
      if (parser) req.unpipe(parser);
      req.pause();
      reject(new MultipartRefused(refusal));
    };
    const count = (chunk: Buffer) => {
      received += chunk.length;
      if (received > bodyBytes) fail({ kind: 'tooLarge' });
    };
    try {
      parser = Busboy({
        headers: req.headers,
        // browsers send a file's name as UTF-8 bytes (busboy reads latin1 unless told)
        defParamCharset: 'utf8',
        limits: {
          fileSize: limits.fileBytes,
          files: limits.files,
          fields: limits.fields,
          fieldSize: limits.fieldBytes,
        },
      });
    } catch {
      fail({ kind: 'unreadable' });
      return;
    }
    parser.on('field', (name, value, info) => {
      if (info.valueTruncated) return fail({ kind: 'fieldTooLong', field: name });
      fields.push([name, value]);
    });
    parser.on('file', (name, stream, info) => {
      const chunks: Buffer[] = [];
      let truncated = false;
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      // busboy stops keeping the bytes at the limit and skips the rest of this file
      stream.on('limit', () => {
        if (limits.longFile === 'refuse') fail({ kind: 'fileTooLong', field: name });
        truncated = true;
      });
      stream.on('close', () => {
        if (failed) return;
        files.push({
          field: name,
          filename: info.filename ?? '',
          mimeType: info.mimeType,
          data: Buffer.concat(chunks),
          ...(truncated ? { truncated: true as const } : {}),
        });
      });
    });
    parser.on('filesLimit', () => fail({ kind: 'tooManyFiles' }));
    parser.on('fieldsLimit', () => fail({ kind: 'tooManyFields' }));
    parser.on('error', () => fail({ kind: 'unreadable' }));
    parser.on('close', () => {
      if (!failed) resolve({ fields, files });
    });
    req.on('data', count);
    req.pipe(parser);
  });
}
