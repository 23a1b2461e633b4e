// The image optimiser behind /_ipx (ipx + sharp): resizes and converts one site's media to the
// fixed widths of shared/lib/images.ts, and keeps recent variants in memory. It reads through the
// media storage seam and always within the site the caller resolved from the host, so a path
// can never name another site's file (ADR 006, "Media").
import { createIPX, type IPXStorage } from 'ipx';
import { type IpxModifiers, isOptimisable } from '#shared/lib/images.ts';
import { isMediaKey, type MediaStorage } from '../modules/media/storage.ts';

export interface OptimisedImage {
  data: Buffer;
  contentType: string;
}

export interface ImageOptimiser {
  /** null when the site has no such file or it is not an image this optimiser reads. */
  optimise(siteId: number, key: string, modifiers: IpxModifiers): Promise<OptimisedImage | null>;
}

const CONTENT_TYPES: Record<string, string> = {
  webp: 'image/webp',
  jpeg: 'image/jpeg',
  jpg: 'image/jpeg',
  png: 'image/png',
};

/** ipx's ids are `/<siteId>/<key>`, built here from a resolved site and a checked key only. */
function siteStorage(media: MediaStorage): IPXStorage {
  const parse = (id: string) => {
    const match = /^\/?(\d+)\/(.+)$/.exec(id);
    return match && isMediaKey(match[2]!) ? { siteId: Number(match[1]), key: match[2]! } : null;
  };
  return {
    name: 'parvis-media',
    async getMeta(id) {
      const ref = parse(id);
      const info = ref && (await media.stat(ref.siteId, ref.key));
      return info ? { mtime: info.modifiedAt, maxAge: 86_400 } : undefined;
    },
    async getData(id) {
      const ref = parse(id);
      const data = ref && (await media.get(ref.siteId, ref.key));
      // ipx copies it with Buffer.from, which reads a Buffer as well as an ArrayBuffer
      return (data ?? undefined) as ArrayBuffer | undefined;
    },
  };
}

export function createImageOptimiser(options: { media: MediaStorage; cacheBytes?: number }): ImageOptimiser {
  const ipx = createIPX({ storage: siteStorage(options.media) });
  const budget = options.cacheBytes ?? 64 * 1024 * 1024;
  // insertion-ordered: the first key is the least recently used
  const cache = new Map<string, Promise<OptimisedImage | null>>();
  const sizes = new Map<string, number>();
  let used = 0;

  const remember = (key: string, image: OptimisedImage) => {
    sizes.set(key, image.data.length);
    used += image.data.length;
    for (const [old] of cache) {
      if (used <= budget) break;
      used -= sizes.get(old) ?? 0;
      sizes.delete(old);
      cache.delete(old);
    }
  };

  async function produce(id: string, modifiers: IpxModifiers): Promise<OptimisedImage | null> {
    try {
      const result = await ipx(id, {
        w: String(modifiers.width),
        f: modifiers.format,
      }).process();
      const data = typeof result.data === 'string' ? Buffer.from(result.data) : result.data;
      return {
        data,
        contentType: CONTENT_TYPES[result.format ?? modifiers.format] ?? 'application/octet-stream',
      };
    } catch (error) {
      if ((error as { statusCode?: number }).statusCode === 404) return null;
      throw error;
    }
  }

  return {
    async optimise(siteId, mediaKey, modifiers) {
      if (!isMediaKey(mediaKey) || !isOptimisable(`/${mediaKey}`)) return null;
      const id = `/${siteId}/${mediaKey}`;
      const key = `${modifiers.width},${modifiers.format}${id}`;
      const hit = cache.get(key);
      if (hit) {
        cache.delete(key);
        cache.set(key, hit);
        return hit;
      }
      const pending = produce(id, modifiers);
      cache.set(key, pending);
      try {
        const image = await pending;
        if (image) remember(key, image);
        else cache.delete(key);
        return image;
      } catch (error) {
        cache.delete(key);
        throw error;
      }
    },
  };
}
