// Markdown of the seed's data files, rendered to the HTML the site stores (then sanitised by the
// writers like any HTML an admin saves). The rules are those a town-hall editor expects and are
// written down in data/README.md: a new line is a new line; links to other sites open in a new
// tab; a table's header cells head their column; a bare address or e-mail stays plain text.
import { Marked, type Tokens } from 'marked';

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const marked = new Marked({
  async: false,
  gfm: true,
  breaks: true,
  tokenizer: {
    // no autolinking of bare URLs and e-mail addresses: a link is written as a link
    url: () => undefined,
  },
  renderer: {
    link(this: { parser: { parseInline(tokens: Tokens.Generic[]): string } }, token: Tokens.Link) {
      const title = token.title ? ` title="${escapeAttribute(token.title)}"` : '';
      const target = /^https?:\/\//i.test(token.href) ? ' target="_blank"' : '';
      return `<a href="${escapeAttribute(token.href)}"${title}${target}>${this.parser.parseInline(token.tokens)}</a>`;
    },
    tablecell(this: { parser: { parseInline(tokens: Tokens.Generic[]): string } }, token: Tokens.TableCell) {
      const tag = token.header ? 'th scope="col"' : 'td';
      const align = token.align ? ` class="text-${token.align}"` : '';
      return `<${tag}${align}>${this.parser.parseInline(token.tokens)}</${token.header ? 'th' : 'td'}>\n`;
    },
  },
});

export function renderMarkdown(source: string): string {
  return (marked.parse(source) as string).trim();
}
