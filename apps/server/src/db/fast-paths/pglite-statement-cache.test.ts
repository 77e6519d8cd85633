import { PGlite } from '@electric-sql/pglite';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cacheStatements } from './pglite-statement-cache';

describe('PGlite statements parsed once', () => {
  let client: PGlite;
  beforeEach(async () => {
    client = cacheStatements(await PGlite.create(), 3);
    await client.exec(
      'create table t (id int primary key, name text not null, at timestamptz, tags text[]); ' +
        "insert into t values (1, 'one', '2026-03-02T10:00:00Z', '{a,b}')",
    );
  });
  afterEach(() => client.close());

  const preparedNames = async () =>
    (await client.exec('select name from pg_prepared_statements order by name'))[0]?.rows.map((r) => r.name);

  it('answers as PGlite does, in object and array rows, with its parsers and serializers', async () => {
    const text = 'select id, name, at, tags from t where id = $1 and at < $2';
    const params = [1, new Date('2026-03-03T00:00:00Z')];
    const rows = (await client.query(text, params)).rows;
    expect(rows).toEqual([{ id: 1, name: 'one', at: new Date('2026-03-02T10:00:00Z'), tags: ['a', 'b'] }]);
    const again = await client.query(text, params, { rowMode: 'array' });
    expect(again.rows).toEqual([[1, 'one', new Date('2026-03-02T10:00:00Z'), ['a', 'b']]]);
    expect(again.fields.map((f) => f.name)).toEqual(['id', 'name', 'at', 'tags']);
    // One statement for the two calls.
    expect(await preparedNames()).toEqual(['s1']);
    const written = await client.query("update t set name = 'uno' where id = $1", [1]);
    expect(written.affectedRows).toBe(1);
    expect(
      (await client.query<{ name: string }>('select name from t where id = $1', [1])).rows[0]?.name,
    ).toBe('uno');
  });

  it("applies a query's own parsers over PGlite's, and reads array types created later", async () => {
    const asText = { parsers: { 1184: (value: string) => value } };
    const text = 'select at from t where id = $1';
    for (let i = 0; i < 2; i++) {
      expect((await client.query(text, [1], asText)).rows).toEqual([{ at: '2026-03-02 10:00:00+00' }]);
    }
    expect((await client.query(text, [1])).rows).toEqual([{ at: new Date('2026-03-02T10:00:00Z') }]);
    await client.exec("create type mood as enum ('calm', 'busy')");
    await client.refreshArrayTypes();
    const moods = await client.query("select array['calm', 'busy']::mood[] as moods", [], asText);
    expect(moods.rows).toEqual([{ moods: ['calm', 'busy'] }]);
  });

  it('throws the database error and stays usable, for a bad statement and for bad values', async () => {
    await expect(client.query('select nope from t where id = $1', [1])).rejects.toMatchObject({
      code: '42703',
    });
    await expect(client.query('insert into t (id, name) values ($1, $2)', [1, 'dup'])).rejects.toMatchObject({
      code: '23505',
    });
    await expect(client.query('select id from t where id = $1', ['not a number'])).rejects.toMatchObject({
      code: '22P02',
    });
    expect((await client.query('select id from t where id = $1', [1])).rows).toEqual([{ id: 1 }]);
  });

  it('keeps the most recently used statements and closes the rest', async () => {
    for (const n of [1, 2, 3, 1, 4]) await client.query(`select ${n} as n, id from t where id = $1`, [1]);
    // 1 was used again before 4 came, so 2 (the least recent) was closed.
    expect(await preparedNames()).toEqual(['s1', 's3', 's4']);
  });

  it('waits for an open transaction instead of reading inside it', async () => {
    let inside: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      inside = resolve;
    });
    let release: () => void = () => {};
    const tx = client.transaction(async (t) => {
      await t.query('delete from t where id = $1', [1]);
      inside();
      await new Promise<void>((resolve) => {
        release = resolve;
      });
      await t.rollback();
    });
    await held;
    const read = client.query('select id from t where id = $1', [1]);
    release();
    await tx;
    // Had the read run inside the transaction, it would not have seen the row it deleted.
    expect((await read).rows).toEqual([{ id: 1 }]);
  });
});
