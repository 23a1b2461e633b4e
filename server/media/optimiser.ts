// The image optimiser behind /_ipx (ipx + sharp): resizes and converts the site's own media
// to the fixed widths of shared/lib/images.ts, and keeps recent variants in memory.
import { createIPX, ipxFSStorage } from 'ipx';
import { type IpxModifiers, isOptimisable } from '#shared/lib/images.ts';

export interface OptimisedImage {
  data: Buffer;
  contentType: string;
}

export interface ImageOptimiser {
  /** null when the source does not exist or is not an image this optimiser reads. */
  optimise(src: string, modifiers: IpxModifiers): Promise<OptimisedImage | null>;
}

const CONTENT_TYPES: Record<string, string> = {
  webp: 'image/webp',
  jpeg: 'image/jpeg',
  jpg: 'image/jpeg',
  png: 'image/png',
};

export function createImageOptimiser(options: { dir: string; cacheBytes?: number }): ImageOptimiser {
  const ipx = createIPX({ storage: ipxFSStorage({ dir: options.dir }) });
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

  async function produce(src: string, modifiers: IpxModifiers): Promise<OptimisedImage | null> {
    try {
      const result = await ipx(src.slice(1), {
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
    async optimise(src, modifiers) {
      if (!isOptimisable(src)) return null;
      const key = `${modifiers.width},${modifiers.format}${src}`;
      const hit = cache.get(key);
      if (hit) {
        cache.delete(key);
        cache.set(key, hit);
        return hit;
      }
      const pending = produce(src, modifiers);
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
