// A wine's technical sheet (ADR 011, "Technical sheets"): a PDF drawn with pdfkit from data the
// caller has already translated and formatted, in one of three templates.
//
// Fonts: pdfkit's standard fonts (Helvetica for `classique` and `compacte`, Times for `prestige`)
// need no font file and encode WinAnsi, which covers French; anything else is approximated or
// replaced with '?' (toWinAnsi) rather than drawn as garbage.
//
// Layout: the text is wrapped here, line by line, instead of by pdfkit, so that each template
// decides where a page ends: two columns that flow onto the next pages side by side (`classique`),
// headings kept with their first lines, and a sheet that must stay on one page (`compacte`).
//
// Determinism: every date of the file is `createdAt`, and pdfkit derives the trailer's /ID from
// the Info dictionary (an MD5 of it, not random bytes), so the same input gives the same bytes.
import PDFDocument from 'pdfkit';

export const TECHNICAL_SHEET_TEMPLATES = ['classique', 'prestige', 'compacte'] as const;
export type TechnicalSheetTemplate = (typeof TECHNICAL_SHEET_TEMPLATES)[number];

export interface TechnicalSheetInput {
  template: TechnicalSheetTemplate;
  /** The site's primary colour, '#RRGGBB'. */
  accent: string;
  estate: { name: string; address: string | null; phone: string | null; email: string | null; url: string };
  wine: {
    name: string;
    reference: string | null;
    appellation: string | null;
    /** Already translated label, e.g. "Rouge". */
    colour: string | null;
    vintage: number | null;
    /** Already formatted, e.g. "75 cl", "1,5 L". */
    capacity: string | null;
    /** Already formatted, e.g. "13,5 % vol.". */
    alcohol: string | null;
    grapes: { name: string; percent: number | null }[];
    /** Plain text, paragraphs separated by blank lines. */
    description: string | null;
    tastingNotes: string | null;
    servingAdvice: string | null;
    /** Meal icons: label and 24×24 SVG path data (shared/config/meal-icons.ts). */
    pairings: { label: string; path: string }[];
    awards: { name: string; competition: string; year: number | null }[];
    /** Empty unless the product is a box. */
    boxContents: { quantity: number; name: string }[];
  };
  /** Section titles and fixed texts, already in the visitor's language. */
  labels: {
    title: string;
    grapes: string;
    tasting: string;
    pairings: string;
    awards: string;
    serving: string;
    capacity: string;
    alcohol: string;
    vintage: string;
    appellation: string;
    reference: string;
    boxContents: string;
    healthMessage: string;
    pregnancy: string;
  };
  /** A picture of the bottle, PNG or JPEG bytes (pdfkit embeds it at its own resolution), or null. */
  image: Buffer | null;
  /** Fixed creation date (so the same input gives the same bytes in tests), default now. */
  createdAt?: Date;
}

type Doc = PDFKit.PDFDocument;

const PAGE_SIZES = { A4: [595.28, 841.89], A5: [419.53, 595.28] } as const;

// ---------------------------------------------------------------------------------------------
// Characters

/** The characters of WinAnsiEncoding above Latin-1's range (its 0x80–0x9F block). */
const WIN_ANSI_EXTRAS = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');

/** Close stand-ins for common characters WinAnsi lacks. */
const SUBSTITUTES: Readonly<Record<string, string>> = {
  // French typography puts a narrow no-break space before « ; : ! ? and inside guillemets
  '\u202f': '\u00a0',
  '\u2007': '\u00a0',
  '\u2002': ' ',
  '\u2003': ' ',
  '\u2009': ' ',
  '\u200a': ' ',
  '\t': ' ',
  '\u2010': '-',
  '\u2011': '-',
  '\u2012': '–',
  '\u2015': '—',
  '\u2212': '-',
  '\u2032': '’',
  '\u2033': '"',
  '\u2044': '/',
  // pdfkit would draw a soft hyphen as a visible one: this code does its own line breaking
  '\u00ad': '',
};

const isWinAnsi = (char: string): boolean => {
  const code = char.codePointAt(0) ?? 0;
  return (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRAS.has(char);
};

function approximate(char: string): string {
  // control characters, joiners, variation selectors and skin tones carry no letter of their own
  if (/[\p{Cc}\p{Cf}\p{M}\p{Emoji_Modifier}]/u.test(char)) return '';
  const base = char.normalize('NFKD').replace(/\p{M}/gu, '');
  return base !== '' && [...base].every(isWinAnsi) ? base : '?';
}

/** Text the standard PDF fonts can show: a letter outside WinAnsi becomes its nearest Latin form
 * (ő → o, ﬁ → fi) or '?' (emoji, CJK), so that nothing throws nor comes out as garbage. */
export function toWinAnsi(text: string): string {
  let out = '';
  for (const char of text.normalize('NFC')) {
    if (char === '\n' || (isWinAnsi(char) && char !== '\u00ad')) out += char;
    else out += SUBSTITUTES[char] ?? approximate(char);
  }
  return out;
}

const present = (value: string | null | undefined): value is string => value != null && value.trim() !== '';

// ---------------------------------------------------------------------------------------------
// Colours

type Rgb = readonly [number, number, number];

const DEFAULT_ACCENT = '#7a1f2b';
const WHITE: Rgb = [255, 255, 255];
const BLACK: Rgb = [0, 0, 0];

const parseHex = (hex: string): Rgb => [
  Number.parseInt(hex.slice(1, 3), 16),
  Number.parseInt(hex.slice(3, 5), 16),
  Number.parseInt(hex.slice(5, 7), 16),
];
const toHex = (rgb: Rgb): string =>
  `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;
const mix = (a: Rgb, b: Rgb, t: number): Rgb => [
  a[0] + (b[0] - a[0]) * t,
  a[1] + (b[1] - a[1]) * t,
  a[2] + (b[2] - a[2]) * t,
];

function luminance(rgb: Rgb): number {
  const [r, g, b] = rgb.map((c) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: Rgb, b: Rgb): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

interface Palette {
  accent: string;
  /** The accent, darkened when needed so that small text and icons in it read on white. */
  accentInk: string;
  /** Text drawn on the accent. */
  onAccent: string;
  tint: string;
  ink: string;
  muted: string;
  rule: string;
}

function palette(accent: string): Palette {
  const base = parseHex(/^#[0-9a-f]{6}$/i.test(accent) ? accent : DEFAULT_ACCENT);
  let ink = base;
  for (let t = 0.1; contrast(ink, WHITE) < 4.5 && t <= 1; t += 0.1) ink = mix(base, BLACK, t);
  return {
    accent: toHex(base),
    accentInk: toHex(ink),
    onAccent: contrast(base, WHITE) >= 3 ? '#ffffff' : '#1d1d1d',
    tint: toHex(mix(base, WHITE, 0.9)),
    ink: '#1f1f1f',
    muted: '#666666',
    rule: '#d4d4d4',
  };
}

// ---------------------------------------------------------------------------------------------
// Text

interface TextStyle {
  font: string;
  size: number;
  colour: string;
  /** Line height as a multiple of the size. */
  leading?: number;
  align?: 'left' | 'center' | 'right';
  tracking?: number;
  upper?: boolean;
}

const lineHeight = (style: TextStyle): number => style.size * (style.leading ?? 1.3);

// Only the font: pdfkit writes a colour into the current page's content at once, and measuring
// happens often, sometimes while another page is current.
function applyFont(doc: Doc, style: TextStyle): void {
  doc.font(style.font).fontSize(style.size);
}

// Upper-casing comes first: it can leave WinAnsi (µ → Μ). Guillemets and the French high
// punctuation are bound to their word, so that no line starts with » or ends with «.
const prepare = (text: string, style: TextStyle): string =>
  toWinAnsi(
    (style.upper ? text.toUpperCase() : text)
      .replace(/([«‹]) +/g, '$1\u00a0')
      .replace(/ +([»›:;!?])/g, '\u00a0$1'),
  );

function measure(doc: Doc, text: string, style: TextStyle): number {
  applyFont(doc, style);
  return doc.widthOfString(text, { characterSpacing: style.tracking ?? 0 });
}

/** Where to cut a word wider than the line: after its last hyphen that fits, else after the last
 * character that fits (at least one). */
function breakPoint(doc: Doc, word: string, width: number, style: TextStyle): number {
  let fit = 1;
  while (fit < word.length && measure(doc, word.slice(0, fit + 1), style) <= width) fit++;
  const hyphen = word.lastIndexOf('-', fit - 1);
  return hyphen > 0 ? hyphen + 1 : fit;
}

/** Greedy line breaking at ordinary spaces (a no-break space holds its words together). */
function wrap(doc: Doc, text: string, width: number, style: TextStyle): string[] {
  const lines: string[] = [];
  for (const hardLine of prepare(text, style).split('\n')) {
    let line = '';
    for (const word of hardLine.split(' ').filter((w) => w !== '')) {
      const candidate = line === '' ? word : `${line} ${word}`;
      if (measure(doc, candidate, style) <= width) {
        line = candidate;
        continue;
      }
      if (line !== '') lines.push(line);
      line = word;
      while (measure(doc, line, style) > width) {
        const cut = breakPoint(doc, line, width, style);
        lines.push(line.slice(0, cut));
        line = line.slice(cut);
      }
    }
    if (line !== '') lines.push(line);
  }
  return lines;
}

/** The line shortened until it fits with an ellipsis after it. */
function ellipsize(doc: Doc, line: string, width: number, style: TextStyle): string {
  let kept = line.trimEnd();
  while (kept !== '' && measure(doc, `${kept}…`, style) > width) kept = kept.slice(0, -1).trimEnd();
  return `${kept}…`;
}

/** At most `max` lines, the last one ending with an ellipsis when text was left out. */
function wrapAtMost(doc: Doc, text: string, width: number, style: TextStyle, max: number): string[] {
  const lines = wrap(doc, text, width, style);
  if (lines.length <= max) return lines;
  const kept = lines.slice(0, max);
  kept[max - 1] = ellipsize(doc, kept[max - 1]!, width, style);
  return kept;
}

/** Draws one already wrapped (and prepared) line in a box of the style's line height. */
function drawLine(doc: Doc, line: string, x: number, y: number, width: number, style: TextStyle): void {
  const textWidth = measure(doc, line, style);
  const dx =
    style.align === 'center' ? (width - textWidth) / 2 : style.align === 'right' ? width - textWidth : 0;
  const dy = (lineHeight(style) - doc.currentLineHeight()) / 2;
  doc.fillColor(style.colour);
  doc.text(line, x + dx, y + dy, { lineBreak: false, characterSpacing: style.tracking ?? 0 });
}

const paragraphsOf = (text: string): string[] =>
  text
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n/)
    .map((p) => p.trim())
    .filter((p) => p !== '');

// ---------------------------------------------------------------------------------------------
// Pieces and flows

/** Something drawn in a column: a line of text, a heading, a row of icons… */
interface Piece {
  height: number;
  /** Space above it, left out at the top of a page. */
  before?: number;
  /** Height of what must follow it on the same page (a heading and its first lines). */
  keep?: number;
  draw(x: number, y: number, width: number): void;
}

const totalHeight = (pieces: readonly Piece[]): number =>
  pieces.reduce((sum, piece) => sum + (piece.before ?? 0) + piece.height, 0);

/** Pieces for every line of a text, a gap between its paragraphs. */
function textPieces(doc: Doc, text: string, width: number, style: TextStyle, paragraphGap: number): Piece[] {
  return paragraphsOf(text).flatMap((paragraph, p) =>
    linePieces(doc, wrap(doc, paragraph, width, style), style, p > 0 ? paragraphGap : 0),
  );
}

function linePieces(doc: Doc, lines: readonly string[], style: TextStyle, before = 0): Piece[] {
  return lines.map((line, i) => ({
    height: lineHeight(style),
    before: i === 0 ? before : 0,
    draw: (x, y, width) => drawLine(doc, line, x, y, width, style),
  }));
}

interface Frame {
  x: number;
  width: number;
  top: number;
  bottom: number;
}

/** The document's pages, buffered so that two columns and the footers can come back to them. */
class Pages {
  readonly doc: Doc;
  current = 0;

  constructor(doc: Doc) {
    this.doc = doc;
  }

  get count(): number {
    return this.doc.bufferedPageRange().count;
  }

  show(index: number): void {
    if (index === this.current && index < this.count) return;
    while (this.count <= index) this.doc.addPage();
    this.doc.switchToPage(index);
    this.current = index;
  }
}

/** A column running down a page and, when `paginate` is on, onto the next ones. */
class Flow {
  readonly pages: Pages;
  readonly frameOf: (page: number) => Frame;
  readonly paginate: boolean;
  page: number;
  y: number;

  constructor(pages: Pages, frameOf: (page: number) => Frame, paginate: boolean) {
    this.pages = pages;
    this.frameOf = frameOf;
    this.paginate = paginate;
    this.page = 0;
    this.y = frameOf(0).top;
  }

  get frame(): Frame {
    return this.frameOf(this.page);
  }

  /** Makes room for `height`, on the next page if needed; false when the flow may not turn the page
   * (a one-page sheet): the piece is then left out rather than drawn over the footer. */
  private fit(height: number): boolean {
    const frame = this.frame;
    if (this.y + height > frame.bottom && this.y > frame.top) {
      if (!this.paginate) return false;
      this.page += 1;
      this.y = this.frameOf(this.page).top;
    }
    this.pages.show(this.page);
    return true;
  }

  place(pieces: readonly Piece[]): void {
    for (const piece of pieces) {
      if (this.y > this.frame.top) this.y += piece.before ?? 0;
      if (!this.fit(piece.height + (piece.keep ?? 0))) return;
      const frame = this.frame;
      piece.draw(frame.x, this.y, frame.width);
      this.y += piece.height;
    }
  }
}

/** A heading kept on the page of the first pieces that follow it. */
function withHeading(heading: Piece, body: Piece[], keepCount = 2): Piece[] {
  if (body.length === 0) return [];
  return [{ ...heading, keep: totalHeight(body.slice(0, keepCount)) }, ...body];
}

// ---------------------------------------------------------------------------------------------
// Drawings

function drawIcon(doc: Doc, path: string, x: number, y: number, size: number, colour: string): void {
  doc.save();
  doc.translate(x, y).scale(size / 24);
  doc.path(path).fill(colour);
  doc.restore();
}

function drawMedal(doc: Doc, cx: number, cy: number, r: number, colours: Palette): void {
  doc.save();
  doc.polygon(
    [cx - r * 0.7, cy],
    [cx - r * 0.05, cy],
    [cx - r * 0.35, cy + r * 1.9],
    [cx - r * 0.9, cy + r * 1.55],
  );
  doc.polygon(
    [cx + r * 0.05, cy],
    [cx + r * 0.7, cy],
    [cx + r * 0.9, cy + r * 1.55],
    [cx + r * 0.35, cy + r * 1.9],
  );
  doc.fill(colours.accentInk);
  doc.circle(cx, cy, r).fill(colours.accent);
  doc
    .circle(cx, cy, r * 0.62)
    .lineWidth(r * 0.14)
    .stroke(colours.onAccent);
  doc.restore();
}

function drawRule(doc: Doc, x1: number, x2: number, y: number, colour: string, width = 0.5): void {
  doc.save();
  doc.moveTo(x1, y).lineTo(x2, y).lineWidth(width).stroke(colour);
  doc.restore();
}

interface ImageSize {
  width: number;
  height: number;
}

interface OpenedImage extends ImageSize {
  orientation?: number;
}

/** The picture's size once fitted in the box, proportions kept. `openImage` is pdfkit's own
 * decoder (untyped in @types/pdfkit); it throws on bytes that are neither PNG nor JPEG. */
function fittedSize(doc: Doc, image: Buffer, box: ImageSize): ImageSize {
  const opened = (doc as Doc & { openImage(src: Buffer): OpenedImage }).openImage(image);
  // JPEG orientations 5–8 turn the picture a quarter (pdfkit draws it turned)
  const [width, height] =
    (opened.orientation ?? 1) > 4 ? [opened.height, opened.width] : [opened.width, opened.height];
  const scale = Math.min(box.width / width, box.height / height);
  return { width: width * scale, height: height * scale };
}

// ---------------------------------------------------------------------------------------------
// Content shared by the templates

interface Fonts {
  regular: string;
  bold: string;
  italic: string;
}

interface Sheet {
  doc: Doc;
  input: TechnicalSheetInput;
  colours: Palette;
  fonts: Fonts;
}

const HELVETICA: Fonts = { regular: 'Helvetica', bold: 'Helvetica-Bold', italic: 'Helvetica-Oblique' };
const TIMES: Fonts = { regular: 'Times-Roman', bold: 'Times-Bold', italic: 'Times-Italic' };

const subtitleOf = (wine: TechnicalSheetInput['wine']): string =>
  [wine.appellation, wine.colour, wine.vintage == null ? null : String(wine.vintage)]
    .filter(present)
    .join('  ·  ');

function factsOf({ wine, labels }: TechnicalSheetInput): [string, string][] {
  const facts: [string, string | null][] = [
    [labels.appellation, wine.appellation],
    [labels.vintage, wine.vintage == null ? null : String(wine.vintage)],
    [labels.capacity, wine.capacity],
    [labels.alcohol, wine.alcohol],
    [labels.reference, wine.reference],
  ];
  return facts.filter((fact): fact is [string, string] => present(fact[1]));
}

const grapeText = (grape: { name: string; percent: number | null }): string =>
  grape.percent == null ? grape.name : `${grape.name}\u00a0${grape.percent}\u00a0%`;

const grapesLine = (wine: TechnicalSheetInput['wine']): string =>
  wine.grapes
    .filter((g) => present(g.name))
    .map(grapeText)
    .join(', ');

const awardDetail = (award: { competition: string; year: number | null }): string =>
  [award.competition, award.year == null ? null : String(award.year)].filter(present).join(' ');

function contactLine({ estate }: TechnicalSheetInput): string {
  const address = estate.address?.replace(/\s*\n\s*/g, ', ') ?? null;
  return [estate.name, address, estate.phone, estate.email, estate.url].filter(present).join('   ·   ');
}

interface FooterStyle {
  contact: TextStyle;
  health: TextStyle;
  number: TextStyle;
  rule: string;
}

interface FooterLayout {
  x: number;
  width: number;
  /** Where the footer ends (its last line's bottom). */
  bottom: number;
}

function footerLines(
  sheet: Sheet,
  layout: FooterLayout,
  style: FooterStyle,
): { health: string[]; contact: string[] } {
  const { doc, input } = sheet;
  const health = [input.labels.healthMessage, input.labels.pregnancy]
    .filter(present)
    .flatMap((text) => wrap(doc, text, layout.width, style.health));
  const contact = wrap(doc, contactLine(input), layout.width, style.contact);
  return { health, contact };
}

/** The height the footer takes at the bottom of every page (the body stops above it). */
function footerHeight(sheet: Sheet, layout: FooterLayout, style: FooterStyle): number {
  const { health, contact } = footerLines(sheet, layout, style);
  return 10 + health.length * lineHeight(style.health) + 4 + contact.length * lineHeight(style.contact);
}

// The health message (Code de la santé publique L3323-4, "Loi Evin") goes on every page, hence on
// the last one whatever the length of the sheet.
function drawFooter(
  sheet: Sheet,
  layout: FooterLayout,
  style: FooterStyle,
  page: number,
  count: number,
): void {
  const { doc } = sheet;
  const { health, contact } = footerLines(sheet, layout, style);
  let y = layout.bottom - footerHeight(sheet, layout, style);
  drawRule(doc, layout.x, layout.x + layout.width, y, style.rule);
  y += 10;
  for (const line of health) {
    drawLine(doc, line, layout.x, y, layout.width, style.health);
    y += lineHeight(style.health);
  }
  y += 4;
  for (const line of contact) {
    drawLine(doc, line, layout.x, y, layout.width, style.contact);
    y += lineHeight(style.contact);
  }
  // below the footer, in the page's margin
  if (count > 1) drawLine(doc, `${page + 1} / ${count}`, layout.x, y, layout.width, style.number);
}

interface PairingsStyle {
  icon: number;
  cell: number;
  label: TextStyle;
  /** Centre the rows in the column (else start them at its left). */
  centred: boolean;
}

/** The meal icons in rows, each above its label. */
function pairingPieces(sheet: Sheet, width: number, style: PairingsStyle): Piece[] {
  const { doc, input, colours } = sheet;
  const pairings = input.wine.pairings.filter((p) => present(p.label) || present(p.path));
  const perRow = Math.max(1, Math.floor(width / style.cell + 1e-6));
  const rows: (typeof pairings)[] = [];
  for (let i = 0; i < pairings.length; i += perRow) rows.push(pairings.slice(i, i + perRow));
  return rows.map((row, r) => {
    const labels = row.map((p) => wrapAtMost(doc, p.label, style.cell - 6, style.label, 2));
    const lines = Math.max(...labels.map((l) => l.length));
    return {
      height: style.icon + 5 + lines * lineHeight(style.label),
      before: r > 0 ? 8 : 0,
      draw: (x, y, columnWidth) => {
        const start = style.centred ? x + (columnWidth - row.length * style.cell) / 2 : x;
        row.forEach((pairing, i) => {
          const cellX = start + i * style.cell;
          if (present(pairing.path))
            drawIcon(
              doc,
              pairing.path,
              cellX + (style.cell - style.icon) / 2,
              y,
              style.icon,
              colours.accentInk,
            );
          labels[i]!.forEach((line, l) => {
            drawLine(doc, line, cellX, y + style.icon + 5 + l * lineHeight(style.label), style.cell, {
              ...style.label,
              align: 'center',
            });
          });
        });
      },
    };
  });
}

/** "6 × Name" rows: the quantity in its own column, the name wrapping beside it. */
function boxPieces(sheet: Sheet, width: number, quantity: TextStyle, name: TextStyle): Piece[] {
  const { doc, input } = sheet;
  const column = 30;
  return input.wine.boxContents
    .filter((item) => present(item.name))
    .map((item) => {
      const lines = wrap(doc, item.name, width - column, name);
      return {
        height: Math.max(1, lines.length) * lineHeight(name) + 3,
        draw: (x, y) => {
          drawLine(doc, toWinAnsi(`${item.quantity} ×`), x, y, column - 6, { ...quantity, align: 'right' });
          lines.forEach((line, i) => {
            drawLine(doc, line, x + column, y + i * lineHeight(name), width - column, name);
          });
        },
      };
    });
}

// ---------------------------------------------------------------------------------------------
// classique: A4, a band in the accent, facts in a narrow column beside the texts

function classique(sheet: Sheet): void {
  const { doc, input, colours, fonts } = sheet;
  const [W, H] = PAGE_SIZES.A4;
  const margin = 42;
  const band = 80;
  const pages = new Pages(doc);

  // the band and the wine's name
  doc.rect(0, 0, W, band).fill(colours.accent);
  const estateStyle: TextStyle = { font: fonts.bold, size: 18, colour: colours.onAccent };
  const titleStyle: TextStyle = {
    font: fonts.regular,
    size: 8.5,
    colour: colours.onAccent,
    upper: true,
    tracking: 1.6,
    align: 'right',
  };
  const titleWidth = Math.min(180, measure(doc, prepare(input.labels.title, titleStyle), titleStyle) + 2);
  const estateLines = wrapAtMost(doc, input.estate.name, W - 2 * margin - titleWidth - 20, estateStyle, 2);
  const estateTop = (band - estateLines.length * lineHeight(estateStyle)) / 2;
  estateLines.forEach((line, i) => {
    drawLine(doc, line, margin, estateTop + i * lineHeight(estateStyle), W - 2 * margin, estateStyle);
  });
  const titleLine = wrapAtMost(doc, input.labels.title, titleWidth, titleStyle, 1)[0] ?? '';
  drawLine(
    doc,
    titleLine,
    W - margin - titleWidth,
    (band - lineHeight(titleStyle)) / 2,
    titleWidth,
    titleStyle,
  );

  let y = band + 26;
  const nameStyle: TextStyle = { font: fonts.bold, size: 26, colour: colours.ink, leading: 1.15 };
  // capped, as the columns start below it on the first page
  for (const line of wrapAtMost(doc, input.wine.name, W - 2 * margin, nameStyle, 3)) {
    drawLine(doc, line, margin, y, W - 2 * margin, nameStyle);
    y += lineHeight(nameStyle);
  }
  const subtitleStyle: TextStyle = { font: fonts.regular, size: 12, colour: colours.muted };
  for (const line of wrapAtMost(doc, subtitleOf(input.wine), W - 2 * margin, subtitleStyle, 2)) {
    drawLine(doc, line, margin, y + 2, W - 2 * margin, subtitleStyle);
    y += lineHeight(subtitleStyle);
  }
  doc.rect(margin, y + 10, 40, 3).fill(colours.accent);
  y += 30;

  // two columns, running onto the next pages side by side
  const footer: FooterStyle = {
    contact: { font: fonts.regular, size: 7.5, colour: colours.muted, align: 'center' },
    health: { font: fonts.bold, size: 7.5, colour: colours.ink, align: 'center' },
    number: { font: fonts.regular, size: 7, colour: colours.muted, align: 'right' },
    rule: colours.rule,
  };
  const footerLayout: FooterLayout = { x: margin, width: W - 2 * margin, bottom: H - 26 };
  const bottom = H - 26 - footerHeight(sheet, footerLayout, footer) - 18;
  const continuedTop = 64;
  const leftWidth = 168;
  const gutter = 30;
  const left = (page: number): Frame => ({
    x: margin,
    width: leftWidth,
    top: page === 0 ? y : continuedTop,
    bottom,
  });
  const right = (page: number): Frame => ({
    x: margin + leftWidth + gutter,
    width: W - 2 * margin - leftWidth - gutter,
    top: page === 0 ? y : continuedTop,
    bottom,
  });
  new Flow(pages, left, true).place(classiqueLeft(sheet, leftWidth));
  new Flow(pages, right, true).place(classiqueRight(sheet, right(0).width));

  const count = pages.count;
  for (let page = 0; page < count; page++) {
    pages.show(page);
    if (page > 0) classiqueRunningHead(sheet, W, margin);
    drawFooter(sheet, footerLayout, footer, page, count);
  }
}

function classiqueRunningHead(sheet: Sheet, W: number, margin: number): void {
  const { doc, input, colours, fonts } = sheet;
  doc.rect(0, 0, W, 8).fill(colours.accent);
  const style: TextStyle = { font: fonts.regular, size: 8, colour: colours.muted };
  const text = `${input.estate.name}  ·  ${input.wine.name}`;
  const line = wrapAtMost(doc, text, W - 2 * margin, style, 1)[0] ?? '';
  drawLine(doc, line, margin, 26, W - 2 * margin, style);
  drawRule(doc, margin, W - margin, 44, colours.rule);
}

function classiqueHeading(sheet: Sheet, title: string): Piece {
  const { doc, colours, fonts } = sheet;
  const style: TextStyle = {
    font: fonts.bold,
    size: 9.5,
    colour: colours.accentInk,
    upper: true,
    tracking: 0.8,
    leading: 1.2,
  };
  return {
    height: lineHeight(style) + 10,
    before: 20,
    draw: (x, y, width) => {
      const line = wrapAtMost(doc, title, width, style, 1)[0] ?? '';
      drawLine(doc, line, x, y, width, style);
      drawRule(doc, x, x + width, y + lineHeight(style) + 3, colours.rule);
    },
  };
}

function classiqueLeft(sheet: Sheet, width: number): Piece[] {
  const { doc, input, colours, fonts } = sheet;
  const pieces: Piece[] = [];
  const { image } = input;
  if (image) {
    const padding = 14;
    const size = fittedSize(doc, image, { width: width - 2 * padding, height: 180 });
    pieces.push({
      height: size.height + 2 * padding,
      draw: (x, y) => {
        doc.roundedRect(x, y, width, size.height + 2 * padding, 6).fill(colours.tint);
        doc.image(image, x + (width - size.width) / 2, y + padding, size);
      },
    });
  }
  if (present(input.wine.colour)) {
    const style: TextStyle = {
      font: fonts.bold,
      size: 8.5,
      colour: colours.accentInk,
      upper: true,
      tracking: 0.8,
      leading: 2.2,
    };
    const text = wrapAtMost(doc, input.wine.colour, width - 20, style, 1)[0] ?? '';
    pieces.push({
      height: lineHeight(style),
      before: pieces.length ? 16 : 0,
      draw: (x, y) => {
        doc
          .roundedRect(x, y, measure(doc, text, style) + 20, lineHeight(style), lineHeight(style) / 2)
          .fill(colours.tint);
        drawLine(doc, text, x + 10, y, width, style);
      },
    });
  }
  pieces.push(...classiqueFacts(sheet, width, pieces.length ? 12 : 0));

  const grapes = input.wine.grapes.filter((g) => present(g.name));
  pieces.push(
    ...withHeading(
      classiqueHeading(sheet, input.labels.grapes),
      grapes.map((g) => grapePiece(sheet, g)),
      1,
    ),
  );
  return pieces;
}

function classiqueFacts(sheet: Sheet, width: number, before: number): Piece[] {
  const { doc, input, colours, fonts } = sheet;
  const label: TextStyle = {
    font: fonts.regular,
    size: 7,
    colour: colours.muted,
    upper: true,
    tracking: 0.8,
  };
  const value: TextStyle = { font: fonts.bold, size: 10.5, colour: colours.ink, leading: 1.3 };
  return factsOf(input).map(([name, text], i) => {
    const lines = wrap(doc, text, width, value);
    const height = 5 + lineHeight(label) + lines.length * lineHeight(value) + 5;
    return {
      height,
      before: i === 0 ? before : 0,
      draw: (x, y) => {
        drawLine(doc, wrapAtMost(doc, name, width, label, 1)[0] ?? '', x, y + 5, width, label);
        lines.forEach((line, l) => {
          drawLine(doc, line, x, y + 5 + lineHeight(label) + l * lineHeight(value), width, value);
        });
        drawRule(doc, x, x + width, y + height, colours.rule);
      },
    };
  });
}

function grapePiece(sheet: Sheet, grape: { name: string; percent: number | null }): Piece {
  const { doc, colours, fonts } = sheet;
  const name: TextStyle = { font: fonts.regular, size: 10, colour: colours.ink };
  const percent: TextStyle = { font: fonts.bold, size: 10, colour: colours.ink, align: 'right' };
  const hasBar = grape.percent != null;
  return {
    height: lineHeight(name) + (hasBar ? 9 : 3),
    draw: (x, y, width) => {
      const value = hasBar ? toWinAnsi(`${grape.percent}\u00a0%`) : '';
      const nameWidth = width - (hasBar ? measure(doc, value, percent) + 8 : 0);
      drawLine(doc, wrapAtMost(doc, grape.name, nameWidth, name, 1)[0] ?? '', x, y, nameWidth, name);
      if (grape.percent == null) return;
      drawLine(doc, value, x, y, width, percent);
      const barY = y + lineHeight(name) + 1;
      doc.roundedRect(x, barY, width, 3, 1.5).fill(colours.tint);
      const share = Math.min(100, Math.max(0, grape.percent)) / 100;
      if (share > 0) doc.roundedRect(x, barY, Math.max(3, width * share), 3, 1.5).fill(colours.accent);
    },
  };
}

function awardPieces(sheet: Sheet, width: number): Piece[] {
  const { doc, input, colours, fonts } = sheet;
  const name: TextStyle = { font: fonts.bold, size: 9.5, colour: colours.ink, leading: 1.25 };
  const detail: TextStyle = { font: fonts.regular, size: 8.5, colour: colours.muted, leading: 1.25 };
  const indent = 22;
  return input.wine.awards
    .filter((a) => present(a.name) || present(a.competition))
    .map((award, i) => {
      const names = wrap(doc, award.name, width - indent, name);
      const details = wrap(doc, awardDetail(award), width - indent, detail);
      return {
        height: Math.max(22, names.length * lineHeight(name) + details.length * lineHeight(detail)),
        before: i > 0 ? 8 : 0,
        draw: (x, y) => {
          drawMedal(doc, x + 7, y + 7, 6, colours);
          names.forEach((line, l) => {
            drawLine(doc, line, x + indent, y + l * lineHeight(name), width - indent, name);
          });
          const top = y + names.length * lineHeight(name);
          details.forEach((line, l) => {
            drawLine(doc, line, x + indent, top + l * lineHeight(detail), width - indent, detail);
          });
        },
      };
    });
}

function classiqueRight(sheet: Sheet, width: number): Piece[] {
  const { doc, input, colours, fonts } = sheet;
  const { wine, labels } = input;
  const intro: TextStyle = { font: fonts.regular, size: 10.5, colour: colours.ink, leading: 1.5 };
  const body: TextStyle = { font: fonts.regular, size: 10, colour: colours.ink, leading: 1.5 };
  const pieces: Piece[] = [];
  if (present(wine.description)) pieces.push(...textPieces(doc, wine.description, width, intro, 7));
  const sections: [string, string | null][] = [
    [labels.tasting, wine.tastingNotes],
    [labels.serving, wine.servingAdvice],
  ];
  for (const [title, text] of sections) {
    if (present(text))
      pieces.push(...withHeading(classiqueHeading(sheet, title), textPieces(doc, text, width, body, 6)));
  }
  const pairings = pairingPieces(sheet, width, {
    icon: 26,
    cell: Math.floor(width / 4),
    label: { font: fonts.regular, size: 8.5, colour: colours.ink, leading: 1.2 },
    centred: false,
  });
  pieces.push(...withHeading(classiqueHeading(sheet, labels.pairings), pairings, 1));
  pieces.push(...withHeading(classiqueHeading(sheet, labels.awards), awardPieces(sheet, width), 1));
  const box = boxPieces(sheet, width, { ...body, font: fonts.bold }, body);
  pieces.push(...withHeading(classiqueHeading(sheet, labels.boxContents), box));
  return pieces;
}

// ---------------------------------------------------------------------------------------------
// prestige: A4, a thin frame in the accent, Times, everything centred on one column

function prestige(sheet: Sheet): void {
  const { doc, input, colours, fonts } = sheet;
  const [W, H] = PAGE_SIZES.A4;
  const pages = new Pages(doc);
  const column = 400;
  const wide = 460;
  const footer: FooterStyle = {
    contact: { font: fonts.regular, size: 8, colour: colours.muted, align: 'center' },
    health: { font: fonts.italic, size: 8, colour: colours.ink, align: 'center' },
    number: { font: fonts.italic, size: 8, colour: colours.muted, align: 'right' },
    rule: colours.accentInk,
  };
  const footerLayout: FooterLayout = { x: (W - wide) / 2, width: wide, bottom: H - 40 };
  const bottom = footerLayout.bottom - footerHeight(sheet, footerLayout, footer) - 20;
  const frameOf = (page: number): Frame => ({
    x: (W - wide) / 2,
    width: wide,
    top: page === 0 ? 60 : 70,
    bottom,
  });
  const flow = new Flow(pages, frameOf, true);
  flow.place(prestigeHeader(sheet));
  flow.place(prestigeBody(sheet, wide, column));

  const count = pages.count;
  for (let page = 0; page < count; page++) {
    pages.show(page);
    doc.save();
    doc
      .rect(20, 20, W - 40, H - 40)
      .lineWidth(1.2)
      .stroke(colours.accentInk);
    doc
      .rect(25, 25, W - 50, H - 50)
      .lineWidth(0.4)
      .stroke(colours.accentInk);
    doc.restore();
    if (page > 0) {
      const style: TextStyle = { font: fonts.italic, size: 9, colour: colours.muted, align: 'center' };
      const line = wrapAtMost(doc, `${input.estate.name}  ·  ${input.wine.name}`, wide, style, 1)[0] ?? '';
      drawLine(doc, line, (W - wide) / 2, 40, wide, style);
    }
    drawFooter(sheet, footerLayout, footer, page, count);
  }
}

/** Each line of a centred block as a piece. */
function centredLines(doc: Doc, text: string, width: number, style: TextStyle, before = 0): Piece[] {
  return linePieces(doc, wrap(doc, text, width, style), { ...style, align: 'center' }, before);
}

function ornament(sheet: Sheet, before: number): Piece {
  const { doc, colours } = sheet;
  return {
    height: 14,
    before,
    draw: (x, y, width) => {
      const cx = x + width / 2;
      const cy = y + 7;
      drawRule(doc, cx - 70, cx - 9, cy, colours.accentInk, 0.7);
      drawRule(doc, cx + 9, cx + 70, cy, colours.accentInk, 0.7);
      doc.polygon([cx, cy - 4], [cx + 4, cy], [cx, cy + 4], [cx - 4, cy]).fill(colours.accentInk);
    },
  };
}

function prestigeHeader(sheet: Sheet): Piece[] {
  const { doc, input, colours, fonts } = sheet;
  const wide = 460;
  const pieces: Piece[] = [
    ...centredLines(doc, input.estate.name, wide, {
      font: fonts.regular,
      size: 10.5,
      colour: colours.accentInk,
      upper: true,
      tracking: 3,
    }),
    ...centredLines(
      doc,
      input.labels.title,
      wide,
      { font: fonts.italic, size: 10, colour: colours.muted },
      2,
    ),
  ];
  const { image } = input;
  if (image) {
    const size = fittedSize(doc, image, { width: 150, height: 160 });
    pieces.push({
      height: size.height,
      before: 18,
      draw: (x, y, width) => doc.image(image, x + (width - size.width) / 2, y, size),
    });
  }
  pieces.push(
    ...centredLines(
      doc,
      input.wine.name,
      wide,
      { font: fonts.bold, size: 28, colour: colours.ink, leading: 1.15 },
      image ? 18 : 30,
    ),
    ...centredLines(
      doc,
      subtitleOf(input.wine),
      wide,
      { font: fonts.italic, size: 13, colour: colours.muted },
      4,
    ),
    ornament(sheet, 12),
  );
  return pieces;
}

/** The facts side by side, each label above its value, thin rules between them. */
function factsStrip(sheet: Sheet, width: number): Piece[] {
  const { doc, input, colours, fonts } = sheet;
  const facts = factsOf(input);
  if (facts.length === 0) return [];
  const label: TextStyle = {
    font: fonts.regular,
    size: 7.5,
    colour: colours.muted,
    upper: true,
    tracking: 1.2,
    align: 'center',
  };
  const value: TextStyle = {
    font: fonts.bold,
    size: 11,
    colour: colours.ink,
    align: 'center',
    leading: 1.25,
  };
  const cell = width / facts.length;
  const cells = facts.map(([name, text]) => ({
    names: wrapAtMost(doc, name, cell - 10, label, 2),
    values: wrap(doc, text, cell - 10, value),
  }));
  const labelHeight = Math.max(...cells.map((c) => c.names.length)) * lineHeight(label);
  const height = labelHeight + 3 + Math.max(...cells.map((c) => c.values.length)) * lineHeight(value);
  return [
    {
      height: height + 12,
      before: 16,
      draw: (x, y) => {
        cells.forEach((c, i) => {
          const cellX = x + i * cell;
          if (i > 0) {
            doc.save();
            doc
              .moveTo(cellX, y + 2)
              .lineTo(cellX, y + height)
              .lineWidth(0.4)
              .stroke(colours.rule);
            doc.restore();
          }
          c.names.forEach((line, l) => {
            drawLine(doc, line, cellX + 5, y + l * lineHeight(label), cell - 10, label);
          });
          c.values.forEach((line, l) => {
            drawLine(doc, line, cellX + 5, y + labelHeight + 3 + l * lineHeight(value), cell - 10, value);
          });
        });
      },
    },
  ];
}

function prestigeHeading(sheet: Sheet, title: string): Piece {
  const { doc, colours, fonts } = sheet;
  const style: TextStyle = {
    font: fonts.regular,
    size: 10,
    colour: colours.accentInk,
    upper: true,
    tracking: 2.4,
    align: 'center',
  };
  return {
    height: lineHeight(style) + 8,
    before: 20,
    draw: (x, y, width) => {
      const line = wrapAtMost(doc, title, width - 100, style, 1)[0] ?? '';
      const half = measure(doc, line, style) / 2;
      const cx = x + width / 2;
      const ruleY = y + lineHeight(style) / 2;
      drawRule(doc, cx - half - 40, cx - half - 10, ruleY, colours.accentInk, 0.6);
      drawRule(doc, cx + half + 10, cx + half + 40, ruleY, colours.accentInk, 0.6);
      drawLine(doc, line, x, y, width, style);
    },
  };
}

/** Pieces of a text set in the narrower reading column, centred in the flow's width. */
function inColumn(pieces: Piece[], offset: number): Piece[] {
  return pieces.map((piece) => ({
    ...piece,
    draw: (x, y, width) => piece.draw(x + offset, y, width - 2 * offset),
  }));
}

function prestigeBody(sheet: Sheet, wide: number, column: number): Piece[] {
  const { doc, input, colours, fonts } = sheet;
  const { wine, labels } = input;
  const offset = (wide - column) / 2;
  const body: TextStyle = { font: fonts.regular, size: 11, colour: colours.ink, leading: 1.45 };
  const centred: TextStyle = { ...body, align: 'center' };
  const pieces: Piece[] = [...factsStrip(sheet, wide)];
  if (present(wine.description)) {
    const intro: TextStyle = { ...body, font: fonts.italic, size: 12 };
    const lines = inColumn(textPieces(doc, wine.description, column, intro, 7), offset);
    if (lines[0]) lines[0] = { ...lines[0], before: 18 };
    pieces.push(...lines);
  }
  const grapes = grapesLine(wine);
  if (grapes !== '')
    pieces.push(
      ...withHeading(prestigeHeading(sheet, labels.grapes), centredLines(doc, grapes, column, centred)),
    );
  const sections: [string, string | null][] = [
    [labels.tasting, wine.tastingNotes],
    [labels.serving, wine.servingAdvice],
  ];
  for (const [title, text] of sections) {
    if (present(text))
      pieces.push(
        ...withHeading(
          prestigeHeading(sheet, title),
          inColumn(textPieces(doc, text, column, body, 6), offset),
        ),
      );
  }
  const pairings = pairingPieces(sheet, column, {
    icon: 26,
    cell: 72,
    label: { font: fonts.italic, size: 9.5, colour: colours.ink, leading: 1.2 },
    centred: true,
  });
  pieces.push(...withHeading(prestigeHeading(sheet, labels.pairings), pairings, 1));
  const awards = wine.awards
    .filter((a) => present(a.name) || present(a.competition))
    .flatMap((award, i) => [
      ...centredLines(doc, award.name, column, { ...centred, font: fonts.bold }, i > 0 ? 6 : 0),
      ...centredLines(doc, awardDetail(award), column, {
        ...centred,
        font: fonts.italic,
        colour: colours.muted,
      }),
    ]);
  pieces.push(...withHeading(prestigeHeading(sheet, labels.awards), awards));
  const box = wine.boxContents
    .filter((item) => present(item.name))
    .flatMap((item) => centredLines(doc, `${item.quantity} × ${item.name}`, column, centred));
  pieces.push(...withHeading(prestigeHeading(sheet, labels.boxContents), box));
  return pieces;
}

// ---------------------------------------------------------------------------------------------
// compacte: A5, one column, small type, always one page
//
// Overflow: the type stays at its fixed small size and the free texts (description, grapes,
// tasting notes, serving advice) are truncated, with an ellipsis, to the room left once the
// fixed parts are laid out. Lines are taken from the longest text first, so a long description
// does not push the tasting notes off the page; awards and box contents are capped at a few
// lines. Shrinking the type instead would have no floor that guarantees one page and would soon
// make the sheet unreadable.

const COMPACT_MAX_AWARDS = 4;
const COMPACT_MAX_BOX_LINES = 6;

interface TextSection {
  heading: Piece | null;
  paragraphs: string[][];
}

function compacte(sheet: Sheet): void {
  const { doc, input, colours, fonts } = sheet;
  const [W, H] = PAGE_SIZES.A5;
  const margin = 28;
  const width = W - 2 * margin;
  const pages = new Pages(doc);

  doc.rect(0, 0, W, 7).fill(colours.accent);
  const footer: FooterStyle = {
    contact: { font: fonts.regular, size: 6.5, colour: colours.muted, align: 'center' },
    health: { font: fonts.bold, size: 6.5, colour: colours.ink, align: 'center' },
    number: { font: fonts.regular, size: 6.5, colour: colours.muted, align: 'right' },
    rule: colours.rule,
  };
  const footerLayout: FooterLayout = { x: margin, width, bottom: H - 20 };
  const bottom = footerLayout.bottom - footerHeight(sheet, footerLayout, footer) - 10;
  const flow = new Flow(pages, () => ({ x: margin, width, top: 20, bottom }), false);

  flow.place(compactHeader(sheet, width));
  flow.place(compactTopRow(sheet, width));

  const body: TextStyle = { font: fonts.regular, size: 7.5, colour: colours.ink, leading: 1.35 };
  const tail = [
    ...withHeading(
      compactHeading(sheet, input.labels.pairings),
      pairingPieces(sheet, width, {
        icon: 16,
        cell: width / Math.min(8, Math.max(6, input.wine.pairings.length)),
        label: { font: fonts.regular, size: 6.5, colour: colours.ink, leading: 1.15 },
        centred: false,
      }),
      1,
    ),
    ...withHeading(compactHeading(sheet, input.labels.awards), compactAwards(sheet, width, body), 1),
    ...withHeading(compactHeading(sheet, input.labels.boxContents), compactBox(sheet, width, body), 1),
  ];
  const room = bottom - flow.y - totalHeight(tail);
  const texts = fitTexts(sheet, compactTexts(sheet, width, body), room, width, body);
  flow.place(texts);
  flow.place(tail);

  drawFooter(sheet, footerLayout, footer, 0, 1);
}

function compactHeading(sheet: Sheet, title: string): Piece {
  const { doc, colours, fonts } = sheet;
  const style: TextStyle = {
    font: fonts.bold,
    size: 7,
    colour: colours.accentInk,
    upper: true,
    tracking: 0.7,
    leading: 1.4,
  };
  return {
    height: lineHeight(style) + 1,
    before: 9,
    draw: (x, y, width) =>
      drawLine(doc, wrapAtMost(doc, title, width, style, 1)[0] ?? '', x, y, width, style),
  };
}

function compactHeader(sheet: Sheet, width: number): Piece[] {
  const { doc, input, colours, fonts } = sheet;
  const estate: TextStyle = {
    font: fonts.bold,
    size: 8,
    colour: colours.accentInk,
    upper: true,
    tracking: 1,
  };
  const title: TextStyle = {
    font: fonts.regular,
    size: 7,
    colour: colours.muted,
    upper: true,
    tracking: 1,
    align: 'right',
    leading: lineHeight(estate) / 7,
  };
  const titleLine = wrapAtMost(doc, input.labels.title, width / 3, title, 1)[0] ?? '';
  const estateLine =
    wrapAtMost(doc, input.estate.name, width - measure(doc, titleLine, title) - 16, estate, 1)[0] ?? '';
  const name: TextStyle = { font: fonts.bold, size: 16, colour: colours.ink, leading: 1.15 };
  const subtitle: TextStyle = { font: fonts.regular, size: 8.5, colour: colours.muted };
  return [
    {
      height: lineHeight(estate),
      draw: (x, y) => {
        drawLine(doc, estateLine, x, y, width, estate);
        drawLine(doc, titleLine, x, y, width, title);
      },
    },
    ...linePieces(doc, wrapAtMost(doc, input.wine.name, width, name, 2), name, 10),
    ...linePieces(doc, wrapAtMost(doc, subtitleOf(input.wine), width, subtitle, 1), subtitle, 1),
    {
      height: 1,
      before: 8,
      draw: (x, y) => drawRule(doc, x, x + width, y, colours.rule),
    },
  ];
}

/** The picture, and the facts in a grid beside it (or across the page without a picture). */
function compactTopRow(sheet: Sheet, width: number): Piece[] {
  const { doc, input, colours, fonts } = sheet;
  const { image } = input;
  const imageBox = { width: 66, height: 130 };
  const size = image ? fittedSize(doc, image, imageBox) : null;
  const gridX = size ? imageBox.width + 16 : 0;
  const columns = size ? 2 : 3;
  const cell = (width - gridX) / columns;
  const label: TextStyle = {
    font: fonts.regular,
    size: 6,
    colour: colours.muted,
    upper: true,
    tracking: 0.6,
  };
  const value: TextStyle = { font: fonts.bold, size: 8.5, colour: colours.ink, leading: 1.25 };
  const cells = factsOf(input).map(([name, text]) => ({
    name: wrapAtMost(doc, name, cell - 8, label, 1)[0] ?? '',
    values: wrapAtMost(doc, text, cell - 8, value, 2),
  }));
  const rowHeight = lineHeight(label) + 2 * lineHeight(value) + 6;
  const gridHeight = Math.ceil(cells.length / columns) * rowHeight;
  const height = Math.max(size?.height ?? 0, gridHeight);
  if (height === 0) return [];
  return [
    {
      height,
      before: 10,
      draw: (x, y) => {
        if (image && size) doc.image(image, x + (imageBox.width - size.width) / 2, y, size);
        cells.forEach((c, i) => {
          const cellX = x + gridX + (i % columns) * cell;
          const cellY = y + Math.floor(i / columns) * rowHeight + (size ? (height - gridHeight) / 2 : 0);
          drawLine(doc, c.name, cellX, cellY, cell - 8, label);
          c.values.forEach((line, l) => {
            drawLine(doc, line, cellX, cellY + lineHeight(label) + l * lineHeight(value), cell - 8, value);
          });
        });
      },
    },
  ];
}

function compactTexts(sheet: Sheet, width: number, body: TextStyle): TextSection[] {
  const { doc, input } = sheet;
  const { wine, labels } = input;
  const paragraphs = (text: string | null) =>
    present(text) ? paragraphsOf(text).map((p) => wrap(doc, p, width, body)) : [];
  const grapes = grapesLine(wine);
  return [
    { heading: null, paragraphs: paragraphs(wine.description) },
    {
      heading: compactHeading(sheet, labels.grapes),
      paragraphs: grapes ? [wrap(doc, grapes, width, body)] : [],
    },
    { heading: compactHeading(sheet, labels.tasting), paragraphs: paragraphs(wine.tastingNotes) },
    { heading: compactHeading(sheet, labels.serving), paragraphs: paragraphs(wine.servingAdvice) },
  ].filter((section) => section.paragraphs.length > 0);
}

/** The sections' pieces with at most `count` lines, the last one shortened with an ellipsis. */
function sectionPieces(
  sheet: Sheet,
  section: TextSection,
  count: number,
  width: number,
  body: TextStyle,
): Piece[] {
  const pieces: Piece[] = [];
  let left = count;
  for (const [p, lines] of section.paragraphs.entries()) {
    if (left === 0) break;
    const kept = lines.slice(0, left);
    left -= kept.length;
    const truncated = left === 0 && (kept.length < lines.length || p < section.paragraphs.length - 1);
    if (truncated) kept[kept.length - 1] = ellipsize(sheet.doc, kept[kept.length - 1]!, width, body);
    pieces.push(...linePieces(sheet.doc, kept, body, p > 0 ? 3 : 0));
  }
  if (pieces[0] && section.heading === null) pieces[0] = { ...pieces[0], before: 10 };
  return section.heading && pieces.length
    ? [{ ...section.heading, keep: lineHeight(body) }, ...pieces]
    : pieces;
}

/** Lines are taken away from the longest text until the texts fit in `room`, so that a long
 * description does not push the tasting notes off the page; of two texts as long, the later one
 * gives first (the description opens the sheet), and when every text is down to one line the
 * last ones are dropped. */
function fitTexts(
  sheet: Sheet,
  sections: TextSection[],
  room: number,
  width: number,
  body: TextStyle,
): Piece[] {
  const counts = sections.map((s) => s.paragraphs.reduce((sum, lines) => sum + lines.length, 0));
  const piecesOf = () => sections.flatMap((s, i) => sectionPieces(sheet, s, counts[i]!, width, body));
  let pieces = piecesOf();
  while (totalHeight(pieces) > room && counts.some((c) => c > 0)) {
    const most = Math.max(...counts);
    const longest = counts.lastIndexOf(most);
    const next = Math.max(0, ...counts.filter((_, i) => i !== longest));
    // many lines at once while far over, one at a time near the end
    const excess = Math.ceil((totalHeight(pieces) - room) / lineHeight(body) / 2);
    counts[longest] = Math.min(most - 1, Math.max(next, most - excess));
    pieces = piecesOf();
  }
  return pieces;
}

function compactAwards(sheet: Sheet, width: number, body: TextStyle): Piece[] {
  const { doc, input, colours, fonts } = sheet;
  const awards = input.wine.awards.filter((a) => present(a.name) || present(a.competition));
  const shown = awards.slice(0, COMPACT_MAX_AWARDS);
  const pieces = shown.map((award): Piece => {
    const name = wrapAtMost(doc, award.name, width / 2, { ...body, font: fonts.bold }, 1)[0] ?? '';
    const nameWidth = measure(doc, name, { ...body, font: fonts.bold });
    const detail =
      wrapAtMost(
        doc,
        awardDetail(award),
        width - 12 - nameWidth - 8,
        { ...body, colour: colours.muted },
        1,
      )[0] ?? '';
    return {
      height: lineHeight(body) + 1,
      draw: (x, y) => {
        drawMedal(doc, x + 3.5, y + 3.5, 3, colours);
        drawLine(doc, name, x + 12, y, width - 12, { ...body, font: fonts.bold });
        drawLine(doc, detail, x + 12 + nameWidth + 8, y, width, { ...body, colour: colours.muted });
      },
    };
  });
  if (awards.length > shown.length) pieces.push(...linePieces(doc, ['…'], body));
  return pieces;
}

function compactBox(sheet: Sheet, width: number, body: TextStyle): Piece[] {
  const { doc, input } = sheet;
  const items = input.wine.boxContents.filter((item) => present(item.name));
  const shown = items.slice(0, COMPACT_MAX_BOX_LINES);
  const pieces = shown.map((item) => {
    const line = wrapAtMost(doc, `${item.quantity} × ${item.name}`, width, body, 1)[0] ?? '';
    return linePieces(doc, [line], body)[0]!;
  });
  if (items.length > shown.length) pieces.push(...linePieces(doc, ['…'], body));
  return pieces;
}

// ---------------------------------------------------------------------------------------------

const TEMPLATES: Readonly<
  Record<
    TechnicalSheetTemplate,
    { size: keyof typeof PAGE_SIZES; fonts: Fonts; draw: (sheet: Sheet) => void }
  >
> = {
  classique: { size: 'A4', fonts: HELVETICA, draw: classique },
  prestige: { size: 'A4', fonts: TIMES, draw: prestige },
  compacte: { size: 'A5', fonts: HELVETICA, draw: compacte },
};

const documentTitle = ({ wine }: TechnicalSheetInput): string =>
  wine.vintage == null ? wine.name : `${wine.name} ${wine.vintage}`;

/** The sheet as PDF bytes. Rejects when pdfkit fails, e.g. on a picture neither PNG nor JPEG. An
 * unknown template is drawn as `classique` (ADR 011). */
export function renderTechnicalSheet(input: TechnicalSheetInput): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const template = TEMPLATES[input.template] ?? TEMPLATES.classique;
    const doc = new PDFDocument({
      size: template.size,
      margin: 0,
      bufferPages: true,
      displayTitle: true,
      info: {
        Title: documentTitle(input),
        Author: input.estate.name,
        Subject: input.labels.title,
        Creator: 'Parvis',
        CreationDate: input.createdAt ?? new Date(),
      },
    });
    const chunks: Uint8Array[] = [];
    doc.on('data', (chunk: Uint8Array) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    try {
      template.draw({ doc, input, colours: palette(input.accent), fonts: template.fonts });
      doc.end();
    } catch (error) {
      reject(error);
    }
  });
}
