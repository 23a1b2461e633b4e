// The layer rules fail the build on a wrong import: every rule of .dependency-cruiser.cjs must
// fire on the fixture tree, which breaks each of them once on purpose.
import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const fixture = path.join(import.meta.dirname, 'fixture');
const configPath = path.join(root, '.dependency-cruiser.cjs');
const rules = (createRequire(import.meta.url)(configPath) as { forbidden: { name: string }[] }).forbidden;

interface Violation {
  from: string;
  to: string;
  rule: { name: string };
}

async function violationsIn(cwd: string): Promise<Violation[]> {
  const bin = path.join(root, 'node_modules/.bin/depcruise');
  const args = ['--config', configPath, '--output-type', 'json', 'client', 'server', 'shared'];
  // depcruise exits non-zero when it finds violations; its JSON report is on stdout either way
  const { stdout } = await promisify(execFile)(bin, args, { cwd, maxBuffer: 32 * 1024 * 1024 }).catch(
    (error: { stdout?: string }) => ({ stdout: error.stdout ?? '' }),
  );
  return (JSON.parse(stdout) as { summary: { violations: Violation[] } }).summary.violations;
}

describe('layer rules', () => {
  it('every rule fails on a deliberately wrong import', async () => {
    const fired = new Set((await violationsIn(fixture)).map((v) => v.rule.name));
    expect([...fired].sort()).toEqual(rules.map((r) => r.name).sort());
  });

  it('names the import that breaks a rule', async () => {
    const violations = await violationsIn(fixture);
    expect(violations).toContainEqual(
      expect.objectContaining({
        from: 'client/features/f/index.ts',
        to: 'client/features/g/index.ts',
        rule: expect.objectContaining({ name: 'feature-not-other-feature' }),
      }),
    );
    expect(violations).toContainEqual(
      expect.objectContaining({
        from: 'server/ssr/render.ts',
        to: 'server/db/client.ts',
        rule: expect.objectContaining({ name: 'renderer-reads-through-the-api' }),
      }),
    );
  });
});
