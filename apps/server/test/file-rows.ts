import { beforeAll } from 'vitest';
import type { TestApp } from './build-test-app';
import type { DatabaseKind, TestDatabase } from './test-database';

type AppOnDatabase = { app: TestApp; db: TestDatabase };

/**
 * Rows a test file's describes share on one database kind (people, their files), made once by the
 * first describe that asks. Every describe of a kind gets the same object, so a later endpoint's
 * describe reads what an earlier one left (describes run in file order). Read the rows inside tests:
 * they are filled in beforeAll.
 */
function rowsSharedByKind<Rows extends object>(make: (t: AppOnDatabase) => Promise<Rows>) {
  const rowsByKind = new Map<DatabaseKind, Rows>();
  const made = new Map<DatabaseKind, Promise<unknown>>();
  return (kind: DatabaseKind, t: AppOnDatabase) => {
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
    return shared;
  };
}

/** Call at the top of the file; each describe calls the result with its kind and its app. */
export const useFileRows = rowsSharedByKind;

/**
 * The same, with the file's apps (`useFileTestApps`) bound in: each describe calls the result with its
 * kind and gets its app `t` and the shared `rows`.
 */
export function useSharedRows<Rows extends object>(
  appFor: (kind: DatabaseKind) => AppOnDatabase,
  make: (t: AppOnDatabase) => Promise<Rows>,
) {
  const rowsFor = rowsSharedByKind(make);
  return (kind: DatabaseKind) => {
    const t = appFor(kind);
    return { t, rows: rowsFor(kind, t) };
  };
}
