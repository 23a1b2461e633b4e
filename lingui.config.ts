import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

// docs/architecture.md, "decided": source texts are English; every visitor-facing catalog must be complete.
export default defineConfig({
  sourceLocale: 'en-GB',
  locales: ['fr-FR', 'en-GB'],
  fallbackLocales: false,
  catalogs: [{ path: '<rootDir>/locales/{locale}/messages', include: ['<rootDir>/client'] }],
  compileNamespace: 'es',
  format: formatter({ lineNumbers: false, origins: true }),
});
