import { expect } from 'vitest';
import type { z } from 'zod';
import { envelopeSchema } from '#shared/contracts/envelope.ts';
import { expectFrench } from './french.ts';

/** Checks the {success, data, message} envelope and parses data with the contract schema. */
export function expectSuccess<T extends z.ZodType>(
  res: { status: number; body: unknown },
  schema: T,
): z.output<T> {
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const parsed = envelopeSchema(schema).parse(res.body) as { success: boolean; data: z.output<T> };
  expect(parsed.success).toBe(true);
  return parsed.data;
}

/** Checks a failure's envelope; the tests ask as French visitors (no userLang header), so its
 * message must be French. */
export function expectFailure(res: { status: number; body: unknown }, status: number): string {
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  const body = res.body as { success: boolean; message: string };
  expect(body.success).toBe(false);
  expect(typeof body.message).toBe('string');
  expect(body.message.length).toBeGreaterThan(0);
  expect(JSON.stringify(body)).not.toMatch(/\bat \S+:\d+:\d+/); // no stack trace
  expectFrench(body.message);
  return body.message;
}
