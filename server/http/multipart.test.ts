import { Readable } from 'node:stream';
import type { Request } from 'express';
import { describe, expect, it } from 'vitest';
import { type MultipartReadLimits, MultipartRefused, readMultipartBody } from './multipart.ts';

const BOUNDARY = 'parvis-test-boundary';

type Part = { name: string; value: string } | { name: string; filename: string; type: string; data: string };

function body(parts: Part[]): Buffer {
  const chunks = parts.map((p) =>
    'filename' in p
      ? `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${p.name}"; filename="${p.filename}"\r\nContent-Type: ${p.type}\r\n\r\n${p.data}\r\n`
      : `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${p.name}"\r\n\r\n${p.value}\r\n`,
  );
  return Buffer.from(`${chunks.join('')}--${BOUNDARY}--\r\n`);
}

/** A request streaming `bytes`, its Content-Length declared as `declared` (the real length by default). */
function request(bytes: Buffer, declared = bytes.length): Request {
  const req = Readable.from([bytes]) as unknown as Request & { headers: Record<string, string> };
  req.headers = {
    'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
    'content-length': String(declared),
  };
  (req as unknown as { get: (name: string) => string | undefined }).get = (name) =>
    req.headers[name.toLowerCase()];
  return req;
}

const LIMITS: MultipartReadLimits = {
  fileBytes: 10,
  files: 2,
  fields: 5,
  fieldBytes: 50,
  bodyBytes: 10_000,
  longFile: 'truncate',
};

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => (error instanceof MultipartRefused ? error.refusal : error),
  );

describe('readMultipartBody', () => {
  it('keeps every field in order, a repeated name as many times as sent, and the files', async () => {
    const read = await readMultipartBody(
      request(
        body([
          { name: 'topics', value: 'travaux' },
          { name: 'email', value: 'jeanne@example.org' },
          { name: 'topics', value: 'écoles' },
          { name: 'doc', filename: 'a.pdf', type: 'application/pdf', data: '%PDF-1.4' },
          { name: 'empty', filename: '', type: 'application/octet-stream', data: '' },
        ]),
      ),
      LIMITS,
    );
    expect(read.fields).toEqual([
      ['topics', 'travaux'],
      ['email', 'jeanne@example.org'],
      ['topics', 'écoles'],
    ]);
    expect(read.files.map((f) => [f.field, f.filename, f.mimeType, f.data.toString(), f.truncated])).toEqual([
      ['doc', 'a.pdf', 'application/pdf', '%PDF-1.4', undefined],
      ['empty', '', 'application/octet-stream', '', undefined],
    ]);
  });

  it('keeps a file past its bound truncated, or refuses the body, as the caller asks', async () => {
    const long = body([{ name: 'doc', filename: 'a.txt', type: 'text/plain', data: 'x'.repeat(25) }]);
    const kept = await readMultipartBody(request(long), LIMITS);
    expect(kept.files[0]).toMatchObject({ data: Buffer.from('x'.repeat(10)), truncated: true });
    expect(await refusal(readMultipartBody(request(long), { ...LIMITS, longFile: 'refuse' }))).toEqual({
      kind: 'fileTooLong',
      field: 'doc',
    });
  });

  it('refuses too many files or fields, and a field past its bound, naming it', async () => {
    const file = (n: number): Part => ({
      name: `f${n}`,
      filename: `${n}.txt`,
      type: 'text/plain',
      data: 'x',
    });
    expect(await refusal(readMultipartBody(request(body([file(1), file(2), file(3)])), LIMITS))).toEqual({
      kind: 'tooManyFiles',
    });
    const fields = Array.from({ length: 6 }, (_, i) => ({ name: `n${i}`, value: 'v' }));
    expect(await refusal(readMultipartBody(request(body(fields)), LIMITS))).toEqual({
      kind: 'tooManyFields',
    });
    expect(
      await refusal(readMultipartBody(request(body([{ name: 'message', value: 'y'.repeat(60) }])), LIMITS)),
    ).toEqual({ kind: 'fieldTooLong', field: 'message' });
  });

  it('refuses a body past its limit: declared, before reading a byte, or as it streams', async () => {
    const bytes = body([{ name: 'message', value: 'hello' }]);
    const declared = request(bytes, 20_000);
    expect(await refusal(readMultipartBody(declared, LIMITS))).toEqual({ kind: 'tooLarge' });
    expect((declared as unknown as Readable).readableFlowing).toBeNull(); // nothing read
    const streamed = request(bytes, 0);
    expect(await refusal(readMultipartBody(streamed, { ...LIMITS, bodyBytes: 40 }))).toEqual({
      kind: 'tooLarge',
    });
  });

  it('bounds the body by what the other limits allow when no limit of its own is given', async () => {
    const { bodyBytes: _, ...others } = LIMITS;
    const bytes = body([{ name: 'message', value: 'hello' }]);
    // 2 files of 10 bytes, 5 fields of 50, and 64 KiB of part headers: 65 806 bytes
    expect(await refusal(readMultipartBody(request(bytes, 65_807), others))).toEqual({ kind: 'tooLarge' });
    expect((await readMultipartBody(request(bytes, 65_806), others)).fields).toEqual([['message', 'hello']]);
  });

  it('refuses a body that is not multipart as unreadable', async () => {
    const req = request(Buffer.from('a=1'));
    (req.headers as Record<string, string>)['content-type'] = 'text/plain';
    expect(await refusal(readMultipartBody(req, LIMITS))).toEqual({ kind: 'unreadable' });
  });
});
