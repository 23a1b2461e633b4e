// Outgoing mail: SMTP when SMTP_URL is set, otherwise `.eml` files in the outbox so that a
// fresh checkout can follow a verification or reset link without any mail server.
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { type SendMailOptions } from 'nodemailer';
import type { Logger } from 'pino';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The sending site's name: the From display name is the site's, the address is MAIL_FROM. */
  siteName: string;
  replyTo?: string;
  attachments?: MailAttachment[];
}

/** A file sent with a message, e.g. the sale terms of an order (a durable medium). */
export interface MailAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
}

export interface SentMail {
  messageId: string;
  /** Where the message was written, in outbox mode only. */
  file?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<SentMail>;
  close(): Promise<void>;
}

export interface MailerOptions {
  smtpUrl?: string | undefined;
  from: string;
  outboxDir: string;
  logger: Logger;
}

// nodemailer's defaults (2 min to connect, 10 min of socket silence) would hold a request that
// sends mail far longer than any client waits.
const SMTP_TIMEOUT_MS = 10_000;

export function createMailer(options: MailerOptions): Mailer {
  return options.smtpUrl ? smtpMailer(options, options.smtpUrl) : outboxMailer(options);
}

function compose(message: MailMessage, from: string, date: Date): SendMailOptions {
  return {
    // The object form lets nodemailer quote or encode the display name: a site name holding
    // a quote or accents would otherwise break the header or be mis-decoded.
    from: { name: message.siteName, address: from },
    to: message.to,
    ...(message.replyTo ? { replyTo: message.replyTo } : {}),
    subject: message.subject,
    text: message.text,
    html: message.html,
    ...(message.attachments?.length
      ? {
          attachments: message.attachments.map(({ filename, content, contentType }) => ({
            filename,
            content,
            contentType,
          })),
        }
      : {}),
    date,
    messageId: `<${randomUUID()}@${domainOf(from)}>`,
    // Quoted-printable keeps French text and links readable in the raw message, where base64
    // would hide them.
    textEncoding: 'quoted-printable',
  };
}

function domainOf(address: string): string {
  const at = address.lastIndexOf('@');
  return at >= 0 && at < address.length - 1 ? address.slice(at + 1) : 'parvis.localhost';
}

function smtpMailer(options: MailerOptions, smtpUrl: string): Mailer {
  // nodemailer reads a string that is not a URL as "localhost:587": refuse it at start-up
  // instead, without quoting it (it may hold a password).
  const url = URL.parse(smtpUrl);
  if (!url || !['smtp:', 'smtps:'].includes(url.protocol)) {
    throw new Error('SMTP_URL must be an smtp:// or smtps:// URL');
  }
  const secrets = credentialsOf(url);
  let transport: ReturnType<typeof nodemailer.createTransport>;
  try {
    // One transport for the life of the process: it keeps the parsed settings and is what
    // close() releases at shutdown.
    transport = nodemailer.createTransport({
      url: smtpUrl,
      connectionTimeout: SMTP_TIMEOUT_MS,
      greetingTimeout: SMTP_TIMEOUT_MS,
      socketTimeout: SMTP_TIMEOUT_MS,
    });
  } catch (err) {
    throw sanitizedError('SMTP_URL is not usable', err, secrets);
  }
  return {
    async send(message) {
      let info: { messageId: string };
      try {
        info = await transport.sendMail(compose(message, options.from, new Date()));
      } catch (err) {
        throw sanitizedError('mail not sent', err, secrets);
      }
      // No recipient address here: in production the log is not the place for it.
      options.logger.info({ messageId: info.messageId, subject: message.subject }, 'mail sent');
      return { messageId: info.messageId };
    },
    async close() {
      transport.close();
    },
  };
}

function outboxMailer(options: MailerOptions): Mailer {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  const outboxDir = path.resolve(options.outboxDir);
  return {
    async send(message) {
      const date = new Date();
      const info = await transport.sendMail(compose(message, options.from, date));
      if (!Buffer.isBuffer(info.message)) throw new Error('the stream transport did not buffer the message');
      // Messages hold password-reset links: only the server's user may read them.
      await mkdir(outboxDir, { recursive: true, mode: 0o700 });
      const name = `${date.toISOString().replaceAll(':', '-')}-${randomBytes(4).toString('hex')}.eml`;
      const file = path.join(outboxDir, name);
      await writeFile(file, info.message, { mode: 0o600, flag: 'wx' });
      options.logger.info({ to: message.to, subject: message.subject, file }, 'mail written to the outbox');
      return { messageId: info.messageId, file };
    },
    async close() {
      transport.close();
    },
  };
}

/** The user name and password of the URL, as written and as decoded, to scrub from messages. */
function credentialsOf(url: URL): string[] {
  const secrets = new Set<string>();
  for (const part of [url.password, url.username]) {
    if (!part) continue;
    secrets.add(part);
    try {
      secrets.add(decodeURIComponent(part));
    } catch {
      // A malformed escape: the form as written is all there is.
    }
  }
  // Longest first, so that a password containing the user name is scrubbed whole.
  return [...secrets].sort((a, b) => b.length - a.length);
}

// The error is rebuilt rather than wrapped: nodemailer's own error may carry the URL or the
// SMTP dialogue (as `cause`, `command` or `response`), and callers log what they receive.
function sanitizedError(prefix: string, err: unknown, secrets: string[]): Error {
  let message = err instanceof Error ? err.message : String(err);
  for (const secret of secrets) message = message.replaceAll(secret, '***');
  const error = new Error(`${prefix}: ${message}`) as Error & { code?: string; responseCode?: number };
  const { code, responseCode } = (err ?? {}) as { code?: unknown; responseCode?: unknown };
  if (typeof code === 'string') error.code = code;
  if (typeof responseCode === 'number') error.responseCode = responseCode;
  return error;
}
