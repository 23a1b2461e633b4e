import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from './sanitize.ts';

describe('sanitizeRichText', () => {
  it('keeps the formatting an editor writes', () => {
    const html =
      '<h2>Horaires</h2><p>Ouvert le <strong>lundi</strong>, <a href="/nous-contacter">contact</a>.</p><ul><li>un</li></ul>';
    expect(sanitizeRichText(html)).toBe(html);
  });

  it('removes scripts, event handlers, styles and dangerous URLs', () => {
    const out = sanitizeRichText(
      '<p onclick="x()" style="color:red">a<script>alert(1)</script></p><a href="javascript:alert(1)">b</a><img src="data:image/png;base64,AAA" onerror="x()"><iframe src="https://evil.test"></iframe>',
    );
    expect(out).not.toMatch(/script|onclick|onerror|style=|javascript:|data:|iframe/i);
    expect(out).toContain('<p>a</p>');
  });

  it('makes links opening a new tab safe', () => {
    expect(sanitizeRichText('<a href="https://service-public.fr" target="_blank">SP</a>')).toBe(
      '<a href="https://service-public.fr" target="_blank" rel="noopener noreferrer">SP</a>',
    );
  });
});
