// The import rules of ARCHITECTURE.md: app -> extensions -> sdk, app -> kernel -> sdk.
// tests/architecture/import-rules.test.ts runs these over the tree and over a planted fixture.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'extension-imports-outside-itself',
      comment: "An extension imports only @tessera/sdk, packages, its own folder and other extensions' api.ts.",
      severity: 'error',
      from: { path: '^extensions/([^/]+)/' },
      to: {
        path: '^(app|kernel|server|examples|tests|scripts|extensions)/',
        pathNot: ['^extensions/$1/', '^extensions/[^/]+/api\\.ts$'],
      },
    },
    {
      name: 'extension-api-imported-as-types',
      comment: "Another extension's api.ts is a contract of types: `import type`, never code.",
      severity: 'error',
      from: { path: '^extensions/([^/]+)/' },
      to: { path: '^extensions/[^/]+/api\\.ts$', pathNot: '^extensions/$1/', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'example-imports-outside-itself',
      comment:
        "A third-party example builds against the sdk alone, and the types of the extensions' api.ts whose points and slots it contributes to.",
      severity: 'error',
      from: { path: '^examples/([^/]+)/' },
      to: {
        path: '^(app|kernel|server|extensions|tests|scripts|examples)/',
        pathNot: ['^examples/$1/', '^extensions/[^/]+/api\\.ts$'],
      },
    },
    {
      name: 'example-api-imported-as-types',
      comment: "An extension's api.ts is a contract of types: an example imports it with `import type`, never code.",
      severity: 'error',
      from: { path: '^examples/' },
      to: { path: '^extensions/[^/]+/api\\.ts$', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'sdk-imports-ours',
      comment: 'The sdk is the public contract and imports nothing of ours.',
      severity: 'error',
      from: { path: '^sdk/' },
      to: { path: '^(app|kernel|server|extensions|examples|tests|scripts)/' },
    },
    {
      name: 'kernel-imports-features',
      comment: 'The kernel knows no feature by name and never the shell or the server.',
      severity: 'error',
      from: { path: '^kernel/' },
      to: { path: '^(app|server|extensions|examples|tests|scripts)/' },
    },
    {
      name: 'server-imports-client',
      comment: 'The server shares no runtime code with the client, only misskey-js types.',
      severity: 'error',
      from: { path: '^server/' },
      to: { path: '^(app|kernel|sdk|extensions|examples|tests|scripts)/' },
    },
    {
      name: 'instance-domain-imports-api',
      comment:
        "The local instance's domain modules never reach back into its API layer (api/ -> domain only); only index.ts, which wires them together, imports both.",
      severity: 'error',
      from: { path: '^server/instance/', pathNot: ['^server/instance/api/', '^server/instance/index\\.ts$'] },
      to: { path: '^server/instance/api/' },
    },
    {
      name: 'instance-endpoint-imports-domain',
      comment:
        "Endpoints reach the local instance's domain through one door, ctx.services. At run time an endpoint (or endpoint family) imports the API layer and only the domain's vocabulary: error declarations (errors.ts, *-errors.ts), the names its parameters allow (*-names.ts), the database's paging, ids, the settings' defaults and chart periods. Types may come from anywhere (`import type`).",
      severity: 'error',
      from: { path: '^server/instance/api/(endpoints|families)/', pathNot: '\\.test\\.ts$' },
      to: {
        path: '^server/instance/',
        pathNot: [
          '^server/instance/api/',
          'errors\\.ts$',
          '-names\\.ts$',
          '^server/instance/db/paging\\.ts$',
          '^server/instance/(ids|settings)\\.ts$',
          '^server/instance/charts/periods\\.ts$',
        ],
        dependencyTypesNot: ['type-only'],
      },
    },
    {
      name: 'package-imports-ours',
      comment: 'A package under packages/ (rules both halves run) stands alone, like any npm package.',
      severity: 'error',
      from: { path: '^packages/([^/]+)/' },
      to: { path: '^(app|kernel|sdk|server|extensions|examples|tests|scripts|packages)/', pathNot: '^packages/$1/' },
    },
    {
      name: 'client-imports-server',
      comment: 'Browser code never reaches into the server.',
      severity: 'error',
      from: { path: '^(app|kernel|sdk|extensions|examples)/' },
      to: { path: '^server/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist|\\.tessera)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
    },
  },
};
