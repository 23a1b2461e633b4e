import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { publicFilesOf } from './public-files.ts';

describe('publicFilesOf', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'parvis-public-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('lists the files a folder serves by their URL paths, hidden files and skipped folders left out', () => {
    mkdirSync(path.join(dir, 'icons'));
    mkdirSync(path.join(dir, 'assets'));
    mkdirSync(path.join(dir, '.vite'));
    writeFileSync(path.join(dir, 'robots-extra.txt'), 'x');
    writeFileSync(path.join(dir, 'icons', 'a b.svg'), 'x');
    writeFileSync(path.join(dir, 'assets', 'entry.js'), 'x');
    writeFileSync(path.join(dir, '.vite', 'manifest.json'), '{}');
    writeFileSync(path.join(dir, '.env'), 'SECRET=1');
    expect([...publicFilesOf(dir)].sort()).toEqual([
      '/icons/a b.svg',
      '/icons/a%20b.svg',
      '/robots-extra.txt',
    ]);
  });

  it('is empty for a folder that does not exist', () => {
    expect(publicFilesOf(path.join(dir, 'missing')).size).toBe(0);
  });
});
