import { describe, expect, it } from 'vitest';
import { EMAIL_MAX, EMAIL_PATTERN, isEmail } from './email.ts';

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
});
