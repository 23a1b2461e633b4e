// SPEC §2: failing to load a code chunk forces a page reload, at most once per minute.
import { CHUNK_RELOAD_GUARD_MS } from '#shared/config/constants.ts';

const KEY = 'parvis-chunk-reload-at';

export function reloadAfterChunkFailure(
  now = Date.now(),
  storage: Storage | undefined = globalThis.localStorage,
): boolean {
  if (typeof window === 'undefined' || !storage) return false;
  const last = Number(storage.getItem(KEY) ?? 0);
  if (now - last < CHUNK_RELOAD_GUARD_MS) return false;
  storage.setItem(KEY, String(now));
  window.location.reload();
  return true;
}

export function guardedImport<T>(load: () => Promise<T>): () => Promise<T> {
  return async () => {
    try {
      return await load();
    } catch (error) {
      reloadAfterChunkFailure();
      throw error;
    }
  };
}
