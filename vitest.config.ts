import { defineConfig } from 'vitest/config';
import { plugins } from './vite.config.ts';

// Unit tests run beside the code; API and SSR tests run once on PGlite and, when
// TEST_DATABASE_URL is set, once more on PostgreSQL (README, "Test").
const dbTests = ['tests/api/**/*.test.ts', 'tests/ssr/**/*.test.ts', 'tests/db/**/*.test.ts'];

export default defineConfig({
  plugins: plugins(),
  test: {
    testTimeout: 30_000,
    hookTimeout: 120_000,
    restoreMocks: true,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: [
            'shared/**/*.test.ts',
            'server/**/*.test.ts',
            'client/**/*.test.{ts,tsx}',
            'tests/cli/**/*.test.ts',
            'tests/boundaries/**/*.test.ts',
          ],
        },
      },
      {
        extends: true,
        test: {
          name: 'pglite',
          // the isolation matrix and the fuzzing run on PGlite only, to keep CI short
          include: [...dbTests, 'tests/security/**/*.test.ts'],
          globalSetup: ['tests/setup/database.ts'],
          env: { TEST_DB_DRIVER: 'pglite' },
        },
      },
      ...(process.env.TEST_DATABASE_URL
        ? [
            {
              extends: true as const,
              test: {
                name: 'postgres',
                include: dbTests,
                globalSetup: ['tests/setup/database.ts'],
                env: { TEST_DB_DRIVER: 'pg' },
              },
            },
          ]
        : []),
    ],
  },
});
