// The journal says every action and thing the server records in words (client/pages/admin/journal-ui.tsx): an
// audited write added without its label would show its code name to staff.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ACTIONS, ENTITIES } from '../../client/pages/admin/journal-ui.tsx';

const MODULES = path.resolve(import.meta.dirname, '../../server/modules');
const sources = readdirSync(MODULES, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
  .map((file) => readFileSync(path.join(MODULES, file), 'utf8'))
  .filter((text) => text.includes('audit('));
const named = (pattern: RegExp) => [
  ...new Set(sources.flatMap((text) => [...text.matchAll(pattern)].map((m) => m[1]!))),
];

describe('the journal’s words', () => {
  it('name every action the audited writes record', () => {
    const actions = [
      ...named(/\baction: '([\w.]+)'/g),
      ...named(/\baction: \w+ \? '([\w.]+)'/g),
      ...named(/\baction: \w+ \? '[\w.]+' : '([\w.]+)'/g),
      ...named(/'(draft\.\w+)'/g),
    ];
    expect(actions.length).toBeGreaterThan(10);
    expect(actions.filter((action) => !ACTIONS[action])).toEqual([]);
  });

  it('name every kind of thing they record', () => {
    const entities = named(/\bentity: '(\w+)'/g);
    expect(entities.length).toBeGreaterThan(10);
    expect(entities.filter((entity) => !ENTITIES[entity])).toEqual([]);
  });
});
