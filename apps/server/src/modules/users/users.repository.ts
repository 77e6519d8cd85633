import { eq, sql } from 'drizzle-orm';
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
};

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
  };
}
export type UsersRepository = ReturnType<typeof createUsersRepository>;
