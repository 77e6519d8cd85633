import { afterAll, afterEach } from 'vitest';
import { watchDatabaseUse } from './database-use';

// The `db` project is for tests that need a database: a file whose tests ran and opened none belongs
// in the fast `pure` project, so it fails here until it is named *.pure.test.ts.
let opened = false;
let ran = false;
watchDatabaseUse(() => {
  opened = true;
});
afterEach(() => {
  ran = true;
});
afterAll(() => {
  if (ran && !opened) {
    throw new Error('this file opened no database: name it *.pure.test.ts so it runs in the pure project');
  }
});
