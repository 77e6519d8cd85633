import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/**
 * Two projects, told apart by name: `*.pure.test.ts` run without a database (no global setup; a
 * database opened there fails the test), every other `*.test.ts` gets the migrated templates (and
 * fails if it opens no database, so it cannot hide a pure test among the slow ones).
 * `npm run test:pure` runs the first alone (no database to build or copy); `npm test` runs both.
 */
export default defineConfig({
  test: {
    environment: 'node',
    // PGlite and argon2 are CPU-heavy: one worker per core.
    pool: 'forks',
    poolOptions: { forks: { maxForks: availableParallelism(), minForks: 1 } },
    // Test files share their worker's modules instead of importing the app afresh each (which was a
    // third of the server suite's time). So a file must leave no global state behind: timers restored,
    // no process.env writes, no vi.mock (it would not reach modules an earlier file loaded).
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // CI's main run sets TEST_COVERAGE: V8's own counters, one summary line per measure, no report files.
    coverage: {
      enabled: Boolean(process.env.TEST_COVERAGE),
      provider: 'v8',
      include: ['src/**/*.ts'],
      exclude: ['src/**/*.test.ts'],
      reporter: ['text-summary'],
    },
    projects: [
      {
        extends: true,
        test: { name: 'pure', include: ['src/**/*.pure.test.ts'], setupFiles: ['test/pure-setup.ts'] },
      },
      {
        extends: true,
        test: {
          name: 'db',
          include: ['src/**/*.test.ts'],
          exclude: ['src/**/*.pure.test.ts'],
          // Migrated databases built once per run; each test file copies one.
          globalSetup: ['test/database-templates.ts'],
          setupFiles: ['test/db-setup.ts'],
        },
      },
    ],
  },
});
