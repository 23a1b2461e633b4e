// Renders an illustration's SVG to WebP with sharp (librsvg), at the size the site shows it
// largest; /_ipx makes the smaller variants from it. The same SVG always gives the same file,
// so a cache folder (the tests keep one in .tmp) spares drawing it again on the next seed.
import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { drawScene, type SceneSize, type SceneSpec } from './scenes.ts';

export interface Illustration {
  data: Buffer;
  width: number;
  height: number;
}

const WEBP = { quality: 78, effort: 1 } as const;

export async function renderIllustration(
  spec: SceneSpec,
  size: SceneSize,
  cacheDir?: string,
): Promise<Illustration> {
  const svg = drawScene(spec, size);
  const file =
    cacheDir &&
    path.join(
      cacheDir,
      `${createHash('sha256')
        .update(`${JSON.stringify(WEBP)}${svg}`)
        .digest('hex')}.webp`,
    );
  const cached = file ? await readFile(file).catch(() => null) : null;
  if (cached) return { data: cached, ...size };
  const data = await sharp(Buffer.from(svg)).webp(WEBP).toBuffer();
  if (file) {
    await mkdir(path.dirname(file), { recursive: true });
    const partial = `${file}.${process.pid}`;
    await writeFile(partial, data);
    await rename(partial, file);
  }
  return { data, ...size };
}
