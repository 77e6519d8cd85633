import { watchDatabaseUse } from './database-use';

// The `pure` project runs without databases: a test here that opens one fails at once, and says how
// to move it to the `db` project.
watchDatabaseUse((what) => {
  throw new Error(
    `${what} opened in a pure test: a test that needs a database is named *.test.ts (the db project), not *.pure.test.ts`,
  );
});
