import { availableParallelism } from 'node:os';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  test: {
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    setupFiles: ['src/testing/setup-tests.ts'],
    // Mantine's CSS modules are not needed to check what a person reads.
    css: false,
    // jsdom renders are CPU-bound: one worker per core.
    pool: 'forks',
    poolOptions: { forks: { maxForks: availableParallelism(), minForks: 1 } },
  },
});
