// The registry this project installs from serves only the Linux builds of some native
// packages (biome, rolldown). `npm install` then leaves their other platforms out of
// package-lock.json, and `npm ci` refuses the lock as out of sync. This adds those entries,
// marked optional and bound to their os/cpu, so that `npm ci` skips them as on any registry.
// Run after changing dependencies: node scripts/lock-foreign-platforms.ts
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const lockPath = path.join(root, 'package-lock.json');
const lock = JSON.parse(readFileSync(lockPath, 'utf8')) as {
  packages: Record<
    string,
    { version?: string; optionalDependencies?: Record<string, string>; optional?: boolean }
  >;
};

const OS = [
  'android',
  'darwin',
  'freebsd',
  'linux',
  'win32',
  'openharmony',
  'sunos',
  'aix',
  'netbsd',
  'openbsd',
];
const CPU = ['arm64', 'x64', 'arm', 'ia32', 'ppc64', 's390x', 'riscv64', 'loong64', 'wasm32'];

function platformOf(name: string) {
  const parts = name.split('/').pop()!.split('-');
  const os = parts.find((p) => OS.includes(p));
  let cpu = parts.find((p) => CPU.includes(p));
  if (!cpu && parts.includes('gnueabihf')) cpu = 'arm';
  const libc = parts.includes('musl')
    ? 'musl'
    : parts.includes('gnu') || parts.includes('gnueabihf')
      ? 'glibc'
      : undefined;
  return { os, cpu, libc };
}

/** Where npm would look for `dep` from the package at `key`: its folder, then each ancestor's. */
function locations(key: string, dep: string): string[] {
  const dirs: string[] = [];
  let dir = key.slice(0, key.lastIndexOf('node_modules/') + 'node_modules/'.length);
  while (dir) {
    dirs.push(`${dir}${dep}`);
    const parent = dir.slice(0, -'node_modules/'.length).replace(/\/$/, '');
    const next = parent.lastIndexOf('node_modules/');
    dir = next >= 0 ? parent.slice(0, next + 'node_modules/'.length) : '';
  }
  return dirs;
}

let added = 0;
for (const [key, entry] of Object.entries(lock.packages)) {
  for (const [dep, range] of Object.entries(entry.optionalDependencies ?? {})) {
    const version = range.replace(/^[\^~=]/, '');
    const candidates = locations(key, dep);
    const found = candidates.find((c) => lock.packages[c]);
    if (found && lock.packages[found]?.version === version) continue;
    const depKey = candidates[0]!;
    if (lock.packages[depKey]) continue;
    const { os, cpu, libc } = platformOf(dep);
    if (!os && cpu !== 'wasm32') continue;
    lock.packages[depKey] = {
      version,
      optional: true,
      ...(os ? { os: [os] } : {}),
      ...(cpu ? { cpu: [cpu] } : {}),
      ...(libc ? { libc: [libc] } : {}),
      ...(cpu === 'wasm32' ? { engines: { node: '>=0' }, cpu: ['wasm32'] } : {}),
    } as never;
    added++;
  }
}
writeFileSync(lockPath, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`package-lock.json: ${added} foreign-platform entries added.`);
