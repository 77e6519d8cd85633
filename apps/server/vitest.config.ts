import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    environment: 'node',
    // Migrated databases built once per run; each test file copies one.
    globalSetup: ['test/database-templates.ts'],
    // PGlite and argon2 are CPU-heavy: one worker per core.
    pool: 'forks',
    poolOptions: { forks: { maxForks: availableParallelism(), minForks: 1 } },
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
