// SIGTERM under keep-alive load, on PostgreSQL, the server process as operators run it: no request
// fails, and no logged-in page is rendered logged out while the renderer's API path closes.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Pool } from 'undici';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/client.ts';
import { cloneTestDatabase } from '../support/database.ts';
import { TOWN_HOST } from '../support/fixtures.ts';
import { visitorToken } from '../support/sessions.ts';
import { databaseAddress, startTcpProxy, type TcpProxy, throughProxy } from './support/proxy.ts';

const EMAIL = 'drain-visitor@example.org';
const DRAIN_MS = 1_500;
/** How often the "load balancer" asks /readyz: requests keep coming this long after SIGTERM. */
const PROBE_MS = 250;
const CONNECTIONS = 8;

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

const readyz = (port: number) =>
  new Promise<number>((resolve) => {
    http
      .get({ port, host: '127.0.0.1', path: '/readyz', agent: false }, (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      })
      .on('error', () => resolve(0));
  });

let clone: Awaited<ReturnType<typeof cloneTestDatabase>>;
let proxy: TcpProxy;
let token: string;
let dataDir: string;
let child: ChildProcess | null = null;

beforeAll(async () => {
  clone = await cloneTestDatabase();
  const database = await openDatabase({ url: clone.url, poolSize: 1 });
  token = await visitorToken(database, 'vallon-sur-lys', EMAIL);
  await database.close();
  // the server reaches PostgreSQL through a proxy that can slow it down
  proxy = await startTcpProxy(databaseAddress());
  dataDir = mkdtempSync(path.join(tmpdir(), 'parvis-drain-'));
});

afterEach(() => {
  if (child?.exitCode === null) child.kill('SIGKILL');
  proxy.setLatency(0);
});

afterAll(async () => {
  rmSync(dataDir, { recursive: true, force: true });
  await proxy.close();
  await clone.drop();
});

/** The built server on PostgreSQL; resolves once /readyz answers 200. */
async function startServer(drainMs: number) {
  const port = await freePort();
  let output = '';
  child = spawn(process.execPath, ['server/index.ts'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: throughProxy(clone.url, proxy),
      API_BASE_URL: '',
      SHUTDOWN_DRAIN_MS: String(drainMs),
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  const process_ = child;
  const exited = new Promise<number | null>((resolve) => process_.once('exit', (code) => resolve(code)));
  for (let i = 0; i < 240 && (await readyz(port)) !== 200; i++) await new Promise((r) => setTimeout(r, 250));
  expect(await readyz(port)).toBe(200);
  return { port, exited, output: () => output, stop: () => process_.kill('SIGTERM') };
}

const loggedInPage = (pool: Pool) =>
  pool.request({ method: 'GET', path: '/', headers: { host: TOWN_HOST, cookie: `token=${token}` } });

describe('a graceful stop', () => {
  it('serves every request sent until the load balancer saw /readyz turn 503, then exits 0', async () => {
    const server = await startServer(DRAIN_MS);
    const pool = new Pool(`http://127.0.0.1:${server.port}`, { connections: CONNECTIONS, pipelining: 1 });
    const figures = {
      requests: 0,
      failed: 0,
      loggedOut: 0,
      loggedIn: 0,
      afterSigterm: 0,
      connectionClose: 0,
      errors: [] as string[],
    };
    let stopSending = false;
    let sigtermAt = 0;

    const worker = async (w: number) => {
      for (let i = 0; !stopSending; i++) {
        const kind = (w + i) % 3; // a logged-in page, an anonymous page, an API call
        figures.requests++;
        try {
          const res =
            kind === 0
              ? await loggedInPage(pool)
              : await pool.request({
                  method: 'GET',
                  path: kind === 1 ? '/' : '/api/language',
                  headers: { host: TOWN_HOST },
                });
          const body = await res.body.text();
          if (sigtermAt) figures.afterSigterm++;
          if (res.statusCode !== 200) {
            figures.failed++;
            figures.errors.push(`status ${res.statusCode}`);
          } else if (kind === 0) {
            // the visitor's own data is in the page's state only when the render knew who asks
            if (body.includes(EMAIL)) figures.loggedIn++;
            else figures.loggedOut++;
          }
          if (res.headers.connection === 'close') {
            figures.connectionClose++;
            return; // as a load balancer: this backend is going away
          }
        } catch (error) {
          figures.failed++;
          figures.errors.push((error as { code?: string }).code ?? String(error));
        }
      }
    };
    const probe = async () => {
      while (!stopSending) {
        await new Promise((r) => setTimeout(r, PROBE_MS));
        if ((await readyz(server.port)) !== 200) stopSending = true;
      }
    };

    const load = Promise.all([probe(), ...Array.from({ length: CONNECTIONS }, (_, w) => worker(w))]);
    await new Promise((r) => setTimeout(r, 2_000));
    sigtermAt = Date.now();
    server.stop();
    await load;
    const code = await server.exited;
    const stopS = (Date.now() - sigtermAt) / 1000;
    await pool.close();

    console.log(
      `graceful stop: ${figures.requests} requests (${figures.loggedIn} logged-in pages), ` +
        `${figures.failed} failed, ${figures.loggedOut} logged-in pages rendered logged out, ` +
        `${figures.afterSigterm} answered after SIGTERM (${figures.connectionClose} with Connection: close), ` +
        `exit ${code} ${stopS.toFixed(2)} s after SIGTERM (drain ${DRAIN_MS} ms)`,
    );
    expect(figures.errors).toEqual([]);
    expect(figures.failed).toBe(0);
    expect(figures.loggedOut).toBe(0);
    expect(figures.loggedIn).toBeGreaterThan(0);
    expect(figures.afterSigterm).toBeGreaterThan(0);
    expect(figures.connectionClose).toBeGreaterThan(0);
    expect(code).toBe(0);
    expect(stopS).toBeGreaterThanOrEqual(DRAIN_MS / 1000);
    expect(server.output()).toContain('"msg":"stopped"');
  });

  it('lets renders in flight reach the API after the public listener has closed', async () => {
    const server = await startServer(100);
    const pool = new Pool(`http://127.0.0.1:${server.port}`, { connections: 4 });
    // every query now takes a while: a logged-in page outlives the 100 ms drain by far
    proxy.setLatency(100);
    const started = Date.now();
    const pages = Array.from({ length: 4 }, () =>
      loggedInPage(pool).then(async (res) => ({ status: res.statusCode, body: await res.body.text() })),
    );
    await new Promise((r) => setTimeout(r, 300));
    server.stop();
    const answers = await Promise.all(pages);
    const code = await server.exited;
    await pool.close();
    const renderS = (Date.now() - started) / 1000;
    const loggedOut = answers.filter((a) => a.status === 200 && !a.body.includes(EMAIL)).length;
    console.log(
      `renders in flight at SIGTERM (drain 100 ms, 100 ms per database round trip): ` +
        `${answers.filter((a) => a.status === 200).length}/${answers.length} answered 200, ` +
        `${loggedOut} rendered logged out, exit ${code} after ${renderS.toFixed(2)} s`,
    );
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200]);
    expect(loggedOut).toBe(0);
    expect(renderS).toBeGreaterThan(1); // the public listener had closed long before they ended
    expect(server.output()).toContain('drain over');
    expect(code).toBe(0);
  });
});
