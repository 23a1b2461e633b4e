// npm run bench: the home page of the built app (startup-data cache on, no page cache) against a
// plain node:http server answering the same HTML bytes from memory, in the same run.
// Prints req/s, p50 and p99 for both and the ratios. Options: BENCH_SECONDS, BENCH_CONNECTIONS.
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

async function startApp(): Promise<{ port: number; child: ChildProcess; dataDir: string }> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'parvis-bench-'));
  const probe = http.createServer();
  await new Promise<void>((r) => probe.listen(0, r));
  const port = (probe.address() as AddressInfo).port;
  await new Promise((r) => probe.close(r));
  const child = spawn(process.execPath, ['server/index.ts'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'error',
      DEMO_PASSWORD: 'bench-password-123',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  for (let i = 0; i < 360; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/readyz`)).ok) return { port, child, dataDir };
    } catch {
      /* starting */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('the app did not start');
}

function run(url: string, headers: Record<string, string>) {
  return new Promise<autocannon.Result>((resolve, reject) => {
    autocannon({ url, connections, duration: seconds, headers }, (err, result) =>
      err ? reject(err) : resolve(result),
    );
  });
}

const row = (name: string, r: autocannon.Result) =>
  `${name.padEnd(28)} ${r.requests.average.toFixed(0).padStart(8)} req/s   p50 ${String(r.latency.p50).padStart(5)} ms   p99 ${String(r.latency.p99).padStart(5)} ms   errors ${r.errors + r.non2xx}`;

async function main() {
  const app = await startApp();
  const headers = { host: 'localhost', 'user-agent': 'Mozilla/5.0 (bench)' };
  const home = await fetch(`http://127.0.0.1:${app.port}/`, {
    headers: { 'user-agent': 'Mozilla/5.0 (bench)' },
  });
  const body = Buffer.from(await home.arrayBuffer());
  if (home.status !== 200 || !body.includes('Vallon-sur-Lys'))
    throw new Error(`unexpected home page (${home.status})`);

  const baseline = http.createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-length': body.length });
    res.end(body);
  });
  await new Promise<void>((r) => baseline.listen(0, '127.0.0.1', r));
  const baselinePort = (baseline.address() as AddressInfo).port;

  console.log(
    `Parvis bench: ${seconds}s per scenario, ${connections} connections, home page of ${body.length} bytes`,
  );
  await run(`http://127.0.0.1:${app.port}/`, headers); // warm-up: JIT, caches
  const base = await run(`http://127.0.0.1:${baselinePort}/`, headers);
  const ssr = await run(`http://127.0.0.1:${app.port}/`, headers);
  console.log(row('baseline node:http (memory)', base));
  console.log(row('parvis SSR home page', ssr));
  console.log(
    `ratio parvis/baseline: throughput ${(ssr.requests.average / base.requests.average).toFixed(3)}, p50 ×${(ssr.latency.p50 / Math.max(base.latency.p50, 0.001)).toFixed(1)}, p99 ×${(ssr.latency.p99 / Math.max(base.latency.p99, 0.001)).toFixed(1)}`,
  );

  baseline.close();
  app.child.kill('SIGTERM');
  await new Promise((r) => app.child.once('exit', r));
  rmSync(app.dataDir, { recursive: true, force: true });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
