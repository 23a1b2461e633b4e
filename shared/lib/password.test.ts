import { describe, expect, it } from 'vitest';
import { PASSWORD_MAX, PASSWORD_MIN, passwordProblem } from './password.ts';

describe('the password policy', () => {
  it('accepts a long enough password that is not on the lists', () => {
    expect(passwordProblem('trois mots bien choisis', 'lea@example.org')).toBeNull();
    expect(passwordProblem(`${'x'.repeat(PASSWORD_MIN - 1)}y`)).toBeNull();
  });

  it('refuses passwords too short or too long', () => {
    expect(passwordProblem('a1b2c3d')).toBe('password_too_short');
    expect(passwordProblem(`${'a'.repeat(PASSWORD_MAX)}b`)).toBe('password_too_long');
  });

  it('refuses common passwords whatever their case, and one repeated character', () => {
    expect(passwordProblem('Azerty123')).toBe('password_too_common');
    expect(passwordProblem('MOTDEPASSE')).toBe('password_too_common');
    expect(passwordProblem('zzzzzzzzzz')).toBe('password_too_common');
  });

  it('refuses the e-mail address or its local part as the password', () => {
    expect(passwordProblem('lea.martin@example.org', 'Lea.Martin@example.org')).toBe('password_too_common');
    expect(passwordProblem('lea.martin', 'lea.martin@example.org')).toBe('password_too_common');
  });
});
