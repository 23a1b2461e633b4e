// npm run bench: the home page of the built app against a plain node:http server answering the
// same HTML bytes from memory, in the same run: once as an anonymous visitor who answered the
// consent banner (served from the anonymous page cache, whatever the choice: ADR 008), once
// rendered every time (each request's URL is new to the page cache; with the startup-data
// cache), once as a logged-in visitor (a session the bench opens first: a personal page, rendered
// every time), then as a first-time visitor again while agenda registrations arrive at about 20 a
// second (each a public write: it must drop only its event's page, ADR 003 "Tags"). Prints
// req/s, p50 and p99, the ratios to the baseline and the app's whole-process RSS after each
// scenario; then the rendered page at 70 % of the rate it reached, whose p99 should stay within
// 3× its p50: requests sent at evenly spaced times (an open loop, as wrk2's constant-throughput
// mode does), each one's latency counted from the time it was due, so a stall delays the requests
// behind it and is counted for each. autocannon's own `overallRate` is not that: each connection
// sends at full speed until it has made its share of the second, then waits for the next second,
// so the server sees bursts at 100 % of its rate and idles between them (its figure is printed
// too, for comparison).
// Options: BENCH_SECONDS, BENCH_CONNECTIONS.
import { readFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import autocannon from 'autocannon';
import { DEMO_PASSWORD, get, headers, startApp } from './app.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);

/** The app's resident memory (Linux: /proc), in MiB. */
function rssMiB(pid: number): number {
  const kb = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
  return Math.round(Number(kb) / 1024);
}

/** Opens a session of the seeded town hall's admin and answers its cookies. */
async function login(port: number): Promise<string> {
  const body = JSON.stringify({ email: 'admin@vallon-sur-lys.test', password: DEMO_PASSWORD });
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/api/login',
        headers: {
          ...headers,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          'sec-fetch-site': 'same-origin',
        },
      },
      (res) => {
        res.resume();
        const cookies = (res.headers['set-cookie'] ?? []).map((c) => c.split(';')[0]).join('; ');
        if (res.statusCode !== 200 || !cookies.includes('token='))
          reject(new Error(`login answered ${res.statusCode}`));
        else resolve(cookies);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

/** The fresh URLs asked so far, across every scenario: a URL with a query string asked a second
 * time would be kept by the page cache (ADR 003), and a scenario meant to render would store pages. */
let freshUrls = 0;

/** Loads the home page; `fresh` gives every request a query string of its own, never asked
 * before, so that the page cache neither has it nor keeps it and each one is rendered;
 * `overallRate` paces the requests. */
function load(
  port: number,
  extra: Record<string, string> = {},
  { fresh = false, overallRate, path = '/' }: { fresh?: boolean; overallRate?: number; path?: string } = {},
) {
  const joiner = path.includes('?') ? '&' : '?';
  return new Promise<autocannon.Result>((resolve, reject) => {
    autocannon(
      {
        url: `http://127.0.0.1:${port}${path}`,
        connections,
        duration: seconds,
        headers: { ...headers, ...extra },
        ...(overallRate ? { overallRate } : {}),
        ...(fresh
          ? {
              requests: [
                { setupRequest: (req) => ({ ...req, path: `${path}${joiner}bench=${freshUrls++}` }) },
              ],
            }
          : {}),
      },
      (err, result) => (err ? reject(err) : resolve(result)),
    );
  });
}

export interface PacedResult {
  asked: number;
  served: number;
  errors: number;
  p50: number;
  p99: number;
}

/**
 * Asks the home page `rate` times a second, evenly spaced, for `seconds`, each request with a
 * URL of its own (rendered every time). A request is sent when it is due whatever the others are
 * doing (new connections open as needed: no coordinated omission), and its latency runs from the
 * time it was due, so a late send counts against the server as much as a late answer.
 */
export async function pacedLoad(
  port: number,
  extra: Record<string, string>,
  rate: number,
): Promise<PacedResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
  const interval = 1000 / rate;
  const total = Math.max(1, Math.round(rate * seconds));
  const latencies: number[] = [];
  let errors = 0;
  await new Promise<void>((resolve) => {
    let sent = 0;
    let done = 0;
    const finished = () => {
      if (++done === total) resolve();
    };
    const start = performance.now();
    const tick = () => {
      const now = performance.now();
      while (sent < total && start + sent * interval <= now) {
        const due = start + sent * interval;
        const path = `/?bench=${freshUrls++}`;
        sent++;
        http
          .get({ host: '127.0.0.1', port, path, headers: { ...headers, ...extra }, agent }, (res) => {
            res.resume().on('end', () => {
              if (res.statusCode === 200) latencies.push(performance.now() - due);
              else errors++;
              finished();
            });
          })
          .on('error', () => {
            errors++;
            finished();
          });
      }
      if (sent < total) setTimeout(tick, Math.max(0, start + sent * interval - performance.now()));
    };
    tick();
  });
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
  return { asked: total, served: latencies.length, errors, p50: at(0.5), p99: at(0.99) };
}

/** The path of a product of the wine estate (the first of its list). */
async function aProductPath(port: number): Promise<string> {
  const res = await get(port, '/api/product?nbItem=1', { host: 'vins.localhost' });
  if (res.status !== 200) throw new Error(`product list answered ${res.status}`);
  const [product] = (
    JSON.parse(res.body.toString('utf8')) as { data: { items: { id: number; slug: string }[] } }
  ).data.items;
  if (!product) throw new Error('the wine estate has no product');
  return `/vin/${product.slug}/${product.id}`;
}

/** The town hall's home page id, as its administrator's panel lists it. */
async function homePageId(port: number, logged: { cookie: string }): Promise<number> {
  const res = await get(port, '/api/admin/pages?locale=fr_FR', logged);
  if (res.status !== 200) throw new Error(`the page tree answered ${res.status}`);
  const home = (
    JSON.parse(res.body.toString('utf8')) as { data: { id: number; isHome: boolean }[] }
  ).data.find((p) => p.isHome);
  if (!home) throw new Error('the town hall has no home page');
  return home.id;
}

/** Three lines of the wine estate's cheapest bottles that the server accepts (75 cl, sold by 1). */
async function aCart(port: number): Promise<{ id: number; declinationId: number; quantity: number }[]> {
  const res = await get(port, '/api/product?nbItem=100', { host: 'vins.localhost' });
  const { items } = JSON.parse(res.body.toString('utf8')).data as {
    items: {
      id: number;
      declination: {
        id: number;
        capacity: number;
        sellByMultipleOf: number;
        quantity: number;
        setQuantity: boolean;
      }[];
    }[];
  };
  const lines = items.flatMap((p) => {
    const d = p.declination.find(
      (x) => x.capacity === 75 && x.sellByMultipleOf === 1 && (!x.setQuantity || x.quantity >= 2),
    );
    return d ? [{ id: p.id, declinationId: d.id, quantity: 2 }] : [];
  });
  if (lines.length < 3) throw new Error('the wine estate has too few bottles for a cart');
  return lines.slice(0, 3);
}

/** A JSON call of the API under load (the same body each time). */
function post(port: number, path: string, body: unknown) {
  return new Promise<autocannon.Result>((resolve, reject) => {
    autocannon(
      {
        url: `http://127.0.0.1:${port}${path}`,
        connections,
        duration: seconds,
        method: 'POST',
        headers: {
          host: 'vins.localhost',
          'content-type': 'application/json',
          'sec-fetch-site': 'same-origin',
        },
        body: JSON.stringify(body),
      },
      (err, result) => (err ? reject(err) : resolve(result)),
    );
  });
}

/** An agenda event of the home page that takes registrations. */
async function registrableEvent(port: number): Promise<number> {
  const res = await get(port, '/api/element/agenda?nbItem=100');
  if (res.status !== 200) throw new Error(`agenda list answered ${res.status}`);
  const body = JSON.parse(res.body.toString('utf8')) as {
    data: { items: { id: number; registration: { open: boolean } | null }[] };
  };
  const event = body.data.items.find((e) => e.registration?.open);
  if (!event) throw new Error('no event takes registrations');
  return event.id;
}

/** Registers a new visitor every `everyMs` until stopped, and between two registrations asks
 * the home page once to see whether the page cache still serves it (`X-Page-Cache`). */
function registrations(port: number, eventId: number, everyMs: number) {
  const statuses = new Map<string, number>();
  const count = (what: string) => statuses.set(what, (statuses.get(what) ?? 0) + 1);
  const inflight = new Set<Promise<void>>();
  const track = (run: (done: () => void) => void) => {
    const promise = new Promise<void>((resolve) => run(resolve));
    inflight.add(promise);
    void promise.then(() => inflight.delete(promise));
  };
  let n = 0;
  const timer = setInterval(() => {
    n++;
    const body = JSON.stringify({ name: `Visiteur ${n}`, email: `bench-${n}-${Date.now()}@example.org` });
    track((done) => {
      const req = http.request(
        {
          host: '127.0.0.1',
          port,
          method: 'POST',
          path: `/api/element/agenda/${eventId}/register`,
          headers: {
            host: 'localhost',
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(body),
            'x-forwarded-for': `198.51.100.${n % 250}`,
          },
        },
        (res) => {
          count(`registration ${res.statusCode}`);
          res.resume().on('end', done);
        },
      );
      req.on('error', () => {
        count('registration error');
        done();
      });
      req.end(body);
    });
    setTimeout(
      () =>
        track((done) => {
          http
            .get({ host: '127.0.0.1', port, path: '/', headers }, (res) => {
              count(`home ${res.headers['x-page-cache'] ?? 'uncached'}`);
              res.resume().on('end', done);
            })
            .on('error', () => {
              count('home error');
              done();
            });
        }),
      everyMs / 2,
    );
  }, everyMs);
  return {
    async stop() {
      clearInterval(timer);
      await Promise.all(inflight);
      return [...statuses]
        .sort()
        .map(([what, times]) => `${what}: ${times}`)
        .join(', ');
    },
  };
}

const row = (name: string, r: autocannon.Result, rss?: number) =>
  `${name.padEnd(30)} ${r.requests.average.toFixed(0).padStart(7)} req/s   p50 ${String(r.latency.p50).padStart(4)} ms   p99 ${String(r.latency.p99).padStart(4)} ms   errors ${r.errors + r.non2xx}${rss === undefined ? '' : `   RSS ${rss} MiB`}`;

async function measure(appPort: number, appPid: number) {
  const home = await get(appPort);
  if (home.status !== 200 || !home.body.includes('Vallon-sur-Lys'))
    throw new Error(`unexpected home page (${home.status})`);
  const baseline = http.createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-length': home.body.length });
    res.end(home.body);
  });
  await new Promise<void>((r) => baseline.listen(0, '127.0.0.1', r));
  const baselinePort = (baseline.address() as AddressInfo).port;
  try {
    console.log(
      `Parvis bench: ${seconds} s per scenario, ${connections} connections, home page of ${home.body.length} bytes`,
    );
    // a visitor who refused the analytics: served from the page cache like a first-time visitor
    const decided = { cookie: `parvis_consent=none.${Math.floor(Date.now() / 1000)}` };
    const logged = { cookie: await login(appPort) };
    const mine = await get(appPort, '/', logged);
    if (mine.status !== 200 || mine.headers['x-page-cache'] === 'hit')
      throw new Error(
        `the logged-in home page answered ${mine.status} ${mine.headers['x-page-cache'] ?? ''}`,
      );
    await load(appPort, decided, { fresh: true }); // warm-up: JIT and the startup-data cache
    const base = await load(baselinePort);
    const cached = await load(appPort, decided);
    const cachedRss = rssMiB(appPid);
    const rendered = await load(appPort, decided, { fresh: true });
    const renderedRss = rssMiB(appPid);
    const personal = await load(appPort, logged);
    const personalRss = rssMiB(appPid);
    // the admin panel's dashboard (issue 14), signed in as the town hall's ADMIN: always rendered
    const dashboard = await get(appPort, '/admin', logged);
    if (dashboard.status !== 200 || dashboard.headers['x-page-cache'] === 'hit')
      throw new Error(`the admin dashboard answered ${dashboard.status}`);
    const admin = await load(appPort, logged, { path: '/admin' });
    const adminRss = rssMiB(appPid);
    // the block editor of the home page (ADR 015): the page's blocks, draft and the forms' choices
    const editorPath = `/admin/pages/${await homePageId(appPort, logged)}/contenu`;
    const editorPage = await get(appPort, editorPath, logged);
    if (editorPage.status !== 200) throw new Error(`the block editor answered ${editorPage.status}`);
    const editor = await load(appPort, logged, { path: editorPath });
    const editorRss = rssMiB(appPid);
    // a page made with the page builder (ADR 006 amended): its HTML cut at the places of the site's
    // blocks, rendered every time (each URL new to the page cache)
    const builderPath = '/vivre-a-vallon-sur-lys/vie-economique-et-tourisme/office-de-tourisme';
    const builderPage = await get(appPort, builderPath, decided);
    if (builderPage.status !== 200 || !builderPage.body.includes('grape-page'))
      throw new Error(`the page-builder page answered ${builderPage.status}`);
    const builder = await load(appPort, decided, { path: builderPath, fresh: true });
    const builderRss = rssMiB(appPid);
    const writes = registrations(appPort, await registrableEvent(appPort), 50);
    const underWrites = await load(appPort);
    const underWritesRss = rssMiB(appPid);
    const answered = await writes.stop();
    // the shop's pages (ADR 011, 012) on the wine estate's host: its wine list, a product page and
    // the checkout (the same page for every visitor: the cart lives in the browser)
    const wine = { ...decided, host: 'vins.localhost' };
    const productPath = await aProductPath(appPort);
    const shopRows: [string, autocannon.Result, number][] = [];
    for (const [name, path] of [
      ['wine list', '/nos-vins'],
      ['product page', productPath],
      ['checkout page', '/commande'],
    ] as const) {
      const page = await get(appPort, path, wine);
      if (page.status !== 200) throw new Error(`${path} answered ${page.status}`);
      await load(appPort, wine, { path, fresh: true }); // warm-up: its code and its data
      const cachedPage = await load(appPort, wine, { path });
      shopRows.push([`Vallon ${name}, page cache`, cachedPage, rssMiB(appPid)]);
      const renderedPage = await load(appPort, wine, { path, fresh: true });
      shopRows.push([`Vallon ${name}, rendered`, renderedPage, rssMiB(appPid)]);
    }
    // the checkout's calls under load (issue 13): a cart of three lines checked, and its shipping
    const cart = await aCart(appPort);
    for (const [name, path, body] of [
      ['Vallon cart check', '/api/order/validate', { products: cart }],
      [
        'Vallon shipping fees',
        '/api/calculate/shipping-fees',
        {
          products: cart.map(({ id, declinationId, quantity }) => ({
            idProduct: id,
            declinationId,
            quantity,
          })),
          postalCode: '21190',
          country: 250,
        },
      ],
      [
        'Vallon discount code',
        '/api/order/discount',
        { code: 'PORTOFFERT', products: cart, delivery: { type: 'CLICK_AND_COLLECT', idAddress: 1 } },
      ],
    ] as const)
      shopRows.push([name, await post(appPort, path, body), rssMiB(appPid)]);
    // the rendered page at 70 % of the rate it reached: does its tail stay close to its median?
    const rate = Math.max(1, Math.round(rendered.requests.average * 0.7));
    const paced = await pacedLoad(appPort, decided, rate);
    const bursts = await load(appPort, decided, { fresh: true, overallRate: rate });
    console.log(row('baseline node:http (memory)', base));
    console.log(row('Parvis home, page cache', cached, cachedRss));
    console.log(row('Parvis home, rendered', rendered, renderedRss));
    console.log(row('Parvis home, logged in', personal, personalRss));
    console.log(row('Parvis admin dashboard', admin, adminRss));
    console.log(row('Parvis admin block editor', editor, editorRss));
    console.log(row('Parvis page-builder page', builder, builderRss));
    console.log(row('Parvis home, cache + 20 reg/s', underWrites, underWritesRss));
    console.log(`during that scenario: ${answered}`);
    for (const [name, r, rss] of shopRows) console.log(row(name, r, rss));
    const ratio = (a: number, b: number) => (a / Math.max(b, 1)).toFixed(3); // latencies have 1 ms resolution
    for (const [name, r] of [
      ['page cache', cached],
      ['rendered', rendered],
      ['logged in', personal],
      ['admin dashboard', admin],
      ['admin block editor', editor],
      ['page-builder page, rendered', builder],
      ['page cache, 20 registrations/s', underWrites],
      ...shopRows.map(([name, r]) => [name, r] as const),
    ] as const)
      console.log(
        `ratio Parvis/baseline (${name}): throughput ${ratio(r.requests.average, base.requests.average)}, p50 ×${ratio(r.latency.p50, base.latency.p50)}, p99 ×${ratio(r.latency.p99, base.latency.p99)}`,
      );
    const within = paced.p99 <= 3 * paced.p50;
    console.log(
      `rendered at 70 % of its maximum, evenly spaced (${rate} req/s asked, ${paced.served} of ${paced.asked} served, errors ${paced.errors}): p50 ${paced.p50.toFixed(1)} ms, p99 ${paced.p99.toFixed(1)} ms, p99 ≤ 3× p50: ${within ? 'yes' : 'no'} (×${(paced.p99 / Math.max(paced.p50, 0.1)).toFixed(1)})`,
    );
    console.log(
      `the same rate in autocannon's bursts (overallRate: full speed until the second's share is sent): p50 ${bursts.latency.p50} ms, p99 ${bursts.latency.p99} ms (×${(bursts.latency.p99 / Math.max(bursts.latency.p50, 1)).toFixed(1)})`,
    );
  } finally {
    baseline.close();
  }
}

async function main() {
  // the registrations come from many addresses (X-Forwarded-For), as they would in life
  const app = await startApp({ TRUST_PROXY: 'true' });
  try {
    await measure(app.port, app.pid);
  } finally {
    await app.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
