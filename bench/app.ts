// Starts the built app on a fresh embedded database for a measurement (`npm run bench`,
// `npm run lighthouse`): production mode, its own data folder and a free port, the demo accounts
// with a known password. `stop()` ends it and removes the data.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
export const headers = { host: 'localhost', 'user-agent': 'Mozilla/5.0 (bench)' };
/** The password of the seeded demo accounts (admin@vallon-sur-lys.test…) in a measured app. */
export const DEMO_PASSWORD = 'bench-password-123';

async function freePort(): Promise<number> {
  const probe = http.createServer();
  await new Promise<void>((r) => probe.listen(0, r));
  const { port } = probe.address() as AddressInfo;
  await new Promise((r) => probe.close(r));
  return port;
}

/** fetch cannot send another Host; node:http can. */
export function get(
  port: number,
  path = '/',
  extra: Record<string, string> = {},
): Promise<{ status: number; body: Buffer; headers: http.IncomingHttpHeaders }> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path, headers: { ...headers, ...extra } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks), headers: res.headers }),
        );
      })
      .on('error', reject);
  });
}

export interface RunningApp {
  port: number;
  pid: number;
  stop(): Promise<void>;
}

export async function startApp(extraEnv: Record<string, string> = {}): Promise<RunningApp> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'parvis-measure-'));
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, ['server/index.ts'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'error',
      SHUTDOWN_DRAIN_MS: '0', // no load balancer to tell once measured
      DEMO_PASSWORD,
      ...extraEnv,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise((r) => child.once('exit', r));
  const stop = async () => {
    child.kill('SIGTERM');
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  };
  for (let i = 0; i < 360; i++) {
    try {
      if ((await get(port)).status === 200) return { port, pid: child.pid ?? 0, stop };
    } catch {
      /* still starting */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  child.kill('SIGKILL');
  await exited;
  rmSync(dataDir, { recursive: true, force: true });
  throw new Error('the app did not start');
}
