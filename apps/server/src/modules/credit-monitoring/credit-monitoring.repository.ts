import { and, desc, eq, inArray, isNull, lte, ne } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  creditFileItems,
  creditFiles,
  fcraAuthorizations,
  monitoringConnections,
  monitoringSyncs,
  users,
} from '../../db/schema';
import type { Transaction } from '../../db/transaction';

export type ConnectionRow = typeof monitoringConnections.$inferSelect;
export type SyncRow = typeof monitoringSyncs.$inferSelect;
export type CreditFileRow = typeof creditFiles.$inferSelect;
type NewConnection = typeof monitoringConnections.$inferInsert;

export function createCreditMonitoringRepository(db: Database) {
  return {
    /** Runs `work` in one transaction: everything it writes lands, or nothing does. */
    inTransaction: <T>(work: (tx: Transaction) => Promise<T>) => db.transaction(work),

    listForUser: (userId: number) =>
      db
        .select()
        .from(monitoringConnections)
        .where(eq(monitoringConnections.userId, userId))
        .orderBy(desc(monitoringConnections.createdAt), desc(monitoringConnections.id)),

    async find(id: number) {
      const [row] = await db.select().from(monitoringConnections).where(eq(monitoringConnections.id, id));
      return row;
    },

    async findByProvider(userId: number, provider: ConnectionRow['provider']) {
      const [row] = await db
        .select()
        .from(monitoringConnections)
        .where(and(eq(monitoringConnections.userId, userId), eq(monitoringConnections.provider, provider)));
      return row;
    },

    /** A new connection, or null when the person already has one with this provider. */
    async insert(row: NewConnection) {
      const [saved] = await db.insert(monitoringConnections).values(row).onConflictDoNothing().returning();
      return saved ?? null;
    },

    /** Experian connect: the person's one EXPERIAN connection, made or refreshed. */
    async upsertWithin(tx: Transaction, row: NewConnection) {
      const { userId, provider, createdAt: _, ...changes } = row;
      const [saved] = await tx
        .insert(monitoringConnections)
        .values(row)
        .onConflictDoUpdate({
          target: [monitoringConnections.userId, monitoringConnections.provider],
          set: { ...changes, updatedAt: new Date() },
        })
        .returning();
      return saved as ConnectionRow;
    },

    async updateWithin(tx: Transaction, id: number, changes: Partial<NewConnection>) {
      const [saved] = await tx
        .update(monitoringConnections)
        .set({ ...changes, updatedAt: new Date() })
        .where(eq(monitoringConnections.id, id))
        .returning();
      return saved as ConnectionRow;
    },

    async remove(id: number) {
      await db.delete(monitoringConnections).where(eq(monitoringConnections.id, id));
    },

    async recordAuthorization(row: typeof fcraAuthorizations.$inferInsert) {
      const [saved] = await db
        .insert(fcraAuthorizations)
        .values(row)
        .returning({ id: fcraAuthorizations.id });
      return (saved as { id: number }).id;
    },
    async linkAuthorizationWithin(tx: Transaction, authorizationId: number, connectionId: number) {
      await tx
        .update(fcraAuthorizations)
        .set({ connectionId })
        .where(eq(fcraAuthorizations.id, authorizationId));
    },

    historyForUser: (userId: number, limit: number) =>
      db
        .select()
        .from(monitoringSyncs)
        .where(eq(monitoringSyncs.userId, userId))
        .orderBy(desc(monitoringSyncs.syncDate), desc(monitoringSyncs.id))
        .limit(limit),

    /** The score of the connection's newest successful sync, if any. */
    async lastSyncedScore(connectionId: number) {
      const [row] = await db
        .select({ score: monitoringSyncs.score })
        .from(monitoringSyncs)
        .where(and(eq(monitoringSyncs.connectionId, connectionId), eq(monitoringSyncs.syncStatus, 'SUCCESS')))
        .orderBy(desc(monitoringSyncs.syncDate), desc(monitoringSyncs.id))
        .limit(1);
      return row?.score ?? null;
    },

    async insertSync(row: typeof monitoringSyncs.$inferInsert, tx?: Transaction) {
      const [saved] = await (tx ?? db).insert(monitoringSyncs).values(row).returning();
      return saved as SyncRow;
    },

    itemsOfConnectionWithin: (tx: Transaction, connectionId: number) =>
      tx.select().from(creditFileItems).where(eq(creditFileItems.connectionId, connectionId)),

    async insertItemsWithin(tx: Transaction, rows: (typeof creditFileItems.$inferInsert)[]) {
      if (rows.length) await tx.insert(creditFileItems).values(rows);
    },
    async markSeenWithin(tx: Transaction, ids: number[], on: string) {
      if (ids.length)
        await tx
          .update(creditFileItems)
          .set({ lastSeenOn: on, removedOn: null })
          .where(inArray(creditFileItems.id, ids));
    },
    async relinkWithin(tx: Transaction, id: number, issueId: number, on: string) {
      await tx
        .update(creditFileItems)
        .set({ issueId, lastSeenOn: on, removedOn: null, creditedDisputeId: null })
        .where(eq(creditFileItems.id, id));
    },
    async markRemovedWithin(tx: Transaction, id: number, on: string, creditedDisputeId: number | null) {
      await tx
        .update(creditFileItems)
        .set({ removedOn: on, creditedDisputeId })
        .where(eq(creditFileItems.id, id));
    },
    /** Whether another connection's file still reports the issue (then it is not gone from every bureau). */
    async issueStillReportedWithin(tx: Transaction, issueId: number, exceptItemId: number) {
      const [row] = await tx
        .select({ id: creditFileItems.id })
        .from(creditFileItems)
        .where(
          and(
            eq(creditFileItems.issueId, issueId),
            isNull(creditFileItems.removedOn),
            ne(creditFileItems.id, exceptItemId),
          ),
        )
        .limit(1);
      return !!row;
    },

    async saveFileWithin(tx: Transaction, row: typeof creditFiles.$inferInsert) {
      const { connectionId: _, ...changes } = row;
      await tx
        .insert(creditFiles)
        .values(row)
        .onConflictDoUpdate({ target: creditFiles.connectionId, set: changes });
    },

    /** The newest file of the person's active connections. */
    async latestFileForUser(userId: number) {
      const [row] = await db
        .select({ file: creditFiles })
        .from(creditFiles)
        .innerJoin(monitoringConnections, eq(monitoringConnections.id, creditFiles.connectionId))
        .where(and(eq(creditFiles.userId, userId), eq(monitoringConnections.isActive, true)))
        .orderBy(desc(creditFiles.pulledAt))
        .limit(1);
      return row?.file;
    },

    /** Every connection with its owner's name, for the admin's Credit Profiles. */
    /** The connections of one organization's people. */
    listAllWithOwner: (organizationId: number) =>
      db
        .select({
          connection: monitoringConnections,
          firstName: users.firstName,
          lastName: users.lastName,
        })
        .from(monitoringConnections)
        .innerJoin(
          users,
          and(eq(users.id, monitoringConnections.userId), eq(users.organizationId, organizationId)),
        )
        .orderBy(desc(monitoringConnections.lastSyncDate), desc(monitoringConnections.id)),

    /**
     * Claims connections whose auto-sync is due: FOR UPDATE SKIP LOCKED, and their next time is
     * moved on in the same transaction, so a second process running the job at the same moment
     * neither waits for these rows nor sees them as due once this commits.
     */
    async claimDue(now: Date, limit: number, nextAt: (row: ConnectionRow) => Date) {
      return db.transaction(async (tx) => {
        const rows = await tx
          .select()
          .from(monitoringConnections)
          .where(
            and(
              eq(monitoringConnections.isActive, true),
              eq(monitoringConnections.autoSyncEnabled, true),
              lte(monitoringConnections.nextSyncAt, now),
            ),
          )
          .orderBy(monitoringConnections.nextSyncAt, monitoringConnections.id)
          .limit(limit)
          .for('update', { skipLocked: true });
        for (const row of rows) {
          await tx
            .update(monitoringConnections)
            .set({ nextSyncAt: nextAt(row) })
            .where(eq(monitoringConnections.id, row.id));
        }
        return rows;
      });
    },
  };
}
export type CreditMonitoringRepository = ReturnType<typeof createCreditMonitoringRepository>;
