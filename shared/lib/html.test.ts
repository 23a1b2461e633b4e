import { describe, expect, it } from 'vitest';
import { escapeHtml, htmlToText, serializeForScript } from './html.ts';

describe('html escaping', () => {
  it('escapes the five HTML specials', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;',
    );
  });

  it('serialises JSON that cannot close its script element and parses back unchanged', () => {
    const value = { text: '</script><script>alert(1)</script><!-- \u2028 \u2029 & done' };
    const out = serializeForScript(value);
    expect(out).not.toMatch(/<|>|\u2028|\u2029/);
    expect(JSON.parse(out)).toEqual(value);
  });
});

describe('htmlToText', () => {
  it('keeps the words, separates blocks and decodes entities', () => {
    expect(
      htmlToText('<p>Bonjour&nbsp;<strong>à tous</strong></p><p>L&#39;été &amp; l&rsquo;hiver</p>'),
    ).toBe("Bonjour à tous L'été & l&rsquo;hiver");
    expect(htmlToText('<ul><li>un</li><li>deux</li></ul>')).toBe('un deux');
    expect(htmlToText('x&#x1F600;y')).toBe('x😀y');
  });
});
