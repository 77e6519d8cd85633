import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { theDemoCreditFor } from '../../../test/factories/credit-files';
import { aPerson } from '../../../test/factories/users';
import { createTestDatabase, type TestDatabase, testDatabaseKinds } from '../../../test/test-database';
import { disputes, platformOrganizationId } from '../../db/schema';
import { createAllDisputesRepository } from './all-disputes.repository';

/**
 * The list's total across every client comes from tallies triggers keep; after every kind of
 * write (one row, a bulk insert, status changes, deletes, a compaction) it must equal a count.
 */
describe.each(testDatabaseKinds())('the all-disputes total kept by triggers on %s', (kind) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase(kind, { seed: false });
    // Three clients of the test's own, each with letters in every tracking state at every bureau.
    for (let i = 0; i < 3; i++) await theDemoCreditFor(t, (await aPerson(t, 'STANDARD')).id);
  });
  afterAll(() => t?.close());

  const countOf = async (query: ReturnType<typeof sql>) =>
    Number(((await t.db.execute(query)) as unknown as { rows: { n: number }[] }).rows[0]?.n);

  const counts = async () => {
    const repo = createAllDisputesRepository(t.db);
    const filters = [
      {},
      { status: 'PENDING' as const },
      { status: 'SENT' as const, bureau: 'EXPERIAN' as const },
      { bureau: 'TRANSUNION' as const },
    ];
    const kept = [];
    const counted = [];
    for (const f of filters) {
      kept.push(
        (await repo.page({ ...f, organizationId: platformOrganizationId, page: 1, pageSize: 1 })).total,
      );
      const where = [
        f.status ? sql`status = ${f.status}` : sql`true`,
        'bureau' in f && f.bureau ? sql`bureau = ${f.bureau}` : sql`true`,
      ];
      counted.push(
        await countOf(sql`select count(*)::int as n from disputes where ${where[0]} and ${where[1]}`),
      );
    }
    return { kept, counted };
  };

  it('equals a count after inserts, bulk inserts, updates, deletes and compaction', async () => {
    const first = await counts();
    expect(first.kept).toEqual(first.counted);
    expect(first.counted[0]).toBeGreaterThan(0);

    const [one] = await t.db.select().from(disputes).limit(1);
    if (!one) throw new Error('the clients have no dispute');
    // A bulk insert: 3,000 copies in one statement across the three bureaus and two statuses.
    await t.db.execute(sql`
      insert into disputes (user_id, issue_id, bureau, status, letter_type, reason, letter_content, expected_response)
      select ${one.userId}, ${one.issueId}, (array['EXPERIAN','EQUIFAX','TRANSUNION'])[1 + g % 3],
             case when g % 2 = 0 then 'SENT' else 'PENDING' end, 'BUREAU_DISPUTE', 'NOT_MINE', 'Bulk letter',
             date '2026-12-31'
      from generate_series(1, 3000) g`);
    const afterBulk = await counts();
    expect(afterBulk.kept).toEqual(afterBulk.counted);
    expect(afterBulk.counted[0]).toBe((first.counted[0] ?? 0) + 3000);

    await t.db.execute(
      sql`update disputes set status = 'RESOLVED' where status = 'SENT' and letter_content = 'Bulk letter'`,
    );
    await t.db.execute(
      sql`update disputes set bureau = 'EQUIFAX' where id % 7 = 0 and letter_content = 'Bulk letter'`,
    );
    const afterUpdate = await counts();
    expect(afterUpdate.kept).toEqual(afterUpdate.counted);

    await t.db.execute(sql`delete from disputes where id % 5 = 0`);
    await t.db.execute(sql`select dispute_tallies_compact()`);
    const afterDelete = await counts();
    expect(afterDelete.kept).toEqual(afterDelete.counted);
    // Folded: at most one row per status and bureau.
    expect(await countOf(sql`select count(*)::int as n from dispute_tallies`)).toBeLessThanOrEqual(6 * 3);
  });
});
