import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase, testDatabaseKinds } from '../../test/test-database';
import { applyMigrations, sqlSourcesFolder } from './migrate';
import { readSqlSources } from './sql-sources';

type Definitions = Map<string, string>;

/** Each function, trigger and view the sources define, by kind and name, as applied. */
function sourceDefinitions() {
  const functions: Definitions = new Map();
  const triggers: Definitions = new Map();
  const views: Definitions = new Map();
  const once = (into: Definitions, key: string, definition: string, file: string) => {
    if (into.has(key)) throw new Error(`${key} is defined twice (again in ${file})`);
    into.set(key, definition);
  };
  for (const source of readSqlSources(sqlSourcesFolder)) {
    // Comments before the statement are the file's own; the database keeps what follows.
    const text = source.text.replace(/^(--[^\n]*\n|\s*\n)*/, '');
    if (source.file.startsWith('functions/')) {
      const name = /^CREATE OR REPLACE FUNCTION public\.(\w+)\(/.exec(text)?.[1];
      if (!name)
        throw new Error(`${source.file} does not start with CREATE OR REPLACE FUNCTION public.<name>(`);
      once(functions, name, text.trim().replace(/\n;$/, ''), source.file);
    } else if (source.file.startsWith('triggers/')) {
      for (const m of text.matchAll(/^(CREATE TRIGGER (\w+) .* ON public\.(\w+) .*);$/gm)) {
        once(triggers, `${m[3]}.${m[2]}`, m[1] as string, source.file);
      }
    } else {
      const m = /^CREATE OR REPLACE VIEW public\.(\w+) AS\n([\s\S]*);\s*$/.exec(text);
      if (!m) throw new Error(`${source.file} is not one CREATE OR REPLACE VIEW public.<name> AS ...;`);
      once(views, m[1] as string, (m[2] as string).trim(), source.file);
    }
  }
  return { functions, triggers, views };
}

async function databaseDefinitions(db: TestDatabase['db']) {
  const rows = async (query: ReturnType<typeof sql>) =>
    ((await db.execute(query)) as unknown as { rows: { key: string; definition: string }[] }).rows;
  const asMap = (list: { key: string; definition: string }[]) =>
    new Map(list.map((r) => [r.key, r.definition.trim()]));
  return {
    functions: asMap(
      await rows(sql`select p.proname as key, pg_get_functiondef(p.oid) as definition
        from pg_proc p join pg_namespace n on n.oid = p.pronamespace where n.nspname = 'public'`),
    ),
    triggers: asMap(
      await rows(sql`select c.relname || '.' || t.tgname as key, pg_get_triggerdef(t.oid) as definition
        from pg_trigger t join pg_class c on c.oid = t.tgrelid join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and not t.tgisinternal
          -- The organization walls' own (db/organization-walls.ts), checked by organization-walls.test.ts.
          and t.tgname <> 'organization_fill'`),
    ),
    views: asMap(
      await rows(sql`select viewname as key, definition from pg_views where schemaname = 'public'`),
    ),
  };
}

describe.each(testDatabaseKinds())('SQL sources on %s', (kind) => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase(kind, { seed: false });
  });
  afterAll(() => db?.close());

  const expectDatabaseToMatchSources = async () => {
    const inFiles = sourceDefinitions();
    const inDatabase = await databaseDefinitions(db.db);
    for (const kind of ['functions', 'triggers', 'views'] as const) {
      // Every object has a file and every file an object...
      expect([...inDatabase[kind].keys()].sort(), kind).toEqual([...inFiles[kind].keys()].sort());
      // ...holding the definition the database has.
      for (const [key, definition] of inFiles[kind]) expect(inDatabase[kind].get(key), key).toBe(definition);
    }
  };

  it('gives every function, trigger and view of a migrated database one file with its definition', async () => {
    expect(sourceDefinitions().functions.size).toBeGreaterThan(20);
    await expectDatabaseToMatchSources();
  });

  it('runs a file again only when its text changed, and brings an older database up to the files', async () => {
    const hashes = async () =>
      (
        (await db.db.execute(sql`select count(*)::int as n from sql_source_hashes`)) as unknown as {
          rows: { n: number }[];
        }
      ).rows[0]?.n;
    expect(await hashes()).toBe(readSqlSources(sqlSourcesFolder).length);
    // A database migrated before the sources existed: its own definitions, no hashes.
    await db.exec('drop table sql_source_hashes');
    await db.exec(`create or replace function public.tracking_count_key_status(status text)
      returns boolean language sql immutable as $$ select status in ('PENDING') $$`);
    await db.exec('drop trigger dispute_tally_delete on disputes');
    await applyMigrations(db);
    await expectDatabaseToMatchSources();
    // Applied again, unchanged files are skipped: a changed definition stays until its file changes.
    await db.exec(`create or replace function public.tracking_count_key_status(status text)
      returns boolean language sql immutable as $$ select status in ('PENDING') $$`);
    await applyMigrations(db);
    const [row] = (
      (await db.db.execute(sql`select tracking_count_key_status('SENT') as open`)) as unknown as {
        rows: { open: boolean }[];
      }
    ).rows;
    expect(row?.open).toBe(false);
  });
});
