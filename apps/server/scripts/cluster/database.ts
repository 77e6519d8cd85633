import pg from 'pg';

// The server's maintenance database: CREATE and DROP DATABASE cannot run inside the target itself.
function maintenanceUrl(url: string) {
  const u = new URL(url);
  u.pathname = '/postgres';
  return u.toString();
}

function databaseName(url: string) {
  const name = decodeURIComponent(new URL(url).pathname.slice(1));
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(name)) {
    throw new Error(`The cluster's database name must be lower-case letters, digits and _: "${name}"`);
  }
  return name;
}

async function onMaintenance<T>(url: string, work: (client: pg.Client) => Promise<T>) {
  const client = new pg.Client({ connectionString: maintenanceUrl(url) });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Creates the database of `url` when it does not exist; true when it was created now. */
export function ensureDatabase(url: string): Promise<boolean> {
  const name = databaseName(url);
  return onMaintenance(url, async (client) => {
    const found = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount) return false;
    await client.query(`create database ${name}`);
    return true;
  });
}

/** Drops the database of `url`, ending the connections still open to it. */
export function dropDatabase(url: string): Promise<void> {
  const name = databaseName(url);
  return onMaintenance(url, async (client) => {
    await client.query(`drop database if exists ${name} with (force)`);
  });
}
