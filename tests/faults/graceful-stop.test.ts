// SIGTERM under keep-alive load, on PostgreSQL, the server process as operators run it: no request
// fails, and no logged-in page is rendered logged out while the renderer's API path closes.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Pool } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/client.ts';
import { cloneTestDatabase } from '../support/database.ts';
import { TOWN_HOST } from '../support/fixtures.ts';
import { visitorToken } from '../support/sessions.ts';

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
let token: string;
let child: ChildProcess;
let output = '';
let port: number;
let dataDir: string;

beforeAll(async () => {
  clone = await cloneTestDatabase();
  const database = await openDatabase({ url: clone.url, poolSize: 1 });
  token = await visitorToken(database, 'vallon-sur-lys', EMAIL);
  await database.close();
  port = await freePort();
  dataDir = mkdtempSync(path.join(tmpdir(), 'parvis-drain-'));
  child = spawn(process.execPath, ['server/index.ts'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: clone.url,
      API_BASE_URL: '',
      SHUTDOWN_DRAIN_MS: String(DRAIN_MS),
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  for (let i = 0; i < 240 && (await readyz(port)) !== 200; i++) await new Promise((r) => setTimeout(r, 250));
});

afterAll(async () => {
  if (child.exitCode === null) child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
  await clone.drop();
});

describe('a graceful stop', () => {
  it('serves every request sent until the load balancer saw /readyz turn 503, then exits 0', async () => {
    expect(await readyz(port)).toBe(200);
    const pool = new Pool(`http://127.0.0.1:${port}`, { connections: CONNECTIONS, pipelining: 1 });
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
        const logged = kind === 0;
        figures.requests++;
        try {
          const res = await pool.request({
            method: 'GET',
            path: kind === 2 ? '/api/language' : '/',
            headers: { host: TOWN_HOST, ...(logged ? { cookie: `token=${token}` } : {}) },
          });
          const body = await res.body.text();
          if (sigtermAt) figures.afterSigterm++;
          if (res.statusCode !== 200) {
            figures.failed++;
            figures.errors.push(`status ${res.statusCode}`);
          } else if (logged) {
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
        if ((await readyz(port)) !== 200) stopSending = true;
      }
    };

    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    const load = Promise.all([probe(), ...Array.from({ length: CONNECTIONS }, (_, w) => worker(w))]);
    await new Promise((r) => setTimeout(r, 2_000));
    sigtermAt = Date.now();
    child.kill('SIGTERM');
    await load;
    const code = await exited;
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
    expect(output).toContain('"msg":"stopped"');
  });
});
