// Helpers of the account browser tests.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { expect } from 'vitest';
import { hydrated, openPage, siteUrl, type WatchedPage } from './browser.ts';

type Host = Parameters<typeof siteUrl>[0];

/** A fresh address per test and run: accounts of earlier tests never get in the way. */
export function uniqueEmail(label: string): string {
  return `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.org`;
}

/** The visitor already answered the consent banner, so that it covers nothing. */
export async function consentGiven(context: BrowserContext, host: Host): Promise<void> {
  await context.addCookies([
    { name: 'parvis_consent', value: `none.${Math.floor(Date.now() / 1000)}`, url: siteUrl(host) },
  ]);
}

/** A page of a site (the town hall, localhost, unless `host` says) in a new context whose visitor
 * already answered the consent banner: it answered `status` (200) and React hydrated it. */
export async function openAnswered(
  browser: Browser,
  viewport: { width: number; height: number },
  path: string,
  options: { popups?: boolean; host?: Host; status?: number } = {},
): Promise<WatchedPage> {
  const host = options.host ?? 'localhost';
  const watched = await openPage(browser, viewport, options);
  await consentGiven(watched.context, host);
  const res = await watched.page.goto(siteUrl(host, path));
  expect(res?.status()).toBe(options.status ?? 200);
  await hydrated(watched.page);
  return watched;
}

/** Creates an account through the API, as a test's starting point. */
export async function registerByApi(
  page: Page,
  host: Host,
  account: { email: string; password: string; firstname?: string; lastname?: string },
): Promise<void> {
  const res = await page.request.post(siteUrl(host, '/api/register'), {
    data: { firstname: 'Camille', lastname: 'Test', ...account },
  });
  if (!res.ok()) throw new Error(`register failed: ${res.status()} ${await res.text()}`);
}

/** Opens a session in the page's context (the cookie jar is shared with the page). */
export async function loginByApi(page: Page, host: Host, email: string, password: string): Promise<void> {
  const res = await page.request.post(siteUrl(host, '/api/login'), { data: { email, password } });
  if (!res.ok()) throw new Error(`login failed: ${res.status()} ${await res.text()}`);
}

/** Console problems, but the failed-resource lines of API answers the test expects (Chromium
 * logs every 4xx of a fetch as a console error), and a favicon request cut short because the
 * test moved on to the next page before it finished. */
export function unexpectedProblems(problems: string[], expectedStatuses: number[] = []): string[] {
  return problems.filter(
    (p) =>
      !expectedStatuses.some((status) =>
        p.includes(`Failed to load resource: the server responded with a status of ${status}`),
      ) && !/^requestfailed: \S+\/favicon\.\w+ net::ERR_ABORTED$/.test(p),
  );
}
