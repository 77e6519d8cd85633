import { beforeAll } from 'vitest';
import type { TestApp } from './build-test-app';
import type { DatabaseKind, TestDatabase } from './test-database';

type AppOnDatabase = { app: TestApp; db: TestDatabase };

/**
 * Rows a test file's describes share, made once per database kind by the first describe that asks.
 * Call it at the top of the file; each describe then calls the returned function with its kind and
 * its app (after `useFileTestApps`), and reads the rows inside its tests (they are set in beforeAll).
 * Describes run in file order, so a later endpoint's describe sees what an earlier one did to them.
 */
export function useFileRows<T extends object>(make: (t: AppOnDatabase) => Promise<T>) {
  const made = new Map<DatabaseKind, Promise<T>>();
  return (kind: DatabaseKind, t: AppOnDatabase) => {
    const rows = {} as T;
    beforeAll(async () => {
      let shared = made.get(kind);
      if (!shared) {
        shared = make(t);
        made.set(kind, shared);
      }
      Object.assign(rows, await shared);
    });
    return rows;
  };
}
