/** The demo password of every seeded account in tests. */
export const TEST_PASSWORD = 'correct-horse-battery-staple';
export const TOWN_HOST = 'localhost';
export const TOWN_ALT_HOST = 'mairie.localhost';
export const WINE_HOST = 'vins.localhost';
