// The code of a refused value (SPEC §7 field errors): a code the schema names itself (`too_short`,
// `invalid_email`), else the code of zod's kind of issue — never zod's English sentences. The API
// answers these (server/api/validation.ts) and the admin's forms check their values with the same
// schemas in the browser (client/pages/admin/block-layout.ts): one mapping for both.
import type { z } from 'zod';

const CODE = /^[a-z][a-z_]*$/;

export function issueCode(issue: z.core.$ZodIssue): string {
  if (CODE.test(issue.message)) return issue.message;
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined ? 'required' : 'invalid';
    case 'too_small':
      if (issue.origin === 'string') return Number(issue.minimum) <= 1 ? 'required' : 'too_short';
      return issue.origin === 'array' || issue.origin === 'set' ? 'too_few' : 'too_small';
    case 'too_big':
      if (issue.origin === 'string') return 'too_long';
      return issue.origin === 'array' || issue.origin === 'set' ? 'too_many' : 'too_large';
    case 'invalid_format':
      return issue.format === 'email' ? 'invalid_email' : 'invalid';
    case 'unrecognized_keys':
      return 'unknown_field';
    default:
      return 'invalid';
  }
}
