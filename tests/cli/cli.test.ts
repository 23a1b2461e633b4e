// The operator CLI, run as operators run it, on its own embedded database.
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const run = promisify(execFile);
let dataDir: string;

async function cli(...args: string[]): Promise<{ code: number; out: string }> {
  try {
    const { stdout, stderr } = await run(process.execPath, ['server/cli.ts', ...args], {
      env: {
        ...process.env,
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        DEMO_PASSWORD: 'cli-demo-password',
        LOG_LEVEL: 'warn',
      },
    });
    return { code: 0, out: stdout + stderr };
  } catch (error) {
    const e = error as { code: number; stdout: string; stderr: string };
    return { code: e.code, out: e.stdout + e.stderr };
  }
}

beforeAll(() => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'parvis-cli-'));
});
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('npm run cli', () => {
  it('seeds the demo sites once, then reports there is nothing to do', async () => {
    const first = await cli('seed');
    expect(first.code).toBe(0);
    expect(first.out).toContain('Seeded vallon-sur-lys, domaine-du-vallon');
    const second = await cli('seed');
    expect(second.out).toContain('nothing to do');
  }, 60_000);

  it('adds a site, a domain and an admin; refuses duplicates, bad hosts and unknown sites', async () => {
    expect(
      (await cli('site:add', '--name', "Mairie d'Ailleurs", '--host', 'ailleurs.localhost')).out,
    ).toContain('Site mairie-d-ailleurs created');
    expect(
      (await cli('domain:add', '--site', 'mairie-d-ailleurs', '--host', 'WWW.Ailleurs.localhost')).out,
    ).toContain('www.ailleurs.localhost now serves mairie-d-ailleurs');
    const taken = await cli('domain:add', '--site', 'mairie-d-ailleurs', '--host', 'vins.localhost');
    expect(taken.code).toBe(1);
    expect(taken.out).toMatch(/already belongs to site/);
    expect((await cli('domain:add', '--site', 'mairie-d-ailleurs', '--host', 'bad_host!')).code).toBe(1);
    const user = await cli(
      'user:add',
      '--site',
      'mairie-d-ailleurs',
      '--email',
      'jane@example.org',
      '--role',
      'ADMIN',
    );
    expect(user.out).toMatch(/User jane@example.org \(ADMIN\) created/);
    expect(user.out).toMatch(/Password: \S{12,}/);
    expect(
      (await cli('user:add', '--site', 'mairie-d-ailleurs', '--email', 'JANE@example.org')).out,
    ).toContain('already exists');
    const missing = await cli('user:add', '--site', 'nowhere', '--email', 'x@example.org');
    expect(missing.code).toBe(2);
    expect(missing.out).toContain('No site "nowhere"');
    expect(
      (await cli('user:add', '--site', 'mairie-d-ailleurs', '--email', 'x@example.org', '--role', 'GOD'))
        .code,
    ).toBe(2);
    expect((await cli('frobnicate')).code).toBe(2);
    const set = await cli(
      'param:set',
      '--site',
      'mairie-d-ailleurs',
      'search_bar_enabled=true',
      'TOP_INFO_BAR=',
    );
    expect(set.out).toContain('SEARCH_BAR_ENABLED, TOP_INFO_BAR of mairie-d-ailleurs updated.');
    const unknown = await cli('param:set', '--site', 'mairie-d-ailleurs', 'NO_SUCH_THING=x');
    expect(unknown.code).toBe(2);
    expect(unknown.out).toContain('"NO_SUCH_THING=x" is not TYPE=value');
    // map tiles (ADR 012): one https origin with {z}/{x}/{y}, or nothing is written
    const tiles = await cli(
      'param:set',
      '--site',
      'mairie-d-ailleurs',
      'MAP_TILES_URL=http://{s}.tiles.example/{z}/{x}/{y}.png',
    );
    expect(tiles.code).toBe(1);
    expect(tiles.out).toContain('The map tiles address must be an https address');
    const good = await cli(
      'param:set',
      '--site',
      'mairie-d-ailleurs',
      'MAP_TILES_URL=https://tile.openstreetmap.org/{z}/{x}/{y}.png',
    );
    expect(good.out).toContain('MAP_TILES_URL of mairie-d-ailleurs updated.');
  }, 120_000);

  it('refuses to open the embedded database while another live process holds it', async () => {
    writeFileSync(path.join(dataDir, 'db', 'parvis.lock'), String(process.pid));
    const locked = await cli('migrate');
    expect(locked.code).toBe(1);
    expect(locked.out).toMatch(/in use by process/);
    writeFileSync(path.join(dataDir, 'db', 'parvis.lock'), '999999999'); // a process that is gone
    expect((await cli('migrate')).out).toContain('Database migrated.');
  }, 60_000);
});
