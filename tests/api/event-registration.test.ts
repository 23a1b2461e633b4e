// Agenda registration against abuse: limits per e-mail and per network address, places held
// 30 minutes until the mail's link confirms them, released when the hold runs out (the API's
// clock is moved), confirmations that cannot overbook, mails that carry no caller's text, and
// tokens that belong to their site.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  eventPlacesSchema,
  registrationConfirmationSchema,
  registrationResultSchema,
} from '#shared/contracts/town.ts';
import * as schema from '../../server/db/schema.ts';
import { startTestApp, type TestApp } from '../support/app.ts';
import { expectFailure, expectSuccess } from '../support/envelope.ts';
import { TOWN_HOST, WINE_HOST } from '../support/fixtures.ts';
import { type CapturedMail, linkIn, type MailCatcher, startMailCatcher } from '../support/mail.ts';
import { siteId } from '../support/sessions.ts';

let t: TestApp;
let mail: MailCatcher;
let town: number;
let offsetMs = 0; // the API's clock runs this far ahead of the wall clock
let address = 0;

beforeAll(async () => {
  mail = await startMailCatcher();
  t = await startTestApp({
    mail,
    env: { TRUST_PROXY: 'true' },
    now: () => new Date(Date.now() + offsetMs),
    limits: {
      eventRegistrationPerEmail: { max: 2, windowS: 3600 },
      eventRegistrationPerAddress: { max: 5, windowS: 3600 },
    },
  });
  town = await siteId(t.database, 'vallon-sur-lys');
});
afterAll(async () => {
  await t.close();
  await mail.close();
});

let slugs = 0;
async function newEvent(capacity: number): Promise<number> {
  slugs++;
  const [row] = await t.database.db
    .insert(schema.elements)
    .values({
      siteId: town,
      route: 'agenda',
      locale: 'fr_FR',
      title: `Atelier vannerie ${slugs}`,
      slug: `atelier-vannerie-${slugs}`,
      startAt: new Date(Date.now() + 20 * 86_400_000),
      data: { registration: true, capacity, location: 'Salle des fêtes' },
      publishedAt: new Date(Date.now() - 86_400_000),
    })
    .returning({ id: schema.elements.id });
  return row!.id;
}

/** Each test speaks from its own network address, so that the limits of one do not touch another. */
const from = () => `203.0.113.${++address}`;
const register = (id: number, body: Record<string, unknown>, ip: string, host = TOWN_HOST) =>
  t.http
    .post(`/api/element/agenda/${id}/register`)
    .set('Host', host)
    .set('X-Forwarded-For', ip)
    .send({ name: 'Marie Curie', ...body });
const confirm = (token: string, host = TOWN_HOST) =>
  t.http.post('/api/registration/confirm').set('Host', host).send({ token });
const places = async (id: number) =>
  expectSuccess(
    await t.http.get(`/api/element/agenda/places?ids=${id}`).set('Host', TOWN_HOST),
    eventPlacesSchema,
  )[0]!.remaining;
const mailTo = (email: string) => mail.waitFor((m) => m.to.includes(email));
const tokenOf = (m: CapturedMail) => linkIn(m, '/inscription-agenda/confirmation/').split('/').at(-1)!;
const statusOf = async (email: string) =>
  (
    await t.database.db
      .select({ status: schema.eventRegistrations.status })
      .from(schema.eventRegistrations)
      .where(and(eq(schema.eventRegistrations.siteId, town), eq(schema.eventRegistrations.email, email)))
  ).map((r) => r.status);

describe('agenda registration limits', () => {
  it('refuses with 429 and a French message past the limit of an e-mail address, whatever its case', async () => {
    const [a, b, c] = [await newEvent(10), await newEvent(10), await newEvent(10)];
    expect((await register(a, { email: 'Limite@Example.org' }, from())).status).toBe(200);
    expect((await register(b, { email: 'limite@example.org' }, from())).status).toBe(200);
    const refused = await register(c, { email: 'LIMITE@example.org' }, from());
    expectFailure(refused, 429);
    expect(refused.body.message).toBe('Trop de demandes d’inscription. Réessayez plus tard.');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(await statusOf('LIMITE@example.org')).toEqual([]);
  });

  it('refuses with 429 past the limit of a network address, whatever the e-mail', async () => {
    const id = await newEvent(50);
    const ip = from();
    for (let i = 0; i < 5; i++)
      expect((await register(id, { email: `voisin${i}@example.org` }, ip)).status).toBe(200);
    const refused = await register(id, { email: 'voisin5@example.org' }, ip);
    expectFailure(refused, 429);
    expect(refused.body.message).toMatch(/^Trop de demandes/);
    // another address is not held back
    expect((await register(id, { email: 'voisin5@example.org' }, from())).status).toBe(200);
  });
});

describe('a held place', () => {
  it('counts while held, and once the mail’s link confirms it; a second click answers the same', async () => {
    const id = await newEvent(2);
    const res = await register(id, { email: 'tenue@example.org', seats: 2 }, from());
    expect(expectSuccess(res, registrationResultSchema)).toEqual({
      status: 'PENDING',
      seats: 2,
      remaining: 0,
    });
    expect(await places(id)).toBe(0);
    const sent = await mailTo('tenue@example.org');
    expect(sent.subject).toMatch(/^Confirmez votre inscription : Atelier vannerie/);
    expect(sent.text).toContain('réservée pendant 30 minutes');
    const token = tokenOf(sent);
    expect(linkIn(sent, '/inscription-agenda/confirmation/')).toBe(
      `http://localhost:3000/inscription-agenda/confirmation/${token}`,
    );
    // the token is stored hashed: the mail is the only place it is written
    const [row] = await t.database.db
      .select()
      .from(schema.eventRegistrations)
      .where(and(eq(schema.eventRegistrations.siteId, town), eq(schema.eventRegistrations.elementId, id)));
    expect(row!.confirmTokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(token);

    for (let i = 0; i < 2; i++) {
      const confirmed = await confirm(token);
      expect(confirmed.body.message).toBe('Votre inscription est confirmée.');
      expect(expectSuccess(confirmed, registrationConfirmationSchema)).toMatchObject({
        outcome: 'confirmed',
        seats: 2,
        event: { path: expect.stringMatching(new RegExp(`^/agenda/atelier-vannerie-\\d+/${id}$`)) },
      });
    }
    expect(await statusOf('tenue@example.org')).toEqual(['CONFIRMED']);
    offsetMs = 2 * 60 * 60_000; // a confirmed place stays taken
    try {
      expect(await places(id)).toBe(0);
      expect(
        expectSuccess(await register(id, { email: 'apres@example.org' }, from()), registrationResultSchema)
          .status,
      ).toBe('WAITLIST');
    } finally {
      offsetMs = 0;
    }
  });

  it('is released after 30 minutes without confirmation: the place is free again, the link says it expired', async () => {
    const id = await newEvent(1);
    await register(id, { email: 'oubli@example.org' }, from());
    const token = tokenOf(await mailTo('oubli@example.org'));
    expect(await places(id)).toBe(0);
    expect(
      expectSuccess(await register(id, { email: 'second@example.org' }, from()), registrationResultSchema)
        .status,
    ).toBe('WAITLIST');
    offsetMs = 29 * 60_000;
    try {
      expect(await places(id)).toBe(0);
      offsetMs = 31 * 60_000;
      expect(await places(id)).toBe(1);
      const late = await confirm(token);
      expect(expectSuccess(late, registrationConfirmationSchema).outcome).toBe('expired');
      expect(late.body.message).toMatch(/^Ce lien a expiré/);
      expect(await statusOf('oubli@example.org')).toEqual(['EXPIRED']);
      // the freed place goes to the next one, and the forgetful address may register again
      expect(
        expectSuccess(
          await register(id, { email: 'troisieme@example.org' }, from()),
          registrationResultSchema,
        ),
      ).toEqual({ status: 'PENDING', seats: 1, remaining: 0 });
      expect((await register(id, { email: 'oubli@example.org' }, from())).status).toBe(200);
    } finally {
      offsetMs = 0;
    }
  });

  it('cannot be confirmed past the capacity, even by confirmations at the same time', async () => {
    const id = await newEvent(3);
    const emails = ['un@example.org', 'deux@example.org', 'trois@example.org'];
    const tokens: string[] = [];
    for (const email of emails) {
      await register(id, { email }, from());
      tokens.push(tokenOf(await mailTo(email)));
    }
    // the capacity is lowered while the three places are held
    await t.database.db
      .update(schema.elements)
      .set({ data: { registration: true, capacity: 1, location: 'Salle des fêtes' } })
      .where(and(eq(schema.elements.siteId, town), eq(schema.elements.id, id)));
    const outcomes = await Promise.all(
      tokens.map(
        async (token) => expectSuccess(await confirm(token), registrationConfirmationSchema).outcome,
      ),
    );
    expect(outcomes.filter((o) => o === 'confirmed')).toHaveLength(1);
    expect(outcomes.filter((o) => o === 'full')).toHaveLength(2);
    const confirmed = await t.database.db
      .select()
      .from(schema.eventRegistrations)
      .where(
        and(
          eq(schema.eventRegistrations.siteId, town),
          eq(schema.eventRegistrations.elementId, id),
          eq(schema.eventRegistrations.status, 'CONFIRMED'),
        ),
      );
    expect(confirmed.reduce((n, r) => n + r.seats, 0)).toBe(1);
  });

  it('belongs to its site: a token followed on another site’s host is unknown there', async () => {
    const id = await newEvent(5);
    await register(id, { email: 'site@example.org' }, from());
    const token = tokenOf(await mailTo('site@example.org'));
    const foreign = await confirm(token, WINE_HOST);
    expectFailure(foreign, 404);
    expect(foreign.body.message).toBe('Ce lien de confirmation n’est pas valable.');
    expect(await statusOf('site@example.org')).toEqual(['PENDING']);
    expectFailure(await confirm('x'.repeat(43)), 404);
    expectFailure(await confirm('short'), 404);
    expect(expectSuccess(await confirm(token), registrationConfirmationSchema).outcome).toBe('confirmed');
  });
});

describe('the registration mail', () => {
  it('carries nothing the caller chose but a plain name', async () => {
    const id = await newEvent(5);
    // extra fields are refused outright, nothing is written and nothing sent
    const extra = await register(
      id,
      { email: 'extra@example.org', comment: 'Gagnez 1000 € sur http://evil.example' },
      from(),
    );
    expectFailure(extra, 400);
    expect(await statusOf('extra@example.org')).toEqual([]);

    await register(
      id,
      { email: 'lien@example.org', name: 'Cliquez ici http://evil.example/gain', phone: '0612345678' },
      from(),
    );
    const withLink = await mailTo('lien@example.org');
    expect(withLink.text).toMatch(/^Bonjour,\n/);
    expect(withLink.text + withLink.html).not.toContain('evil');
    expect(withLink.text).not.toContain('0612345678');

    await register(id, { email: 'nom@example.org', name: 'Jeanne\u0007 \u202eDupont' }, from());
    const named = await mailTo('nom@example.org');
    expect(named.text).toMatch(/^Bonjour Jeanne Dupont,\n/);
    for (const host of ['evil.example', 'www.example.org']) {
      await register(id, { email: `${host.length}@example.org`, name: `Voir ${host}` }, from());
      expect((await mailTo(`${host.length}@example.org`)).text).toMatch(/^Bonjour,\n/);
    }
  });
});
