/** Architecture rules of docs/architecture.md, checked in `npm test` (npm run arch). */
module.exports = {
  forbidden: [
    { name: 'no-circular', severity: 'error', from: {}, to: { circular: true } },
    {
      name: 'web-never-imports-server',
      severity: 'error',
      from: { path: '^apps/web' },
      to: { path: '^apps/server' },
    },
    {
      name: 'contracts-import-no-app',
      severity: 'error',
      from: { path: '^packages/contracts' },
      to: { path: '^apps/' },
    },
    {
      name: 'features-never-import-features',
      severity: 'error',
      from: { path: '^apps/web/src/features/([^/]+)/' },
      to: { path: '^apps/web/src/features/([^/]+)/', pathNot: '^apps/web/src/features/$1/' },
    },
    {
      name: 'only-repositories-import-drizzle',
      severity: 'error',
      from: {
        path: '^apps/server/src/',
        pathNot: ['\\.repository\\.ts$', '^apps/server/src/db/', '\\.test\\.ts$'],
      },
      to: { path: 'node_modules/drizzle-orm', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'modules-use-services-not-other-repositories',
      severity: 'error',
      from: { path: '^apps/server/src/modules/([^/]+)/' },
      to: {
        path: '^apps/server/src/modules/([^/]+)/.+\\.repository\\.ts$',
        pathNot: '^apps/server/src/modules/$1/',
      },
    },
    {
      name: 'routes-never-import-repositories',
      comment: 'Routes are HTTP only: they call a service, never a repository.',
      severity: 'error',
      from: { path: '\\.routes\\.ts$' },
      to: { path: '\\.repository\\.ts$' },
    },
    {
      name: 'routes-never-write-audit',
      comment:
        'A service records the audit event of the change it makes, in the change’s own transaction; a route only hands it the request’s origin (platform/auth/request-origin).',
      severity: 'error',
      from: { path: '\\.routes\\.ts$' },
      to: { path: '^apps/server/src/platform/audit/' },
    },
    {
      name: 'services-never-import-tables',
      comment: 'Services reach the database through their repository, never through the tables.',
      severity: 'error',
      from: { path: '\\.service\\.ts$' },
      to: { path: '^apps/server/src/db/schema/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)dist/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default'],
    },
  },
};
