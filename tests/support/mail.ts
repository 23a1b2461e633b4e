// A real SMTP server for tests, and a small decoder for the messages nodemailer writes, so that
// a test reads a mail the way a recipient would (mailparser is not available here).
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface CapturedMail {
  /** The From header, decoded: `"Display name" <address>`, or the bare address. */
  from: string;
  /** The envelope recipients: who the server was asked to deliver to. */
  to: string[];
  subject: string;
  text: string;
  html: string;
  raw: string;
}

export interface MailCatcher {
  url: string;
  messages: CapturedMail[];
  waitFor(predicate: (m: CapturedMail) => boolean, timeoutMs?: number): Promise<CapturedMail>;
  clear(): void;
  close(): Promise<void>;
}

export async function startMailCatcher(): Promise<MailCatcher> {
  const messages: CapturedMail[] = [];
  const waiters = new Set<(mail: CapturedMail) => void>();

  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    secure: false,
    logger: false,
    // A test that fails mid-dialogue must not hold close() for the default 30 s.
    closeTimeout: 1000,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('error', callback);
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        try {
          const decoded = decodeEml(raw);
          const mail: CapturedMail = {
            from: decoded.from,
            to: session.envelope.rcptTo.map((r) => r.address),
            subject: decoded.subject,
            text: decoded.text,
            html: decoded.html,
            raw,
          };
          messages.push(mail);
          for (const waiter of [...waiters]) waiter(mail);
          callback();
        } catch (err) {
          callback(err as Error);
        }
      });
    },
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.server.address() as AddressInfo;

  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    waitFor(predicate, timeoutMs = 5000) {
      const found = messages.find(predicate);
      if (found) return Promise.resolve(found);
      return new Promise((resolve, reject) => {
        const waiter = (mail: CapturedMail) => {
          if (!predicate(mail)) return;
          clearTimeout(timer);
          waiters.delete(waiter);
          resolve(mail);
        };
        const timer = setTimeout(() => {
          waiters.delete(waiter);
          const seen = messages.map((m) => `${m.to.join(', ')}: ${m.subject}`).join('; ') || 'none';
          reject(new Error(`no matching mail within ${timeoutMs} ms (received: ${seen})`));
        }, timeoutMs);
        waiters.add(waiter);
      });
    },
    clear() {
      // Emptied in place: a test may hold on to `messages`.
      messages.length = 0;
    },
    close() {
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** Finds the first https?:// link in a captured mail's text whose path contains `pathPart`. */
export function linkIn(mail: CapturedMail, pathPart: string): string {
  for (const [candidate] of mail.text.matchAll(/https?:\/\/[^\s<>"]+/g)) {
    const link = candidate.replace(/[.,;:!?)]+$/, '');
    try {
      if (new URL(link).pathname.includes(pathPart)) return link;
    } catch {
      // Not a URL after all: look further.
    }
  }
  throw new Error(`no link with "${pathPart}" in the mail "${mail.subject}":\n${mail.text}`);
}

interface Entity {
  headers: Map<string, string>;
  body: string;
}

export function decodeEml(raw: string): {
  subject: string;
  text: string;
  html: string;
  from: string;
  to: string[];
} {
  // SMTP carries CRLF, the outbox LF: one form makes the rest simpler, and the texts compared
  // against were written with LF.
  const root = parseEntity(raw.replace(/\r\n/g, '\n'));
  const parts = { text: '', html: '' };
  collectTextParts(root, parts);
  const fromHeader = splitAddressList(root.headers.get('from') ?? '')[0];
  return {
    subject: decodeWords(root.headers.get('subject') ?? ''),
    text: parts.text,
    html: parts.html,
    from: fromHeader ? formatMailbox(fromHeader) : '',
    to: splitAddressList(root.headers.get('to') ?? '').map((mailbox) => parseMailbox(mailbox).address),
  };
}

function parseEntity(source: string): Entity {
  const end = source.indexOf('\n\n');
  const head = end < 0 ? source : source.slice(0, end);
  const body = end < 0 ? '' : source.slice(end + 2);
  const headers = new Map<string, string>();
  // Unfolding: a line starting with white space continues the previous one.
  for (const line of head.replace(/\n(?=[ \t])/g, '').split('\n')) {
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    const name = line.slice(0, colon).trim().toLowerCase();
    if (!headers.has(name)) headers.set(name, line.slice(colon + 1).trim());
  }
  return { headers, body };
}

function collectTextParts(entity: Entity, found: { text: string; html: string }): void {
  const { type, params } = parseContentType(entity.headers.get('content-type') ?? 'text/plain');
  if (type.startsWith('multipart/')) {
    const boundary = params.get('boundary');
    if (!boundary) return;
    for (const part of splitMultipart(entity.body, boundary)) collectTextParts(parseEntity(part), found);
    return;
  }
  if (/^\s*attachment/i.test(entity.headers.get('content-disposition') ?? '')) return;
  const key = type === 'text/plain' ? 'text' : type === 'text/html' ? 'html' : null;
  if (!key || found[key]) return;
  const bytes = decodeTransfer(entity.body, entity.headers.get('content-transfer-encoding') ?? '7bit');
  found[key] = new TextDecoder(params.get('charset') ?? 'utf-8').decode(bytes);
}

function parseContentType(value: string): { type: string; params: Map<string, string> } {
  const [type = '', ...rest] = value.split(';');
  const params = new Map<string, string>();
  for (const param of rest) {
    const eq = param.indexOf('=');
    if (eq < 0) continue;
    const name = param.slice(0, eq).trim().toLowerCase();
    let paramValue = param.slice(eq + 1).trim();
    if (paramValue.startsWith('"') && paramValue.endsWith('"')) paramValue = unquote(paramValue);
    params.set(name, paramValue);
  }
  return { type: type.trim().toLowerCase(), params };
}

/** The bodies between `--boundary` lines; the line break before a delimiter belongs to it. */
function splitMultipart(body: string, boundary: string): string[] {
  const pieces = `\n${body}`.split(`\n--${boundary}`);
  const parts: string[] = [];
  // pieces[0] is the preamble; the piece after the closing `--boundary--` is the epilogue.
  for (const piece of pieces.slice(1)) {
    if (piece.startsWith('--')) break;
    const lineEnd = piece.indexOf('\n');
    parts.push(lineEnd < 0 ? '' : piece.slice(lineEnd + 1));
  }
  return parts;
}

function decodeTransfer(body: string, encoding: string): Uint8Array {
  switch (encoding.trim().toLowerCase()) {
    case 'quoted-printable':
      return decodeQuotedPrintable(body);
    case 'base64':
      return Buffer.from(body.replace(/\s+/g, ''), 'base64');
    default:
      return Buffer.from(body, 'utf8');
  }
}

function decodeQuotedPrintable(body: string): Uint8Array {
  // Trailing white space on a line is transport padding (real spaces there are written =20),
  // then the soft line breaks join the encoder's 76-character lines.
  return qpBytes(body.replace(/[ \t]+$/gm, '').replace(/=\n/g, ''));
}

/** `=XX` to the byte XX, every other character to its UTF-8 bytes. */
function qpBytes(value: string): Uint8Array {
  const bytes: number[] = [];
  for (let i = 0; i < value.length; i++) {
    const hex = value.slice(i + 1, i + 3);
    if (value[i] === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(value[i]!, 'utf8'));
    }
  }
  return Uint8Array.from(bytes);
}

/** RFC 2047 encoded words (`=?UTF-8?Q?...?=`, `=?UTF-8?B?...?=`) in a header value. */
function decodeWords(value: string): string {
  // White space between two adjacent encoded words is not part of the text.
  const compact = value.replace(/\?=\s+(?==\?[^?\s]+\?[QqBb]\?)/g, '?=');
  let out = '';
  let last = 0;
  // The bytes of adjacent words are decoded together: a character may be split between two.
  let charset = '';
  let bytes: Uint8Array[] = [];
  const decodeRun = () => {
    if (bytes.length > 0) out += new TextDecoder(charset).decode(Buffer.concat(bytes));
    bytes = [];
  };
  for (const match of compact.matchAll(/=\?([^?\s]+)\?([QqBb])\?([^?\s]*)\?=/g)) {
    const [, rawCharset = 'utf-8', kind = 'Q', data = ''] = match;
    // `UTF-8*fr`: RFC 2231 adds a language after the charset.
    const wordCharset = rawCharset.replace(/\*.*$/, '').toLowerCase();
    if (match.index !== last || wordCharset !== charset) {
      decodeRun();
      out += compact.slice(last, match.index);
      charset = wordCharset;
    }
    bytes.push(kind.toUpperCase() === 'B' ? Buffer.from(data, 'base64') : qpBytes(data.replace(/_/g, ' ')));
    last = match.index + match[0].length;
  }
  decodeRun();
  return out + compact.slice(last);
}

/** Splits an address list on the commas outside quotes and angle brackets. */
function splitAddressList(value: string): string[] {
  const list: string[] = [];
  let current = '';
  let quoted = false;
  let angle = false;
  for (let i = 0; i < value.length; i++) {
    const c = value[i]!;
    if (quoted && c === '\\') {
      current += c + (value[i + 1] ?? '');
      i++;
      continue;
    }
    if (c === '"') quoted = !quoted;
    else if (!quoted && c === '<') angle = true;
    else if (!quoted && c === '>') angle = false;
    else if (!quoted && !angle && c === ',') {
      if (current.trim()) list.push(current.trim());
      current = '';
      continue;
    }
    current += c;
  }
  if (current.trim()) list.push(current.trim());
  return list;
}

function parseMailbox(mailbox: string): { name: string; address: string } {
  const match = /^(.*)<([^>]*)>\s*$/.exec(mailbox);
  if (!match) return { name: '', address: mailbox.trim() };
  const phrase = match[1]!.trim();
  const name = phrase.startsWith('"') && phrase.endsWith('"') ? unquote(phrase) : decodeWords(phrase);
  return { name, address: match[2]!.trim() };
}

/** The canonical form `"name" <address>`, whatever encoding the header used for the name. */
function formatMailbox(mailbox: string): string {
  const { name, address } = parseMailbox(mailbox);
  return name ? `"${name.replace(/(["\\])/g, '\\$1')}" <${address}>` : address;
}

function unquote(quoted: string): string {
  return quoted.slice(1, -1).replace(/\\(.)/g, '$1');
}
