import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    environment: 'node',
    // Pure rules, no database: one worker per core.
    poolOptions: { threads: { maxThreads: availableParallelism(), minThreads: 1 } },
  },
});
