import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase, testDatabaseKinds } from '../../test/test-database';
import { asDatabaseOwner } from './organization-context';

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
const migrations = fileURLToPath(new URL('./migrations', import.meta.url));

/** The migration that makes figures nobody read or entered unknown, run again over rows as they were before it. */
function statements() {
  const journal = JSON.parse(readFileSync(path.join(migrations, 'meta/_journal.json'), 'utf8')) as {
    entries: { tag: string }[];
  };
  const tag = journal.entries
    .map((e) => e.tag)
    .find((t) => t.endsWith('_report_figures_unknown_and_their_source'));
  expect(tag).toBeDefined();
  return readFileSync(path.join(migrations, `${tag}.sql`), 'utf8').split('--> statement-breakpoint');
}

describe.each(testDatabaseKinds())('the report figures migration on %s', (kind) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase(kind, { seed: false });
  }, 120_000);
  afterAll(async () => t?.close());

  it('keeps what came from a report or a professional, and forgets the assumed 30% and 36 months', async () => {
    const at = (day: number) => `2026-03-${String(day).padStart(2, '0')}T12:00:00Z`;
    const person = async (name: string) => {
      const [row] = rowsOf<{ id: number }>(
        await t.db.execute(sql`insert into users (first_name, last_name, email, password_hash, access_level)
          values (${name}, 'Legacy', ${`${name.toLowerCase()}@example.com`}, 'x', 'CLIENT_VIEWER') returning id`),
      );
      return row?.id as number;
    };
    const report = async (
      userId: number,
      score: number,
      source: string,
      day: number,
      bp: number,
      age: number,
    ) => {
      const [row] = rowsOf<{ id: number }>(
        await t.db.execute(sql`insert into credit_reports
            (user_id, credit_score, credit_rating, utilization_bp, account_age_months, source, last_updated)
          values (${userId}, ${score}, 'FAIR', ${bp}, ${age}, ${source}, ${at(day)}) returning id`),
      );
      await t.db.execute(sql`insert into score_history (user_id, score, source, recorded_at)
        values (${userId}, ${score}, ${source}, ${at(day)})`);
      return row?.id as number;
    };
    const audit = (action: string, targetType: string, targetId: number) =>
      t.db.execute(
        sql`insert into audit_log (action, target_type, target_id) values (${action}, ${targetType}, ${String(targetId)})`,
      );

    // Made by an admin with a starting score; later an upload that could only assume the rest.
    const made = await person('Made');
    await report(made, 650, 'manual', 1, 3000, 36);
    await audit('client.created', 'user', made);
    const uploadAfterMade = await report(made, 628, 'upload', 5, 3000, 36);
    // An admin's POST /api/credit-reports with the spec's figures, sent by the admin.
    const stated = await person('Stated');
    const statedReport = await report(stated, 700, 'manual', 2, 3000, 36);
    await audit('credit_report.created', 'credit_report', statedReport);
    // A person's own entry, then an upload that carried their figures forward.
    const own = await person('Own');
    await report(own, 610, 'manual', 3, 4500, 80);
    const carried = await report(own, 640, 'upload', 6, 4500, 80);
    // A bureau pull keeps everything.
    const pulled = await person('Pulled');
    await report(pulled, 690, 'bureau', 4, 1200, 97);

    // A migration runs as the database's owner (the app's role may not alter tables).
    await asDatabaseOwner(async () => {
      for (const statement of statements()) await t.db.execute(sql.raw(statement));
    });

    const rows = rowsOf<{
      user_id: number;
      id: number;
      source: string;
      utilization_bp: number | null;
      age: number | null;
    }>(
      await t.db.execute(sql`select user_id, id, source, utilization_bp, account_age_months as age
        from credit_reports where user_id in (${made}, ${stated}, ${own}, ${pulled}) order by id`),
    );
    const byId = (id: number) => rows.find((r) => r.id === id);
    const first = (userId: number) => rows.find((r) => r.user_id === userId);
    expect(first(made)).toMatchObject({ source: 'specialist', utilization_bp: null, age: null });
    expect(byId(uploadAfterMade)).toMatchObject({ source: 'upload', utilization_bp: null, age: null });
    expect(byId(statedReport)).toMatchObject({ source: 'specialist', utilization_bp: 3000, age: 36 });
    expect(first(own)).toMatchObject({ source: 'self', utilization_bp: 4500, age: 80 });
    expect(byId(carried)).toMatchObject({ source: 'upload', utilization_bp: 4500, age: 80 });
    expect(first(pulled)).toMatchObject({ source: 'bureau', utilization_bp: 1200, age: 97 });

    const history = rowsOf<{ user_id: number; source: string }>(
      await t.db.execute(sql`select user_id, source from score_history
        where user_id in (${made}, ${stated}, ${own}) order by recorded_at, id`),
    );
    expect(history.map((h) => [h.user_id, h.source])).toEqual([
      [made, 'specialist'],
      [stated, 'specialist'],
      [own, 'self'],
      [made, 'upload'],
      [own, 'upload'],
    ]);
  });
});
