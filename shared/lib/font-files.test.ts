import { describe, expect, it } from 'vitest';
import { fontStyleFromName, fontWeightFromName } from './font-files.ts';

describe('font files (SPEC §9)', () => {
  it.each([
    ['Lato-Thin.woff2', 100],
    ['Lato-ExtraLight.woff2', 200],
    ['lato_extra-light.ttf', 200],
    ['Lato-Light.woff2', 300],
    ['Lato-Regular.woff2', 400],
    ['Lato-Medium.woff', 500],
    ['Lato-SemiBold.woff2', 600],
    ['Lato-Bold.otf', 700],
    ['Lato-ExtraBold.woff2', 800],
    ['Lato-Black.woff2', 900],
    ['Lato.woff2', 400],
    ['Lato-BoldItalic.woff2', 700],
  ])('%s weighs %i', (name, weight) => {
    expect(fontWeightFromName(name)).toBe(weight);
  });

  it('reads italics', () => {
    expect(fontStyleFromName('Lato-BoldItalic.woff2')).toBe('italic');
    expect(fontStyleFromName('Lato-Bold.woff2')).toBe('normal');
  });
});
