import { describe, expect, it } from 'vitest';
import { escapeHtml, serializeForScript } from './html.ts';

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
