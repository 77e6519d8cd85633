import { afterAll, beforeAll } from 'vitest';
import { buildTestApp, type TestApp } from './build-test-app';
import { createTestDatabase, type DatabaseKind, type TestDatabase } from './test-database';

type TestAppContext = { db: TestDatabase; app: TestApp };
type TestAppOptions = { seed?: boolean };

async function openTestApp(kind: DatabaseKind, env: Record<string, string>, opts: TestAppOptions) {
  const db = await createTestDatabase(kind, opts);
  return { db, app: await buildTestApp(db, env) };
}

async function closeTestApp(ctx: Partial<TestAppContext>) {
  await ctx.app?.close();
  await ctx.db?.close();
}

/**
 * A fresh database and the real app on it for one describe block, closed afterwards.
 * Read `ctx.db` and `ctx.app` inside tests (they are set in beforeAll). `seed: false` starts from the
 * bare template (plans and articles, no demo people), for tests that make their own rows with the
 * factories in `test/factories/`.
 */
export function useTestApp(kind: DatabaseKind, env: Record<string, string> = {}, opts: TestAppOptions = {}) {
  const ctx = {} as TestAppContext;
  beforeAll(async () => {
    Object.assign(ctx, await openTestApp(kind, env, opts));
  });
  afterAll(() => closeTestApp(ctx));
  return ctx;
}

/**
 * One database and app per database kind for a whole test file, shared by its describes (an API test
 * file has one describe per endpoint, and building an app per describe would multiply the file's
 * start-up cost). Call it once at the top of the file; each describe then calls the returned
 * function with its kind. Opened by the first describe that needs it, closed when the file ends.
 */
export function useFileTestApps(env: Record<string, string> = {}, opts: TestAppOptions = {}) {
  const opened = new Map<DatabaseKind, Promise<TestAppContext>>();
  afterAll(async () => {
    for (const ctx of opened.values()) await closeTestApp(await ctx);
  });
  return (kind: DatabaseKind) => {
    const ctx = {} as TestAppContext;
    beforeAll(async () => {
      let shared = opened.get(kind);
      if (!shared) {
        shared = openTestApp(kind, env, opts);
        opened.set(kind, shared);
      }
      Object.assign(ctx, await shared);
    });
    return ctx;
  };
}
