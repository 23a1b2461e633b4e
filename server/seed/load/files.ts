// Reading the data files: their order, YAML, Markdown with front matter, and errors that name
// the file and the field so that an editor can find the mistake.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse as parseYaml } from 'yaml';
import type { z } from 'zod';

export class SeedDataError extends Error {
  override name = 'SeedDataError';
}

/** The place of a file in messages: relative to the data folder. */
export interface Source {
  root: string;
  file: string;
}
export const where = ({ root, file }: Source) => path.relative(root, file) || file;

const NUMBER_PREFIX = /^\d+-/;

/** A folder's entries in the order of their names: a leading number (`01-`) only orders them. */
export function entries(dir: string): { name: string; file: string; isDirectory: boolean }[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => !entry.name.startsWith('.'))
    .map((entry) => ({
      name: entry.name,
      file: path.join(dir, entry.name),
      isDirectory: entry.isDirectory(),
    }))
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}

/** `02-les-ecoles.md` → `les-ecoles`. */
export const nameOf = (fileName: string) => fileName.replace(/\.[a-z]+$/, '').replace(NUMBER_PREFIX, '');

const formatPath = (issuePath: readonly PropertyKey[]) =>
  issuePath.reduce<string>(
    (out, key) => (typeof key === 'number' ? `${out}[${key}]` : out ? `${out}.${String(key)}` : String(key)),
    '',
  );

export function fail(source: Source, field: string | null, message: string): never {
  throw new SeedDataError(`${where(source)}: ${field ? `${field}: ` : ''}${message}`);
}

/** Parses a value against a schema; every problem is listed with its field. */
export function check<T extends z.ZodType>(schema: T, value: unknown, source: Source): z.output<T> {
  const result = schema.safeParse(value, { reportInput: true });
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => {
    const field = formatPath(issue.path);
    const missing = issue.code === 'invalid_type' && issue.input === undefined;
    return `${where(source)}: ${field || '(the whole file)'}: ${missing ? 'missing' : issue.message}`;
  });
  throw new SeedDataError(lines.join('\n'));
}

function yamlOf(text: string, source: Source): unknown {
  try {
    return parseYaml(text, { uniqueKeys: true, prettyErrors: true });
  } catch (error) {
    return fail(source, null, (error as Error).message);
  }
}

export function readYaml(source: Source): unknown {
  if (!existsSync(source.file)) fail(source, null, 'this file is missing');
  return yamlOf(readFileSync(source.file, 'utf8'), source);
}

/** A Markdown file, with its YAML front matter between two `---` lines when it has one. */
export function readMarkdown(source: Source): { meta: unknown; body: string } {
  const text = readFileSync(source.file, 'utf8').replace(/^\uFEFF/, '');
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(text);
  if (!match) return { meta: undefined, body: text };
  return { meta: yamlOf(match[1]!, source), body: match[2]! };
}
