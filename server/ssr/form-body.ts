// The body of a form posted to a page without JavaScript (client/shared/lib/form-post.ts): its
// text fields, and the files of a form that takes them (multipart), read with limits. The render
// sends them on to the API as the browser would have; the API checks them again.
import Busboy from 'busboy';
import type { Request } from 'express';

export interface FormBody {
  fields: URLSearchParams;
  files: { name: string; file: File }[];
}

const LIMITS = { files: 5, fileSize: 5 * 1024 * 1024, fields: 100, fieldSize: 20_000 };

/** A multipart form's fields and files; null when the body cannot be read or breaks a limit. */
export function readMultipartForm(req: Request): Promise<FormBody | null> {
  return new Promise((resolve) => {
    const fields = new URLSearchParams();
    const files: FormBody['files'] = [];
    let failed = false;
    const fail = () => {
      if (failed) return;
      failed = true;
      req.unpipe(parser);
      req.resume();
      resolve(null);
    };
    let parser: ReturnType<typeof Busboy>;
    try {
      parser = Busboy({ headers: req.headers, limits: LIMITS });
    } catch {
      resolve(null);
      return;
    }
    parser.on('field', (name, value, info) => {
      if (info.valueTruncated) return fail();
      fields.append(name, value);
    });
    parser.on('file', (name, stream, info) => {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('limit', fail);
      stream.on('close', () => {
        // an empty file input still sends a part without a name
        if (!failed && info.filename)
          files.push({
            name,
            file: new File([new Uint8Array(Buffer.concat(chunks))], info.filename, { type: info.mimeType }),
          });
      });
    });
    parser.on('filesLimit', fail);
    parser.on('fieldsLimit', fail);
    parser.on('error', fail);
    parser.on('close', () => {
      if (!failed) resolve({ fields, files });
    });
    req.pipe(parser);
  });
}
