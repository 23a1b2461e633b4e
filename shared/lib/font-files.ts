// SPEC §9: a font file's weight read from its name (`Lato-SemiBold.woff2` → 600), and its style
// (`…Italic…` → italic). The longer names first, so that `extrabold` is not read as `bold`.
const WEIGHTS: readonly [word: string, weight: number][] = [
  ['extralight', 200],
  ['extrabold', 800],
  ['semibold', 600],
  ['regular', 400],
  ['medium', 500],
  ['light', 300],
  ['black', 900],
  ['thin', 100],
  ['bold', 700],
];

const squeeze = (name: string) => name.toLowerCase().replace(/[^a-z]/g, '');

export function fontWeightFromName(name: string): number {
  const words = squeeze(name.replace(/\.[a-z0-9]+$/i, ''));
  return WEIGHTS.find(([word]) => words.includes(word))?.[1] ?? 400;
}

export function fontStyleFromName(name: string): 'normal' | 'italic' {
  return /italic|oblique/i.test(name) ? 'italic' : 'normal';
}
