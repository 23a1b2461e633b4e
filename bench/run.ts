// npm run bench: the home page of the built app against a plain node:http server answering the
// same HTML bytes from memory, in the same run: once as an anonymous visitor who answered the
// consent banner (served from the anonymous page cache, whatever the choice) and once rendered
// every time (each request's URL is new to the page cache, with the startup-data cache), then as a first-time visitor again while agenda registrations arrive at
// about 20 a second (each a public write: it must drop only its event's page, ADR 003 "Tags").
// Prints req/s, p50 and p99 and the ratios to the baseline.
// Options: BENCH_SECONDS, BENCH_CONNECTIONS.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const root = path.resolve(import.meta.dirname, '..');
const headers = { host: 'localhost', 'user-agent': 'Mozilla/5.0 (bench)' };

async function freePort(): Promise<number> {
  const probe = http.createServer();
  await new Promise<void>((r) => probe.listen(0, r));
  const { port } = probe.address() as AddressInfo;
  await new Promise((r) => probe.close(r));
  return port;
}

/** fetch cannot send another Host; node:http can. */
function get(port: number, path = '/'): Promise<{ status: number; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}

async function startApp(dataDir: string, port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['server/index.ts'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'error',
      SHUTDOWN_DRAIN_MS: '0', // no load balancer to tell once measured
      DEMO_PASSWORD: 'bench-password-123',
      // the registrations come from many addresses (X-Forwarded-For), as they would in life
      TRUST_PROXY: 'true',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  for (let i = 0; i < 360; i++) {
    try {
      if ((await get(port)).status === 200) return child;
    } catch {
      /* still starting */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  child.kill('SIGKILL');
  throw new Error('the app did not start');
}

/** Loads the home page; `fresh` gives every request a query string of its own, so that the page
 * cache never has it and each one is rendered. */
function load(port: number, extra: Record<string, string> = {}, fresh = false) {
  let n = 0;
  return new Promise<autocannon.Result>((resolve, reject) => {
    autocannon(
      {
        url: `http://127.0.0.1:${port}/`,
        connections,
        duration: seconds,
        headers: { ...headers, ...extra },
        ...(fresh ? { requests: [{ setupRequest: (req) => ({ ...req, path: `/?bench=${n++}` }) }] } : {}),
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

const row = (name: string, r: autocannon.Result) =>
  `${name.padEnd(30)} ${r.requests.average.toFixed(0).padStart(7)} req/s   p50 ${String(r.latency.p50).padStart(4)} ms   p99 ${String(r.latency.p99).padStart(4)} ms   errors ${r.errors + r.non2xx}`;

async function measure(appPort: number) {
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
    await load(appPort, decided, true); // warm-up: JIT and the startup-data cache
    const base = await load(baselinePort);
    const cached = await load(appPort, decided);
    const rendered = await load(appPort, decided, true);
    const writes = registrations(appPort, await registrableEvent(appPort), 50);
    const underWrites = await load(appPort);
    const answered = await writes.stop();
    console.log(row('baseline node:http (memory)', base));
    console.log(row('Parvis home, page cache', cached));
    console.log(row('Parvis home, rendered', rendered));
    console.log(row('Parvis home, cache + 20 reg/s', underWrites));
    console.log(`during that scenario: ${answered}`);
    const ratio = (a: number, b: number) => (a / Math.max(b, 1)).toFixed(3); // latencies have 1 ms resolution
    for (const [name, r] of [
      ['page cache', cached],
      ['rendered', rendered],
      ['page cache, 20 registrations/s', underWrites],
    ] as const)
      console.log(
        `ratio Parvis/baseline (${name}): throughput ${ratio(r.requests.average, base.requests.average)}, p50 ×${ratio(r.latency.p50, base.latency.p50)}, p99 ×${ratio(r.latency.p99, base.latency.p99)}`,
      );
  } finally {
    baseline.close();
  }
}

async function main() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'parvis-bench-'));
  const port = await freePort();
  const child = await startApp(dataDir, port);
  try {
    await measure(port);
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
