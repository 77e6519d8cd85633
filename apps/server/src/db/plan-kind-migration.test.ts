import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, describe, expect, it } from 'vitest';

const folder = fileURLToPath(new URL('./migrations', import.meta.url));
const migrations = readdirSync(folder)
  .filter((f) => f.endsWith('.sql'))
  .sort();
const run = (pg: PGlite, file: string) => pg.exec(readFileSync(`${folder}/${file}`, 'utf8'));

describe('0006_plan_kind on a database that already has plans', () => {
  const pg = new PGlite();
  afterAll(() => pg.close());

  it('back-fills Pro and Elite as consumer plans and every other plan as professional, then requires a kind', async () => {
    const index = migrations.indexOf('0006_plan_kind.sql');
    expect(index).toBeGreaterThan(0);
    for (const file of migrations.slice(0, index)) await run(pg, file);
    await pg.exec(`insert into subscription_plans (name, description, price_cents, billing_interval, features)
      values ('Pro Plan', '', 2900, 'month', '[]'), ('Elite Plan', '', 7900, 'month', '[]'),
             ('White Label Plan', '', 39900, 'month', '[]')`);

    await run(pg, '0006_plan_kind.sql');

    const { rows } = await pg.query<{ name: string; kind: string }>(
      'select name, kind from subscription_plans order by price_cents',
    );
    expect(rows).toEqual([
      { name: 'Pro Plan', kind: 'consumer' },
      { name: 'Elite Plan', kind: 'consumer' },
      { name: 'White Label Plan', kind: 'professional' },
    ]);
    const insert = (kind: string | null) =>
      pg.query(
        `insert into subscription_plans (name, kind, description, price_cents, billing_interval, features)
         values ($1, $2, '', 100, 'month', '[]')`,
        [`Plan ${kind}`, kind],
      );
    await expect(insert(null)).rejects.toThrow();
    await expect(insert('business')).rejects.toThrow(/subscription_plans_kind_check/);
  }, 120_000); // Seven migrations on a fresh embedded database; slow on a busy machine.
});
