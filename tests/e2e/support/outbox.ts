// The e2e server has no SMTP_URL: every mail is an .eml file in <e2eDataDir>/outbox.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { inject } from 'vitest';

export interface OutboxMail {
  file: string;
  to: string;
  subject: string;
  /** The decoded message, headers and both bodies. */
  text: string;
}

/** Quoted-printable: soft line breaks `=\n` go, `=XX` are bytes of UTF-8. */
export function decodeQuotedPrintable(raw: string): string {
  const joined = raw.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    const hex = joined[i] === '=' ? joined.slice(i + 1, i + 3) : '';
    if (/^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(joined[i]!, 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

/** `Subject: =?UTF-8?Q?…?=` encoded words, as nodemailer writes them for accented subjects. */
function decodeHeader(value: string): string {
  return value.replace(/=\?utf-8\?([QB])\?([^?]*)\?=\s*/gi, (_, kind: string, text: string) =>
    kind.toUpperCase() === 'B'
      ? Buffer.from(text, 'base64').toString('utf8')
      : decodeQuotedPrintable(text.replaceAll('_', ' ')),
  );
}

function header(raw: string, name: string): string {
  const match = new RegExp(`^${name}: ((?:.*)(?:\\n[ \\t].*)*)`, 'im').exec(raw);
  return match ? decodeHeader(match[1]!.replace(/\n[ \t]+/g, ' ')) : '';
}

export function readOutbox(dataDir = inject('e2eDataDir')): OutboxMail[] {
  const dir = path.join(dataDir, 'outbox');
  let files: string[];
  try {
    files = readdirSync(dir).filter((f) => f.endsWith('.eml'));
  } catch {
    return [];
  }
  return files.sort().map((file) => {
    const raw = readFileSync(path.join(dir, file), 'utf8').replaceAll('\r\n', '\n');
    return { file, to: header(raw, 'To'), subject: header(raw, 'Subject'), text: decodeQuotedPrintable(raw) };
  });
}

/** Waits for the latest mail to `to` whose subject matches. */
export async function waitForMail(to: string, subject: RegExp, timeoutMs = 10_000): Promise<OutboxMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mail = readOutbox()
      .filter((m) => m.to.toLowerCase().includes(to.toLowerCase()) && subject.test(m.subject))
      .at(-1);
    if (mail) return mail;
    if (Date.now() > deadline) throw new Error(`No mail to ${to} matching ${subject} in the outbox`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** The first link of the mail whose path starts with `pathPrefix`. */
export function linkIn(mail: OutboxMail, pathPrefix: string): string {
  const links = mail.text.match(/https?:\/\/[^\s"<>]+/g) ?? [];
  const link = links.find((l) => new URL(l).pathname.startsWith(pathPrefix));
  if (!link) throw new Error(`No link to ${pathPrefix} in "${mail.subject}"`);
  return link;
}
