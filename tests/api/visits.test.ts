// The `from` visit beacon (SPEC §2) is bounded: one visit per source and address within a
// window, a ceiling per address; past them it answers as usual and writes nothing.
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { siteVisits } from '../../server/db/schema.ts';
import { startTestApp, type TestApp } from '../support/app.ts';
import { expectSuccess } from '../support/envelope.ts';
import { TOWN_HOST } from '../support/fixtures.ts';
import { siteId } from '../support/sessions.ts';

let t: TestApp;
let town: number;
let clock = new Date('2026-11-22T10:00:00Z');

beforeAll(async () => {
  t = await startTestApp({
    env: { TRUST_PROXY: 'true' },
    now: () => clock,
    limits: { visitPerAddress: { max: 3, windowS: 3600 }, visitPerSource: { max: 1, windowS: 600 } },
  });
  town = await siteId(t.database, 'vallon-sur-lys');
});
afterAll(() => t.close());

const visit = async (source: string, address = '203.0.113.9') =>
  expectSuccess(
    await t.http.get(`/api/site/visit/${source}`).set('Host', TOWN_HOST).set('X-Forwarded-For', address),
    z.null(),
  );
const visits = async (source: string) => {
  const [row] = await t.database.db
    .select({ n: count() })
    .from(siteVisits)
    .where(and(eq(siteVisits.siteId, town), eq(siteVisits.source, source)));
  return row!.n;
};

describe('the visit beacon', () => {
  it('counts the same source from the same address once per window', async () => {
    for (let i = 0; i < 20; i++) await visit('newsletter-nov');
    expect(await visits('newsletter-nov')).toBe(1);
    await visit('newsletter-nov', '198.51.100.20');
    expect(await visits('newsletter-nov')).toBe(2);
    clock = new Date(clock.getTime() + 601_000);
    await visit('newsletter-nov');
    expect(await visits('newsletter-nov')).toBe(3);
  });

  it('stops writing past the ceiling of one address, whatever the sources, and answers the same', async () => {
    const address = '192.0.2.50';
    for (let i = 0; i < 10; i++) await visit(`flood-${i}`, address);
    let written = 0;
    for (let i = 0; i < 10; i++) written += await visits(`flood-${i}`);
    expect(written).toBe(3);
    await visit('flood-other', '192.0.2.51');
    expect(await visits('flood-other')).toBe(1);
  });
});
