// Server-rendered HTML of what a visitor meets first: the header's logo and its text
// alternative, the page flags of SPEC §3 (right-fixed pages, a page's own header or footer) and
// the 404 page's ways on (the site search and the main sections).
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logos } from '../../server/db/schema.ts';
import { bumpContentVersion } from '../../server/modules/content/version.ts';
import { startTestApp, type TestApp } from '../support/app.ts';
import { TOWN_HOST } from '../support/fixtures.ts';
import { siteId } from '../support/sessions.ts';

let t: TestApp;
let townId: number;
beforeAll(async () => {
  t = await startTestApp();
  townId = await siteId(t.database, 'vallon-sur-lys');
});
afterAll(() => t.close());

const page = (path: string) => t.http.get(path).set('Host', TOWN_HOST).set('User-Agent', 'Mozilla/5.0 test');

/** Changes the site's content for one test, then puts it back (the caches follow the version). */
async function withChange(
  change: () => Promise<unknown>,
  undo: () => Promise<unknown>,
  run: () => Promise<void>,
) {
  await change();
  await bumpContentVersion(t.database.db, t.events, townId);
  try {
    await run();
  } finally {
    await undo();
    await bumpContentVersion(t.database.db, t.events, townId);
  }
}

describe('the header logo', () => {
  it('gives the logo its configured text alternative, and the home link its name from its content', async () => {
    const logoOf = and(eq(logos.siteId, townId), eq(logos.type, 'LOGO'));
    const [before] = await t.database.db.select().from(logos).where(logoOf);
    const alt = 'Blason de Vallon-sur-Lys : une tour sur fond de gueules';
    await withChange(
      () => t.database.db.update(logos).set({ alt }).where(logoOf),
      () => t.database.db.update(logos).set({ alt: before!.alt }).where(logoOf),
      async () => {
        const html = (await page('/')).text;
        const brand = html.match(/<a [^>]*class="brand"[^>]*>.*?<\/a>/)?.[0] ?? '';
        expect(brand).not.toContain('aria-label');
        expect(brand).toMatch(new RegExp(`<img class="brand-logo" src="[^"]+" alt="${alt}"`));
        expect(brand).toContain('<span class="brand-name">Vallon-sur-Lys</span>');
      },
    );
  });
});
