import { and, asc, count, eq, ilike, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';

const profileColumns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  accessLevel: users.accessLevel,
  requiresPasswordReset: users.requiresPasswordReset,
  isTestUser: users.isTestUser,
  subscriptionStatus: users.subscriptionStatus,
  subscriptionPlanId: users.subscriptionPlanId,
  createdAt: users.createdAt,
  addressLine1: users.addressLine1,
  addressLine2: users.addressLine2,
  city: users.city,
  state: users.state,
  zipCode: users.zipCode,
};
export type ProfileRow = Awaited<ReturnType<ReturnType<typeof createUsersRepository>['findProfile']>>;

export function createUsersRepository(db: Database) {
  // Prepared once: every page of the app reads the signed-in profile.
  const profileStatement = db
    .select(profileColumns)
    .from(users)
    .where(eq(users.id, sql.placeholder('id')))
    .prepare('user_profile');
  return {
    async findProfile(id: number) {
      const [row] = await profileStatement.execute({ id });
      return row;
    },
    /** A page of people for admin lists; search matches name or email, in any letter case. */
    async listPage(opts: { search?: string; clientsOnly: boolean; page: number; pageSize: number }) {
      const filters: SQL[] = [];
      if (opts.clientsOnly) filters.push(ne(users.accessLevel, 'ADMIN'));
      if (opts.search) {
        const pattern = `%${opts.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
        filters.push(
          or(
            ilike(users.firstName, pattern),
            ilike(users.lastName, pattern),
            ilike(users.email, pattern),
            ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, pattern),
          ) as SQL,
        );
      }
      const where = filters.length ? and(...filters) : undefined;
      const [items, [total]] = await Promise.all([
        db
          .select({
            id: users.id,
            firstName: users.firstName,
            lastName: users.lastName,
            email: users.email,
            accessLevel: users.accessLevel,
            createdAt: users.createdAt,
          })
          .from(users)
          .where(where)
          .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id))
          .limit(opts.pageSize)
          .offset((opts.page - 1) * opts.pageSize),
        db.select({ n: count() }).from(users).where(where),
      ]);
      return { items, total: total?.n ?? 0 };
    },
    async updateProfile(
      id: number,
      changes: Partial<
        Pick<
          typeof users.$inferInsert,
          'firstName' | 'lastName' | 'addressLine1' | 'addressLine2' | 'city' | 'state' | 'zipCode'
        >
      >,
    ) {
      await db
        .update(users)
        .set({ ...changes, updatedAt: new Date() })
        .where(eq(users.id, id));
    },
  };
}
export type UsersRepository = ReturnType<typeof createUsersRepository>;
