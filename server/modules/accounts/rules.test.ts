import { describe, expect, it } from 'vitest';
import { ageOn, personProblems } from './rules.ts';

const now = new Date('2026-11-22T10:00:00Z');

describe('sign-up rules', () => {
  it('computes an age to the day', () => {
    expect(ageOn('2008-11-22', now)).toBe(18);
    expect(ageOn('2008-11-23', now)).toBe(17);
    expect(ageOn('1990-01-01', now)).toBe(36);
  });

  it('refuses minors on the server when the site blocks them, and asks the birthdate then', () => {
    const rules = { askBirthdate: false, blockMinors: true, mobileOnly: false };
    expect(personProblems({ birthdate: '2008-11-23' }, rules, now)).toEqual([
      { path: 'birthdate', message: 'minor' },
    ]);
    expect(personProblems({ birthdate: '2008-11-22' }, rules, now)).toEqual([]);
    expect(personProblems({}, rules, now)).toEqual([{ path: 'birthdate', message: 'required' }]);
    expect(personProblems({}, { ...rules, blockMinors: false }, now)).toEqual([]);
  });

  it('refuses impossible birthdates', () => {
    const rules = { askBirthdate: true, blockMinors: false, mobileOnly: false };
    expect(personProblems({ birthdate: '2030-01-01' }, rules, now)).toEqual([
      { path: 'birthdate', message: 'invalid_date' },
    ]);
    expect(personProblems({ birthdate: '1850-01-01' }, rules, now)).toEqual([
      { path: 'birthdate', message: 'invalid_date' },
    ]);
  });

  // the French mobile rule itself: shared/lib/phone.test.ts
  it('refuses a number that is not a French mobile when the site asks for a mobile', () => {
    const rules = { askBirthdate: false, blockMinors: false, mobileOnly: true };
    expect(personProblems({ phone: '03 28 41 52 60' }, rules, now)).toEqual([
      { path: 'phone', message: 'mobile_only' },
    ]);
  });
});
