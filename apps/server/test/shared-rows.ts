import { beforeAll } from 'vitest';
import type { TestApp } from './build-test-app';
import type { DatabaseKind, TestDatabase } from './test-database';

type AppOnDatabase = { app: TestApp; db: TestDatabase };

/**
 * Rows a test file's describes share on one database kind (people, their files), made once by the
 * first describe that asks, so a later describe can read what an earlier one left. Each describe
 * calls the returned function with its kind and reads `t` and `rows` inside its tests.
 */
export function useSharedRows<Rows extends object>(
  appFor: (kind: DatabaseKind) => AppOnDatabase,
  make: (t: AppOnDatabase) => Promise<Rows>,
) {
  const made = new Map<DatabaseKind, Promise<Rows>>();
  return (kind: DatabaseKind) => {
    const t = appFor(kind);
    const rows = {} as Rows;
    beforeAll(async () => {
      let shared = made.get(kind);
      if (!shared) {
        shared = make(t);
        made.set(kind, shared);
      }
      Object.assign(rows, await shared);
    });
    return { t, rows };
  };
}
