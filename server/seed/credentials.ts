import { appendFileSync, chmodSync, existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import type { DemoAccount } from './seed.ts';

/** Generated demo passwords are written once, readable by the operator only. */
export function writeDemoCredentials(dataDir: string, accounts: DemoAccount[]): string {
  mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, 'demo-credentials.txt');
  const isNew = !existsSync(file);
  const lines = accounts.map((a) => `${a.site}\t${a.role}\t${a.email}\t${a.password}`);
  appendFileSync(file, `${isNew ? 'site\trole\temail\tpassword\n' : ''}${lines.join('\n')}\n`, {
    mode: 0o600,
  });
  chmodSync(file, 0o600);
  return file;
}
