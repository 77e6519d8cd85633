import { dayIn } from '@app/contracts/common/dates';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aSessionUser, monitoringServiceOn, personalInfo } from '../../../test/monitoring-service';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database';
import { creditFileItems, creditIssues, disputes, monitoringConnections } from '../../db/schema';
import { sandboxCreditFile } from '../../integrations/bureaus/sandbox-file';
import { negativeItemsOf } from './negative-items';

const day = 86_400_000;
const t0 = new Date('2026-03-12T15:00:00Z');
const identityKey = 'ssn:521447812|dob:1986-07-14';

/** The first day after t0 on which an item the sandbox reported at t0 is gone. */
function firstRemovalAfter(start: Date) {
  const before = negativeItemsOf(sandboxCreditFile(identityKey, start));
  for (let d = 1; d < 300; d++) {
    const at = new Date(start.getTime() + d * day);
    const keys = new Set(negativeItemsOf(sandboxCreditFile(identityKey, at)).map((i) => i.key));
    const gone = before.find((i) => !keys.has(i.key));
    if (gone) return { at, gone };
  }
  throw new Error('the sandbox never removed an item');
}

describe('a sync over time changes the file for real', () => {
  let db: TestDatabase;
  let connectionId: number;
  const clock = { now: t0 };
  beforeAll(async () => {
    db = await createTestDatabase('pglite', { seed: false });
  });
  afterAll(async () => {
    await db.close();
  });

  it('resolves an item gone from every bureau with the date, credits our dispute, records the score change', async () => {
    const service = monitoringServiceOn(db, { clock });
    const viewer = await aSessionUser(db);
    const connected = await service.connectExperian(
      viewer,
      { personalInfo, fcraAuthorized: true },
      { ip: '10.0.0.7' },
    );
    connectionId = connected.connection.id;
    const { at, gone } = firstRemovalAfter(t0);

    const [item] = await db.db
      .select()
      .from(creditFileItems)
      .where(
        and(eq(creditFileItems.connectionId, connected.connection.id), eq(creditFileItems.itemKey, gone.key)),
      );
    const issueId = item?.issueId as number;
    expect(issueId).toBeGreaterThan(0);
    // Our letter about it was mailed and delivered before the bureau deleted the item.
    const [dispute] = await db.db
      .insert(disputes)
      .values({
        userId: viewer.id,
        issueId,
        bureau: 'EXPERIAN',
        letterType: 'BUREAU_DISPUTE',
        reason: 'INACCURATE_STATUS',
        letterContent: 'A letter.',
        status: 'DELIVERED',
        expectedResponse: dayIn('America/New_York', at),
        consumerApprovedAt: t0,
        createdAt: t0,
      })
      .returning({ id: disputes.id });

    clock.now = at;
    const [row] = await db.db
      .select()
      .from(monitoringConnections)
      .where(eq(monitoringConnections.id, connected.connection.id));
    const { entry } = await service.syncConnection(row as NonNullable<typeof row>);
    const today = dayIn('America/New_York', at);
    expect(entry.syncStatus).toBe('SUCCESS');
    expect(entry.itemsRemoved).toBeGreaterThanOrEqual(1);
    expect(entry.removedItems).toContainEqual(
      expect.objectContaining({ issueId, creditedDisputeId: dispute?.id }),
    );
    const [issue] = await db.db.select().from(creditIssues).where(eq(creditIssues.id, issueId));
    expect(issue?.status).toBe('RESOLVED');
    expect(issue?.updatedAt.toISOString()).toBe(at.toISOString());
    const [credited] = await db.db
      .select()
      .from(disputes)
      .where(eq(disputes.id, dispute?.id as number));
    expect(credited).toMatchObject({ status: 'RESOLVED', actualResponse: today });
    const newScore = sandboxCreditFile(identityKey, at).scores.EXPERIAN as number;
    expect(entry.score).toBe(newScore);
    expect(entry.scoreChange).toBe(newScore - (connected.imported.score as number));
  });

  it('turns items that appear later into new issues, once', async () => {
    const service = monitoringServiceOn(db, { clock });
    const [row] = await db.db
      .select()
      .from(monitoringConnections)
      .where(eq(monitoringConnections.id, connectionId));
    const connection = row as NonNullable<typeof row>;
    clock.now = new Date(t0.getTime() + 400 * day);
    const later = await service.syncConnection(connection);
    expect(later.entry.issuesFound).toBeGreaterThan(0);
    const again = await service.syncConnection(connection);
    expect(again.entry.issuesFound).toBe(0);
    expect(again.entry.itemsRemoved).toBe(0);
    expect(again.entry.scoreChange).toBe(0);
  });
});

describe('an import that fails half-way', () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase('pglite', { seed: false });
  });
  afterAll(async () => {
    await db.close();
  });

  it('leaves no connection, issue, score point or stored file behind', async () => {
    const count = async (table: string) =>
      (
        (await db.db.execute(`select count(*)::int as n from ${table}` as never)) as unknown as {
          rows: { n: number }[];
        }
      ).rows[0]?.n;
    const tables = [
      'monitoring_connections',
      'credit_issues',
      'score_history',
      'credit_files',
      'monitoring_syncs',
    ];
    const before = await Promise.all(tables.map(count));
    // A file whose second collection has a creditor name longer than the column: the insert of the
    // issues fails after the connection row was written in the same transaction.
    const real = sandboxCreditFile(identityKey, t0);
    const broken = {
      ...real,
      accounts: [
        ...real.accounts,
        {
          ...(real.accounts[0] as (typeof real.accounts)[number]),
          id: 'broken',
          paymentStatus: 'Collection' as const,
          creditor: 'X'.repeat(300),
        },
      ],
    };
    const service = monitoringServiceOn(db, {
      clock: { now: t0 },
      bureaus: { source: 'sandbox', pullCreditFile: async () => broken, syncMonitoring: async () => broken },
    });
    const viewer = await aSessionUser(db);
    await expect(
      service.connectExperian(viewer, { personalInfo, fcraAuthorized: true }, { ip: '10.0.0.7' }),
    ).rejects.toThrow();
    expect(await Promise.all(tables.map(count))).toEqual(before);
  });
});
