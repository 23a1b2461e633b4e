import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { msg } from '#shared/lib/messages.ts';
import { parsePo, resolveMessage } from './messages.ts';

const catalog = (iso: string) =>
  parsePo(readFileSync(path.resolve(import.meta.dirname, `../../locales/${iso}/api.po`), 'utf8'));

describe('API messages', () => {
  it('reads msgid/msgstr pairs, continuation lines included, and skips the header', () => {
    const po = [
      'msgid ""',
      'msgstr ""',
      '"Language: fr\\n"',
      '',
      'msgid "a.b"',
      'msgstr ""',
      '"Deux "',
      '"lignes « {x} »"',
      '',
    ].join('\n');
    expect([...parsePo(po)]).toEqual([['a.b', 'Deux lignes « {x} »']]);
  });

  it('words a descriptor in the request’s language, French when the language is unknown', () => {
    const event = msg({ id: 'api.event.notFound', message: 'This event does not exist.' });
    expect(resolveMessage(event, 'fr_FR')).toBe('Cet événement n’existe pas.');
    expect(resolveMessage(event, 'en_GB')).toBe('This event does not exist.');
    expect(resolveMessage(event, undefined)).toBe('Cet événement n’existe pas.');
    expect(resolveMessage(event, 'de_DE')).toBe('Cet événement n’existe pas.');
  });

  it('fills placeholders, and leaves plain text (site content) as it is', () => {
    const filter = msg({
      id: 'api.list.unknownFilter',
      message: 'Unknown filter "{field}".',
      values: { field: 'x' },
    });
    expect(resolveMessage(filter, 'fr_FR')).toBe('Filtre inconnu : « x ».');
    expect(resolveMessage('Merci !', 'en_GB')).toBe('Merci !');
  });

  it('has a French text for every id, different from the English one', () => {
    const french = catalog('fr-FR');
    const english = catalog('en-GB');
    expect(english.size).toBeGreaterThan(50);
    for (const [id, text] of english) {
      expect(french.get(id), id).toBeTruthy();
      expect(french.get(id), id).not.toBe(text);
    }
  });
});
