// The validation of every route's input (docs/architecture.md, "The request path of an API
// call"): a refused value answers 400 with field errors whose `message` is a code (SPEC §7), which
// the client words in the visitor's language, never zod's English sentences.
import type { z } from 'zod';
import type { FieldError } from '#shared/contracts/account.ts';
import { issueCode } from '#shared/lib/issue-codes.ts';
import { type MessageDescriptor, msg } from '#shared/lib/messages.ts';
import { badRequest } from './errors.ts';

export type InputPart = 'params' | 'query' | 'body';

const INVALID: Record<InputPart, MessageDescriptor> = {
  params: msg({ id: 'api.request.invalidPath', message: 'The address of this request is not valid.' }),
  query: msg({ id: 'api.request.invalidQuery', message: 'The parameters of this request are not valid.' }),
  body: msg({ id: 'api.request.invalidBody', message: 'Some fields are not valid.' }),
};

const FORBIDDEN_CHARACTER = msg({
  id: 'api.request.forbiddenCharacter',
  message: 'A field contains a character that is not accepted.',
});

export function fieldErrors(error: z.ZodError): FieldError[] {
  return error.issues.flatMap((issue) =>
    issue.code === 'unrecognized_keys'
      ? issue.keys.map((key) => ({ path: [...issue.path, key].join('.'), message: 'unknown_field' }))
      : [{ path: issue.path.join('.'), message: issueCode(issue) }],
  );
}

/** The paths of the strings holding a NUL character, which PostgreSQL cannot store in text: refused
 * here for every route, whatever its schema, so that no string with one reaches the database. */
export function nulPaths(value: unknown, at: string[] = [], found: string[] = []): string[] {
  if (typeof value === 'string') {
    if (value.includes('\u0000')) found.push(at.join('.'));
  } else if (Array.isArray(value)) {
    value.forEach((item, i) => void nulPaths(item, [...at, String(i)], found));
  } else if (value !== null && typeof value === 'object' && !ArrayBuffer.isView(value)) {
    for (const [key, item] of Object.entries(value)) {
      if (key.includes('\u0000')) found.push([...at, key].join('.'));
      nulPaths(item, [...at, key], found);
    }
  }
  return found;
}

export function validateInput<T>(schema: z.ZodType<T> | undefined, value: unknown, part: InputPart): T {
  const nul = nulPaths(value);
  if (nul.length) {
    throw badRequest(
      FORBIDDEN_CHARACTER,
      nul.map((path) => ({ path, message: 'forbidden_character' })),
    );
  }
  if (!schema) return undefined as T;
  const result = schema.safeParse(value, { reportInput: true });
  if (!result.success) throw badRequest(INVALID[part], fieldErrors(result.error));
  return result.data;
}
