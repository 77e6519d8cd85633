// Row-level security's cost is measured against the same server on a copy of the same database
// whose walls are taken down (every policy's table with row-level security disabled), or on the
// same database with its walls taken down and put back between turns (`setWalls`). The server
// still enters its role and its organization's settings per connection; only the policies go.
import pg from 'pg';

/** A copy of `name` (which no one may be connected to) beside it, named `<name>_open`; its URL. */
export async function copyDatabase(admin: pg.Client, name: string, url: URL) {
  const copy = `${name}_open`;
  await admin.query(`create database ${copy} template ${name}`);
  const copyUrl = new URL(url);
  copyUrl.pathname = `/${copy}`;
  return { name: copy, url: copyUrl.toString() };
}

/**
 * Takes every wall of the database at `url` down (`up` false) or puts it back (`up` true), on the
 * tables that have the wall's policy: a copy of the database differs from its original in where
 * its rows lie and in the plans chosen over them, by more than the walls cost (a third either way),
 * so the work queue is measured with and without them on the one database. Answers how many tables.
 */
export async function setWalls(url: string, up: boolean) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ relname: string }>(
      `select distinct c.relname from pg_policy p join pg_class c on c.oid = p.polrelid
       where p.polname = 'organization_wall'`,
    );
    const change = up
      ? 'enable row level security, force row level security'
      : 'no force row level security, disable row level security';
    await client.query(
      `begin; ${rows.map(({ relname }) => `alter table "${relname}" ${change};`).join(' ')} commit;`,
    );
    return rows.length;
  } finally {
    await client.end();
  }
}
