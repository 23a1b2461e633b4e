import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { contentStreams, info, object, pageCount, pageTexts } from '../../tests/support/pdf.ts';
import { sanitizeRichText } from '../modules/content/sanitize.ts';
import { blocksOf, parseHtml, renderSaleTermsPdf } from '../modules/shop/sale-terms-pdf.ts';
import { renderMarkdown } from './load/markdown.ts';

const SEEDED = sanitizeRichText(
  renderMarkdown(
    readFileSync(path.resolve(import.meta.dirname, 'data/domaine-du-vallon/legal/sale-terms.md'), 'utf8'),
  ),
);

const render = (html: string) =>
  renderSaleTermsPdf({
    siteName: 'Domaine du Vallon',
    html,
    edition: new Date('2026-11-24T10:00:00Z'),
    origin: 'https://domaine-du-vallon.fr',
  });

/** A rectangle stroked (not filled): `x y w h re`, the pen set, then `S`. */
const FRAME = / re\n(?:[^\n]*\n){0,4}S\n/;

const textOf = (pdf: Buffer) => pageTexts(pdf).join(' ');

/** The PostScript name of the font a line of text is drawn in. */
function fontOfLine(pdf: Buffer, line: string): string {
  const raw = pdf.toString('latin1');
  for (const content of contentStreams(pdf)) {
    for (const [block] of content.matchAll(/\bBT\b[\s\S]*?\bET\b/g)) {
      const decoded = [...block.matchAll(/<([0-9a-fA-F]*)>/g)]
        .map(([, hex]) => Buffer.from(hex!, 'hex').toString('latin1'))
        .join('');
      if (!decoded.includes(line)) continue;
      const name = /\/(F\d+) [\d.]+ Tf/.exec(block)?.[1];
      const id = new RegExp(`/${name} (\\d+) 0 R`).exec(raw)?.[1];
      return /\/BaseFont \/([\w-]+)/.exec(object(pdf, id!))?.[1] ?? '';
    }
  }
  throw new Error(`no line "${line}"`);
}

describe('the sale terms as a PDF', () => {
  it('lays out the seeded terms: title, edition, articles, the list, the table, the withdrawal form', async () => {
    const pdf = await render(SEEDED);
    expect(pdf.toString('latin1', 0, 5)).toBe('%PDF-');
    const text = textOf(pdf);
    expect(text).toContain('Conditions générales de vente — Domaine du Vallon');
    expect(text).toContain('Édition du 24 novembre 2026');
    expect(text).toContain('Article 8 — Droit de rétractation');
    expect(text).toContain('je vous notifie par la présente ma rétractation du contrat');
    expect(text).toContain('[désignation des vins]');
    expect(text).toMatch(/1\. Ajout des vins choisis au panier/);
    expect(text).toMatch(/• par virement bancaire/);
    expect(text).toContain('12 bouteilles et plus');
    expect(text).toContain('Offerts');
    // a relative link of the site is written out in full, and is a link
    expect(text).toContain('(https://domaine-du-vallon.fr/privacy-policy)');
    expect(pdf.toString('latin1')).toContain('/URI (https://domaine-du-vallon.fr/privacy-policy)');
    expect(text).toContain('L’abus d’alcool est dangereux pour la santé');

    const pages = pageCount(pdf);
    expect(pages).toBeGreaterThan(1);
    pageTexts(pdf).forEach((page, i) => {
      expect(page).toContain(
        `Domaine du Vallon — Conditions générales de vente — page ${i + 1} sur ${pages}`,
      );
    });
    expect(info(pdf)).toMatchObject({
      Title: 'Conditions générales de vente — Domaine du Vallon',
      Author: 'Domaine du Vallon',
    });
  });

  it('sets headings and strong words in bold, the body in regular', async () => {
    const pdf = await render(SEEDED);
    expect(fontOfLine(pdf, 'Article 8')).toBe('Helvetica-Bold');
    expect(fontOfLine(pdf, '14 jours')).toBe('Helvetica-Bold');
    expect(fontOfLine(pdf, 'Les pr')).toBe('Helvetica');
  });

  it('frames the quoted form, on every page it runs over', async () => {
    const short = await render(
      '<p>Avant.</p><blockquote><p>Modèle de formulaire.</p></blockquote><p>Après.</p>',
    );
    expect(pageCount(short)).toBe(1);
    expect(contentStreams(short).join('\n')).toMatch(FRAME);

    const long = await render(
      `<blockquote>${Array.from({ length: 120 }, (_, i) => `<p>Ligne ${i + 1} du modèle.</p>`).join('')}</blockquote>`,
    );
    expect(pageCount(long)).toBeGreaterThan(1);
    for (const content of contentStreams(long).filter((c) => /\bBT\b/.test(c)))
      expect(content).toMatch(FRAME);
    expect(textOf(long)).toContain('Ligne 120 du modèle.');
  });

  it('draws any text without throwing: letters outside WinAnsi are approximated', async () => {
    const pdf = await render('<p>Gdańsk 🍷 « ok » — 中文</p><ul><li></li></ul><table></table><hr>');
    expect(textOf(pdf)).toContain('Gdansk ? « ok » — ??');
    // an empty item is no item
    expect(textOf(pdf)).not.toContain('•');
  });
});

describe('reading the terms’ HTML', () => {
  it('makes blocks of the allow-listed tags, inline styles as runs', () => {
    const blocks = blocksOf(
      parseHtml(
        [
          '<h2>Article&nbsp;1 — <em>Vendeur</em></h2>',
          '<p>  Un   texte <strong>gras</strong>, <a href="/cgv" target="_blank">un lien</a>&amp; la suite.<br>\n Ligne  2 </p>',
          '<ol start="3"><li>trois</li><li>quatre<ul><li>dedans</li></ul></li></ol>',
          '<blockquote><p>Formulaire</p></blockquote>',
          '<table><thead><tr><th>A</th><th>B</th></tr></thead><tbody><tr><td>1</td><td>2 &#8364;</td></tr></tbody></table>',
          '<!-- un commentaire --></span><hr>',
        ].join('\n'),
      ).children,
    );
    expect(blocks.map((b) => b.kind)).toEqual(['heading', 'paragraph', 'list', 'quote', 'table', 'rule']);
    expect(blocks[0]).toEqual({
      kind: 'heading',
      level: 2,
      runs: [
        { text: 'Article\u00a01 — ', bold: true, italic: false, href: null },
        { text: 'Vendeur', bold: true, italic: true, href: null },
      ],
    });
    expect(blocks[1]).toEqual({
      kind: 'paragraph',
      runs: [
        { text: 'Un texte ', bold: false, italic: false, href: null },
        { text: 'gras', bold: true, italic: false, href: null },
        { text: ', ', bold: false, italic: false, href: null },
        { text: 'un lien', bold: false, italic: false, href: '/cgv' },
        { text: '& la suite.\nLigne 2', bold: false, italic: false, href: null },
      ],
    });
    const list = blocks[2] as Extract<(typeof blocks)[number], { kind: 'list' }>;
    expect(list.ordered).toBe(true);
    expect(list.start).toBe(3);
    expect(list.items).toHaveLength(2);
    expect(list.items[1]!.map((b) => b.kind)).toEqual(['paragraph', 'list']);
    const table = blocks[4] as Extract<(typeof blocks)[number], { kind: 'table' }>;
    expect(table.rows.map((r) => r.header)).toEqual([true, false]);
    expect(table.rows[1]!.cells[1]).toEqual([{ text: '2 €', bold: false, italic: false, href: null }]);
  });
});
