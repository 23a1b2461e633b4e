// PGlite is one process's database: a second process opening the same directory would corrupt
// it. A lock file with the owner's pid keeps the CLI and a second server out while one runs.
import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import path from 'node:path';

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export function lockDataDir(dir: string): () => void {
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, 'parvis.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return () => rmSync(file, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number(readFileSync(file, 'utf8'));
      if (Number.isInteger(owner) && owner !== process.pid && alive(owner)) {
        throw new Error(
          `The embedded database in ${dir} is in use by process ${owner}. Stop it first, or use DATABASE_URL (PostgreSQL) to share a database between processes.`,
        );
      }
      rmSync(file, { force: true }); // stale lock of a process that is gone
    }
  }
  throw new Error(`Could not lock ${dir}.`);
}
