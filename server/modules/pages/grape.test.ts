import { describe, expect, it } from 'vitest';
import { sanitizeGrapeCss, sanitizeGrapeHtml, scopedGrapeCss } from './grape.ts';

describe('GrapesJS HTML on save', () => {
  it('keeps page-builder markup and drops scripts, handlers, frames, forms and foreign images', () => {
    const html = sanitizeGrapeHtml(`
      <section id="i3k" class="hero"><h1 class="t">Titre</h1><p onclick="x()">Texte</p>
      <script>alert(1)</script><iframe src="https://www.youtube.com/embed/x"></iframe>
      <form action="/x"><input name="a"></form>
      <img src="/demo/a.svg" alt="A" onerror="x()"><img src="https://tracker.example/p.gif" alt="">
      <img src="//cdn.example/a.png"><img src="data:image/png;base64,AAAA">
      <a href="javascript:alert(1)">a</a><a href="https://tourisme.fr" target="_blank">b</a>
      <div style="background:url(https://x)">c</div></section>`);
    expect(html).toContain('<section id="i3k" class="hero"><h2 class="t">Titre</h2><p>Texte</p>');
    expect(html).toContain('<img src="/demo/a.svg" alt="A" />');
    expect(html).not.toMatch(
      /script|iframe|form|input|onclick|onerror|tracker|cdn\.example|data:|javascript|style=/,
    );
    expect(html).toContain('<a href="https://tourisme.fr" target="_blank" rel="noopener noreferrer">b</a>');
    expect(html).toContain('<a>a</a>');
  });
});

describe('GrapesJS CSS on save', () => {
  it('keeps rules and media queries, drops imports, fonts, remote URLs and script hooks', () => {
    const css = sanitizeGrapeCss(`
      @import url("https://evil.example/x.css");
      @font-face { font-family: X; src: url(https://fonts.example/x.woff2); }
      /* comment */ #i3k { color: #c04c1b; background: url('/demo/a.svg') }
      .hero { background-image: url(https://tracker.example/p.gif); width: expression(alert(1)); }
      .x { behavior: url(x.htc); -moz-binding: url(x.xml#y) }
      .y::after { content: "\\201C</style><script>" }
      @media (max-width: 768px) { .hero > p { padding: 0 } }
      color: red;`);
    expect(css).not.toMatch(
      /@import|@font-face|evil|fonts\.example|tracker|expression|behavior|binding|<|\\|comment/,
    );
    expect(css).toContain('#i3k { color: #c04c1b; background: url("/demo/a.svg") }');
    expect(css).toContain('background-image: none');
    expect(css).toContain('@media (max-width: 768px) { .hero > p { padding: 0 } }');
    expect(css).not.toMatch(/^color: red/m);
  });

  it('is served scoped to the page content, keyframes kept global', () => {
    expect(
      scopedGrapeCss(
        '@keyframes f { from { opacity: 0 } to { opacity: 1 } }\nbody { margin: 0 }\n.a { color: red }',
      ),
    ).toBe(
      '@keyframes f { from { opacity: 0 } to { opacity: 1 } }\n@scope (.grape-page) {\nbody { margin: 0 }\n.a { color: red }\n}',
    );
    expect(scopedGrapeCss('')).toBe('');
  });
});

describe('images of the page builder', () => {
  it('keeps an image’s text and makes an image without one decorative', () => {
    expect(sanitizeGrapeHtml('<img src="/media/a.webp" alt="La mairie"><img src="/media/b.webp">')).toBe(
      '<img src="/media/a.webp" alt="La mairie" /><img src="/media/b.webp" alt="" />',
    );
  });
});
