import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { rentReportingEnrollments } from '../../db/schema';

export function createRentReportingRepository(db: Database) {
  return {
    enrollmentsOf: (userId: number) =>
      db.select().from(rentReportingEnrollments).where(eq(rentReportingEnrollments.userId, userId)),
    /** The first date stands: pressing Enroll again does not move it. */
    async recordEnrollment(userId: number, serviceId: string, enrolledOn: string) {
      await db
        .insert(rentReportingEnrollments)
        .values({ userId, serviceId, enrolledOn })
        .onConflictDoNothing();
      const [row] = await db
        .select()
        .from(rentReportingEnrollments)
        .where(
          and(eq(rentReportingEnrollments.userId, userId), eq(rentReportingEnrollments.serviceId, serviceId)),
        );
      return row?.enrolledOn ?? enrolledOn;
    },
  };
}
export type RentReportingRepository = ReturnType<typeof createRentReportingRepository>;
