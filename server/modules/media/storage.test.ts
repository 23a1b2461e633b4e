import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createLocalMediaStorage, isMediaKey } from './storage.ts';

const root = mkdtempSync(path.join(tmpdir(), 'parvis-media-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('media keys', () => {
  it('accept lower-case relative paths', () => {
    for (const key of ['logo.svg', 'album/vendanges-1.webp', 'seed/news/a_b.png'])
      expect(isMediaKey(key), key).toBe(true);
  });

  it('refuse anything that could leave the site’s prefix or name it', () => {
    for (const key of [
      '',
      '/logo.svg',
      '../1/logo.svg',
      'a/../b.svg',
      'a//b.svg',
      './a.svg',
      'a/./b.svg',
      'a\\b.svg',
      '%2e%2e/a.svg',
      'A.svg',
      'a.svg/',
      'a/..',
      'a/.',
    ])
      expect(isMediaKey(key), key).toBe(false);
  });
});

describe('the local-disk storage', () => {
  it('keeps each site’s files under its own folder', async () => {
    const storage = createLocalMediaStorage(root);
    await storage.put(1, 'album/a.svg', Buffer.from('<svg/>'));
    expect((await storage.get(1, 'album/a.svg'))?.toString()).toBe('<svg/>');
    expect(await storage.get(2, 'album/a.svg')).toBeNull();
    expect(await storage.stat(1, 'album/a.svg')).toMatchObject({ size: 6 });
    expect(await storage.stat(1, 'album')).toBeNull();
    await storage.delete(1, 'album/a.svg');
    expect(await storage.get(1, 'album/a.svg')).toBeNull();
  });

  it('refuses a key or site id that could reach a file outside the site', async () => {
    writeFileSync(path.join(root, 'secret.txt'), 'secret');
    const storage = createLocalMediaStorage(path.join(root, 'media'));
    await expect(storage.get(1, '../../secret.txt')).rejects.toThrow(/Bad media key/);
    await expect(storage.get(0, 'secret.txt')).rejects.toThrow(/Bad site id/);
    await expect(storage.put(-1, 'a.svg', Buffer.from(''))).rejects.toThrow(/Bad site id/);
  });
});
