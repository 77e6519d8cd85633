import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase, testDatabaseKinds } from '../../../test/test-database';
import { creditIssues, disputes, platformOrganizationId, trackingCountDeltas, users } from '../../db/schema';
import { createTrackingListRepository } from './tracking-list.repository';

const today = '2026-03-10';

describe.each(testDatabaseKinds())('tracking list counters maintained on %s', (kind) => {
  let db: TestDatabase;
  let userId: number;
  let issueId: number;
  beforeAll(async () => {
    // The bare template: one organization, whose counters are the kept ones.
    db = await createTestDatabase(kind, { seed: false });
    const [user] = await db.db
      .insert(users)
      .values({ firstName: 'Count', lastName: 'Ed', email: 'counted@example.com', passwordHash: 'x' })
      .returning({ id: users.id });
    userId = (user as { id: number }).id;
    const [issue] = await db.db
      .insert(creditIssues)
      .values({ userId, type: 'COLLECTION', title: 'C', description: 'x', creditor: 'Co', impact: 10 })
      .returning({ id: creditIssues.id });
    issueId = (issue as { id: number }).id;
  });
  afterAll(() => db.close());

  /** The counters as the list shows them, and the same figures counted from every dispute. */
  const both = async () => {
    const { counts } = await createTrackingListRepository(db.db).page({
      organizationId: platformOrganizationId,
      userId: 0,
      page: 1,
      pageSize: 1,
      today,
    });
    const [recount] = await db.db
      .select({
        total: sql<number>`count(*)::int`,
        beingTracked: sql<number>`(count(*) filter (where status = 'SENT' and usps_tracking_number is not null))::int`,
        delivered: sql<number>`(count(*) filter (where status = 'DELIVERED'))::int`,
        needFollowUp: sql<number>`(count(*) filter (where status = 'FOLLOW_UP_REQUIRED' or (status = 'DELIVERED' and follow_up_date <= ${today})))::int`,
      })
      .from(disputes)
      .where(sql`status in ('PENDING', 'SENT', 'DELIVERED', 'FOLLOW_UP_REQUIRED')`);
    return { counts, recount };
  };
  const letter = (over: Partial<typeof disputes.$inferInsert> = {}) => ({
    userId,
    issueId,
    bureau: 'EQUIFAX' as const,
    letterType: 'BUREAU_DISPUTE' as const,
    reason: 'NOT_MINE' as const,
    letterContent: 'x'.repeat(250),
    expectedResponse: '2026-12-31',
    ...over,
  });

  it('stay exact after inserts, each kind of update, deletes, a cascade and a fold', async () => {
    const start = await both();
    expect(start.counts).toEqual(start.recount);

    const ids = (
      await db.db
        .insert(disputes)
        .values([
          letter(),
          letter({ status: 'SENT', uspsTrackingNumber: 'T1' }),
          letter({ status: 'SENT' }),
          letter({ status: 'DELIVERED', followUpDate: '2026-03-09' }),
          letter({ status: 'DELIVERED', followUpDate: '2026-03-11' }),
          letter({ status: 'FOLLOW_UP_REQUIRED' }),
          letter({ status: 'RESOLVED' }),
        ])
        .returning({ id: disputes.id })
    ).map((r) => r.id);
    const afterInsert = await both();
    expect(afterInsert.counts).toEqual(afterInsert.recount);
    expect(afterInsert.counts.total).toBe(start.counts.total + 6);
    expect(afterInsert.counts.needFollowUp).toBe(start.counts.needFollowUp + 2);

    const [pending, sentTracked, sentBare, dueDelivered, laterDelivered, followUp, resolved] =
      ids as number[];
    const steps: (() => Promise<unknown>)[] = [
      // Mailed with a tracking number, then a tracking number added to a sent letter.
      () =>
        db.db
          .update(disputes)
          .set({ status: 'SENT', uspsTrackingNumber: 'T2' })
          .where(eq(disputes.id, pending as number)),
      () =>
        db.db
          .update(disputes)
          .set({ uspsTrackingNumber: 'T3' })
          .where(eq(disputes.id, sentBare as number)),
      // Delivered, a follow-up day moved past today, closed, reopened.
      () =>
        db.db
          .update(disputes)
          .set({ status: 'DELIVERED', followUpDate: '2026-03-01' })
          .where(eq(disputes.id, sentTracked as number)),
      () =>
        db.db
          .update(disputes)
          .set({ followUpDate: '2026-03-20' })
          .where(eq(disputes.id, dueDelivered as number)),
      () =>
        db.db
          .update(disputes)
          .set({ status: 'RESOLVED' })
          .where(eq(disputes.id, followUp as number)),
      () =>
        db.db
          .update(disputes)
          .set({ status: 'PENDING' })
          .where(eq(disputes.id, resolved as number)),
      // An update that changes no counted field, and one over many rows at once.
      () => db.db.update(disputes).set({ reason: 'PAID_IN_FULL' }).where(eq(disputes.userId, userId)),
      () =>
        db.db
          .update(disputes)
          .set({ status: 'FOLLOW_UP_REQUIRED' })
          .where(sql`${disputes.id} in (${laterDelivered}, ${pending})`),
      () => db.db.delete(disputes).where(eq(disputes.id, laterDelivered as number)),
    ];
    for (const step of steps) {
      await step();
      const now = await both();
      expect(now.counts).toEqual(now.recount);
    }

    // Enough writes to be folded: the sum is the same before and after, and fewer rows hold it.
    for (let i = 0; i < 120; i++) {
      await db.db
        .update(disputes)
        .set({ status: i % 2 ? 'SENT' : 'PENDING' })
        .where(eq(disputes.id, pending as number));
    }
    // Reads fold past 2,000 rows (db/kept-counts.ts): changes that cancel out make up the rest.
    await db.db.execute(sql`
      insert into tracking_count_deltas (organization_id, status, tracked, follow_up_date, n)
      select ${platformOrganizationId}, 'SENT', false, null, case when g % 2 = 0 then 1 else -1 end from generate_series(1, 2000) g`);
    const [{ rows } = { rows: 0 }] = await db.db
      .select({ rows: sql<number>`count(*)::int` })
      .from(trackingCountDeltas);
    expect(rows).toBeGreaterThan(2000);
    const folded = await both();
    expect(folded.counts).toEqual(folded.recount);
    const [{ rows: left } = { rows: 0 }] = await db.db
      .select({ rows: sql<number>`count(*)::int` })
      .from(trackingCountDeltas);
    expect(left).toBeLessThan(20);
    expect((await both()).counts).toEqual(folded.recount);

    // A client deleted with all their letters (the cascade is a delete like any other).
    await db.db.delete(users).where(eq(users.id, userId));
    const gone = await both();
    expect(gone.counts).toEqual(gone.recount);
  });
});
