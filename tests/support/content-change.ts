// A change of a site's content for one test, put back afterwards: the render's caches follow the
// site's content version, so it is bumped after the change and after the restore.
import { bumpContentVersion } from '../../server/modules/content/version.ts';
import type { TestApp } from './app.ts';

export async function withContentChange(
  t: TestApp,
  siteId: number,
  change: () => Promise<unknown>,
  restore: () => Promise<unknown>,
  run: () => Promise<void>,
): Promise<void> {
  await change();
  await bumpContentVersion(t.database.db, t.events, siteId);
  try {
    await run();
  } finally {
    await restore();
    await bumpContentVersion(t.database.db, t.events, siteId);
  }
}
