import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ApiError } from './errors.ts';
import { nulPaths, validateInput } from './validation.ts';

function refusal(schema: z.ZodType | undefined, value: unknown) {
  try {
    validateInput(schema, value, 'body');
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError);
    return { message: (error as ApiError).message, data: (error as ApiError).data };
  }
  throw new Error('accepted');
}

describe('input validation', () => {
  it('answers field codes, never zod’s English sentences', () => {
    const schema = z
      .object({
        name: z.string().min(1),
        text: z.string().min(10).max(20),
        email: z.email(),
        age: z.number().int(),
        tags: z.array(z.string()).max(1),
        message: z.string().min(10, 'too_short'),
      })
      .strict();
    const { data } = refusal(schema, {
      name: '',
      text: 'x'.repeat(30),
      email: 'nope',
      age: 'x',
      tags: ['a', 'b'],
      message: 'court',
      role: 'ADMIN',
    });
    expect(data).toEqual([
      { path: 'name', message: 'required' },
      { path: 'text', message: 'too_long' },
      { path: 'email', message: 'invalid_email' },
      { path: 'age', message: 'invalid' },
      { path: 'tags', message: 'too_many' },
      { path: 'message', message: 'too_short' },
      { path: 'role', message: 'unknown_field' },
    ]);
    expect(refusal(schema, {}).data).toContainEqual({ path: 'email', message: 'required' });
  });

  it('refuses a NUL character anywhere, in values and in keys, even without a schema', () => {
    expect(nulPaths({ a: 'ok', b: ['x', 'y\u0000'], c: { 'k\u0000': 1 }, d: Buffer.from([0]) })).toEqual([
      'b.1',
      'c.k\u0000',
    ]);
    expect(refusal(undefined, { fields: { name: 'a\u0000' } }).data).toEqual([
      { path: 'fields.name', message: 'forbidden_character' },
    ]);
    expect(validateInput(z.object({ a: z.string() }), { a: 'fine' }, 'body')).toEqual({ a: 'fine' });
  });
});
