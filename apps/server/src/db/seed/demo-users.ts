import { hashPassword } from '../../platform/auth/passwords';
import type { Database } from '../client';
import { users } from '../schema';

/** The demo accounts the README lists. Passwords are public by design: demo data only. */
export const demoAccounts = [
  {
    email: 'admin@example.com',
    password: 'DemoAdmin#2026',
    firstName: 'Avery',
    lastName: 'Morgan',
    accessLevel: 'ADMIN' as const,
    teamRole: 'OWNER' as const,
  },
  {
    email: 'beta@example.com',
    password: 'DemoBeta#2026',
    firstName: 'Jordan',
    lastName: 'Rivera',
    accessLevel: 'BETA_TESTER' as const,
    isTestUser: true,
  },
  {
    email: 'client@example.com',
    password: 'DemoClient#2026',
    firstName: 'Casey',
    lastName: 'Bennett',
    accessLevel: 'CLIENT_VIEWER' as const,
  },
];

export async function seedDemoUsers(db: Database) {
  for (const { password, ...account } of demoAccounts) {
    await db
      .insert(users)
      .values({ ...account, passwordHash: await hashPassword(password) })
      .onConflictDoNothing();
  }
}
