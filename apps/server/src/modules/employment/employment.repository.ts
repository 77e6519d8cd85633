import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { employmentRecords } from '../../db/schema';

export type EmploymentRow = typeof employmentRecords.$inferSelect;
export type NewEmploymentRow = Omit<typeof employmentRecords.$inferInsert, 'id'>;

export function createEmploymentRepository(db: Database) {
  return {
    recordsOf: (userId: number) =>
      db
        .select()
        .from(employmentRecords)
        .where(eq(employmentRecords.userId, userId))
        .orderBy(desc(employmentRecords.startDate), desc(employmentRecords.id))
        .limit(200),
    async insert(row: NewEmploymentRow) {
      const [inserted] = await db.insert(employmentRecords).values(row).returning();
      return inserted as EmploymentRow;
    },
  };
}
export type EmploymentRepository = ReturnType<typeof createEmploymentRepository>;
