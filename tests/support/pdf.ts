// Reading back the PDFs pdfkit writes (the technical sheets): their page texts, Info dictionary
// and page count, enough for tests to see what a visitor's PDF reader would show.
import { inflateSync } from 'node:zlib';

/** The characters WinAnsi puts at 0x80–0x9F; every other code is Latin-1. */
const WIN_ANSI_HIGH: Readonly<Record<number, string>> = {
  128: '€',
  130: '‚',
  131: 'ƒ',
  132: '„',
  133: '…',
  134: '†',
  135: '‡',
  136: 'ˆ',
  137: '‰',
  138: 'Š',
  139: '‹',
  140: 'Œ',
  142: 'Ž',
  145: '‘',
  146: '’',
  147: '“',
  148: '”',
  149: '•',
  150: '–',
  151: '—',
  152: '˜',
  153: '™',
  154: 'š',
  155: '›',
  156: 'œ',
  158: 'ž',
  159: 'Ÿ',
};

const decodeWinAnsiHex = (hex: string): string =>
  (hex.match(/../g) ?? [])
    .map((pair) => {
      const code = Number.parseInt(pair, 16);
      return WIN_ANSI_HIGH[code] ?? String.fromCharCode(code);
    })
    .join('');

/** The decompressed content streams (the pages' drawings), images left aside. */
export function contentStreams(pdf: Buffer): string[] {
  const raw = pdf.toString('latin1');
  const streams: string[] = [];
  for (const match of raw.matchAll(/\d+ 0 obj\s*<<([^<>]*)>>\s*stream\r?\n/g)) {
    const dictionary = match[1]!;
    if (!dictionary.includes('/FlateDecode') || dictionary.includes('/Subtype /Image')) continue;
    const length = Number(/\/Length (\d+)/.exec(dictionary)?.[1]);
    const start = match.index + match[0].length;
    streams.push(inflateSync(pdf.subarray(start, start + length)).toString('latin1'));
  }
  return streams;
}

/** The text of each page (one string per content stream): every BT…ET block is a line; the
 * hex strings of its TJ arrays are WinAnsi codes. Whitespace, no-break spaces included, is
 * collapsed. */
export function pageTexts(pdf: Buffer): string[] {
  return contentStreams(pdf)
    .filter((content) => /\bBT\b/.test(content))
    .map((content) =>
      [...content.matchAll(/\bBT\b([\s\S]*?)\bET\b/g)]
        .map(([, block]) =>
          [...block!.matchAll(/\[([^\]]*)\]\s*TJ/g)]
            .flatMap(([, array]) =>
              [...array!.matchAll(/<([0-9a-fA-F]*)>/g)].map(([, hex]) => decodeWinAnsiHex(hex!)),
            )
            .join(''),
        )
        .join(' ')
        .replace(/\s+/g, ' '),
    );
}

export const normalise = (text: string): string => text.replace(/\s+/g, ' ');

/** The body of object `id` (`id 0 obj … endobj`). */
export function object(pdf: Buffer, id: string): string {
  const match = new RegExp(`(?:^|\\n)${id} 0 obj\\n([\\s\\S]*?)\\nendobj`).exec(pdf.toString('latin1'));
  if (!match) throw new Error(`no object ${id}`);
  return match[1]!;
}

/** A PDF literal string `( … )`, escapes undone, UTF-16BE when it starts with a byte order mark. */
export function literalString(source: string): string {
  const body = source.trim().slice(1, -1);
  const bytes: number[] = [];
  const escapes: Record<string, number> = { n: 10, r: 13, t: 9, b: 8, f: 12, '(': 40, ')': 41, '\\': 92 };
  for (let i = 0; i < body.length; i++) {
    if (body[i] !== '\\') {
      bytes.push(body.charCodeAt(i));
      continue;
    }
    const next = body[++i]!;
    const octal = /^[0-7]{1,3}/.exec(body.slice(i))?.[0];
    if (octal) {
      bytes.push(Number.parseInt(octal, 8));
      i += octal.length - 1;
    } else bytes.push(escapes[next] ?? next.charCodeAt(0));
  }
  const buffer = Buffer.from(bytes);
  if (buffer[0] === 0xfe && buffer[1] === 0xff) return buffer.subarray(2).swap16().toString('utf16le');
  return buffer.toString('latin1');
}

export function info(pdf: Buffer): Record<string, string> {
  const raw = pdf.toString('latin1');
  const trailer = raw.slice(raw.lastIndexOf('trailer'));
  const infoId = /\/Info (\d+) 0 R/.exec(trailer)?.[1];
  if (!infoId) throw new Error('no Info');
  const entries: Record<string, string> = {};
  for (const [, key, id] of object(pdf, infoId).matchAll(/\/(\w+) (\d+) 0 R/g)) {
    entries[key!] = literalString(object(pdf, id!));
  }
  return entries;
}

export const pageCount = (pdf: Buffer): number =>
  Number(/\/Type \/Pages\s*\/Count (\d+)/.exec(pdf.toString('latin1'))?.[1]);
