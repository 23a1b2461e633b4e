import { babelExtractor } from '@lingui/cli/api/extractors/babel';
import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';
import { apiMessageExtractor } from './scripts/lingui-api-extractor.ts';

// docs/architecture.md, "decided": source texts are English; every visitor-facing catalog must be complete.
// `messages`: the client's texts (Lingui macros), but those of `account`, `forms`, `blocks`, `shop`, `admin` and `server` (below). `api`: the server's messages, descriptors with
// explicit ids (shared/lib/messages.ts; docs/architecture.md, "Messages the API sends"), apart so
// that the browser's bundle does not carry them.
/** The screens a visitor reaches through their account or a link of an e-mail, and the search
 * page: their texts are a catalog of their own (`account`), loaded with their route module, so
 * that no other page's first load carries them (client/shared/lib/i18n.ts). */
const ACCOUNT_SCREENS = [
  'account',
  'auth',
  'password-reset',
  'password-reset-ask',
  'email-confirm',
  'registration-confirm',
  'newsletter-confirm',
  'search',
].map((page) => `<rootDir>/client/pages/${page}`);

/** The form kit and the forms' features: their texts (`forms`) load with the form kit's views,
 * so that a page without a form carries none of them. */
const FORMS = [
  'shared/ui/form-messages.ts',
  'shared/ui/form.tsx',
  'shared/ui/form-fields.tsx',
  'shared/ui/api-form.tsx',
  'shared/ui/code-field.tsx',
  'features/event-registration',
  'features/contact-form',
  'features/newsletter-signup',
  'features/site-form',
].map((path) => `<rootDir>/client/${path}`);

/** The block views that load on demand and that no home page of ours starts with (media, maps,
 * services, reviews): their texts (`blocks`) load with them. */
const BLOCK_VIEWS = ['gallery', 'address', 'album', 'blog-folder', 'services', 'reviews', 'video'].map(
  (type) => `<rootDir>/client/widgets/page-blocks/types/${type}.view.tsx`,
);

/** The shop (ADR 011): its pages, its block, its cart; their texts (`shop`) load with them, so
 * that a site without a shop never carries them. */
const SHOP = [
  'entities/product',
  'features/cart',
  'features/checkout',
  'pages/product',
  'pages/cart',
  'pages/checkout',
  'widgets/page-blocks/types/wine-list.view.tsx',
].map((path) => `<rootDir>/client/${path}`);

/** The admin panel (ADR 013): its pages are French only and load their texts (`admin`) with
 * them, so that no public page carries them. */
const ADMIN = ['<rootDir>/client/pages/admin'];

/** The documents only the server writes (an unknown host, a form sent to a page without it, the
 * service unavailable): their texts (`server`) never reach a browser. */
const SERVER_ONLY = ['<rootDir>/client/entry-server.tsx'];

export default defineConfig({
  sourceLocale: 'en-GB',
  locales: ['fr-FR', 'en-GB'],
  fallbackLocales: false,
  catalogs: [
    {
      path: '<rootDir>/locales/{locale}/messages',
      include: ['<rootDir>/client'],
      exclude: [...ACCOUNT_SCREENS, ...FORMS, ...BLOCK_VIEWS, ...SERVER_ONLY, ...SHOP, ...ADMIN],
    },
    { path: '<rootDir>/locales/{locale}/blocks', include: BLOCK_VIEWS },
    { path: '<rootDir>/locales/{locale}/server', include: SERVER_ONLY },
    { path: '<rootDir>/locales/{locale}/account', include: ACCOUNT_SCREENS },
    { path: '<rootDir>/locales/{locale}/forms', include: FORMS },
    { path: '<rootDir>/locales/{locale}/shop', include: SHOP },
    { path: '<rootDir>/locales/{locale}/admin', include: ADMIN },
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
