import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { manifestAssets } from './assets.ts';

const dir = mkdtempSync(path.join(tmpdir(), 'parvis-assets-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

mkdirSync(path.join(dir, '.vite'));
writeFileSync(
  path.join(dir, '.vite/manifest.json'),
  JSON.stringify({
    'client/entry-client.tsx': {
      file: 'assets/entry.js',
      css: ['assets/entry.css'],
      imports: ['_site.js'],
      isEntry: true,
    },
    '_site.js': { file: 'assets/site.js', css: ['assets/site.css'] },
    '_form.js': { file: 'assets/form.js', css: ['assets/form.css'], imports: ['_site.js'] },
    'client/pages/auth/ui.tsx': {
      file: 'assets/auth.js',
      css: ['assets/auth.css'],
      imports: ['_form.js', '_site.js'],
      isDynamicEntry: true,
    },
  }),
);

describe('the assets of a built page', () => {
  const assets = manifestAssets(dir);
  const links = (html: string) =>
    [...html.matchAll(/<link rel="(\w+)" href="([^"]+)"/g)].map((m) => `${m[1]} ${m[2]}`);

  it('links the entry’s stylesheets, its own (the global styles) first, and preloads its chunks', () => {
    expect(links(assets.head([], 'n0nce'))).toEqual([
      'stylesheet /assets/entry.css',
      'stylesheet /assets/site.css',
      'modulepreload /assets/entry.js',
      'modulepreload /assets/site.js',
    ]);
    expect(assets.entry('n0nce')).toBe(
      '<script type="module" src="/assets/entry.js" nonce="n0nce"></script>',
    );
  });

  it('links the one stylesheet of a build that does not split its CSS', () => {
    const whole = mkdtempSync(path.join(tmpdir(), 'parvis-assets-'));
    try {
      mkdirSync(path.join(whole, '.vite'));
      writeFileSync(
        path.join(whole, '.vite/manifest.json'),
        JSON.stringify({
          'client/entry-client.tsx': { file: 'assets/entry.js', isEntry: true },
          'client/pages/auth/ui.tsx': { file: 'assets/auth.js', isDynamicEntry: true },
          'style.css': { file: 'assets/style.css', src: 'style.css' },
        }),
      );
      expect(links(manifestAssets(whole).head(['client/pages/auth/ui.tsx'], 'n0nce'))).toEqual([
        'stylesheet /assets/style.css',
        'modulepreload /assets/entry.js',
        'modulepreload /assets/auth.js',
      ]);
    } finally {
      rmSync(whole, { recursive: true, force: true });
    }
  });

  it('adds the page’s chunk, what it imports, and their stylesheets, imports before the page', () => {
    expect(links(assets.head(['client/pages/auth/ui.tsx'], 'n0nce'))).toEqual([
      'stylesheet /assets/entry.css',
      'stylesheet /assets/site.css',
      'stylesheet /assets/form.css',
      'stylesheet /assets/auth.css',
      'modulepreload /assets/entry.js',
      'modulepreload /assets/site.js',
      'modulepreload /assets/form.js',
      'modulepreload /assets/auth.js',
    ]);
  });

  it('passes over a module the build does not know', () => {
    expect(assets.head(['client/pages/gone/ui.tsx'], 'n0nce')).toBe(assets.head([], 'n0nce'));
  });
});
