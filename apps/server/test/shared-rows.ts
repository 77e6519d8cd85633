import { beforeAll } from 'vitest';
import type { TestApp } from './build-test-app';
import type { DatabaseKind, TestDatabase } from './test-database';

type AppOnDatabase = { app: TestApp; db: TestDatabase };

/**
 * Rows a test file's describes share on one database kind (people, their files), made once by the
 * first describe that asks. Every describe of a kind gets the same object, so a later describe reads
 * what an earlier one left (describes run in file order). Each describe calls the returned function
 * with its kind and reads `t` and `rows` inside its tests.
 */
export function useSharedRows<Rows extends object>(
  appFor: (kind: DatabaseKind) => AppOnDatabase,
  make: (t: AppOnDatabase) => Promise<Rows>,
) {
  const rowsByKind = new Map<DatabaseKind, Rows>();
  const made = new Map<DatabaseKind, Promise<unknown>>();
  return (kind: DatabaseKind) => {
    const t = appFor(kind);
    let rows = rowsByKind.get(kind);
    if (!rows) {
      rows = {} as Rows;
      rowsByKind.set(kind, rows);
    }
    const shared = rows;
    beforeAll(async () => {
      let making = made.get(kind);
      if (!making) {
        making = make(t).then((r) => Object.assign(shared, r));
        made.set(kind, making);
      }
      await making;
    });
    return { t, rows: shared };
  };
}
