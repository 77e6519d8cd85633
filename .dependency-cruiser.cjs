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
      name: 'only-db-reaches-the-driver',
      comment:
        'Product code reaches the database through db/ (Drizzle, or db/typed-sql.ts for raw SQL), never ' +
        'through pg or PGlite. Exceptions, each needing a connection of its own that Drizzle cannot ' +
        'give, through the public pg API only: platform/jobs/job-lock.ts holds session advisory locks ' +
        'on a pool apart from the main one (work on the main pool never waits on them); ' +
        "platform/live/live-events.ts keeps one connection LISTENing for other processes' notices.",
      severity: 'error',
      from: {
        path: '^apps/server/src/(modules|platform)/',
        pathNot: ['\\.test\\.ts$', '^apps/server/src/platform/(jobs/job-lock|live/live-events)\\.ts$'],
      },
      to: {
        path: ['node_modules/pg/', 'node_modules/@electric-sql/pglite/'],
        dependencyTypesNot: ['type-only'],
      },
    },
    {
      name: 'fast-paths-stay-in-db',
      comment:
        'The driver shortcuts of db/fast-paths are turned on and off in db/client.ts. One exception: ' +
        'platform/auth/sessions.repository.ts asks for the direct session read (the bench row is in ' +
        "its header), which answers null when the fast paths are off and Drizzle's statement runs.",
      severity: 'error',
      from: {
        path: '^apps/server/src/(modules|platform)/',
        pathNot: ['\\.test\\.ts$', '^apps/server/src/platform/auth/sessions\\.repository\\.ts$'],
      },
      to: { path: '^apps/server/src/db/fast-paths/' },
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
