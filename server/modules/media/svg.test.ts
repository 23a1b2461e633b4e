import { describe, expect, it } from 'vitest';
import { sanitizeSvg } from './svg.ts';

describe('sanitizeSvg', () => {
  it('keeps drawing markup, gradients and internal references', () => {
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><defs><linearGradient id="g"><stop offset="0" stop-color="#C04C1B"/></linearGradient></defs><rect width="10" height="10" fill="url(#g)"/></svg>';
    const out = sanitizeSvg(svg);
    expect(out).toContain('viewBox="0 0 10 10"');
    expect(out).toContain('<linearGradient id="g">');
    expect(out).toContain('fill="url(#g)"');
  });

  it('removes scripts, handlers, foreign objects and outside references', () => {
    const out = sanitizeSvg(
      '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script><foreignObject><iframe src="https://evil"/></foreignObject><use href="https://evil.example/x.svg#a"/><a href="javascript:alert(3)"><rect fill="url(https://evil/x)"/></a><image href="data:image/png;base64,AA"/></svg>',
    );
    expect(out).not.toMatch(/script|onload|foreignObject|iframe|evil|javascript|data:/i);
  });

  it('refuses what is not an SVG', () => {
    expect(() => sanitizeSvg('<p>hello</p>')).toThrow();
  });
});
