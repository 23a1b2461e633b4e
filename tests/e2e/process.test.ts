// The process as operators run it: first start on an empty data folder, then SIGTERM.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer();
    server.listen(0, () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

/** fetch cannot set Host; node:http can. */
const get = (port: number, urlPath: string, host: string) =>
  new Promise<{ status: number; body: string }>((resolve, reject) => {
    http
      .get({ port, path: urlPath, host: '127.0.0.1', headers: { host } }, (res) => {
        let body = '';
        res.on('data', (d) => (body += d));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      })
      .on('error', reject);
  });

describe('the server process', () => {
  it('seeds on first start with generated passwords, serves, and stops cleanly on SIGTERM', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'parvis-proc-'));
    const port = await freePort();
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
      SHUTDOWN_DRAIN_MS: '0', // the drain under load is tests/faults/graceful-stop.test.ts
    };
    delete env.DEMO_PASSWORD;
    const child = spawn(process.execPath, ['server/index.ts'], { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    try {
      for (let i = 0; i < 240 && !output.includes('Parvis listening'); i++)
        await new Promise((r) => setTimeout(r, 250));
      expect(output).toContain('Parvis listening');

      const credentials = readFileSync(path.join(dataDir, 'demo-credentials.txt'), 'utf8');
      const passwords = credentials
        .trim()
        .split('\n')
        .slice(1)
        .map((line) => line.split('\t')[3]);
      // the two sites' ADMIN accounts (operators are the CLI's, ADR 013)
      expect(passwords).toHaveLength(2);
      expect(new Set(passwords).size).toBe(2);
      expect(existsSync(path.join(dataDir, 'db', 'parvis.lock'))).toBe(true);

      const home = await get(port, '/', 'mairie.localhost');
      expect(home.status).toBe(200);
      expect(home.body).toContain('Vallon-sur-Lys');
      const logLine = () => output.split('\n').find((l) => l.includes('"url":"/"'));
      for (let i = 0; i < 40 && !logLine(); i++) await new Promise((r) => setTimeout(r, 50));
      const line = logLine();
      expect(JSON.parse(line!)).toMatchObject({ req: { method: 'GET', url: '/' }, res: { statusCode: 200 } });
      expect(line).toMatch(/"id":"[0-9a-f-]{36}"/);

      child.kill('SIGTERM');
      expect(await exited).toBe(0);
      expect(output).toContain('shutting down');
      expect(output).toContain('"msg":"stopped"');
      expect(existsSync(path.join(dataDir, 'db', 'parvis.lock'))).toBe(false);
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL');
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 90_000);
});
