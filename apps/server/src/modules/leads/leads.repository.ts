import type { Database } from '../../db/client';
import { leads } from '../../db/schema';

export function createLeadsRepository(db: Database) {
  return {
    async insert(lead: typeof leads.$inferInsert) {
      const [row] = await db.insert(leads).values(lead).returning({ id: leads.id });
      return row as { id: number };
    },
  };
}
export type LeadsRepository = ReturnType<typeof createLeadsRepository>;
