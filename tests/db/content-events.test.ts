// Content notifications after the LISTEN connection was lost: once it is back, every site counts
// as changed, since what other processes notified meanwhile never arrived.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/client.ts';
import { sites } from '../../server/db/schema.ts';
import { createContentEvents } from '../../server/events/content-events.ts';
import { openTestDatabase } from '../support/database.ts';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

describe('content events', () => {
  it('drops every site’s caches when the LISTEN connection is reopened, and nothing when it is lost', async () => {
    let onState: ((state: 'lost' | 'reopened') => void) | undefined;
    const events = await createContentEvents({
      ...database,
      kind: 'pg', // a PostgreSQL listener whose connection the test loses and reopens
      listen: async (_channel, _onPayload, state) => {
        onState = state;
        return async () => undefined;
      },
    });
    const changed: number[] = [];
    events.subscribe((siteId) => changed.push(siteId));

    onState!('lost');
    await new Promise((r) => setTimeout(r, 50));
    expect(changed).toEqual([]);

    onState!('reopened');
    const all = (await database.db.select({ id: sites.id }).from(sites)).map((s) => s.id);
    for (let i = 0; i < 50 && changed.length < all.length; i++) await new Promise((r) => setTimeout(r, 10));
    expect(changed.sort()).toEqual(all.sort());
    expect(all.length).toBeGreaterThan(1);
    await events.close();
  });
});
