import type { Database } from '../db/client';
import { users } from '../db/schema';
import { hashPassword } from '../platform/auth/passwords';

export async function createAdminAccount(
  db: Database,
  a: { email: string; firstName: string; lastName: string; temporaryPassword: string },
) {
  const [row] = await db
    .insert(users)
    .values({
      email: a.email.trim(),
      firstName: a.firstName,
      lastName: a.lastName,
      accessLevel: 'ADMIN',
      requiresPasswordReset: true,
      passwordHash: await hashPassword(a.temporaryPassword),
    })
    .onConflictDoNothing()
    .returning({ id: users.id });
  return row;
}
