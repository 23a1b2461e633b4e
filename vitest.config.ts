import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { plugins } from './vite.config.ts';

// Unit tests run beside the code; API and SSR tests run once on PGlite and, when
// TEST_DATABASE_URL is set, once more on PostgreSQL (README, "Test"). The CLI test spawns real
// processes; it is a project of its own that `npm test` leaves out (README "Test"), as are the
// fault tests, which need PostgreSQL.
const dbTests = ['tests/api/**/*.test.ts', 'tests/ssr/**/*.test.ts', 'tests/db/**/*.test.ts'];

export default defineConfig({
  plugins: plugins(),
  test: {
    testTimeout: 30_000,
    hookTimeout: 120_000,
    restoreMocks: true,
    setupFiles: ['tests/setup/console-error.ts'],
    // Vitest's default leaves one core free, which on a 2-core machine means one worker.
    maxWorkers: Math.max(2, availableParallelism()),
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: [
            'shared/**/*.test.ts',
            'server/**/*.test.ts',
            'client/**/*.test.{ts,tsx}',
            'tests/boundaries/**/*.test.ts',
          ],
          // A fresh process per file costs more than most of these files' tests; none of them
          // keeps state between files (fake timers and stubbed globals are undone in afterEach).
          isolate: false,
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
          // Each file opens its own database and app; the modules of the app and the renderer
          // are imported once per worker instead of once per file.
          isolate: false,
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
                isolate: false,
              },
            },
          ]
        : []),
      {
        extends: true,
        test: {
          name: 'cli',
          include: ['tests/cli/**/*.test.ts'],
        },
      },
      // Outages (README "Test"): a proxy cut between the app and PostgreSQL, the LISTEN connection
      // terminated, the server process stopped under load. Files one after the other: their
      // figures are timings.
      ...(process.env.TEST_DATABASE_URL
        ? [
            {
              extends: true as const,
              test: {
                name: 'faults',
                include: ['tests/faults/**/*.test.ts'],
                globalSetup: ['tests/setup/database.ts', 'tests/faults/support/build.ts'],
                env: { TEST_DB_DRIVER: 'pg' },
                fileParallelism: false,
                testTimeout: 60_000,
              },
            },
          ]
        : []),
    ],
  },
});
