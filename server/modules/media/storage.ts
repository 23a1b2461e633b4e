// The media storage seam (ADR 006, "Media"): every site's files live under the site's own
// prefix, and nothing reads or writes them except through this interface, so that an
// S3-compatible store can replace the local disk without touching a caller. A key is checked
// here, once, for every implementation: a key that could leave the site's prefix never reaches
// a store.
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';

export interface StoredObject {
  size: number;
  modifiedAt: Date;
}

export interface MediaStorage {
  /** Writes (or replaces) a site's file. */
  put(siteId: number, key: string, data: Buffer): Promise<void>;
  /** A site's file, or null when that site has no file under this key. */
  get(siteId: number, key: string): Promise<Buffer | null>;
  stat(siteId: number, key: string): Promise<StoredObject | null>;
  delete(siteId: number, key: string): Promise<void>;
}

/** Lower-case path segments of letters, digits, `_`, `-` and `.`; no empty, `.` or `..` segment. */
const KEY = /^(?:[a-z0-9_][a-z0-9_.-]{0,99}\/){0,8}[a-z0-9_][a-z0-9_.-]{0,99}$/;

export const isMediaKey = (key: string): boolean =>
  KEY.test(key) && !key.split('/').some((segment) => segment === '..' || segment.endsWith('.'));

/** Where the trash keeps a deleted file's bytes for 30 days (ADR 017): never served. */
export const TRASH_PREFIX = 'corbeille/';

/** Where the page builder's preview images of layouts are kept (ADR 006 amended): the panel
 * serves them to the site's administrators; never served to visitors (a draft's preview shows
 * what is not published). */
export const PREVIEW_PREFIX = 'apercus/';

/** A key visitors may read at `/media/` and `/_ipx/`: a media key outside the trash and the
 * previews. */
export const isServedMediaKey = (key: string): boolean =>
  isMediaKey(key) && !key.startsWith(TRASH_PREFIX) && !key.startsWith(PREVIEW_PREFIX);

function checked(siteId: number, key: string): string {
  if (!Number.isSafeInteger(siteId) || siteId <= 0) throw new Error(`Bad site id for media: ${siteId}`);
  if (!isMediaKey(key)) throw new Error(`Bad media key: ${JSON.stringify(key)}`);
  return `${siteId}/${key}`;
}

const missing = (error: unknown) =>
  ['ENOENT', 'ENOTDIR', 'EISDIR'].includes((error as NodeJS.ErrnoException).code ?? '');

/** Files on the local disk: `<root>/<siteId>/<key>` (root is DATA_DIR/media by default). */
export function createLocalMediaStorage(root: string): MediaStorage {
  const file = (siteId: number, key: string) => path.join(root, checked(siteId, key));
  return {
    async put(siteId, key, data) {
      const target = file(siteId, key);
      await mkdir(path.dirname(target), { recursive: true });
      // written aside then renamed: a reader never sees half a file
      const partial = `${target}.${process.pid}.partial`;
      await writeFile(partial, data);
      await rename(partial, target);
    },
    async get(siteId, key) {
      try {
        return await readFile(file(siteId, key));
      } catch (error) {
        if (missing(error)) return null;
        throw error;
      }
    },
    async stat(siteId, key) {
      try {
        const info = await stat(file(siteId, key));
        return info.isFile() ? { size: info.size, modifiedAt: info.mtime } : null;
      } catch (error) {
        if (missing(error)) return null;
        throw error;
      }
    },
    async delete(siteId, key) {
      await rm(file(siteId, key), { force: true });
    },
  };
}
