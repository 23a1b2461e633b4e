// The pictures of the demo sites: photographs cannot be fetched, so the seed draws illustrations
// (SVG built here, rendered to WebP by sharp) from the site's data: the scenes its
// illustrations.yaml lists, and a bottle for every wine of its wines.yaml. Each is stored
// through the media library as illustrations/<name>.webp; /_ipx serves its smaller variants.
import { slugify } from '#shared/lib/slug.ts';
import type { Db } from '../../db/client.ts';
import { storeMedia } from '../../modules/media/library.ts';
import type { MediaStorage } from '../../modules/media/storage.ts';
import type { SeedIllustrationEntry, SeedWine } from '../load/schemas.ts';
import { renderIllustration } from './render.ts';
import type { SceneSize, SceneSpec } from './scenes.ts';

export interface Drawing {
  name: string;
  spec: SceneSpec;
  size: SceneSize;
  alt: string;
}

const SIZES: Record<'banner' | 'picture' | 'bottle', SceneSize> = {
  banner: { width: 1920, height: 640 },
  // the shape of the news cards (16:9), twice their widest
  picture: { width: 1280, height: 720 },
  // the shape of the gallery's thumbnails (4:3), the bottle standing in the middle
  bottle: { width: 1200, height: 900 },
};

const COLOURS: Record<NonNullable<SeedWine['colour']>, string> = {
  white: 'vin blanc',
  red: 'vin rouge',
  rose: 'vin rosé',
  sparkling: 'vin effervescent',
};

export const illustrationKey = (name: string) => `illustrations/${name}.webp`;
export const bottleName = (wine: Pick<SeedWine, 'name'>) => `vin-${slugify(wine.name)}`;

/** Everything a site's data asks to be drawn. */
export function drawingsOf(data: {
  site: { name: string };
  illustrations: SeedIllustrationEntry[];
  wines: SeedWine[];
}): Drawing[] {
  const scenes = data.illustrations.map(({ name, alt, size, ...spec }) => ({
    name,
    alt,
    size: SIZES[size ?? 'picture'],
    spec: { ...spec, name } as SceneSpec,
  }));
  // a box is shown by the bottles it holds: only wines are drawn
  const bottles = data.wines.flatMap((wine) => {
    if (!wine.colour || !wine.appellation) return [];
    const label = {
      name: wine.name,
      appellation: wine.appellation,
      colour: wine.colour,
      vintage: wine.vintage ?? wine.declinations.find((d) => d.year)?.year,
    };
    return [
      {
        name: bottleName(wine),
        alt: `Illustration : une bouteille de ${wine.name}${label.vintage ? ` ${label.vintage}` : ''} (${COLOURS[wine.colour]}), l’étiquette au nom de la cuvée.`,
        size: SIZES.bottle,
        spec: { scene: 'bottle' as const, ...label, estate: data.site.name },
      },
    ];
  });
  return [...scenes, ...bottles];
}

/** Draws and stores a site's illustrations; answers their keys. */
export async function seedIllustrations(
  db: Db,
  storage: MediaStorage,
  siteId: number,
  drawings: Drawing[],
  cacheDir?: string,
): Promise<string[]> {
  // rendered together (libvips works on its own threads), stored one after the other
  const rendered = await Promise.all(drawings.map((d) => renderIllustration(d.spec, d.size, cacheDir)));
  const keys: string[] = [];
  for (const [i, drawing] of drawings.entries()) {
    const key = illustrationKey(drawing.name);
    await storeMedia(db, storage, siteId, { key, data: rendered[i]!.data, alt: drawing.alt });
    keys.push(key);
  }
  return keys;
}
