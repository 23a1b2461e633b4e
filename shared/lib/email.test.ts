import { describe, expect, it } from 'vitest';
import { EMAIL_MAX, EMAIL_PATTERN, emailKey, isEmail, normaliseEmail } from './email.ts';

describe('the e-mail rule', () => {
  it('accepts an address of the usual shape, spaces around it included', () => {
    for (const ok of ['lea@example.org', 'a@b.c', ' marie.dupont+mairie@vallon-sur-lys.fr '])
      expect(isEmail(ok)).toBe(true);
  });

  it('refuses what cannot be an address', () => {
    for (const bad of ['', 'lea', 'lea@', 'lea@example', '@example.org', 'lé a@example.org', 'a@b@c.d'])
      expect(isEmail(bad)).toBe(false);
  });

  it('is the pattern the contracts use, with the RFC 5321 length limit beside it', () => {
    expect(EMAIL_PATTERN.test('lea@example.org')).toBe(true);
    expect(EMAIL_MAX).toBe(254);
  });

  it('refuses invisible characters that would make a look-alike address', () => {
    for (const bad of [
      'le\u200ba@example.org',
      'lea@exam\u200dple.org',
      'lea\u202e@example.org',
      'le\u0000a@example.org',
    ])
      expect(isEmail(bad), JSON.stringify(bad)).toBe(false);
  });
});

describe('normaliseEmail', () => {
  it('gives every spelling of one address the same form', () => {
    const forms = [
      'irene@example.org',
      ' Irene@Example.ORG ',
      'İrene@example.org',
      'İRENE@EXAMPLE.ORG',
      'ｉｒｅｎｅ@ｅｘａｍｐｌｅ.ｏｒｇ',
      'i\u0307rene@example.org',
    ];
    for (const form of forms) expect(normaliseEmail(form), form).toBe('irene@example.org');
  });

  it('keeps apart what mail providers keep apart, and is stable', () => {
    expect(normaliseEmail('strasse@example.org')).not.toBe(normaliseEmail('straße@example.org'));
    expect(normaliseEmail('josé@example.org')).not.toBe(normaliseEmail('jose@example.org'));
    for (const form of ['Éloïse@Exemple.fr', 'ΟΔΟΣ@example.gr', 'İ@x.org'])
      expect(normaliseEmail(normaliseEmail(form))).toBe(normaliseEmail(form));
  });
});

describe('emailKey (ADR 012: limits count one mailbox once)', () => {
  it.each([
    [' Lea.Martin@Example.ORG ', 'lea.martin@example.org'],
    ['lea.martin+vin@example.org', 'lea.martin+vin@example.org'],
    ['Lea.Martin+vin@Gmail.com', 'leamartin@gmail.com'],
    ['l.e.a.martin@googlemail.com', 'leamartin@gmail.com'],
    ['lea+promo+2@gmail.com', 'lea@gmail.com'],
    ['lea+tag@outlook.com', 'lea@outlook.com'],
    ['lea.martin+tag@hotmail.fr', 'lea.martin@hotmail.fr'],
    ['lea+tag@hotmail.com', 'lea@hotmail.com'],
    ['lea+tag@live.fr', 'lea@live.fr'],
    ['lea+tag@live.com', 'lea@live.com'],
    ['lea+tag@icloud.com', 'lea@icloud.com'],
    ['lea+tag@me.com', 'lea@me.com'],
    ['lea+tag@proton.me', 'lea@proton.me'],
    ['lea+tag@protonmail.com', 'lea@protonmail.com'],
    ['Lea-Vin@Yahoo.fr', 'lea-vin@yahoo.fr'],
    ['lea+tag@yahoo.com', 'lea+tag@yahoo.com'],
    ['lea+tag@laposte.net', 'lea+tag@laposte.net'],
    ['lea+tag@free.fr', 'lea+tag@free.fr'],
    ['+tag@gmail.com', '+tag@gmail.com'],
    ['not-an-address', 'not-an-address'],
  ])('%s counts as %s', (email, key) => {
    expect(emailKey(email)).toBe(key);
  });

  it('keeps the dots of providers other than Gmail, and is stable', () => {
    expect(emailKey('lea.martin@outlook.com')).not.toBe(emailKey('leamartin@outlook.com'));
    for (const email of ['L.E.A+x@GoogleMail.com', 'Ｌea+x@outlook.com', 'lea@example.org'])
      expect(emailKey(emailKey(email))).toBe(emailKey(email));
  });
});
