// The layer rules of docs/architecture.md ("Layers and the arrows they forbid"), checked on
// every run of `npm run lint:deps` (part of `npm run lint`, so of validate and CI). Each rule
// is proved to fire by tests/boundaries/boundaries.test.ts on a fixture tree that breaks it.
// Paths are relative to the folder the check runs in (the repository root, or the fixture).

/** Folders of the client, highest layer first: a layer imports only the layers below it. */
const CLIENT_LAYERS = ['app', 'pages', 'widgets', 'features', 'entities', 'shared'];

const clientLayerRules = CLIENT_LAYERS.slice(1).map((layer, index) => ({
  name: `client-${layer}-imports-downward`,
  comment: `client/${layer} imports only the layers below it (${CLIENT_LAYERS.slice(index + 2).join(', ') || 'none'}).`,
  severity: 'error',
  from: { path: `^client/${layer}/` },
  to: { path: `^client/(${CLIENT_LAYERS.slice(0, index + 1).join('|')})/` },
}));

module.exports = {
  forbidden: [
    {
      name: 'client-not-server',
      comment: 'The browser code never imports server code.',
      severity: 'error',
      from: { path: '^client/' },
      to: { path: '^server/' },
    },
    {
      name: 'client-not-node',
      comment: 'The browser code uses no node: module.',
      severity: 'error',
      from: { path: '^client/', pathNot: '\\.test\\.tsx?$' },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'shared-is-isomorphic',
      comment: 'shared/ imports neither client/ nor server/.',
      severity: 'error',
      from: { path: '^shared/', pathNot: '\\.test\\.ts$' },
      to: { path: '^(client|server)/' },
    },
    {
      name: 'shared-no-node-core',
      comment: 'shared/ runs in the browser too: no node: module.',
      severity: 'error',
      from: { path: '^shared/', pathNot: '\\.test\\.ts$' },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'renderer-reads-through-the-api',
      comment: 'The server render reaches data only through the API, never the database or the domain.',
      severity: 'error',
      from: { path: '^server/ssr/' },
      to: { path: '^server/(db|modules|api|seed)/' },
    },
    {
      name: 'only-api-and-domain-reach-the-database',
      comment:
        'Only the API, the domain modules, the seed, the change events (NOTIFY) and the process entry points (which open it) import server/db.',
      severity: 'error',
      from: {
        path: '^(server|client|shared)/',
        pathNot: '^server/(api|modules|db|seed|events)/|^server/(index|bootstrap|cli|app)\\.ts$',
      },
      to: { path: '^server/db/' },
    },
    {
      name: 'app-wires-the-database-without-querying',
      comment: 'server/app.ts hands the database to the API and pings it for /readyz: types only.',
      severity: 'error',
      from: { path: '^server/app\\.ts$' },
      to: { path: '^server/db/', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'domain-knows-no-http',
      comment: 'Domain modules know nothing of HTTP: no express, no API layer, no renderer.',
      severity: 'error',
      from: { path: '^server/modules/' },
      to: {
        path: '^server/(api|ssr|seed)/|(^|/)node_modules/(express|cookie-parser|helmet|compression|supertest)/',
      },
    },
    {
      name: 'data-layer-not-domain',
      comment: 'The data layer (client, schema, migrations) imports nothing above it.',
      severity: 'error',
      from: { path: '^server/db/' },
      to: { path: '^server/(modules|api|ssr|seed|events)/' },
    },
    {
      name: 'api-not-renderer',
      comment: 'The API does not import the renderer or the seed.',
      severity: 'error',
      from: { path: '^server/api/' },
      to: { path: '^server/(ssr|seed)/' },
    },
    ...clientLayerRules,
    {
      name: 'feature-not-other-feature',
      comment: 'A feature never imports another feature (compose them in a widget, page or the app).',
      severity: 'error',
      from: { path: '^client/features/([^/]+)/' },
      to: { path: '^client/features/', pathNot: '^client/features/$1/' },
    },
    {
      name: 'page-not-other-page',
      comment: 'A page never imports another page.',
      severity: 'error',
      from: { path: '^client/pages/([^/]+)/' },
      to: { path: '^client/pages/', pathNot: '^client/pages/$1/' },
    },
    {
      name: 'entity-not-other-entity-internals',
      comment: 'An entity reaches another entity only through its index.ts.',
      severity: 'error',
      from: { path: '^client/entities/([^/]+)/' },
      to: { path: '^client/entities/[^/]+/', pathNot: '^client/entities/($1/|[^/]+/index\\.ts$)' },
    },
    {
      name: 'not-to-unresolvable',
      comment: 'An import that does not resolve is a mistake (a moved file, a typo).',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(dist|data|\\.tmp)/' },
    parser: 'swc',
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
    moduleSystems: ['es6', 'cjs'],
  },
};
