// The site's sale terms as a PDF, attached to the order's confirmation (issue 13): the law asks for
// them on a durable medium (L221-13 Code de la consommation), the withdrawal form model with them.
// The SALE_TERMS parameter is the sanitised HTML the legal page shows (server/modules/content/
// sanitize.ts): a small reader turns its allow-listed tags into blocks, laid out with pdfkit.
//
// Fonts: as for the technical sheets (technical-sheet.ts), pdfkit's standard Helvetica, which
// needs no font file and encodes WinAnsi (French included); `toWinAnsi` approximates the rest.
import PDFDocument from 'pdfkit';
import { SITE_TIME_ZONE } from '#shared/lib/format.ts';
import { dateTimeFormat } from '#shared/lib/intl.ts';
import type { RequestContext } from '../context.ts';
import { parameterValues } from './catalogue.ts';
import { toWinAnsi } from './technical-sheet.ts';

/** The sale terms of the site as a PDF edited today, or null when the site has none. */
export async function saleTermsPdf(ctx: RequestContext): Promise<Buffer | null> {
  const value = await parameterValues(ctx, ['SALE_TERMS']);
  const html = value('SALE_TERMS');
  if (!html) return null;
  return renderSaleTermsPdf({
    siteName: ctx.site.name,
    html,
    edition: ctx.clock.now(),
    origin: new URL(await ctx.siteLink('/')).origin,
  });
}

// ---------------------------------------------------------------------------------------------
// Reading the HTML

interface Element {
  tag: string;
  attrs: Record<string, string>;
  children: Node[];
}
type Node = Element | string;

const VOID_TAGS = new Set(['br', 'hr', 'img', 'wbr']);

const ENTITIES: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  laquo: '«',
  raquo: '»',
  lsquo: '‘',
  rsquo: '’',
  ldquo: '“',
  rdquo: '”',
  hellip: '…',
  ndash: '–',
  mdash: '—',
  euro: '€',
};

const decodeEntities = (text: string): string =>
  text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] !== '#') return ENTITIES[name.toLowerCase()] ?? whole;
    const code =
      name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '';
  });

function attributesOf(source: string): Record<string, string> {
  const attrs: Record<string, string> = {};
  for (const [, name, a, b, c] of source.matchAll(/([^\s=/]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g))
    attrs[name!.toLowerCase()] = decodeEntities(a ?? b ?? c ?? '');
  return attrs;
}

/** A tree of the HTML's elements. Sanitised HTML is well formed; anything else is read leniently
 * (a stray closing tag is ignored, an unclosed element ends with its parent). */
export function parseHtml(html: string): Element {
  const root: Element = { tag: '#root', attrs: {}, children: [] };
  const stack = [root];
  for (const [token, closing, tag, attrs] of html.matchAll(
    /<!--[\s\S]*?-->|<(\/?)([a-zA-Z][a-zA-Z0-9]*)([^>]*)>|[^<]+|</g,
  )) {
    const parent = stack[stack.length - 1]!;
    if (token.startsWith('<!--')) continue;
    if (!tag) {
      parent.children.push(decodeEntities(token));
      continue;
    }
    const name = tag.toLowerCase();
    if (closing) {
      const at = stack.map((e) => e.tag).lastIndexOf(name);
      if (at > 0) stack.length = at;
      continue;
    }
    const element: Element = { tag: name, attrs: attributesOf(attrs ?? ''), children: [] };
    parent.children.push(element);
    if (!VOID_TAGS.has(name) && !attrs?.trimEnd().endsWith('/')) stack.push(element);
  }
  return root;
}

interface Run {
  text: string;
  bold: boolean;
  italic: boolean;
  href: string | null;
}

export type Block =
  | { kind: 'heading'; level: number; runs: Run[] }
  | { kind: 'paragraph'; runs: Run[] }
  | { kind: 'list'; ordered: boolean; start: number; items: Block[][] }
  | { kind: 'quote'; blocks: Block[] }
  | { kind: 'table'; rows: { header: boolean; cells: Run[][] }[] }
  | { kind: 'rule' };

/** Elements whose content is one paragraph of text. */
const TEXT_BLOCKS = new Set(['p', 'address', 'figcaption', 'caption', 'dt', 'dd', 'pre']);
/** Elements that only hold other blocks. */
const CONTAINERS = new Set([
  'div',
  'figure',
  'section',
  'article',
  'header',
  'footer',
  'aside',
  'main',
  'dl',
]);

type InlineStyle = Omit<Run, 'text'>;
const PLAIN: InlineStyle = { bold: false, italic: false, href: null };

function inlineRuns(nodes: readonly Node[], style: InlineStyle, pre: boolean, out: Run[]): Run[] {
  for (const node of nodes) {
    if (typeof node === 'string') {
      out.push({ ...style, text: pre ? node : node.replace(/[ \t\r\n\f]+/g, ' ') });
      continue;
    }
    const { tag } = node;
    if (tag === 'br') out.push({ ...style, text: '\n' });
    else if (tag === 'img') {
      if (node.attrs.alt) out.push({ ...style, text: node.attrs.alt });
    } else if (tag === 'q') {
      out.push({ ...style, text: '« ' });
      inlineRuns(node.children, style, pre, out);
      out.push({ ...style, text: ' »' });
    } else {
      const next = {
        bold: style.bold || tag === 'strong' || tag === 'b' || tag === 'th',
        italic: style.italic || tag === 'em' || tag === 'i' || tag === 'cite',
        href: tag === 'a' ? (node.attrs.href ?? null) : style.href,
      };
      inlineRuns(node.children, next, pre || tag === 'pre', out);
    }
  }
  return out;
}

/** Runs without the spaces a line starts or ends with, neighbours of the same style merged. */
function tidy(runs: Run[]): Run[] {
  const merged: Run[] = [];
  for (const run of runs) {
    const last = merged[merged.length - 1];
    if (last && last.bold === run.bold && last.italic === run.italic && last.href === run.href)
      last.text += run.text;
    else merged.push({ ...run });
  }
  let text = merged.map((r) => r.text).join('');
  // collapse the spaces around line breaks and between runs, as a browser does
  const keep: boolean[] = [];
  for (let i = 0; i < text.length; i++) {
    const space = text[i] === ' ';
    const prev = i > 0 ? text[i - 1] : '\n';
    const next = i < text.length - 1 ? text[i + 1] : '\n';
    keep.push(!(space && (prev === ' ' || prev === '\n' || next === '\n')));
  }
  let at = 0;
  const out: Run[] = [];
  for (const run of merged) {
    let kept = '';
    for (const char of run.text) {
      if (keep[at]) kept += char;
      at += char.length;
    }
    if (kept) out.push({ ...run, text: kept });
  }
  text = out.map((r) => r.text).join('');
  return text.trim() ? out : [];
}

function paragraphOf(nodes: readonly Node[], pre = false): Block | null {
  const runs = pre ? inlineRuns(nodes, PLAIN, true, []) : tidy(inlineRuns(nodes, PLAIN, false, []));
  return runs.length ? { kind: 'paragraph', runs } : null;
}

/** The blocks of a container: runs of inline content become paragraphs. */
export function blocksOf(nodes: readonly Node[]): Block[] {
  const blocks: Block[] = [];
  let inline: Node[] = [];
  const flush = () => {
    const paragraph = paragraphOf(inline);
    if (paragraph) blocks.push(paragraph);
    inline = [];
  };
  for (const node of nodes) {
    if (typeof node === 'string' || !isBlock(node.tag)) {
      inline.push(node);
      continue;
    }
    flush();
    const block = blockOf(node);
    if (block) blocks.push(...(Array.isArray(block) ? block : [block]));
  }
  flush();
  return blocks;
}

function isBlock(tag: string): boolean {
  return (
    TEXT_BLOCKS.has(tag) ||
    CONTAINERS.has(tag) ||
    /^h[1-6]$/.test(tag) ||
    ['ul', 'ol', 'li', 'blockquote', 'table', 'hr'].includes(tag)
  );
}

function blockOf(element: Element): Block | Block[] | null {
  const { tag, children } = element;
  if (/^h[1-6]$/.test(tag)) {
    const runs = tidy(inlineRuns(children, { ...PLAIN, bold: true }, false, []));
    return runs.length ? { kind: 'heading', level: Number(tag[1]), runs } : null;
  }
  if (TEXT_BLOCKS.has(tag)) return paragraphOf(children, tag === 'pre');
  if (tag === 'hr') return { kind: 'rule' };
  if (tag === 'blockquote') return { kind: 'quote', blocks: blocksOf(children) };
  if (tag === 'ul' || tag === 'ol') {
    const items = children
      .filter((c): c is Element => typeof c !== 'string' && c.tag === 'li')
      .map((li) => blocksOf(li.children))
      .filter((item) => item.length > 0);
    const start = Number(element.attrs.start);
    return { kind: 'list', ordered: tag === 'ol', start: Number.isInteger(start) ? start : 1, items };
  }
  if (tag === 'table') return tableOf(element);
  return blocksOf(children); // containers, and an <li> out of a list
}

function tableOf(table: Element): Block | null {
  const rows: { header: boolean; cells: Run[][] }[] = [];
  const visit = (element: Element, header: boolean) => {
    for (const child of element.children) {
      if (typeof child === 'string') continue;
      if (child.tag === 'tr') {
        const cells = child.children.filter(
          (c): c is Element => typeof c !== 'string' && (c.tag === 'td' || c.tag === 'th'),
        );
        if (!cells.length) continue;
        rows.push({
          header: header || cells.every((c) => c.tag === 'th'),
          cells: cells.map((c) =>
            tidy(
              inlineRuns(c.children, PLAIN, false, []).map((r) => ({ ...r, bold: r.bold || c.tag === 'th' })),
            ),
          ),
        });
      } else if (['thead', 'tbody', 'tfoot'].includes(child.tag)) visit(child, child.tag === 'thead');
    }
  };
  visit(table, false);
  return rows.length ? { kind: 'table', rows } : null;
}

// ---------------------------------------------------------------------------------------------
// Layout

type Doc = PDFKit.PDFDocument;

const MARGIN = 56;
const FOOTER_ROOM = 40;
const BODY_SIZE = 10;
const LINE_GAP = 2;
const INK = '#1f1f1f';
const MUTED = '#555555';
const LINK = '#0b4f9c';
const RULE = '#9a9a9a';
const HEADING_SIZES: Readonly<Record<number, number>> = { 1: 15, 2: 13, 3: 11.5 };

interface Box {
  x: number;
  width: number;
}

const fontOf = (run: Pick<Run, 'bold' | 'italic'>) =>
  run.bold
    ? run.italic
      ? 'Helvetica-BoldOblique'
      : 'Helvetica-Bold'
    : run.italic
      ? 'Helvetica-Oblique'
      : 'Helvetica';

/** French typography binds guillemets and high punctuation to their word (as technical-sheet.ts). */
const prepare = (text: string) =>
  toWinAnsi(text.replace(/([«‹]) +/g, '$1\u00a0').replace(/ +([»›:;!?])/g, '\u00a0$1'));

class Layout {
  readonly doc: Doc;
  readonly origin: string;

  constructor(doc: Doc, origin: string) {
    this.doc = doc;
    this.origin = origin;
  }

  get bottom(): number {
    return this.doc.page.height - this.doc.page.margins.bottom;
  }

  get pageIndex(): number {
    const range = this.doc.bufferedPageRange();
    return range.start + range.count - 1;
  }

  /** Turns the page unless `height` still fits below the current line. */
  room(height: number): void {
    if (this.doc.y + height > this.bottom && this.doc.y > this.doc.page.margins.top) this.doc.addPage();
  }

  /** A web or mail address for a link: relative links of the site made absolute. */
  target(href: string | null): string | null {
    if (!href) return null;
    if (/^(https?:|mailto:|tel:)/i.test(href)) return href;
    if (href.startsWith('/') && !href.startsWith('//') && /^https?:/.test(this.origin))
      return this.origin + href;
    return null;
  }

  /** Runs written as one paragraph flowing over the pages; links in colour, their address after
   * them when it is not their text (the PDF may be printed). */
  runs(runs: readonly Run[], box: Box, size = BODY_SIZE, colour = INK): void {
    const { doc } = this;
    const pieces: { text: string; run: Run; link: string | null }[] = [];
    for (const run of runs) {
      const link = this.target(run.href);
      pieces.push({ text: run.text, run, link });
      if (link && /^https?:/i.test(link) && run.text.trim() !== link)
        pieces.push({ text: ` (${link})`, run: { ...run, href: null }, link: null });
    }
    doc.x = box.x;
    pieces.forEach((piece, i) => {
      doc
        .font(fontOf(piece.run))
        .fontSize(size)
        .fillColor(piece.link ? LINK : colour);
      const options = {
        width: box.width,
        lineGap: LINE_GAP,
        continued: i < pieces.length - 1,
        link: piece.link,
        underline: piece.link !== null,
      };
      if (i === 0) doc.text(prepare(piece.text), box.x, doc.y, options);
      else doc.text(prepare(piece.text), options);
    });
    doc.x = box.x;
  }

  /** An estimate of a paragraph's height, in the bold font when any run is bold (never short). */
  heightOf(runs: readonly Run[], width: number, size = BODY_SIZE): number {
    const { doc } = this;
    doc.font(runs.some((r) => r.bold) ? 'Helvetica-Bold' : 'Helvetica').fontSize(size);
    const text = runs
      .map((r) => {
        const link = this.target(r.href);
        return link && /^https?:/i.test(link) ? `${r.text} (${link})` : r.text;
      })
      .join('');
    return doc.heightOfString(prepare(text), { width, lineGap: LINE_GAP });
  }

  blocks(blocks: readonly Block[], box: Box): void {
    const framed = (b: Block | undefined) => b?.kind === 'table' || b?.kind === 'quote';
    blocks.forEach((block, i) => {
      if (i > 0)
        this.doc.y += block.kind === 'heading' ? 12 : framed(block) || framed(blocks[i - 1]) ? 10 : 6;
      this.block(block, box, blocks[i + 1]);
    });
  }

  block(block: Block, box: Box, next: Block | undefined): void {
    const { doc } = this;
    switch (block.kind) {
      case 'heading': {
        const size = HEADING_SIZES[block.level] ?? 10.5;
        // a heading stays with the first lines of what follows it
        const following = next && (next.kind === 'paragraph' || next.kind === 'heading') ? 3 : 2;
        this.room(this.heightOf(block.runs, box.width, size) + following * (BODY_SIZE + LINE_GAP + 2));
        this.runs(block.runs, box, size);
        return;
      }
      case 'paragraph':
        this.room(BODY_SIZE * 2 + LINE_GAP * 2);
        this.runs(block.runs, box);
        return;
      case 'rule':
        this.room(12);
        doc.y += 4;
        doc
          .moveTo(box.x, doc.y)
          .lineTo(box.x + box.width, doc.y)
          .lineWidth(0.5)
          .stroke(RULE);
        doc.y += 4;
        return;
      case 'list':
        this.list(block, box);
        return;
      case 'quote':
        this.quote(block.blocks, box);
        return;
      case 'table':
        this.table(block.rows, box);
        return;
    }
  }

  list(list: Extract<Block, { kind: 'list' }>, box: Box): void {
    const { doc } = this;
    const indent = list.ordered ? 20 : 14;
    list.items.forEach((item, i) => {
      if (i > 0) doc.y += 3;
      this.room(BODY_SIZE * 2 + LINE_GAP * 2);
      const marker = list.ordered ? `${list.start + i}.` : '•';
      const y = doc.y;
      doc.font('Helvetica').fontSize(BODY_SIZE).fillColor(INK);
      doc.text(marker, box.x, y, { width: indent, lineBreak: false });
      doc.x = box.x;
      doc.y = y;
      this.blocks(item, { x: box.x + indent, width: box.width - indent });
    });
    doc.x = box.x;
  }

  /** A framed block (the withdrawal form model): moved whole to the next page when it fits on
   * one, framed piece by piece when it runs over pages. */
  quote(blocks: readonly Block[], box: Box): void {
    const { doc } = this;
    const pad = 10;
    const inner = { x: box.x + pad, width: box.width - 2 * pad };
    const estimate =
      blocks.reduce(
        (sum, b) =>
          sum +
          (b.kind === 'paragraph' || b.kind === 'heading' ? this.heightOf(b.runs, inner.width) : 40) +
          6,
        0,
      ) +
      2 * pad;
    const pageRoom = this.bottom - doc.page.margins.top;
    if (estimate <= pageRoom) this.room(estimate);
    else this.room(4 * BODY_SIZE);
    const start = { page: this.pageIndex, y: doc.y };
    doc.y += pad;
    // the text that runs onto a new page keeps its distance from the frame there too
    const padTop = () => {
      doc.y += pad;
    };
    doc.on('pageAdded', padTop);
    try {
      this.blocks(blocks, inner);
    } finally {
      doc.off('pageAdded', padTop);
    }
    doc.y += pad - LINE_GAP;
    const end = { page: this.pageIndex, y: doc.y };
    for (let page = start.page; page <= end.page; page++) {
      doc.switchToPage(page);
      const top = page === start.page ? start.y : doc.page.margins.top;
      const bottom = page === end.page ? end.y : this.bottom;
      doc
        .rect(box.x, top, box.width, bottom - top)
        .lineWidth(0.8)
        .stroke(MUTED);
    }
    doc.switchToPage(end.page);
    doc.x = box.x;
    doc.y = end.y;
  }

  table(rows: readonly { header: boolean; cells: Run[][] }[], box: Box): void {
    const { doc } = this;
    const pad = 4;
    const columns = Math.max(...rows.map((r) => r.cells.length));
    const width = box.width / columns;
    const headers = rows.filter((r, i) => r.header && rows.slice(0, i).every((p) => p.header));
    const rowHeight = (row: (typeof rows)[number]) =>
      Math.max(...row.cells.map((cell) => this.heightOf(cell, width - 2 * pad))) + 2 * pad;
    const drawRow = (row: (typeof rows)[number]) => {
      const height = rowHeight(row);
      const y = doc.y;
      if (row.header) doc.rect(box.x, y, box.width, height).fill('#eeeeee');
      row.cells.forEach((cell, c) => {
        const x = box.x + c * width;
        doc.rect(x, y, width, height).lineWidth(0.5).stroke(RULE);
        if (cell.length) {
          doc.y = y + pad;
          this.runs(cell, { x: x + pad, width: width - 2 * pad });
        }
      });
      doc.x = box.x;
      doc.y = y + height;
    };
    rows.forEach((row, i) => {
      const height = rowHeight(row);
      if (doc.y + height > this.bottom) {
        doc.addPage();
        // the column titles again at the top of the new page
        if (!row.header && i >= headers.length) for (const header of headers) drawRow(header);
      }
      drawRow(row);
    });
  }
}

/** « 24 novembre 2026 », the day in Paris. */
const editionDay = (date: Date) =>
  dateTimeFormat('fr-FR', { timeZone: SITE_TIME_ZONE, dateStyle: 'long' }).format(date);

export interface SaleTermsInput {
  siteName: string;
  /** The SALE_TERMS parameter: sanitised HTML. */
  html: string;
  /** The day of the edition (the order's). */
  edition: Date;
  /** The site's address (`https://…`), for the relative links of the text. */
  origin: string;
}

/** The sale terms as PDF bytes: title, edition date, the text, a footer with the page numbers. */
export function renderSaleTermsPdf(input: SaleTermsInput): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const title = `Conditions générales de vente — ${input.siteName}`;
    const doc = new PDFDocument({
      size: 'A4',
      margins: { top: MARGIN, left: MARGIN, right: MARGIN, bottom: MARGIN + FOOTER_ROOM / 2 },
      bufferPages: true,
      displayTitle: true,
      lang: 'fr-FR',
      info: {
        Title: title,
        Author: input.siteName,
        Subject: 'Conditions générales de vente',
        Creator: 'Parvis',
        CreationDate: input.edition,
      },
    });
    const chunks: Uint8Array[] = [];
    doc.on('data', (chunk: Uint8Array) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    try {
      const layout = new Layout(doc, input.origin);
      const box = { x: MARGIN, width: doc.page.width - 2 * MARGIN };
      const plain = (text: string, bold = false): Run[] => [{ text, bold, italic: false, href: null }];
      layout.runs(plain(title, true), box, 17);
      doc.y += 4;
      layout.runs(plain(`Édition du ${editionDay(input.edition)}`), box, BODY_SIZE, MUTED);
      doc.y += 8;
      doc
        .moveTo(box.x, doc.y)
        .lineTo(box.x + box.width, doc.y)
        .lineWidth(0.8)
        .stroke(RULE);
      doc.y += 14;
      layout.blocks(blocksOf(parseHtml(input.html).children), box);
      footers(doc, input.siteName, box);
      doc.end();
    } catch (error) {
      reject(error);
    }
  });
}

function footers(doc: Doc, siteName: string, box: Box): void {
  const { start, count } = doc.bufferedPageRange();
  for (let i = start; i < start + count; i++) {
    doc.switchToPage(i);
    // the footer sits in the bottom margin: without this pdfkit would open a page for it
    const margin = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc.font('Helvetica').fontSize(8).fillColor(MUTED);
    doc.text(
      prepare(`${siteName} — Conditions générales de vente — page ${i - start + 1} sur ${count}`),
      box.x,
      doc.page.height - MARGIN + 10,
      { width: box.width, align: 'center', lineBreak: false },
    );
    doc.page.margins.bottom = margin;
  }
}
