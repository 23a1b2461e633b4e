import { describe, expect, it } from 'vitest';
import { EMAIL_MAX, EMAIL_PATTERN, isEmail, normaliseEmail } from './email.ts';

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
