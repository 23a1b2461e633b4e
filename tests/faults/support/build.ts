// The graceful-stop test runs the server process as operators do, on the built client.
import { spawnSync } from 'node:child_process';
import path from 'node:path';

export default function setup() {
  const root = path.resolve(import.meta.dirname, '../../..');
  // vitest sets NODE_ENV=test, which would make Vite build the development JSX runtime
  const result = spawnSync(process.execPath, ['scripts/ensure-build.ts'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (result.status !== 0) throw new Error('the build needed by the fault tests failed');
}
