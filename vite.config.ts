import path from 'node:path';
import { lingui, linguiTransformerBabelPreset } from '@lingui/vite-plugin';
import babel from '@rolldown/plugin-babel';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/** The libraries of every page (React, its scheduler and hook shim, effector and its React
 * binding): everything else the browser loads counts as our own code in the budget, the router
 * included (ADR 009). */
export const FRAMEWORK_MODULES =
  /[\\/]node_modules[\\/](react|react-dom|scheduler|use-sync-external-store|effector|effector-react)[\\/]/;

const PAGE_KIT =
  /[\\/](shared[\\/]lib[\\/]pagination\.ts|client[\\/]shared[\\/](lib[\\/]page-loader\.ts|ui[\\/](link-cards|breadcrumbs|rich-text)\.tsx)|client[\\/]widgets[\\/]page-blocks[\\/](block-link\.tsx|view-props\.ts))$/;
const ELEMENTS = /[\\/]client[\\/]entities[\\/]element[\\/]/;
const LISTS =
  /[\\/]client[\\/](widgets[\\/]page-blocks[\\/]list-controls|shared[\\/]ui[\\/]pagination)\.tsx$/;
const FORM_KIT =
  /[\\/]client[\\/]shared[\\/](lib[\\/]form\.ts|ui[\\/](form|form-fields|api-form)\.tsx|ui[\\/]form-messages\.ts)$/;

const LAZY_MODULE = /\b(lazyPage|lazyModule)\(\s*\(\)\s*=>\s*import\(\s*(['"])([^'"]+)\2\s*\)\s*\)/g;

/**
 * Every `lazyPage(() => import('./route.ts'))` of a page slice, and every `lazyModule(() =>
 * import(…))` (a block type's view), also receives the module it loads, from the project root:
 * its key in the build manifest. The server preloads the chunks (and stylesheets) of the page it
 * renders by those keys (server/ssr/assets.ts), so renaming or moving a module cannot silently
 * stop its preload. Arguments are added on the same line: source maps stay true.
 */
export function pageModules(): Plugin {
  let root = process.cwd();
  return {
    name: 'parvis:page-modules',
    enforce: 'pre',
    configResolved(config) {
      root = config.root;
    },
    transform: {
      filter: { id: { exclude: /\/node_modules\// }, code: /\blazy(Page|Module)\(/ },
      async handler(code, id) {
        let out = '';
        let last = 0;
        for (const call of code.matchAll(LAZY_MODULE)) {
          const [text, name, quote, specifier] = call as unknown as [string, string, string, string];
          const resolved = await this.resolve(specifier, id);
          if (!resolved) this.error(`${name}: ${specifier} does not resolve from ${id}`);
          const module = path.relative(root, resolved.id.split('?')[0]!).split(path.sep).join('/');
          out += `${code.slice(last, call.index)}${name}(() => import(${quote}${specifier}${quote}), ${JSON.stringify(module)})`;
          last = call.index + text.length;
        }
        return last === 0 ? null : { code: out + code.slice(last), map: null };
      },
    },
  };
}

// One Babel pass for the Lingui macro and effector's sids: without the effector plugin the
// serialized state loses its stores, without the Lingui preset the macros fail at run time.
export const plugins = () => [
  pageModules(),
  react(),
  lingui({ failOnMissing: true, failOnCompileError: true }),
  babel({
    presets: [linguiTransformerBabelPreset()],
    plugins: [['effector/babel-plugin', { addLoc: false, reactSsr: false }]],
  }),
];

export default defineConfig({
  plugins: plugins(),
  publicDir: 'public',
  build: {
    outDir: 'dist/client',
    manifest: true,
    sourcemap: true,
    // one stylesheet for every page (about 10 kB gzipped): a page's render waits for a single
    // request instead of one per chunk it uses, and it is cached across the site
    cssCodeSplit: false,
    rolldownOptions: {
      input: 'client/entry-client.tsx',
      // A component module of ours (.tsx) does nothing when imported but define components and
      // import its stylesheet: a slice's index.ts that re-exports its model and its view then
      // brings only what the importer uses — a route's loader reading a model does not pull the
      // view, its stylesheet and its kit into the entry. Models (.ts) keep their wiring.
      treeshake: {
        moduleSideEffects: [{ test: /[\\/]client[\\/].*\.tsx$/, sideEffects: false, external: false }],
      },
      // The libraries every page runs in one chunk of their own: cached across deploys of our
      // code, and measured apart from it by the first-load budget (tests/e2e/first-load-js.test.ts).
      // Then everything the entry imports statically, which every page loads anyway, in the
      // entry's chunk: left alone, the bundler puts what the entry shares with the page chunks
      // (the API client, the route table, Lingui's React binding…) into small chunks of their
      // own, each one more request and its own compression overhead on every first load.
      output: {
        codeSplitting: {
          groups: [
            { name: 'framework', test: FRAMEWORK_MODULES, priority: 2 },
            { name: 'entry-client', tags: ['$initial'], priority: 1 },
            // what a kind of page loads together, in one chunk rather than a handful of small
            // ones (each its own request and compression overhead): the pieces every content
            // page's route uses, the elements' cards and model (lists and detail pages), the list
            // blocks' controls, the form kit. A module goes to the first group that matches it, and
            // a group takes the modules only it uses. Never a module loaded on demand (a route
            // module, a block's view): in a group it loses its entry in the build manifest, and
            // the server could not preload it (tests/e2e/first-load-js.test.ts checks).
            { name: 'page-kit', test: PAGE_KIT },
            { name: 'elements', test: ELEMENTS },
            { name: 'lists', test: LISTS },
            { name: 'form-kit', test: FORM_KIT },
          ],
        },
      },
    },
  },
  ssr: { noExternal: [] },
  server: { watch: { ignored: ['**/data/**', '**/dist/**', '**/*.log', '**/.tmp/**'] } },
});
