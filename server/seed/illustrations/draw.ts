// Drawing helpers of the seed's illustrations: a repeatable random source, colours, and the
// SVG shapes that the scenes are made of (hills, trees, buildings, water). Everything is plain
// SVG text; render.ts turns it into WebP.

/** A repeatable random source (mulberry32) seeded by a name: the same illustration every seed. */
export function randomFrom(name: string): () => number {
  let seed = 2166136261;
  for (const char of name) seed = Math.imul(seed ^ char.charCodeAt(0), 16777619);
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const escapeXml = (text: string) =>
  text.replace(/[<>&"']/g, (c) => `&${{ '<': 'lt', '>': 'gt', '&': 'amp', '"': 'quot', "'": 'apos' }[c]};`);

const round = (n: number) => Math.round(n * 10) / 10;

/** Mixes two #rrggbb colours (t = 0: a, 1: b). */
export function mix(a: string, b: string, t: number): string {
  const pa = [1, 3, 5].map((i) => Number.parseInt(a.slice(i, i + 2), 16));
  const pb = [1, 3, 5].map((i) => Number.parseInt(b.slice(i, i + 2), 16));
  return `#${pa
    .map((v, i) =>
      Math.round(v + (pb[i]! - v) * t)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

export interface Palette {
  skyTop: string;
  skyBottom: string;
  sun: string;
  hills: string[];
  foliage: string[];
  water: string;
}

export const SEASONS: Record<'spring' | 'summer' | 'autumn' | 'winter' | 'evening' | 'night', Palette> = {
  spring: {
    skyTop: '#6fa8dc',
    skyBottom: '#dff0fb',
    sun: '#fff4c2',
    hills: ['#a9c98a', '#86b36a', '#5f9650', '#437a3c'],
    foliage: ['#5d9b4a', '#7bb661', '#4a8a3e'],
    water: '#7fb2d9',
  },
  summer: {
    skyTop: '#3f8fd8',
    skyBottom: '#cfe8f7',
    sun: '#fff1a8',
    hills: ['#b9c97a', '#97b45a', '#6f9a45', '#4f7e36'],
    foliage: ['#3f7f35', '#5a9a45', '#2f6b2c'],
    water: '#5d9dd0',
  },
  autumn: {
    skyTop: '#7aa7cf',
    skyBottom: '#f3e3c8',
    sun: '#ffe2a0',
    hills: ['#c9b27a', '#b08f55', '#8d7440', '#6a5a32'],
    foliage: ['#c8702a', '#d99a32', '#a2482a', '#8a6a2a'],
    water: '#7f9fb8',
  },
  winter: {
    skyTop: '#9db4c8',
    skyBottom: '#eef2f5',
    sun: '#ffffff',
    hills: ['#e9eef2', '#d7dfe6', '#c2ccd5', '#a9b5bf'],
    foliage: ['#6b7f6a', '#55695a', '#7d8f7a'],
    water: '#8aa6bb',
  },
  evening: {
    skyTop: '#3b4f8a',
    skyBottom: '#f6b27a',
    sun: '#ffd27a',
    hills: ['#8a7a8a', '#6a5f75', '#4f4a60', '#3a3a4c'],
    foliage: ['#3f5a3a', '#4f6a40', '#2f4a30'],
    water: '#c89a8a',
  },
  night: {
    skyTop: '#0f1a3a',
    skyBottom: '#3a4a7a',
    sun: '#f4f1d8',
    hills: ['#3a4560', '#2f3a52', '#263046', '#1d2538'],
    foliage: ['#22332a', '#2a3d30', '#1c2a22'],
    water: '#2a3a5a',
  },
};

export type Season = keyof typeof SEASONS;

/** A sky with its gradient, a sun (or moon) and a few clouds. */
export function sky(
  width: number,
  height: number,
  palette: Palette,
  random: () => number,
  id: string,
): string {
  const sunX = width * (0.15 + random() * 0.7);
  const sunY = height * (0.12 + random() * 0.15);
  const clouds = Array.from({ length: 3 + Math.floor(random() * 3) }, () => {
    const x = random() * width;
    const y = height * (0.08 + random() * 0.25);
    const w = width * (0.08 + random() * 0.1);
    return `<g fill="#ffffff" opacity="${round(0.55 + random() * 0.3)}"><ellipse cx="${round(x)}" cy="${round(y)}" rx="${round(w)}" ry="${round(w * 0.22)}"/><ellipse cx="${round(x + w * 0.35)}" cy="${round(y - w * 0.12)}" rx="${round(w * 0.5)}" ry="${round(w * 0.25)}"/></g>`;
  }).join('');
  return `<defs><linearGradient id="${id}-sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${palette.skyTop}"/><stop offset="1" stop-color="${palette.skyBottom}"/></linearGradient><radialGradient id="${id}-sun"><stop offset="0" stop-color="${palette.sun}"/><stop offset="0.45" stop-color="${palette.sun}" stop-opacity="0.9"/><stop offset="1" stop-color="${palette.sun}" stop-opacity="0"/></radialGradient></defs><rect width="${width}" height="${height}" fill="url(#${id}-sky)"/><circle cx="${round(sunX)}" cy="${round(sunY)}" r="${round(height * 0.12)}" fill="url(#${id}-sun)"/>${clouds}`;
}

/** A rolling hill line across the picture, filled down to the bottom. */
export function hill(
  width: number,
  height: number,
  baseY: number,
  amplitude: number,
  colour: string,
  random: () => number,
): string {
  const phase = random() * Math.PI * 2;
  const waves = 1 + random() * 2;
  const points: string[] = [];
  for (let i = 0; i <= 48; i++) {
    const x = (width * i) / 48;
    const y =
      baseY +
      Math.sin(phase + (i / 48) * Math.PI * waves) * amplitude +
      Math.sin(phase * 2 + (i / 48) * Math.PI * waves * 3) * amplitude * 0.25;
    points.push(`${round(x)},${round(y)}`);
  }
  return `<polygon points="0,${height} ${points.join(' ')} ${width},${height}" fill="${colour}"/>`;
}

/** The height of the hill line drawn by `hill` is not kept: trees stand on a given ground line. */
export function tree(
  x: number,
  ground: number,
  size: number,
  colour: string,
  kind: 'round' | 'poplar' | 'fir',
): string {
  const trunk = `<rect x="${round(x - size * 0.06)}" y="${round(ground - size * 0.35)}" width="${round(size * 0.12)}" height="${round(size * 0.35)}" fill="#5a4030"/>`;
  if (kind === 'poplar')
    return `${trunk}<ellipse cx="${round(x)}" cy="${round(ground - size * 0.95)}" rx="${round(size * 0.2)}" ry="${round(size * 0.7)}" fill="${colour}"/>`;
  if (kind === 'fir')
    return `${trunk}<polygon points="${round(x)},${round(ground - size * 1.4)} ${round(x - size * 0.4)},${round(ground - size * 0.3)} ${round(x + size * 0.4)},${round(ground - size * 0.3)}" fill="${colour}"/>`;
  return `${trunk}<circle cx="${round(x)}" cy="${round(ground - size * 0.65)}" r="${round(size * 0.38)}" fill="${colour}"/><circle cx="${round(x - size * 0.2)}" cy="${round(ground - size * 0.5)}" r="${round(size * 0.26)}" fill="${colour}" opacity="0.85"/>`;
}

/** A row of trees along a ground line. */
export function treeRow(
  from: number,
  to: number,
  ground: number,
  size: number,
  palette: Palette,
  random: () => number,
  kind: 'round' | 'poplar' | 'fir' = 'round',
): string {
  let out = '';
  for (let x = from; x < to; x += size * (0.55 + random() * 0.6)) {
    const s = size * (0.75 + random() * 0.5);
    out += tree(
      x,
      ground + random() * size * 0.1,
      s,
      palette.foliage[Math.floor(random() * palette.foliage.length)]!,
      kind,
    );
  }
  return out;
}

/** A church seen from afar: nave and bell tower with its spire. */
export function church(x: number, ground: number, size: number, colour: string): string {
  const s = size;
  return `<g fill="${colour}"><rect x="${round(x)}" y="${round(ground - s * 0.5)}" width="${round(s * 1.2)}" height="${round(s * 0.5)}"/><polygon points="${round(x - s * 0.05)},${round(ground - s * 0.5)} ${round(x + s * 0.6)},${round(ground - s * 0.8)} ${round(x + s * 1.25)},${round(ground - s * 0.5)}"/><rect x="${round(x + s * 1.1)}" y="${round(ground - s * 1.1)}" width="${round(s * 0.35)}" height="${round(s * 1.1)}"/><polygon points="${round(x + s * 1.05)},${round(ground - s * 1.1)} ${round(x + s * 1.275)},${round(ground - s * 1.9)} ${round(x + s * 1.5)},${round(ground - s * 1.1)}"/></g>`;
}

/** A small house: walls, roof and two windows. */
export function house(x: number, ground: number, size: number, wall: string, roof: string): string {
  const s = size;
  return `<rect x="${round(x)}" y="${round(ground - s * 0.6)}" width="${round(s)}" height="${round(s * 0.6)}" fill="${wall}"/><polygon points="${round(x - s * 0.08)},${round(ground - s * 0.6)} ${round(x + s * 0.5)},${round(ground - s * 1.0)} ${round(x + s * 1.08)},${round(ground - s * 0.6)}" fill="${roof}"/><rect x="${round(x + s * 0.15)}" y="${round(ground - s * 0.45)}" width="${round(s * 0.18)}" height="${round(s * 0.18)}" fill="#f7e7b0"/><rect x="${round(x + s * 0.62)}" y="${round(ground - s * 0.45)}" width="${round(s * 0.18)}" height="${round(s * 0.18)}" fill="#f7e7b0"/><rect x="${round(x + s * 0.4)}" y="${round(ground - s * 0.3)}" width="${round(s * 0.18)}" height="${round(s * 0.3)}" fill="#6a4a35"/>`;
}

export const svgDocument = (width: number, height: number, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`;
