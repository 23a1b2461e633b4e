// SPEC §2: failing to load a code chunk forces a page reload, at most once per minute. When the
// chunk fails again within that minute, a message with a reload button takes the page's place
// instead of a blank screen.
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

/** What the failure notice says, in the visitor's language (the app sets it once its catalog
 * has loaded: a chunk is only ever asked for after that). */
export interface ChunkFailureTexts {
  message: string;
  reload: string;
}

let texts: ChunkFailureTexts | null = null;

export function setChunkFailureTexts(value: ChunkFailureTexts): void {
  texts = value;
}

export const CHUNK_FAILURE_ID = 'chunk-failure';

/** The message in place of the page: an alert with a focused reload button, outside React's
 * root (which may be empty, or still the server's markup) so that no render removes it. */
export function showChunkFailure(doc: Document = document): void {
  if (!texts || doc.getElementById(CHUNK_FAILURE_ID)) return;
  const box = doc.createElement('div');
  box.id = CHUNK_FAILURE_ID;
  box.className = 'chunk-failure';
  box.setAttribute('role', 'alert');
  const message = doc.createElement('p');
  message.textContent = texts.message;
  const button = doc.createElement('button');
  button.type = 'button';
  button.className = 'button';
  button.textContent = texts.reload;
  button.addEventListener('click', () => doc.defaultView?.location.reload());
  box.append(message, button);
  doc.body.prepend(box);
  button.focus();
}

let quiet = 0;

/** Loads code ahead of need (a prefetch): its failure is no one's concern, neither a reload nor
 * the message (the visitor asked for nothing; a click loads it again, guarded). Undefined when it
 * did not load. */
export async function loadQuietly<T>(load: () => Promise<T>): Promise<T | undefined> {
  quiet++;
  try {
    return await load();
  } catch {
    return undefined;
  } finally {
    quiet--;
  }
}

/** Whether a failing load may be a prefetch's: the guarded loads (guardedImport) see their own
 * failure in any case. */
export const loadingQuietly = (): boolean => quiet > 0;

/** A chunk did not load: reload once a minute, else say so and offer the reload. */
export function chunkFailed(): void {
  if (!reloadAfterChunkFailure()) showChunkFailure();
}

export function guardedImport<T>(load: () => Promise<T>): () => Promise<T> {
  return async () => {
    try {
      const loaded = await load();
      // Vite's preload helper answers undefined once the vite:preloadError handler has taken
      // the failure: the module is still missing, and rendering without it would blank the page
      if (loaded === undefined) throw new Error('A code chunk did not load.');
      return loaded;
    } catch (error) {
      chunkFailed();
      throw error;
    }
  };
}
