// SPEC §5: the slug helper strips accents, lowercases and joins words with hyphens.
// Letters that NFD does not split into a base letter and an accent.
const SPECIAL_LETTERS: Record<string, string> = {
  œ: 'oe',
  Œ: 'oe',
  æ: 'ae',
  Æ: 'ae',
  ß: 'ss',
  ø: 'o',
  Ø: 'o',
  đ: 'd',
  Đ: 'd',
  ł: 'l',
  Ł: 'l',
};

export function slugify(input: string): string {
  return input
    .replace(/[œŒæÆßøØđĐłŁ]/g, (c) => SPECIAL_LETTERS[c] ?? c)
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
