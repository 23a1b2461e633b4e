import { afterEach, describe, expect, it, vi } from 'vitest';
import { guardedImport, loadingQuietly, loadQuietly, reloadAfterChunkFailure } from './lazy-chunk.ts';

function fakeStorage(): Storage {
  const data = new Map<string, string>();
  return {
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => void data.set(k, v),
    removeItem: (k) => void data.delete(k),
    clear: () => data.clear(),
    key: () => null,
    get length() {
      return data.size;
    },
  };
}

describe('the chunk reload guard (SPEC §2)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('reloads at most once per minute', () => {
    const reload = vi.fn();
    vi.stubGlobal('window', { location: { reload } });
    const storage = fakeStorage();
    expect(reloadAfterChunkFailure(1_000_000, storage)).toBe(true);
    expect(reloadAfterChunkFailure(1_030_000, storage)).toBe(false);
    expect(reloadAfterChunkFailure(1_061_000, storage)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('reloads when a page chunk fails to load, and passes the error on', async () => {
    const reload = vi.fn();
    vi.stubGlobal('window', { location: { reload } });
    vi.stubGlobal('localStorage', fakeStorage());
    const load = guardedImport(() =>
      Promise.reject(new Error('Failed to fetch dynamically imported module')),
    );
    await expect(load()).rejects.toThrow('Failed to fetch');
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('does nothing on the server', () => {
    expect(reloadAfterChunkFailure(0, fakeStorage())).toBe(false);
  });
});

describe('a chunk that Vite reported missing', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is a failure, not an empty module', async () => {
    const reload = vi.fn();
    vi.stubGlobal('window', { location: { reload } });
    vi.stubGlobal('localStorage', fakeStorage());
    const load = guardedImport(() => Promise.resolve(undefined));
    await expect(load()).rejects.toThrow('did not load');
    expect(reload).toHaveBeenCalledTimes(1);
  });
});

describe('a prefetch (code loaded ahead of need)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('fails quietly: no reload, no throw, and says a quiet load is on while it runs', async () => {
    const reload = vi.fn();
    vi.stubGlobal('window', { location: { reload } });
    vi.stubGlobal('localStorage', fakeStorage());
    let fail: (error: Error) => void = () => undefined;
    const loading = loadQuietly(() => new Promise((_, reject) => (fail = reject)));
    // what the vite:preloadError handler asks before it reloads (entry-client.tsx)
    expect(loadingQuietly()).toBe(true);
    fail(new Error('Failed to fetch dynamically imported module'));
    await expect(loading).resolves.toBeUndefined();
    expect(loadingQuietly()).toBe(false);
    expect(reload).not.toHaveBeenCalled();
    await expect(loadQuietly(() => Promise.resolve({ Component: 'view' }))).resolves.toEqual({
      Component: 'view',
    });
  });
});
