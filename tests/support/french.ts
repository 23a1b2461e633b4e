// Tells an English sentence from a French one in an API envelope: a French visitor must never read
// a message of the English catalog (locales/en-GB/api.po), nor a sentence built of English words.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from 'vitest';
import { parsePo } from '../../server/api/messages.ts';

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const englishTemplates = [
  ...parsePo(readFileSync(path.resolve(import.meta.dirname, '../../locales/en-GB/api.po'), 'utf8')).values(),
].map(
  (text) =>
    new RegExp(
      `^${text
        .split(/\{\w+\}/)
        .map(escapeRegExp)
        .join('.*')}$`,
    ),
);

/** Words of English sentences that French ones do not use. */
const ENGLISH_WORDS =
  /\b(the|this|that|does|not|must|cannot|could|your|been|has|is|are|invalid|unknown|internal|error|request|required|found|too|many|please)\b/i;

export function englishIn(message: string): boolean {
  return englishTemplates.some((template) => template.test(message)) || ENGLISH_WORDS.test(message);
}

/** Fails on an English message served to a French visitor. */
export function expectFrench(message: string, where = ''): void {
  expect(englishIn(message), `English message for a French visitor ${where}: ${message}`).toBe(false);
}
