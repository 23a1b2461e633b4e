import { describe, expect, it } from 'vitest';
import { acceptedStep, newTotpSecret, totpCode, totpUri } from './totp.ts';

const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const AT = new Date('2026-11-24T10:00:00Z');
const STEP = Math.floor(AT.getTime() / 30_000);

describe('TOTP', () => {
  it('accepts the code of now and of one step either side, and says which step it was', () => {
    expect(acceptedStep(SECRET, totpCode(SECRET, AT), null, AT)).toBe(STEP);
    expect(acceptedStep(SECRET, totpCode(SECRET, new Date(AT.getTime() - 30_000)), null, AT)).toBe(STEP - 1);
    expect(acceptedStep(SECRET, totpCode(SECRET, new Date(AT.getTime() + 30_000)), null, AT)).toBe(STEP + 1);
    expect(acceptedStep(SECRET, totpCode(SECRET, new Date(AT.getTime() - 90_000)), null, AT)).toBeNull();
  });

  it('refuses a step already used, a malformed code and another secret’s code', () => {
    const code = totpCode(SECRET, AT);
    expect(acceptedStep(SECRET, code, STEP, AT)).toBeNull();
    expect(acceptedStep(SECRET, code, STEP - 1, AT)).toBe(STEP);
    expect(acceptedStep(SECRET, '12345', null, AT)).toBeNull();
    expect(acceptedStep(SECRET, '12345a', null, AT)).toBeNull();
    expect(acceptedStep(newTotpSecret(), code, null, AT)).toBeNull();
  });

  it('makes base32 secrets of 160 bits and otpauth addresses for an app', () => {
    expect(newTotpSecret()).toMatch(/^[A-Z2-7]{32}$/);
    const uri = totpUri(SECRET, 'Vallon-sur-Lys', 'secretariat@vallon.fr');
    expect(uri).toMatch(/^otpauth:\/\/totp\/Vallon-sur-Lys:secretariat%40vallon\.fr\?/);
    expect(uri).toContain(`secret=${SECRET}`);
  });
});
