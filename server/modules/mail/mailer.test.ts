import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import nodemailer from 'nodemailer';
import pino from 'pino';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { decodeEml, linkIn, type MailCatcher, startMailCatcher } from '../../../tests/support/mail.ts';
import { createMailer, type MailMessage } from './mailer.ts';
import { passwordResetMail } from './templates.ts';

const FROM = 'no-reply@parvis.localhost';

function captureLogger() {
  const lines: Record<string, unknown>[] = [];
  const logger = pino({ level: 'info' }, { write: (line: string) => lines.push(JSON.parse(line)) });
  return { logger, lines };
}

const message: MailMessage = {
  to: 'marie.durand@example.org',
  subject: 'Réinitialisation de votre mot de passe',
  text: 'Bonjour Amélie,\n\nVoici le lien, à ouvrir bientôt.\n\nL’équipe du site Vallon-sur-Lys\n',
  html: '<p>Bonjour Amélie, voici le lien — à ouvrir bientôt.</p>',
  siteName: 'Vallon-sur-Lys',
};

/** A port nothing listens on: bound once, then released. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe('outbox mode (no SMTP_URL)', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'parvis-outbox-'));
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('writes one private .eml file per message and logs where', async () => {
    const outboxDir = path.join(dir, 'outbox');
    const { logger, lines } = captureLogger();
    const mailer = createMailer({ from: FROM, outboxDir, logger });

    const first = await mailer.send(message);
    const second = await mailer.send({ ...message, subject: 'Votre mot de passe a été modifié' });
    await mailer.close();

    const files = (await readdir(outboxDir)).sort();
    expect(files).toHaveLength(2);
    for (const name of files)
      expect(name).toMatch(/^\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d\.\d{3}Z-[0-9a-f]{8}\.eml$/);
    expect(first.file).toBe(path.join(outboxDir, path.basename(first.file!)));
    expect(second.file).not.toBe(first.file);
    expect((await stat(first.file!)).mode & 0o777).toBe(0o600);

    const raw = await readFile(first.file!, 'utf8');
    expect(raw).not.toContain('\r\n');
    expect(raw).toMatch(/^Message-ID: <[^>]+@parvis\.localhost>$/m);
    expect(raw).toContain(`Message-ID: ${first.messageId}`);
    expect(raw).toMatch(/^Date: /m);
    expect(raw).toContain('Content-Transfer-Encoding: quoted-printable');
    const decoded = decodeEml(raw);
    expect(decoded).toEqual({
      from: `"Vallon-sur-Lys" <${FROM}>`,
      to: [message.to],
      subject: message.subject,
      text: message.text,
      html: message.html,
    });
    expect(raw).toContain(`From: "Vallon-sur-Lys" <${FROM}>`);

    const logged = lines.filter((line) => line.msg === 'mail written to the outbox');
    expect(logged).toHaveLength(2);
    expect(logged[0]).toMatchObject({
      level: 30,
      to: message.to,
      subject: message.subject,
      file: first.file,
    });
  });

  it('encodes a site name with quotes and accents so that it comes back whole', async () => {
    const { logger } = captureLogger();
    const mailer = createMailer({ from: FROM, outboxDir: dir, logger });
    const siteName = 'Mairie d\'Écully "centre" — Rhône';
    const { file } = await mailer.send({ ...message, siteName, replyTo: 'accueil@ecully.example' });
    const raw = await readFile(file!, 'utf8');
    expect(decodeEml(raw).from).toBe(`"Mairie d'Écully \\"centre\\" — Rhône" <${FROM}>`);
    expect(raw).toMatch(/^Reply-To: accueil@ecully\.example$/m);
    // The header itself stays ASCII.
    expect(raw.slice(0, raw.indexOf('\n\n'))).toMatch(/^[\x20-\x7e\n]*$/);
  });
});

describe('attachments', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'parvis-outbox-'));
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  const pdf = Buffer.concat([Buffer.from('%PDF-1.3\n'), Buffer.alloc(300, 0xe9), Buffer.from('\n%%EOF\n')]);
  const attachments = [
    { filename: 'conditions-generales-de-vente.pdf', content: pdf, contentType: 'application/pdf' },
  ];

  it('writes the files of a message into the outbox, its texts unchanged', async () => {
    const { logger } = captureLogger();
    const mailer = createMailer({ from: FROM, outboxDir: dir, logger });
    const { file } = await mailer.send({ ...message, attachments });
    const raw = await readFile(file!, 'utf8');
    expect(raw).toMatch(/^Content-Type: multipart\/mixed;/m);
    expect(raw).toMatch(/^Content-Type: application\/pdf; name=conditions-generales-de-vente\.pdf$/m);
    expect(raw).toMatch(/^Content-Disposition: attachment;\s+filename=conditions-generales-de-vente\.pdf$/m);
    expect(raw.replace(/\s+/g, '')).toContain(pdf.toString('base64'));
    const decoded = decodeEml(raw);
    expect(decoded.text).toBe(message.text);
    expect(decoded.html).toBe(message.html);
  });

  it('leaves a message without files as it was: no multipart/mixed', async () => {
    const { logger } = captureLogger();
    const mailer = createMailer({ from: FROM, outboxDir: dir, logger });
    const { file } = await mailer.send({ ...message, attachments: [] });
    const raw = await readFile(file!, 'utf8');
    expect(raw).not.toContain('multipart/mixed');
    expect(raw).toMatch(/^Content-Type: multipart\/alternative;/m);
  });

  it('delivers them through SMTP', async () => {
    const catcher = await startMailCatcher();
    const { logger } = captureLogger();
    const mailer = createMailer({ smtpUrl: catcher.url, from: FROM, outboxDir: '/nonexistent', logger });
    try {
      await mailer.send({ ...message, to: 'camille@example.org', attachments });
      const mail = await catcher.waitFor((m) => m.to.includes('camille@example.org'));
      expect(mail.raw).toMatch(
        /^Content-Type: application\/pdf; name=conditions-generales-de-vente\.pdf\r?$/m,
      );
      expect(mail.raw.replace(/\s+/g, '')).toContain(pdf.toString('base64'));
      expect(mail.text).toBe(message.text);
    } finally {
      await mailer.close();
      await catcher.close();
    }
  });
});

describe('SMTP mode', () => {
  let catcher: MailCatcher;
  beforeAll(async () => {
    catcher = await startMailCatcher();
  });
  afterAll(async () => {
    await catcher.close();
  });
  afterEach(() => catcher.clear());

  it('delivers through the SMTP server, accents and long links intact, and reuses the transport', async () => {
    const { logger, lines } = captureLogger();
    const mailer = createMailer({ smtpUrl: catcher.url, from: FROM, outboxDir: '/nonexistent', logger });
    const link = `https://vallon-sur-lys.fr/mot-de-passe/reinitialiser/${'x'.repeat(43)}-${'Y'.repeat(20)}`;
    expect(link.length).toBeGreaterThan(76);
    const reset = passwordResetMail({ siteName: 'Vallon-sur-Lys', link, validityMinutes: 60 });

    const sent = await mailer.send({ ...reset, to: 'amelie@example.org', siteName: 'Vallon-sur-Lys' });
    expect(sent.file).toBeUndefined();
    const mail = await catcher.waitFor((m) => m.to.includes('amelie@example.org'));
    expect(mail.raw).toContain(`Message-ID: ${sent.messageId}`);
    expect(mail.raw).toMatch(/=\r\n/); // the link was cut by soft line breaks
    expect(mail.from).toBe(`"Vallon-sur-Lys" <${FROM}>`);
    expect(mail.subject).toBe('Réinitialisation de votre mot de passe');
    expect(mail.text).toBe(reset.text);
    expect(mail.html).toBe(reset.html);
    expect(linkIn(mail, '/mot-de-passe/reinitialiser/')).toBe(link);
    expect(decodeEml(mail.raw).to).toEqual(['amelie@example.org']);

    await mailer.send({ ...message, to: 'bernard@example.org' });
    const second = await catcher.waitFor((m) => m.to.includes('bernard@example.org'));
    expect(second.text).toBe(message.text);
    expect(catcher.messages).toHaveLength(2);
    expect(lines.filter((line) => line.msg === 'mail sent')).toHaveLength(2);
    await mailer.close();
  });

  it('rejects when the server is down, without the password of the URL', async () => {
    const port = await closedPort();
    const { logger } = captureLogger();
    const mailer = createMailer({
      smtpUrl: `smtp://user:s3cret@127.0.0.1:${port}`,
      from: FROM,
      outboxDir: '/nonexistent',
      logger,
    });
    const error = await mailer.send(message).then(
      () => null,
      (err: unknown) => err,
    );
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toMatch(/ECONNREFUSED|connect/i);
    expect((error as Error).message).not.toContain('s3cret');
    expect(JSON.stringify(error)).not.toContain('s3cret');
    expect((error as Error & { cause?: unknown }).cause).toBeUndefined();
    await mailer.close();
  });
  it('scrubs the credentials even when the server repeats them', async () => {
    // A hostile or confused server can echo anything into its reply, which nodemailer quotes.
    const server = createServer((socket) => {
      socket.write('554 go away user s3cret\r\n');
      socket.on('data', () => socket.end('221 bye\r\n'));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as { port: number };
    const { logger } = captureLogger();
    const mailer = createMailer({
      smtpUrl: `smtp://user:s3cret@127.0.0.1:${port}`,
      from: FROM,
      outboxDir: '/nonexistent',
      logger,
    });
    try {
      const error = await mailer.send(message).then(
        () => null,
        (err: unknown) => err as Error & { responseCode?: number },
      );
      expect(error?.message).toMatch(/554/);
      expect(error?.message).not.toContain('s3cret');
      expect(error?.responseCode).toBe(554);
    } finally {
      await mailer.close();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });

  it('refuses an SMTP_URL that is not an smtp:// URL, without quoting it', () => {
    const { logger } = captureLogger();
    for (const smtpUrl of ['mail.example.org s3cret', 'http://user:s3cret@mail.example.org']) {
      expect(() => createMailer({ smtpUrl, from: FROM, outboxDir: '/nonexistent', logger })).toThrow(
        /^SMTP_URL must be an smtp:\/\/ or smtps:\/\/ URL$/,
      );
    }
  });
});

describe('decodeEml', () => {
  it('reads what nodemailer writes in base64, single part and with long encoded headers', async () => {
    const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
    const subject = `Привет, ${'été à Vallon — '.repeat(6)}`;
    const info = await transport.sendMail({
      from: { name: 'Ж "Domaine" du Vallon', address: FROM },
      to: [{ name: 'Durand, Amélie', address: 'amelie@example.org' }, 'bernard@example.org'],
      subject,
      text: 'Ж'.repeat(200),
      textEncoding: 'base64',
    });
    const raw = (info.message as Buffer).toString('utf8');
    expect(raw).toContain('Content-Transfer-Encoding: base64');
    expect(raw).toContain('=?UTF-8?B?');
    expect(decodeEml(raw)).toEqual({
      from: `"Ж \\"Domaine\\" du Vallon" <${FROM}>`,
      to: ['amelie@example.org', 'bernard@example.org'],
      subject,
      text: 'Ж'.repeat(200),
      html: '',
    });
  });

  it('reads base64 parts, split encoded words and CRLF line breaks', () => {
    const raw = [
      'From: =?UTF-8?B?RG9tYWluZSBkdSBWYWxsb24gw6l0w6k=?= <no-reply@parvis.localhost>',
      'To: "Durand, Amélie" <amelie@example.org>, bernard@example.org',
      'Subject: =?UTF-8?Q?Bient=C3=B4t_l?=',
      ' =?UTF-8?Q?=C3=A0?= et =?UTF-8?B?w6k=?=',
      'Content-Type: multipart/alternative; boundary="b1"',
      '',
      'preamble',
      '--b1',
      'Content-Type: text/plain; charset=utf-8',
      'Content-Transfer-Encoding: base64',
      '',
      Buffer.from('Déjà vu\n').toString('base64'),
      '--b1',
      'Content-Type: text/html; charset=utf-8',
      'Content-Transfer-Encoding: quoted-printable',
      '',
      '<p>Caf=C3=A9 =',
      'cr=C3=A8me</p>',
      '--b1--',
      '',
    ].join('\r\n');
    expect(decodeEml(raw)).toEqual({
      from: '"Domaine du Vallon été" <no-reply@parvis.localhost>',
      to: ['amelie@example.org', 'bernard@example.org'],
      subject: 'Bientôt là et é',
      text: 'Déjà vu\n',
      html: '<p>Café crème</p>',
    });
  });
});
