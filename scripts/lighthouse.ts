// npm run lighthouse: the mobile Lighthouse audit (the package's default mobile preset: a
// mid-range phone, simulated slow 4G and a 4× slower CPU) of the town hall's home page, a news
// list, a news detail and the agenda, on the built app started on a fresh embedded database.
// Runs Debian's Chromium (CHROME_PATH, /usr/bin/chromium by default); it never downloads a browser.
// Prints the four categories' scores and LCP, TBT and CLS per page, writes each page's full JSON
// report to a temporary folder (its audits say what to fix), and exits 1 when a page's
// performance is below 95, unless `--report-only`.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

import { get, startApp } from '../bench/app.ts';
import { CHROMIUM_FLAGS } from './chromium.ts';

/** The result Lighthouse gives for one page (its own type, without a deep import). */
type LhResult = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

const MIN_PERFORMANCE = 95;
const reportOnly = process.argv.includes('--report-only');
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
process.env.CHROME_PATH = chromePath; // chrome-launcher reads it; never a downloaded browser
const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

/** The pages audited: their paths come from the seed (server/seed/data/vallon-sur-lys); the news
 * detail is the first article the news list links to. */
async function pages(port: number): Promise<[string, string][]> {
  const newsList = '/infos-utiles/en-ce-moment/actualites';
  const list = await get(port, newsList);
  if (list.status !== 200) throw new Error(`the news list answered ${list.status}`);
  const detail = /href="(\/actualites\/[^"/]+\/\d+)"/.exec(list.body.toString('utf8'))?.[1];
  if (!detail) throw new Error('the news list links to no article');
  return [
    ['home', '/'],
    ['news list', newsList],
    ['news detail', detail],
    ['agenda', '/infos-utiles/en-ce-moment/agenda'],
  ];
}

/** One page's report. A failed trace recording (NO_NAVSTART and the like, frequent on a busy
 * machine) is a fault of the run, not of the page: Lighthouse asks to run again, so it does, once. */
async function audit(url: string, port: number, retried = false): Promise<LhResult> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: [...categories],
  });
  if (!result) throw new Error(`no Lighthouse result for ${url}`);
  const { lhr } = result;
  if (!lhr.runtimeError) return lhr;
  if (retried) throw new Error(`${url}: ${lhr.runtimeError.message}`);
  console.log(`${url}: ${lhr.runtimeError.code}, running again`);
  return audit(url, port, true);
}

const ms = (value: number | undefined) => (value === undefined ? '–' : `${Math.round(value)} ms`);

async function main() {
  const app = await startApp();
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROMIUM_FLAGS });
  const out = mkdtempSync(path.join(tmpdir(), 'parvis-lighthouse-'));
  const rows: string[][] = [];
  let failed = false;
  let version = '';
  try {
    for (const [name, pagePath] of await pages(app.port)) {
      // `localhost` is one of the seeded town hall's hosts (server/seed/data/vallon-sur-lys/site.yaml)
      const url = `http://localhost:${app.port}${pagePath}`;
      const lhr = await audit(url, chrome.port);
      version = lhr.lighthouseVersion;
      const file = path.join(out, `${name.replace(/\s+/g, '-')}.json`);
      writeFileSync(file, JSON.stringify(lhr, null, 1));
      const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
      if (score('performance') < MIN_PERFORMANCE) failed = true;
      rows.push([
        name,
        pagePath,
        ...categories.map((c) => String(score(c))),
        ms(lhr.audits['largest-contentful-paint']?.numericValue),
        ms(lhr.audits['total-blocking-time']?.numericValue),
        (lhr.audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3),
      ]);
    }
  } finally {
    chrome.kill();
    await app.stop();
  }
  const head = ['page', 'path', 'perf', 'a11y', 'best pr.', 'SEO', 'LCP', 'TBT', 'CLS'];
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]?.length ?? 0)));
  for (const line of [head, ...rows])
    console.log(
      line.map((cell, i) => (i < 2 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0))).join('  '),
    );
  console.log(`Lighthouse ${version} (mobile), ${chromePath}; full reports in ${out}`);
  if (failed && !reportOnly) {
    console.error(`A page's performance is below ${MIN_PERFORMANCE}.`);
    process.exit(1);
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
