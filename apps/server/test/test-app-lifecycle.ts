import { afterAll, beforeAll } from 'vitest';
import { buildTestApp, type TestApp } from './build-test-app';
import { createTestDatabase, type DatabaseKind, type TestDatabase } from './test-database';

/**
 * A fresh database and the real app on it for one describe block, closed afterwards.
 * Read `ctx.db` and `ctx.app` inside tests (they are set in beforeAll). `seed: false` starts from the
 * bare template (plans and articles, no demo people), for tests that make their own rows with the
 * factories in `test/factories/`.
 */
export function useTestApp(
  kind: DatabaseKind,
  env: Record<string, string> = {},
  opts: { seed?: boolean } = {},
) {
  const ctx = {} as { db: TestDatabase; app: TestApp };
  beforeAll(async () => {
    ctx.db = await createTestDatabase(kind, opts);
    ctx.app = await buildTestApp(ctx.db, env);
  });
  afterAll(async () => {
    await ctx.app?.close();
    await ctx.db?.close();
  });
  return ctx;
}
