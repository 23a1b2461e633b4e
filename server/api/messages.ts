// Resolves the server's message descriptors (shared/lib/messages.ts) in the request's language,
// from the `api` catalogs that `npm run i18n:extract` writes (locales/<iso>/api.po). The catalogs
// are read once, at the first message; the server runs unbuilt, so it reads the .po files
// themselves (only `msgid`/`msgstr` pairs: the API's messages have no plural forms).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_LOCALE, KNOWN_LOCALES, localeByCode } from '#shared/config/locales.ts';
import { interpolate, isMessageDescriptor, type MessageDescriptor } from '#shared/lib/messages.ts';

const LOCALES_DIR = path.resolve(import.meta.dirname, '../../locales');

/** Reads the `msgid` → `msgstr` pairs of a .po file (continuation lines included). */
export function parsePo(text: string): Map<string, string> {
  const entries = new Map<string, string>();
  let id: string | null = null;
  let str: string | null = null;
  let current: 'id' | 'str' | null = null;
  const flush = () => {
    if (id && str) entries.set(id, str);
    id = str = current = null;
  };
  for (const line of text.split(/\r?\n/)) {
    const head = /^(msgid|msgstr) (".*")$/.exec(line);
    if (head) {
      if (head[1] === 'msgid') {
        flush();
        id = JSON.parse(head[2]!) as string;
        current = 'id';
      } else {
        str = JSON.parse(head[2]!) as string;
        current = 'str';
      }
    } else if (/^".*"$/.test(line) && current) {
      const more = JSON.parse(line) as string;
      if (current === 'id') id = (id ?? '') + more;
      else str = (str ?? '') + more;
    } else if (line.trim() === '') flush();
  }
  flush();
  return entries;
}

let catalogs: Map<string, Map<string, string>> | null = null;

function catalogFor(iso: string): Map<string, string> | undefined {
  if (!catalogs) {
    catalogs = new Map();
    for (const locale of KNOWN_LOCALES) {
      let text = '';
      try {
        text = readFileSync(path.join(LOCALES_DIR, locale.iso, 'api.po'), 'utf8');
      } catch {
        // a locale without a catalog speaks the source texts
      }
      catalogs.set(locale.iso, parsePo(text));
    }
  }
  return catalogs.get(iso);
}

/** The text of a message in a site language (`fr_FR`, `en_GB`); an unknown language gets French,
 * the product's default (SPEC §1). A plain string is already text (site content, say). */
export function resolveMessage(message: MessageDescriptor | string, localeCode?: string | null): string {
  if (!isMessageDescriptor(message)) return message;
  const locale = localeByCode(localeCode) ?? DEFAULT_LOCALE;
  const template = catalogFor(locale.iso)?.get(message.id) ?? message.message;
  return interpolate(template, message.values);
}
