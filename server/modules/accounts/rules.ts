// Sign-up rules driven by the site's switches (SPEC §3 shop switches).
import type { FieldError } from '#shared/contracts/account.ts';
import { isFrenchMobile } from '#shared/lib/phone.ts';

export const ADULT_AGE = 18;

export function ageOn(birthdate: string, now: Date): number {
  const [y, m, d] = birthdate.split('-').map(Number) as [number, number, number];
  let age = now.getUTCFullYear() - y;
  if (now.getUTCMonth() + 1 < m || (now.getUTCMonth() + 1 === m && now.getUTCDate() < d)) age--;
  return age;
}

export interface PersonRules {
  askBirthdate: boolean;
  blockMinors: boolean;
  mobileOnly: boolean;
}

export function personProblems(
  input: { birthdate?: string | null | undefined; phone?: string | null | undefined },
  rules: PersonRules,
  now: Date,
): FieldError[] {
  const problems: FieldError[] = [];
  if (!input.birthdate && (rules.askBirthdate || rules.blockMinors))
    problems.push({ path: 'birthdate', message: 'required' });
  if (input.birthdate) {
    const age = ageOn(input.birthdate, now);
    if (age < 0 || age > 130) problems.push({ path: 'birthdate', message: 'invalid_date' });
    else if (rules.blockMinors && age < ADULT_AGE) problems.push({ path: 'birthdate', message: 'minor' });
  }
  if (input.phone && rules.mobileOnly && !isFrenchMobile(input.phone))
    problems.push({ path: 'phone', message: 'mobile_only' });
  return problems;
}
