import path from 'node:path';
import { createLocalMediaStorage } from '../../server/modules/media/storage.ts';

/** The demo password of every seeded account in tests. */
export const TEST_PASSWORD = 'correct-horse-battery-staple';
export const TOWN_HOST = 'localhost';
export const TOWN_ALT_HOST = 'mairie.localhost';
export const WINE_HOST = 'vins.localhost';
/** The town's canonical origin: its primary domain with the scheme and port of its configured
 * URL (the seed's, server/seed/site.ts), whatever Host a test sends. */
export const TOWN_ORIGIN = 'http://localhost:3000';

/** The test apps' DATA_DIR; the seeded sites' media are under its media/ (tests/setup/database.ts). */
export const TEST_DATA_DIR = '.tmp/data';
export const testMedia = () => createLocalMediaStorage(path.join(TEST_DATA_DIR, 'media'));
