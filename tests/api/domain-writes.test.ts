// Writes that must drop the site's caches do it themselves, in the module, whoever calls them;
// the event registration sends its mail from the module too, and a mail failure changes nothing.
import { and, eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/client.ts';
import * as schema from '../../server/db/schema.ts';
import { type ContentEvents, createContentEvents } from '../../server/events/content-events.ts';
import { registerForEvent } from '../../server/modules/agenda/registrations.ts';
import { DEFAULT_RATE_LIMITS } from '../../server/modules/auth/rate-limit.ts';
import { createRequestContext, type RequestContext, siteContextFor } from '../../server/modules/context.ts';
import type { MailMessage } from '../../server/modules/mail/mailer.ts';
import { savePageLayout } from '../../server/modules/pages/write.ts';
import { setParameters } from '../../server/modules/sites/parameters.ts';
import { findSiteById } from '../../server/modules/sites/queries.ts';
import { openTestDatabase } from '../support/database.ts';
import { testMedia } from '../support/fixtures.ts';
import { testPayments } from '../support/payments.ts';
import { siteId } from '../support/sessions.ts';

let database: Database;
let events: ContentEvents;
let town: number;
const logs: string[] = [];
const logger = pino({ level: 'error' }, { write: (line: string) => void logs.push(line) });

beforeAll(async () => {
  database = await openTestDatabase();
  events = await createContentEvents(database);
  town = await siteId(database, 'vallon-sur-lys');
});
afterAll(async () => {
  await events.close();
  await database.close();
});

/** Which sites were announced as changed while `run` ran and with which tags (on PostgreSQL the
 * process hears its own NOTIFY besides: each once), and the town's version before and after. */
async function watch(run: () => Promise<unknown>) {
  const changed: number[] = [];
  const tags = new Set<string>();
  const stop = events.subscribe((id, changedTags) => {
    changed.push(id);
    tags.add(changedTags === null ? 'site' : changedTags.join(' '));
  });
  const version = async () => (await findSiteById(database.db, town))!.contentVersion;
  const before = await version();
  try {
    await run();
  } finally {
    stop();
  }
  return { changed: [...new Set(changed)], tags: [...tags], before, after: await version() };
}

function requestFor(sent: MailMessage[], failing = false): Promise<RequestContext> {
  return findSiteById(database.db, town).then((site) =>
    createRequestContext(
      {
        db: database.db,
        events,
        logger,
        mailer: {
          async send(message) {
            if (failing) throw new Error('SMTP down');
            sent.push(message);
            return { messageId: 'test' };
          },
          close: async () => undefined,
        },
        limits: DEFAULT_RATE_LIMITS,
        storage: { uploadsDir: '.tmp/uploads', media: testMedia() },
        payments: testPayments(),
      },
      site!,
      { user: null, operator: null, session: null, locale: 'fr_FR', languages: [], address: '192.0.2.1' },
    ),
  );
}

async function newEvent(slug: string): Promise<number> {
  const [row] = await database.db
    .insert(schema.elements)
    .values({
      siteId: town,
      route: 'agenda',
      locale: 'fr_FR',
      title: 'Concert de printemps',
      slug,
      startAt: new Date(Date.now() + 10 * 86_400_000),
      data: { registration: true, capacity: 10, location: 'Église Saint-Martin' },
      publishedAt: new Date(Date.now() - 60_000),
    })
    .returning({ id: schema.elements.id });
  return row!.id;
}

describe('an event registration', () => {
  it('holds the place, drops only what is built from the event and mails the confirmation link on the site’s own address', async () => {
    const id = await newEvent('concert-de-printemps');
    const sent: MailMessage[] = [];
    const ctx = await requestFor(sent);
    let result: unknown;
    const seen = await watch(async () => {
      result = await registerForEvent(ctx, 'agenda', id, { name: 'Jeanne', email: 'jeanne@example.org' });
    });
    expect(result).toEqual({ status: 'PENDING', seats: 1, remaining: 9 });
    expect(seen.changed).toEqual([town]);
    expect(seen.tags).toEqual([`element:${id}`]);
    expect(seen.after).toBe(seen.before); // not a change of the whole site
    expect(sent).toHaveLength(1);
    expect(sent[0]!.to).toBe('jeanne@example.org');
    expect(sent[0]!.siteName).toBe('Vallon-sur-Lys');
    expect(sent[0]!.subject).toMatch(/^Confirmez votre inscription : Concert de printemps/);
    expect(sent[0]!.text).toMatch(
      /http:\/\/localhost:3000\/inscription-agenda\/confirmation\/[A-Za-z0-9_-]{43}\n/,
    );
    const stored = await database.db
      .select()
      .from(schema.eventRegistrations)
      .where(and(eq(schema.eventRegistrations.siteId, town), eq(schema.eventRegistrations.elementId, id)));
    expect(stored.map((r) => r.email)).toEqual(['jeanne@example.org']);
  });

  it('stays registered when the mail cannot leave: the failure is logged, not thrown', async () => {
    const id = await newEvent('concert-d-ete');
    const ctx = await requestFor([], true);
    logs.length = 0;
    const result = await registerForEvent(ctx, 'agenda', id, { name: 'Paul', email: 'paul@example.org' });
    expect(result.status).toBe('PENDING');
    expect(logs.join('\n')).toMatch(/mail not sent/);
  });
});

describe('content writes', () => {
  it('a page layout saved drops the site’s caches', async () => {
    const [page] = await database.db
      .select({ id: schema.pages.id })
      .from(schema.pages)
      .where(and(eq(schema.pages.siteId, town), eq(schema.pages.path, 'nous-contacter')));
    const ctx = await siteContextFor({ db: database.db, events }, town);
    const seen = await watch(() =>
      savePageLayout(ctx, page!.id, [{ id: 'x', type: 'richText', html: '<p>Bonjour</p>' }]),
    );
    expect(seen.changed).toEqual([town]);
    expect(seen.tags).toEqual(['site']);
    expect(seen.after).toBe(seen.before + 1);
  });

  it('parameters set for a site are sanitised and drop that site’s caches', async () => {
    const ctx = await siteContextFor({ db: database.db, events }, town);
    const seen = await watch(() =>
      setParameters(ctx, { COMPANY_FAX: '03 20 00 00 01', LEGAL_NOTICE: '<p onclick="x()">Mentions</p>' }),
    );
    expect(seen.changed).toEqual([town]);
    expect(seen.tags).toEqual(['site']);
    expect(seen.after).toBe(seen.before + 1);
    const rows = await database.db
      .select({ type: schema.siteParameters.type, value: schema.siteParameters.value })
      .from(schema.siteParameters)
      .where(eq(schema.siteParameters.siteId, town));
    expect(rows.find((r) => r.type === 'LEGAL_NOTICE')?.value).toBe('<p>Mentions</p>');
    expect(rows.find((r) => r.type === 'COMPANY_FAX')?.value).toBe('03 20 00 00 01');
  });

  it('an unknown parameter type changes nothing', async () => {
    const ctx = await siteContextFor({ db: database.db, events }, town);
    const seen = await watch(() =>
      expect(setParameters(ctx, { COMPANY_FAX: 'changed', NOT_A_TYPE: 'x' })).rejects.toThrow(
        /Unknown parameter/,
      ),
    );
    expect(seen.changed).toEqual([]);
    const [fax] = await database.db
      .select({ value: schema.siteParameters.value })
      .from(schema.siteParameters)
      .where(and(eq(schema.siteParameters.siteId, town), eq(schema.siteParameters.type, 'COMPANY_FAX')));
    expect(fax?.value).not.toBe('changed');
  });
});

describe('content events across processes', () => {
  it('carry a change’s tags, or none for a change of the whole site (NOTIFY on PostgreSQL)', async () => {
    // another process's listener: it hears only what the database carries, not this one's emitter
    const other = await createContentEvents(database);
    const heard: { siteId: number; tags: readonly string[] | null }[] = [];
    other.subscribe((siteId, tags) => heard.push({ siteId, tags }));
    try {
      await events.publish(town, ['element:12', 'list:element:agenda']);
      await events.publish(town);
      await events.publish(town, []); // names nothing: nothing to announce
      if (database.kind === 'pg') {
        await expect.poll(() => heard.length).toBe(2);
        expect(heard).toEqual([
          { siteId: town, tags: ['element:12', 'list:element:agenda'] },
          { siteId: town, tags: null },
        ]);
      } else {
        expect(heard).toEqual([]); // one process: the embedded database has no NOTIFY
      }
    } finally {
      await other.close();
    }
  });
});
