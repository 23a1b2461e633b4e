// SPEC §5: a colour of 8 hex digits carries an alpha suffix; a colour is dark when its
// luminance is at most 128 (perceived luminance on the 0–255 scale).
export interface Rgba {
  r: number;
  g: number;
  b: number;
  a: number;
}

const HEX = /^#?([0-9a-f]{3}|[0-9a-f]{4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;

export function parseHexColour(value: string | null | undefined): Rgba | null {
  const match = value ? HEX.exec(value.trim()) : null;
  if (!match?.[1]) return null;
  let hex = match[1];
  if (hex.length <= 4) hex = [...hex].map((c) => c + c).join('');
  const byte = (i: number) => Number.parseInt(hex.slice(i, i + 2), 16);
  return {
    r: byte(0),
    g: byte(2),
    b: byte(4),
    a: hex.length === 8 ? Math.round((byte(6) / 255) * 1000) / 1000 : 1,
  };
}

export function luminance({ r, g, b }: Rgba): number {
  return 0.299 * r + 0.587 * g + 0.114 * b;
}

export function isDarkColour(value: string | null | undefined): boolean {
  const rgba = parseHexColour(value);
  return rgba !== null && luminance(rgba) <= 128;
}

/** A CSS colour for any accepted hex value: `#rrggbb`, or `rgba(…)` when an alpha suffix is present. */
export function toCssColour(value: string | null | undefined): string | null {
  const rgba = parseHexColour(value);
  if (!rgba) return null;
  if (rgba.a < 1) return `rgba(${rgba.r}, ${rgba.g}, ${rgba.b}, ${rgba.a})`;
  const hex = (n: number) => n.toString(16).padStart(2, '0');
  return `#${hex(rgba.r)}${hex(rgba.g)}${hex(rgba.b)}`;
}

/** Text colour that reads on the given background. */
export function contrastingText(background: string | null | undefined): string {
  return isDarkColour(background) ? '#ffffff' : '#1a1a1a';
}

/** WCAG 2 relative luminance (0–1) and contrast ratio, used to keep theme text readable. */
export function relativeLuminance({ r, g, b }: Rgba): number {
  const channel = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/**
 * The colour itself when it reaches `minRatio` against the background, otherwise the colour
 * mixed towards black (or white on a dark background) just enough to reach it: brand colours
 * stay recognisable and text stays readable (RGAA 3.2, WCAG 1.4.3).
 */
export function readableOn(colour: string, background: string, minRatio = 4.5): string {
  const fg = parseHexColour(colour);
  const bg = parseHexColour(background);
  if (!fg || !bg) return colour;
  const target = isDarkColour(background) ? 255 : 0;
  const hex = (n: number) => Math.round(n).toString(16).padStart(2, '0');
  for (let step = 0; step <= 20; step++) {
    const k = step / 20;
    const mix = (c: number) => c + (target - c) * k;
    const candidate = `#${hex(mix(fg.r))}${hex(mix(fg.g))}${hex(mix(fg.b))}`;
    if ((contrastRatio(candidate, background) ?? 0) >= minRatio) return candidate;
  }
  return target === 0 ? '#000000' : '#ffffff';
}

export function contrastRatio(a: string, b: string): number | null {
  const x = parseHexColour(a);
  const y = parseHexColour(b);
  if (!x || !y) return null;
  const [hi, lo] = [relativeLuminance(x), relativeLuminance(y)].sort((p, q) => q - p) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}
