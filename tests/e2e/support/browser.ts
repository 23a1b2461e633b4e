// Debian's Chromium through playwright-core; never a downloaded browser.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { type Browser, type BrowserContext, type ConsoleMessage, chromium, type Page } from 'playwright-core';
import { expect, inject } from 'vitest';
import { CHROMIUM_FLAGS } from '../../../scripts/chromium.ts';

export const VIEWPORTS = {
  desktop: { width: 1280, height: 900 },
  mobile: { width: 390, height: 844 },
} as const;

export function siteUrl(host: 'localhost' | 'mairie.localhost' | 'vins.localhost', path = '/'): string {
  return `http://${host}:${inject('e2ePort')}${path}`;
}

export async function launch(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [...CHROMIUM_FLAGS, '--disable-quic', '--no-first-run'],
  });
}

export interface WatchedPage {
  page: Page;
  context: BrowserContext;
  problems: string[];
}

/** A page whose console errors, warnings (hydration included) and page errors are collected. */
export async function openPage(
  browser: Browser,
  viewport: { width: number; height: number },
  options: { javaScript?: boolean; popups?: boolean } = {},
): Promise<WatchedPage> {
  const context = await browser.newContext({
    viewport,
    javaScriptEnabled: options.javaScript ?? true,
    locale: 'fr-FR',
  });
  // the demo opens a popup on the town hall's home page: unless a test is about popups, the
  // visitor closed them all a minute ago (SPEC §2: the close time is kept in localStorage)
  if (!options.popups)
    await context.addInitScript(() => {
      if (!location.hostname.endsWith('localhost')) return; // not inside third-party frames
      for (let id = 1; id <= 50; id++) localStorage.setItem(`popup-${id}`, String(Date.now() - 60_000));
    });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (msg: ConsoleMessage) => {
    if (msg.type() === 'error' || msg.type() === 'warning') problems.push(`${msg.type()}: ${msg.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  // a request cancelled (ERR_ABORTED: a navigation or a reload cut short an idle-time prefetch,
  // a lazy image still on its way) is no fault of the page; a request that failed is. A chunk the
  // page needed and could not load shows as an error of its own (lazy-chunk.ts)
  page.on('requestfailed', (request) => {
    const error = request.failure()?.errorText;
    if (error !== 'net::ERR_ABORTED') problems.push(`requestfailed: ${request.url()} ${error}`);
  });
  return { page, context, problems };
}

/** Waits until React has hydrated the root (the entry marks it). */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true', null, {
    timeout: 15_000,
  });
}

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** `exclude`: selectors of parts axe leaves out (the page builder's canvas, issue 14). */
export async function expectNoAxeViolations(page: Page, exclude: readonly string[] = []): Promise<void> {
  await page.evaluate(axeSource); // through DevTools, so the page's CSP needs no exception
  const violations = await page.evaluate(async (excluded) => {
    const result = await (
      window as unknown as {
        axe: {
          run: (
            ctx: Document | { include: Document; exclude: string[][] },
            opts: object,
          ) => Promise<{ violations: { id: string; impact: string; nodes: { target: string[] }[] }[] }>;
        };
      }
    ).axe.run(excluded.length ? { include: document, exclude: excluded.map((s) => [s]) } : document, {
      resultTypes: ['violations'],
    });
    return result.violations.map(
      (v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
    );
  }, exclude);
  expect(violations).toEqual([]);
}
