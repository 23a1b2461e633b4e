import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BOOTSTRAP, IMAGE_WAIT_MS, manifestAssets, SCRIPTS_ELEMENT_ID } from './assets.ts';

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
  const styles = (html: string) =>
    [...html.matchAll(/<link rel="stylesheet" href="([^"]+)">/g)].map((m) => m[1]);
  /** The scripts the page starts with, as the head lists them (the entry first). */
  const scripts = (html: string) =>
    JSON.parse(
      new RegExp(`<script type="application/json" id="${SCRIPTS_ELEMENT_ID}">([^<]*)</script>`).exec(
        html,
      )![1]!,
    ) as string[];

  it('links the entry’s stylesheets, its own (the global styles) first, and lists its chunks, the entry first', () => {
    const head = assets.head([], 'n0nce');
    expect(styles(head)).toEqual(['/assets/entry.css', '/assets/site.css']);
    expect(scripts(head)).toEqual(['/assets/entry.js', '/assets/site.js']);
    // nothing loads a script before the bootstrap does; the entry has no tag of its own
    const tags = head.replace(BOOTSTRAP, '');
    expect(tags).not.toContain('modulepreload');
    expect(tags).not.toMatch(/<script[^>]*\bsrc=/);
    expect(assets.entry('n0nce')).toBe('');
  });

  it('runs the bootstrap with the nonce, before the stylesheets (an inline script after one would wait for it)', () => {
    const head = assets.head([], 'n0nce');
    expect(head).toContain(`<script nonce="n0nce">${BOOTSTRAP}</script>`);
    expect(head.indexOf(BOOTSTRAP)).toBeLessThan(head.indexOf('<link rel="stylesheet"'));
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
      const head = manifestAssets(whole).head(['client/pages/auth/ui.tsx'], 'n0nce');
      expect(styles(head)).toEqual(['/assets/style.css']);
      expect(scripts(head)).toEqual(['/assets/entry.js', '/assets/auth.js']);
    } finally {
      rmSync(whole, { recursive: true, force: true });
    }
  });

  it('adds the page’s chunk, what it imports, and their stylesheets, imports before the page', () => {
    const head = assets.head(['client/pages/auth/ui.tsx'], 'n0nce');
    expect(styles(head)).toEqual([
      '/assets/entry.css',
      '/assets/site.css',
      '/assets/form.css',
      '/assets/auth.css',
    ]);
    expect(scripts(head)).toEqual([
      '/assets/entry.js',
      '/assets/site.js',
      '/assets/form.js',
      '/assets/auth.js',
    ]);
  });

  it('passes over a module the build does not know', () => {
    expect(assets.head(['client/pages/gone/ui.tsx'], 'n0nce')).toBe(assets.head([], 'n0nce'));
  });
});

/** The bootstrap run against a document of its own: what it adds, and when. */
function bootDocument(options: {
  readyState?: string;
  hidden?: boolean;
  image?: 'none' | 'loading' | 'complete';
  nonce?: string;
}) {
  const added: string[] = [];
  const listeners = new Map<string, () => void>();
  const imageListeners = new Map<string, () => void>();
  const frames: (() => void)[] = [];
  const image =
    options.image === 'none' || !options.image
      ? null
      : {
          complete: options.image === 'complete',
          addEventListener: (t: string, f: () => void) => imageListeners.set(t, f),
        };
  const document = {
    currentScript: { nonce: options.nonce ?? 'n0nce' },
    readyState: options.readyState ?? 'interactive',
    visibilityState: options.hidden ? 'hidden' : 'visible',
    getElementById: (id: string) =>
      id === SCRIPTS_ELEMENT_ID
        ? { textContent: '["/assets/entry.js","/assets/a.js","/assets/b.js"]' }
        : null,
    querySelector: (selector: string) => (selector === 'img[fetchpriority="high"]' ? image : null),
    addEventListener: (type: string, f: () => void) => listeners.set(type, f),
    createElement: () => ({}) as Record<string, string>,
    head: {
      insertAdjacentHTML: (_where: string, html: string) => added.push(html),
      appendChild: (el: Record<string, string>) =>
        added.push(`<${el.type} ${el.src} ${el.nonce ?? '(no nonce)'}>`),
    },
  };
  new Function('document', 'requestAnimationFrame', BOOTSTRAP)(document, (f: () => void) => frames.push(f));
  const frame = () => {
    for (const f of frames.splice(0)) f();
  };
  return { added, listeners, imageListeners, frame };
}

describe('the bootstrap that starts the app after the first paint', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());
  const everything = [
    '<link rel="modulepreload" href="/assets/a.js" nonce="n0nce"><link rel="modulepreload" href="/assets/b.js" nonce="n0nce">',
    '<module /assets/entry.js n0nce>',
  ];

  it('adds every chunk’s preload and the entry together, after the first frame once the document is parsed', () => {
    const doc = bootDocument({ readyState: 'loading' });
    doc.frame();
    vi.runAllTimers();
    expect(doc.added).toEqual([]);
    doc.listeners.get('DOMContentLoaded')!();
    expect(doc.added).toEqual([]);
    // the frame is painted, then the scripts are asked for
    doc.frame();
    expect(doc.added).toEqual([]);
    vi.runAllTimers();
    expect(doc.added).toEqual(everything);
  });

  it('waits for the high-priority image (the banner) to arrive, or not longer than the limit', () => {
    const arrived = bootDocument({ image: 'loading' });
    arrived.frame();
    vi.advanceTimersByTime(IMAGE_WAIT_MS - 1);
    expect(arrived.added).toEqual([]);
    arrived.imageListeners.get('load')!();
    arrived.frame();
    vi.advanceTimersByTime(1);
    expect(arrived.added).toEqual(everything);

    const late = bootDocument({ image: 'loading' });
    vi.advanceTimersByTime(IMAGE_WAIT_MS);
    late.frame();
    vi.advanceTimersByTime(1);
    expect(late.added).toEqual(everything);
    // the image arriving afterwards adds nothing twice
    late.imageListeners.get('load')!();
    late.frame();
    vi.runAllTimers();
    expect(late.added).toEqual(everything);

    const there = bootDocument({ image: 'complete' });
    there.frame();
    vi.advanceTimersByTime(1);
    expect(there.added).toEqual(everything);
  });

  it('starts at once in a hidden document, which paints nothing', () => {
    expect(bootDocument({ hidden: true, image: 'loading' }).added).toEqual(everything);
  });

  it('gives no nonce attribute in a shared document, which has none (its CSP lists hashes)', () => {
    const shared = bootDocument({ nonce: '' });
    shared.frame();
    vi.runAllTimers();
    expect(shared.added).toEqual([
      '<link rel="modulepreload" href="/assets/a.js"><link rel="modulepreload" href="/assets/b.js">',
      '<module /assets/entry.js (no nonce)>',
    ]);
  });
});
