import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { taxIntegrations } from '../../db/schema';

export type TaxIntegrationRow = typeof taxIntegrations.$inferSelect;
export type NewTaxIntegrationRow = Omit<typeof taxIntegrations.$inferInsert, 'id'>;

export function createTaxIntegrationsRepository(db: Database) {
  return {
    integrationsOf: (userId: number) =>
      db
        .select()
        .from(taxIntegrations)
        .where(eq(taxIntegrations.userId, userId))
        .orderBy(desc(taxIntegrations.taxYear), desc(taxIntegrations.lastUpdated), desc(taxIntegrations.id))
        .limit(100),
    async find(userId: number, taxSoftware: TaxIntegrationRow['taxSoftware'], taxYear: number) {
      const [row] = await db
        .select()
        .from(taxIntegrations)
        .where(
          and(
            eq(taxIntegrations.userId, userId),
            eq(taxIntegrations.taxSoftware, taxSoftware),
            eq(taxIntegrations.taxYear, taxYear),
          ),
        );
      return row;
    },
    /** Undefined when the software is already linked for that year (two clicks at once included). */
    async insert(row: NewTaxIntegrationRow) {
      const [inserted] = await db.insert(taxIntegrations).values(row).onConflictDoNothing().returning();
      return inserted as TaxIntegrationRow | undefined;
    },
  };
}
export type TaxIntegrationsRepository = ReturnType<typeof createTaxIntegrationsRepository>;
