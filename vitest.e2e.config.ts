import { defineConfig } from 'vitest/config';

// Browser tests: the built app in a child process, driven in Debian's Chromium.
export default defineConfig({
  test: {
    name: 'e2e',
    include: ['tests/e2e/**/*.test.ts'],
    globalSetup: ['tests/e2e/support/server.ts'],
    setupFiles: ['tests/setup/console-error.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    fileParallelism: false,
  },
});
