import { describe, expect, it } from 'vitest';
import { fontFaceCss } from './font-faces.ts';

describe('fontFaceCss', () => {
  it('declares each uploaded file under its family, weight and style', () => {
    expect(
      fontFaceCss([
        {
          family: 'Marianne',
          weight: 700,
          style: 'italic',
          url: '/media/fonts/marianne/marianne-bolditalic-0a1b.woff2',
        },
      ]),
    ).toBe(
      "@font-face{font-family:'Marianne';src:url(/media/fonts/marianne/marianne-bolditalic-0a1b.woff2) format('woff2');font-weight:700;font-style:italic;font-display:swap}",
    );
  });

  it.each([
    { family: "X';}body{display:none", weight: 400, style: 'normal', url: '/media/fonts/x.woff2' },
    { family: 'X', weight: 400, style: 'normal', url: 'https://evil.example/x.woff2' },
    { family: 'X', weight: 400, style: 'normal', url: '/media/fonts/x.woff2);}body{x:url(' },
    { family: 'X', weight: 950, style: 'normal', url: '/media/fonts/x.woff2' },
    { family: 'X', weight: 400, style: 'oblique 10deg', url: '/media/fonts/x.woff2' },
  ])('leaves out a file whose values could break the style sheet ($family, $url)', (face) => {
    expect(fontFaceCss([face])).toBe('');
  });
});
