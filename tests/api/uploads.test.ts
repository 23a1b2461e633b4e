// Multipart bodies are refused before they are read (server/api/multipart.ts): the form and
// the rate limit first, then a declared or streamed size past the form's bounds stops the upload
// with 413 and a closed connection, long before the caller has sent it all.
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formSubmissions, forms } from '../../server/db/schema.ts';
import { startTestApp, type TestApp } from '../support/app.ts';
import { TOWN_HOST } from '../support/fixtures.ts';
import { siteId } from '../support/sessions.ts';

let t: TestApp;
let formId: number;

beforeAll(async () => {
  t = await startTestApp({
    env: { TRUST_PROXY: 'true' },
    limits: { formSubmitPerAddress: { max: 2, windowS: 3600 } },
  });
  const town = await siteId(t.database, 'vallon-sur-lys');
  [{ id: formId }] = (await t.database.db
    .insert(forms)
    .values({
      siteId: town,
      title: 'Pièces justificatives',
      successMessage: 'Reçu.',
      fields: [
        { name: 'name', label: 'Nom', type: 'text', required: true },
        {
          name: 'proof',
          label: 'Justificatif',
          type: 'file',
          required: true,
          accept: ['pdf'],
          maxSizeKb: 100,
        },
      ],
    })
    .returning({ id: forms.id })) as [{ id: number }];
});
afterAll(() => t.close());

const BOUNDARY = 'parvis-test-boundary';
const head = (name: string, filename?: string) =>
  Buffer.from(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"${filename ? `; filename="${filename}"` : ''}\r\n` +
      `${filename ? 'Content-Type: application/pdf\r\n' : ''}\r\n`,
  );

interface Outcome {
  status: number;
  connection: string | undefined;
  /** Bytes of the body sent when the answer came. */
  sentBeforeAnswer: number;
}

/** Sends a multipart upload of `total` bytes in 64 KB chunks, slowly, and stops at the answer.
 * A raw socket rather than http.request: the server closes the connection right after a refusal,
 * and the caller's next write may then fail (EPIPE, ECONNRESET) before an HTTP client would have
 * handed over the answer that had already arrived; the socket's own bytes are read as they come. */
function upload(options: {
  path?: string;
  total: number;
  declare: boolean;
  address?: string;
  contentType?: string;
}): Promise<Outcome> {
  const { port } = new URL(t.url);
  return new Promise((resolve, reject) => {
    let sent = 0;
    let answered = false;
    let received = '';
    const lines = [
      `POST ${options.path ?? `/api/forms/${formId}/submit`} HTTP/1.1`,
      `Host: ${TOWN_HOST}`,
      `Content-Type: ${options.contentType ?? `multipart/form-data; boundary=${BOUNDARY}`}`,
      `X-Forwarded-For: ${options.address ?? '203.0.113.5'}`,
      options.declare ? `Content-Length: ${options.total}` : 'Transfer-Encoding: chunked',
    ];
    const socket = net.connect({ host: '127.0.0.1', port: Number(port) });
    const answer = () => {
      const end = received.indexOf('\r\n\r\n');
      if (answered || end < 0) return;
      answered = true;
      const [statusLine = '', ...headerLines] = received.slice(0, end).split('\r\n');
      const connection = headerLines
        .find((line) => /^connection:/i.test(line))
        ?.replace(/^connection:\s*/i, '')
        .toLowerCase();
      resolve({ status: Number(statusLine.split(' ')[1]), connection, sentBeforeAnswer: sent });
      socket.destroy();
    };
    socket.on('data', (data) => {
      received += data.toString('latin1');
      answer();
    });
    // a write refused by a closed connection: the answer is read from what had arrived
    socket.on('error', () => undefined);
    socket.on('close', () => {
      answer();
      if (!answered) reject(new Error(`connection closed without an answer after ${sent} bytes`));
    });
    const frame = (piece: Buffer) =>
      options.declare
        ? piece
        : Buffer.concat([Buffer.from(`${piece.length.toString(16)}\r\n`), piece, Buffer.from('\r\n')]);
    const first = Buffer.concat([
      head('name', undefined),
      Buffer.from('Jeanne\r\n'),
      head('proof', 'big.pdf'),
      Buffer.from('%PDF-1.4\n'),
    ]);
    const chunk = Buffer.alloc(64 * 1024, 0x20);
    socket.write(`${lines.join('\r\n')}\r\n\r\n`);
    const pump = () => {
      if (answered || socket.destroyed) return;
      if (sent >= options.total) return void (options.declare ? undefined : socket.write('0\r\n\r\n'));
      const piece = sent === 0 ? first : chunk.subarray(0, Math.min(chunk.length, options.total - sent));
      socket.write(frame(piece));
      sent += piece.length;
      setTimeout(pump, 5);
    };
    pump();
  });
}

const TWENTY_MB = 20 * 1024 * 1024;
/** Answered long before the 20 MB were sent: what the caller had written by then depends on how
 * fast a busy machine schedules the server (socket buffers hold hundreds of KB), not on the rule. */
const EARLY = 4 * 1024 * 1024;

describe('multipart uploads', () => {
  it('refuses a declared size past the form’s bounds before reading it', async () => {
    const res = await upload({ total: TWENTY_MB, declare: true });
    expect(res.status).toBe(413);
    expect(res.connection).toBe('close');
    expect(res.sentBeforeAnswer).toBeLessThan(EARLY);
  });

  it('stops a streamed body as soon as it passes them', async () => {
    const res = await upload({ total: TWENTY_MB, declare: false, address: '203.0.113.6' });
    expect(res.status).toBe(413);
    expect(res.connection).toBe('close');
    // the form takes one file of 100 KB and 1 MB of text: refused a little past that
    expect(res.sentBeforeAnswer).toBeLessThan(EARLY);
  });

  it('refuses an unknown form, a rate-limited caller and a body of another type without reading it', async () => {
    const unknown = await upload({ path: '/api/forms/999999/submit', total: TWENTY_MB, declare: true });
    expect(unknown.status).toBe(404);
    expect(unknown.sentBeforeAnswer).toBeLessThan(EARLY);

    const address = '198.51.100.99';
    for (let i = 0; i < 2; i++) {
      const accepted = await t.http
        .post(`/api/forms/${formId}/submit`)
        .set('Host', TOWN_HOST)
        .set('X-Forwarded-For', address)
        .field('name', 'Jeanne')
        .attach('proof', Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\n'), { filename: 'ok.pdf' });
      expect(accepted.status).toBe(200);
    }
    const before = (await t.database.db.select().from(formSubmissions)).length;
    const limited = await upload({ total: TWENTY_MB, declare: true, address });
    expect(limited.status).toBe(429);
    expect(limited.connection).toBe('close');
    expect(limited.sentBeforeAnswer).toBeLessThan(EARLY);
    const chunked = await upload({ total: TWENTY_MB, declare: false, address });
    expect(chunked.status).toBe(429);
    expect(chunked.sentBeforeAnswer).toBeLessThan(EARLY);
    expect((await t.database.db.select().from(formSubmissions)).length).toBe(before);

    const wrongType = await upload({
      total: TWENTY_MB,
      declare: true,
      address: '203.0.113.8',
      contentType: 'text/plain',
    });
    expect(wrongType.status).toBe(415);
    expect(wrongType.sentBeforeAnswer).toBeLessThan(EARLY);
  });

  it('answers a file longer than its field takes with the field’s error, holding only its first bytes', async () => {
    const res = await t.http
      .post(`/api/forms/${formId}/submit`)
      .set('Host', TOWN_HOST)
      .set('X-Forwarded-For', '203.0.113.9')
      .field('name', 'Jeanne')
      .attach('proof', Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(300 * 1024)]), {
        filename: 'big.pdf',
      });
    expect(res.status).toBe(400);
    expect(res.body.data).toEqual([{ path: 'proof', message: 'file_too_large' }]);
  });
});
