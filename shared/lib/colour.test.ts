import { describe, expect, it } from 'vitest';
import {
  contrastingText,
  contrastRatio,
  isDarkColour,
  parseHexColour,
  readableOn,
  toCssColour,
} from './colour.ts';

describe('colours', () => {
  it('parses 3, 6 and 8 hex digits, the eighth pair being alpha', () => {
    expect(parseHexColour('#C04C1B')).toEqual({ r: 192, g: 76, b: 27, a: 1 });
    expect(parseHexColour('#fff')).toEqual({ r: 255, g: 255, b: 255, a: 1 });
    expect(parseHexColour('#C04C1B80')).toEqual({ r: 192, g: 76, b: 27, a: 0.502 });
    expect(parseHexColour('C04C1B')).toEqual({ r: 192, g: 76, b: 27, a: 1 });
  });

  it('refuses what is not a hex colour', () => {
    for (const bad of ['', 'red', '#12', '#12345', '#1234567', '#gggggg', null, undefined]) {
      expect(parseHexColour(bad)).toBeNull();
    }
  });

  it('counts a colour as dark when its luminance is at most 128', () => {
    expect(isDarkColour('#000000')).toBe(true);
    expect(isDarkColour('#808080')).toBe(true); // luminance exactly 128
    expect(isDarkColour('#818181')).toBe(false);
    expect(isDarkColour('#C04C1B')).toBe(true);
    expect(isDarkColour('#CACE0B')).toBe(false);
    expect(isDarkColour('not a colour')).toBe(false);
  });

  it('writes CSS colours, with rgba when alpha is present', () => {
    expect(toCssColour('#C04C1B')).toBe('#c04c1b');
    expect(toCssColour('#C04C1B80')).toBe('rgba(192, 76, 27, 0.502)');
    expect(toCssColour('nope')).toBeNull();
  });

  it('picks a readable text colour for a background', () => {
    expect(contrastingText('#C04C1B')).toBe('#ffffff');
    expect(contrastingText('#CACE0B')).toBe('#1a1a1a');
    expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21);
  });

  it('keeps a colour that reads on its background and darkens one that does not, just enough', () => {
    expect(readableOn('#1f1f1f', '#ffffff')).toBe('#1f1f1f');
    const adjusted = readableOn('#CACE0B', '#ffffff');
    expect(contrastRatio(adjusted, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(readableOn('#C04C1B', '#f6f4f1'), '#f6f4f1')).toBeGreaterThanOrEqual(4.5);
    const onDark = readableOn('#6B1E3A', '#1a1a1a');
    expect(contrastRatio(onDark, '#1a1a1a')).toBeGreaterThanOrEqual(4.5);
  });
});
