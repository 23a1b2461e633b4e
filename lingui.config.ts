import { babelExtractor } from '@lingui/cli/api/extractors/babel';
import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';
import { apiMessageExtractor } from './scripts/lingui-api-extractor.ts';

// docs/architecture.md, "decided": source texts are English; every visitor-facing catalog must be complete.
// `messages`: the client's texts (Lingui macros). `api`: the server's messages, descriptors with
// explicit ids (shared/lib/messages.ts; docs/architecture.md, "Messages the API sends"), apart so
// that the browser's bundle does not carry them.
export default defineConfig({
  sourceLocale: 'en-GB',
  locales: ['fr-FR', 'en-GB'],
  fallbackLocales: false,
  catalogs: [
    { path: '<rootDir>/locales/{locale}/messages', include: ['<rootDir>/client'] },
    {
      path: '<rootDir>/locales/{locale}/api',
      include: ['<rootDir>/server', '<rootDir>/shared'],
      exclude: ['**/*.test.ts'],
    },
  ],
  extractors: [apiMessageExtractor, babelExtractor],
  compileNamespace: 'es',
  format: formatter({ lineNumbers: false, origins: true }),
});
