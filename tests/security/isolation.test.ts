// The tenant-isolation matrix: every API route × {anonymous, visitor, ADMIN,
// SUPER_ADMIN} × {identity of the host's site, identity of the other site}, on both sites whose
// rows share ids and slugs. No answer may show a row of the other site, no request may change
// one, and a session of one site is nobody on the other. A route without a case here fails.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiRoutes } from '../../server/api/routes.ts';
import { createOperatorSession, createSession } from '../../server/modules/auth/sessions.ts';
import { startTestApp, type TestApp } from '../support/app.ts';
import { info, pageTexts } from '../support/pdf.ts';
import {
  buildFixture,
  FIXTURE_PASSWORD,
  type Fixture,
  HOSTS,
  IDENTITIES,
  type Identity,
  MARKER,
  SHARED,
  SHARED_ORDER_KEY,
  SHARED_ORDER_NUMBER,
  SITES,
  type SiteKey,
  siteFingerprint,
} from './fixture.ts';

interface Call {
  params?: Record<string, string>;
  query?: string;
  body?: unknown;
  /** The call ends its session: it gets a session of its own so the others stay valid. */
  spendsSession?: boolean;
  /** Sent as multipart/form-data fields instead of JSON. */
  multipart?: Record<string, string>;
  /** What the host's ADMIN and operator are answered, where not 200 (a refused state change, a
   * creation's 201). */
  adminAnswers?: number[];
}
type CaseBuilder = (c: { host: SiteKey; other: SiteKey; identity: Identity; tokenSite: SiteKey }) => Call;

const email = (site: SiteKey, who: Exclude<Identity, 'anonymous'>) =>
  `${MARKER[site].toLowerCase()}-${who === 'superAdmin' ? 'super' : who}@example.org`;
const randomToken = () => randomBytes(32).toString('base64url');

const addressBody = (host: SiteKey) => ({
  name: `${MARKER[host]}-adresse`,
  address: '1 place de la Matrice',
  addressPart2: null,
  postalCode: '59000',
  city: 'Matrice',
  country: 'FR',
  phone: null,
  email: null,
  latitude: null,
  longitude: null,
  typeIds: [SHARED.addressType],
});

/** How to call each route of the table. */
const CASES: Record<string, CaseBuilder> = {
  'GET /parameter': () => ({}),
  'GET /site/info': () => ({}),
  'GET /language': () => ({}),
  'GET /component/conf/:slug': () => ({ params: { slug: 'mark-conf' } }),
  'GET /external-app/:app/config/public': () => ({ params: { app: 'MARK_APP' } }),
  'GET /page': () => ({}),
  'GET /page/*slug': () => ({ params: { slug: 'mark-page' } }),
  'GET /layout/:id/css': () => ({ params: { id: String(SHARED.layout) } }),
  'GET /logged': () => ({}),
  'GET /user': () => ({}),
  'GET /news': () => ({ query: 'nbItem=100' }),
  'GET /news/:id': () => ({ params: { id: String(SHARED.news) } }),
  'GET /element/:route': () => ({ params: { route: 'link-footer' }, query: 'nbItem=100' }),
  'GET /element/:route/tags': () => ({ params: { route: 'link-footer' } }),
  'GET /element/:route/places': () => ({ params: { route: 'agenda' }, query: `ids=${SHARED.event}` }),
  'GET /element/by-id/:id': () => ({ params: { id: String(SHARED.element) } }),
  'GET /element/:route/:id': () => ({ params: { route: 'link-footer', id: String(SHARED.element) } }),
  'GET /company/address': () => ({}),
  'GET /admin/address/type': () => ({}),
  // the organisation's addresses (ADR 016): the shared address id names one on both sites
  // the site's accounts (ADR 018): the shared user id names the visitor of each site
  // (its administrators: POST /register above gives each site, rightly, a visitor whose address
  // names the other site)
  'GET /admin/users': () => ({ query: 'nbItem=100&role=ADMIN' }),
  'PUT /admin/users/:id/role': () => ({ params: { id: String(SHARED.user) }, body: { role: 'USER' } }),
  'PUT /admin/users/:id/block': () => ({ params: { id: String(SHARED.user) }, body: { blocked: false } }),
  'POST /admin/users/invite': ({ host }) => ({
    body: { email: `${MARKER[host].toLowerCase()}-invite@example.org` },
    adminAnswers: [200, 409],
  }),
  // payment keys (operators only): the matrix's sites have no vault key by default
  'GET /admin/payment-keys': () => ({}),
  'PUT /admin/payment-keys': () => ({
    body: { values: { STRIPE_PUBLISHABLE_KEY: 'pk_test_matrix' } },
    adminAnswers: [200, 409],
  }),
  'DELETE /admin/payment-keys/:name': () => ({ params: { name: 'STRIPE_WEBHOOK_SECRET' } }),
  'GET /admin/company/address': () => ({}),
  'POST /admin/company/address': ({ host }) => ({ body: addressBody(host) }),
  'PUT /admin/company/address/:id': ({ host }) => ({
    params: { id: String(SHARED.address) },
    body: addressBody(host),
  }),
  'DELETE /admin/company/address/:id': () => ({ params: { id: '999999' }, adminAnswers: [404] }),
  'GET /admin/me': () => ({}),
  'GET /admin/dashboard': () => ({}),
  'POST /admin/dashboard/seen': () => ({ body: { kind: 'CONTACT_MESSAGES' } }),
  'GET /admin/audit': () => ({ query: 'nbItem=100' }),
  // the operator's second factor is the CLI's (409); an ADMIN may start one, nothing to confirm
  // or remove yet (409)
  'POST /admin/me/totp': () => ({ body: {}, adminAnswers: [200, 409] }),
  'POST /admin/me/totp/confirm': () => ({ body: { code: '123456' }, adminAnswers: [400, 409] }),
  'DELETE /admin/me/totp': () => ({ body: { code: '123456' }, adminAnswers: [409] }),
  'GET /admin/sites': () => ({}),
  // a hand-off to the host's own site: one to the other site is the operators' own business
  // (tests/api/admin-panel.test.ts), not a request of this site's
  'POST /admin/handoff': ({ host }) => ({ body: { siteId: fixture.siteIds[host] } }),
  'POST /admin/handoff/redeem': () => ({ body: { token: randomToken() } }),
  // sites created by operators (ADR 019): each call a new site, on a host nobody has; publishing
  // a published site changes nothing
  'POST /admin/sites': () => ({
    body: {
      template: 'town-hall',
      name: 'Nouvelle commune',
      town: '77037',
      domains: [`${randomBytes(6).toString('hex')}.nouveau.test`],
      adminEmail: 'premiere-administratrice@example.org',
    },
    adminAnswers: [201],
  }),
  'GET /admin/communes': () => ({ query: 'q=bois' }),
  'POST /admin/site/publish': () => ({}),
  // the page tree (ADR 014): the shared page id names a page on both sites; each write here
  // reaches the host's own, and a second creation of the same path is a 409
  'GET /admin/pages': () => ({ query: 'locale=fr_FR' }),
  'POST /admin/pages': () => ({
    body: { locale: 'fr_FR', parentId: SHARED.page, title: 'Matrice' },
    adminAnswers: [200, 409],
  }),
  'PUT /admin/pages/:id': ({ host }) => ({
    params: { id: String(SHARED.page) },
    body: { title: `${MARKER[host]}-page`, url: 'mark-page', isValid: true },
  }),
  'POST /admin/pages/:id/move': () => ({
    params: { id: String(SHARED.page) },
    body: { parentId: null, position: 0 },
  }),
  'DELETE /admin/pages/:id': () => ({ params: { id: '999999' }, adminAnswers: [404] }),
  'GET /admin/redirects': () => ({}),
  'POST /admin/redirects': () => ({
    body: { from: '/matrice-ancienne', to: '/mark-page' },
    adminAnswers: [200, 409],
  }),
  'PUT /admin/redirects/:id': () => ({
    params: { id: '999999' },
    body: { from: '/matrice-autre', to: '/mark-page' },
    adminAnswers: [404],
  }),
  'DELETE /admin/redirects/:id': () => ({ params: { id: '999999' }, adminAnswers: [404] }),
  'GET /admin/trash': () => ({}),
  'POST /admin/trash/:id/restore': () => ({ params: { id: '999999' }, body: {}, adminAnswers: [404] }),
  'GET /redirect': () => ({ query: 'path=matrice-ancienne' }),
  // the block editor (ADR 015): the host's ADMIN writes the shared page's draft, its operator then
  // starts from no draft where there is one (409); publishing from no draft is refused either way
  'GET /admin/page/:id/layout': () => ({ params: { id: String(SHARED.page) } }),
  'PUT /admin/page/:id/layout/draft': ({ host }) => ({
    params: { id: String(SHARED.page) },
    body: {
      blocks: [{ id: 'matrice', type: 'richText', html: `<p>${MARKER[host]}-draft</p>` }],
      baseUpdatedAt: null,
    },
    adminAnswers: [200, 409],
  }),
  'POST /admin/page/:id/layout/publish': () => ({
    params: { id: String(SHARED.page) },
    body: { baseUpdatedAt: null },
    adminAnswers: [409],
  }),
  'DELETE /admin/page/:id/layout/draft': () => ({ params: { id: String(SHARED.page) } }),
  'GET /admin/page/:id/layout/revisions': () => ({ params: { id: String(SHARED.page) } }),
  'GET /admin/page/:id/layout/revisions/:revisionId': () => ({
    params: { id: String(SHARED.page), revisionId: '999999' },
    adminAnswers: [404],
  }),
  'POST /admin/page/:id/layout/revisions/:revisionId/restore': () => ({
    params: { id: String(SHARED.page), revisionId: '999999' },
    body: { baseUpdatedAt: null },
    adminAnswers: [404],
  }),
  'GET /admin/blocks/options': () => ({}),
  // the page builder's calls on a layout (ADR 006 amended): the shared page's layout is a block
  // layout on both sites, so it has no preview (404) and a call without its image is a 400
  'POST /admin/page/:idPage/layout/:idLayout/hash/check': () => ({
    params: { idPage: String(SHARED.page), idLayout: String(SHARED.layout) },
    body: { html: '<p>Matrice</p>' },
  }),
  'PUT /admin/page/:idPage/layout/:idLayout/preview': () => ({
    params: { idPage: String(SHARED.page), idLayout: String(SHARED.layout) },
    multipart: { note: 'matrice' },
    adminAnswers: [400],
  }),
  'GET /admin/page/:idPage/layout/:idLayout/preview': () => ({
    params: { idPage: String(SHARED.page), idLayout: String(SHARED.layout) },
    adminAnswers: [404],
  }),
  // the site's parameters (ADR 016): each host's own row changes; injected code is the operators'
  'GET /admin/parameters': () => ({}),
  'PUT /admin/parameters': ({ host }) => ({ body: { values: { COMPANY_NAME: `${MARKER[host]}-name` } } }),
  // the media library (ADR 017): the shared media id names a file on both sites, shown there
  'GET /admin/media': () => ({ query: 'nbItem=100' }),
  'POST /admin/media': ({ host }) => ({ multipart: { alt: `${MARKER[host]}-alt` }, adminAnswers: [400] }),
  'PUT /admin/media/:id': ({ host }) => ({
    params: { id: String(SHARED.media) },
    body: { alt: `${MARKER[host]}-alt` },
  }),
  'GET /admin/media/:id/usages': () => ({ params: { id: String(SHARED.media) } }),
  'DELETE /admin/media/:id': () => ({ params: { id: '999999' }, adminAnswers: [404] }),
  // the look (ADR 016): the shared media file is each site's own image
  'GET /admin/theme': () => ({}),
  'PUT /admin/theme/logos/:type': ({ host }) => ({
    params: { type: 'LOGO_FOOTER' },
    body: { url: `/media/matrice/${MARKER[host].toLowerCase()}.png`, alt: `${MARKER[host]}-logo` },
  }),
  'DELETE /admin/theme/logos/:type': () => ({ params: { type: 'LOGO_FOOTER' } }),
  'PUT /admin/theme/banner': () => ({
    body: {
      url: null,
      positionX: 'center',
      positionY: 'center',
      size: 'cover',
      repeat: 'no-repeat',
      height: 320,
    },
  }),
  'PUT /admin/theme/fonts': () => ({
    body: {
      fonts: [{ type: 'TITLE', family: 'Lato', color: null, size: null, weight: 'bold', style: null }],
    },
  }),
  'POST /admin/theme/font-files': () => ({ multipart: { family: 'Matrice' }, adminAnswers: [400] }),
  'DELETE /admin/theme/font-files/:id': () => ({ params: { id: '999999' }, adminAnswers: [404] }),
  'GET /variation': () => ({}),
  'GET /product': () => ({ query: 'nbItem=100' }),
  'GET /product/:id': () => ({ params: { id: String(SHARED.product) } }),
  'PUT /product/quantities': () => ({ body: { products: [{ id: SHARED.product }] } }),
  'GET /product/generate/file/:id': () => ({ params: { id: String(SHARED.product) } }),
  'GET /product/generate/file/:id/:declinationId': () => ({
    params: { id: String(SHARED.product), declinationId: String(SHARED.declination) },
  }),
  'GET /award': () => ({ query: `product=${SHARED.product}` }),
  'GET /v2/product/recommended/:id': () => ({ params: { id: String(SHARED.product) } }),
  'GET /parameter/product/meal-icon': () => ({}),
  // an order is its owner's or its key's: the other site's visitor and key open nothing here
  'POST /order': () => ({
    body: {
      products: [{ id: SHARED.product, declinationId: SHARED.declination, quantity: 1 }],
      user: {
        phone: '0600000000',
        email: 'intrus@example.org',
        firstname: 'Intrus',
        lastname: 'Intrus',
        birthdate: '1990-01-01',
      },
      address: {
        delivery: {
          firstname: 'I',
          lastname: 'I',
          address: 'rue',
          postalCode: '21190',
          city: 'X',
          country: 250,
        },
        billing: {
          firstname: 'I',
          lastname: 'I',
          address: 'rue',
          postalCode: '21190',
          city: 'X',
          country: 250,
        },
      },
      delivery: { type: 'DELIVERY', idCarrier: SHARED.carrier },
      paymentMethod: 'BANK_TRANSFER',
      acceptTerms: true,
    },
  }),
  'GET /order/:number': () => ({ params: { number: SHARED_ORDER_NUMBER }, query: `cle=${SHARED_ORDER_KEY}` }),
  'POST /order/:number/cancel': () => ({
    params: { number: 'CMD-2026-000000' },
    body: { cle: SHARED_ORDER_KEY },
  }),
  'GET /user/orders': () => ({}),
  // the shared order pays by transfer, and neither site has card keys: refused on both, unchanged
  'POST /custom-stripe/payment-intent': () => ({
    body: { number: SHARED_ORDER_NUMBER, cle: SHARED_ORDER_KEY },
  }),
  'POST /custom-stripe/webhook': () => ({
    body: { id: 'evt_matrix', type: 'payment_intent.succeeded', data: { object: { id: 'pi_matrix' } } },
  }),
  'GET /countries': () => ({}),
  'GET /cities/:search/:idCountry': () => ({ params: { search: 'meursault', idCountry: '250' } }),
  'POST /calculate/shipping-fees': () => ({
    body: {
      products: [{ idProduct: SHARED.product, declinationId: SHARED.declination, quantity: 1 }],
      postalCode: '21190',
      country: 250,
    },
  }),
  // the fixture's shared address is of neither site's collection type: a 404 on both
  'GET /click-and-collect/slots': () => ({ query: `idAddress=${SHARED.address}` }),
  'POST /relay/access-points': () => ({ body: { postalCode: '21190', city: 'Meursault', country: 250 } }),
  'GET /custom-stripe/public-key': () => ({}),
  'POST /order/validate': () => ({
    body: { products: [{ id: SHARED.product, declinationId: SHARED.declination, quantity: 1 }] },
  }),
  // the carrier and the product share their ids across the sites; the code is the estate's
  'POST /order/discount': () => ({
    body: {
      code: 'portoffert',
      products: [{ id: SHARED.product, declinationId: SHARED.declination, quantity: 1 }],
      delivery: { type: 'DELIVERY', idCarrier: SHARED.carrier },
      deliveryPostalCode: '21190',
      deliveryIdCountry: 250,
    },
  }),
  // writes: aimed at the other site's accounts and rows by their shared ids and addresses
  'POST /login': ({ other }) => ({ body: { email: email(other, 'visitor'), password: FIXTURE_PASSWORD } }),
  'POST /logout': () => ({ spendsSession: true }),
  'POST /register': ({ other }) => ({
    body: {
      email: email(other, 'visitor'),
      password: 'a-long-and-unusual-passphrase',
      firstname: 'Intrus',
      lastname: 'Intrus',
    },
  }),
  'PUT /password/reset/ask': ({ other }) => ({ body: { email: email(other, 'admin') } }),
  'PUT /password/reset': () => ({
    body: { token: randomToken(), password: 'a-long-and-unusual-passphrase' },
  }),
  'POST /user/email/confirm': () => ({ body: { token: randomToken() } }),
  'PUT /user': ({ other }) => ({
    body: { email: email(other, 'visitor'), firstname: 'Intrus', lastname: 'Intrus' },
  }),
  'PUT /user/password': () => ({
    body: { currentPassword: 'not-the-password', newPassword: 'a-long-and-unusual-passphrase' },
  }),
  'DELETE /user': () => ({ body: { password: 'not-the-password' } }),
  'GET /user/export': () => ({}),
  'GET /user/newsletter/lists': () => ({}),
  'GET /user/newsletter/subscription': () => ({}),
  'PUT /user/newsletter/subscription': () => ({ body: { lists: [SHARED.list] } }),
  'POST /element/:route/:id/register': ({ other }) => ({
    params: { route: 'agenda', id: String(SHARED.event) },
    body: { name: 'Intrus', email: `${MARKER[other].toLowerCase()}-attendee@example.org` },
  }),
  'GET /element/:route/:id/ics': () => ({ params: { route: 'agenda', id: String(SHARED.event) } }),
  'GET /album': () => ({}),
  'GET /album/:id': () => ({ params: { id: String(SHARED.album) } }),
  'GET /blog/folder/list': () => ({}),
  'GET /blog/folder/list/:id': () => ({ params: { id: String(SHARED.folder) } }),
  'GET /blog/folder': () => ({}),
  'GET /blog/folder/:id': () => ({ params: { id: String(SHARED.folder) } }),
  'GET /blog/folder/ariane/:id': () => ({ params: { id: String(SHARED.folder) } }),
  'GET /blog/ariane/:id': () => ({ params: { id: String(SHARED.blog) } }),
  'GET /blog/:id': () => ({ params: { id: String(SHARED.blog) } }),
  'GET /service': () => ({ query: 'tag=mark' }),
  'GET /service/:id': () => ({ params: { id: String(SHARED.service) } }),
  'GET /popup/:id': () => ({ params: { id: String(SHARED.popup) } }),
  'GET /google/reviews': () => ({}),
  'GET /forms/:id': () => ({ params: { id: String(SHARED.form) } }),
  'POST /forms/:id/submit': () => ({ params: { id: String(SHARED.form) }, multipart: { name: 'Intrus' } }),
  'POST /message': () => ({
    body: {
      name: 'Intrus',
      email: 'intrus@example.org',
      subject: 'Essai',
      message: 'Un message de plus de dix caractères.',
    },
  }),
  'POST /newsletter/subscribe': ({ other }) => ({ body: { email: email(other, 'visitor'), consent: true } }),
  'POST /newsletter/confirm': () => ({ body: { token: randomToken() } }),
  // a real token of the other site is refused in tests/api/event-registration.test.ts
  'POST /registration/confirm': () => ({ body: { token: randomToken() } }),
  'GET /site/visit/:id': () => ({ params: { id: 'matrix' } }),
  'GET /search': () => ({ query: 'q=mark' }),
  'POST /image/load-svg': ({ other }) => ({ body: { url: `/media/${OWN_SVG[other]}` } }),
  'GET /sitemap': () => ({}),
};

/** An SVG file that only this site's media hold. */
const OWN_SVG: Record<SiteKey, string> = { town: 'partner-region.svg', wine: 'album/vendanges-1.svg' };

const key = (r: { method: string; path: string }) => `${r.method} ${r.path}`;

/** What a PDF shows (its pages and title), or its bytes as text when it is not one (a refusal). */
function pdfText(body: Buffer): string {
  const raw = body.toString('utf8');
  if (!raw.startsWith('%PDF-')) return raw;
  return `${info(body).Title ?? ''} ${pageTexts(body).join(' ')}`;
}

function urlOf(path: string, params: Record<string, string> = {}, query?: string): string {
  const filled = path.replace(/[:*](\w+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`case for ${path} lacks the parameter ${name}`);
    return name === 'slug' && path.includes('*') ? value : encodeURIComponent(value);
  });
  return `/api${filled}${query ? `?${query}` : ''}`;
}

let t: TestApp;
let fixture: Fixture;

const USER_IDS = { visitor: SHARED.user, admin: SHARED.admin } as const;
const freshToken = async (site: SiteKey, identity: Exclude<Identity, 'anonymous'>) =>
  identity === 'superAdmin'
    ? (await createOperatorSession(t.database.db, fixture.siteIds[site], fixture.operatorIds[site], now))
        .token
    : (await createSession(t.database.db, fixture.siteIds[site], USER_IDS[identity], now)).token;
const now = new Date();
const generous = { max: 10_000, windowS: 60 };

beforeAll(async () => {
  t = await startTestApp({
    limits: {
      loginPerAccount: generous,
      loginPerAddress: generous,
      resetPerAccount: generous,
      resetPerAddress: generous,
      registerPerAccount: generous,
      registerPerAddress: generous,
      passwordCheckPerAccount: generous,
    },
  });
  fixture = await buildFixture(t.database, now);
});
afterAll(() => t?.close());

describe('tenant isolation matrix', () => {
  it('has a case for every route of the API', () => {
    const missing = apiRoutes.map(key).filter((k) => !CASES[k]);
    expect(missing, 'add these routes to the isolation matrix').toEqual([]);
    const stale = Object.keys(CASES).filter((k) => !apiRoutes.some((r) => key(r) === k));
    expect(stale, 'these cases name routes that no longer exist').toEqual([]);
  });

  it('the fixture shows each site its own marked rows (so the checks below can fail)', async () => {
    for (const site of SITES) {
      const news = await t.http.get('/api/news?nbItem=100').set('Host', HOSTS[site]);
      expect(news.text).toContain(MARKER[site]);
      const sitemap = await t.http.get('/api/sitemap').set('Host', HOSTS[site]);
      expect(sitemap.text).toContain(`${MARKER[site].toLowerCase()}-own`);
    }
  });

  for (const route of apiRoutes) {
    it(`${key(route)}: never reads or changes the other site`, async () => {
      const build = CASES[key(route)];
      if (!build) return; // reported by the first test
      for (const host of SITES) {
        const other: SiteKey = host === 'town' ? 'wine' : 'town';
        for (const identity of IDENTITIES) {
          for (const tokenSite of identity === 'anonymous' ? [host] : ([host, other] as SiteKey[])) {
            const call = build({ host, other, identity, tokenSite });
            let req = t.http[route.method.toLowerCase() as 'get'](urlOf(route.path, call.params, call.query))
              .set('Host', HOSTS[host])
              .set('Sec-Fetch-Site', 'same-origin');
            if (identity !== 'anonymous') {
              const token = call.spendsSession
                ? await freshToken(tokenSite, identity)
                : fixture.tokens[tokenSite][identity];
              req = req.set('Authorization', `Bearer ${token}`);
            }
            // taken once the call's own session exists, so that only the request itself counts
            // site-wide routes are pure reads by definition; every other route may write
            const before = route.siteWide ? null : await siteFingerprint(t.database, fixture.siteIds[other]);
            if (call.multipart)
              for (const [name, value] of Object.entries(call.multipart)) req = req.field(name, value);
            // a PDF is read as bytes, and searched as what a reader shows (its pages' text, its title)
            if (route.raw === 'application/pdf')
              req = req.buffer(true).parse((res, done) => {
                const chunks: Buffer[] = [];
                res.on('data', (chunk: Buffer) => chunks.push(chunk));
                res.on('end', () => done(null, Buffer.concat(chunks)));
              });
            const res = call.body === undefined ? await req : await req.send(call.body as object);
            const text = route.raw === 'application/pdf' ? pdfText(res.body as Buffer) : res.text;
            const label = `${key(route)} on ${host} as ${identity} of ${tokenSite}: ${res.status} ${text.slice(0, 200)}`;

            expect(res.status, label).toBeLessThan(500);
            if ((res.status === 200 || res.status === 201) && !route.raw) {
              // the answer is what the route's contract says it is (the OpenAPI document shows it)
              const checked = route.response.safeParse(res.body.data);
              expect(checked.error?.issues ?? [], `${label}: answer off its contract`).toEqual([]);
            }
            expect(text, label).not.toContain(MARKER[other]);
            expect(text.toLowerCase(), label).not.toContain(MARKER[other].toLowerCase());
            if (route.access !== 'public' && (identity === 'anonymous' || tokenSite !== host)) {
              expect(res.status, label).toBe(401);
            }
            if (route.access === 'admin' && tokenSite === host) {
              if (identity === 'visitor' || identity === 'anonymous')
                expect(res.status, label).toBe(identity === 'visitor' ? 403 : 401);
              else expect(call.adminAnswers ?? [200], label).toContain(res.status);
            }
            // an operator's calls (ADR 013): no account of the site reaches them
            if (route.access === 'superAdmin' && tokenSite === host) {
              if (identity === 'superAdmin') expect(call.adminAnswers ?? [200], label).toContain(res.status);
              else expect(res.status, label).toBe(identity === 'anonymous' ? 401 : 403);
            }
            if (before !== null) {
              expect(
                await siteFingerprint(t.database, fixture.siteIds[other]),
                `${label}: other site changed`,
              ).toBe(before);
            }
          }
        }
      }
    });
  }
});
