import { afterAll, beforeAll } from 'vitest';
import { buildTestApp, type TestApp } from './build-test-app';
import { createTestDatabase, type DatabaseKind, type TestDatabase } from './test-database';

/**
 * A fresh database and the real app on it for one describe block, closed afterwards.
 * Read `ctx.db` and `ctx.app` inside tests (they are set in beforeAll).
 */
export function useTestApp(kind: DatabaseKind, env: Record<string, string> = {}) {
  const ctx = {} as { db: TestDatabase; app: TestApp };
  beforeAll(async () => {
    ctx.db = await createTestDatabase(kind);
    ctx.app = await buildTestApp(ctx.db, env);
  });
  afterAll(async () => {
    await ctx.app?.close();
    await ctx.db?.close();
  });
  return ctx;
}
