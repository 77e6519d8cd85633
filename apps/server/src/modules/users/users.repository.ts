import { eq } from 'drizzle-orm';
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
  return {
    async findProfile(id: number) {
      const [row] = await db.select(profileColumns).from(users).where(eq(users.id, id));
      return row;
    },
  };
}
export type UsersRepository = ReturnType<typeof createUsersRepository>;
