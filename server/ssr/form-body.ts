// The body of a form posted to a page without JavaScript (client/shared/lib/form-post.ts): its
// text fields, and the files of a form that takes them (multipart), read with limits
// (server/http/multipart.ts). The render sends them on to the API as the browser would have; the
// API checks them again.
import type { Request } from 'express';
import { readMultipartBody } from '../http/multipart.ts';

export interface FormBody {
  fields: URLSearchParams;
  files: { name: string; file: File }[];
}

const LIMITS = {
  fileBytes: 5 * 1024 * 1024,
  files: 5,
  fields: 100,
  fieldBytes: 20_000,
  longFile: 'refuse',
} as const;

/** A multipart form's fields and files; null when the body cannot be read or breaks a limit (the
 * rest of a refused body is drained: the page answers, the connection stays). */
export async function readMultipartForm(req: Request): Promise<FormBody | null> {
  try {
    const read = await readMultipartBody(req, LIMITS);
    return {
      fields: new URLSearchParams(read.fields),
      files: read.files
        // an empty file input still sends a part without a name
        .filter((f) => f.filename)
        .map((f) => ({
          name: f.field,
          file: new File([new Uint8Array(f.data)], f.filename, { type: f.mimeType }),
        })),
    };
  } catch {
    req.resume();
    return null;
  }
}
