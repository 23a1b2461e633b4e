import { describe, expect, it } from 'vitest';
import { CATALOG_AREAS, createI18n, loadCatalogArea, showPagesWith } from './i18n.ts';

const count = (i18n: Awaited<ReturnType<typeof createI18n>>) => Object.keys(i18n.messages).length;

describe('message catalogs', () => {
  it("gives every page's texts, and an area's only when asked (the server asks for all)", async () => {
    const core = await createI18n('fr-FR');
    const all = await createI18n('fr-FR', CATALOG_AREAS);
    expect(count(core)).toBeGreaterThan(100);
    expect(count(all)).toBeGreaterThan(count(core) + 50);
    // an unknown locale falls back to French
    expect((await createI18n('xx-XX')).locale).toBe('fr-FR');
    expect((await createI18n('constructor')).locale).toBe('fr-FR');
  });

  it("adds an area's texts to the browser's instances before its page renders", async () => {
    const page = await createI18n('en-GB');
    const french = await createI18n('fr-FR');
    const other = await createI18n('fr-FR');
    showPagesWith(page, french);
    const before = [count(page), count(french)];
    await loadCatalogArea('account');
    expect(count(page)).toBeGreaterThan(before[0]!);
    expect(count(french)).toBeGreaterThan(before[1]!);
    expect(count(other)).toBe(before[1]); // not a page's instance
  });
});
