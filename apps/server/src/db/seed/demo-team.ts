import { eq, inArray } from 'drizzle-orm';
import { hashPassword } from '../../platform/auth/passwords';
import type { Database } from '../client';
import { users } from '../schema';

/**
 * The first organization's demo team beside its Owner (admin@example.com): a specialist who works
 * the beta tester's and the demo client's files, a processor and a salesperson. Staff are `ADMIN`
 * to the API; their team role says what they may do. Passwords are public by design: demo only.
 */
const demoTeamAccounts = [
  {
    email: 'specialist@example.com',
    password: 'DemoSpecialist#2026',
    firstName: 'Riley',
    lastName: 'Chen',
    teamRole: 'SPECIALIST' as const,
  },
  {
    email: 'processor@example.com',
    password: 'DemoProcessor#2026',
    firstName: 'Sam',
    lastName: 'Okafor',
    teamRole: 'PROCESSOR' as const,
  },
  {
    email: 'sales@example.com',
    password: 'DemoSales#2026',
    firstName: 'Morgan',
    lastName: 'Diaz',
    teamRole: 'SALES' as const,
  },
];

/** The specialist's clients. */
const specialistClients = ['beta@example.com', 'client@example.com'];

export async function seedDemoTeam(db: Database) {
  for (const { password, ...account } of demoTeamAccounts) {
    await db
      .insert(users)
      .values({ ...account, accessLevel: 'ADMIN', passwordHash: await hashPassword(password) })
      .onConflictDoNothing();
  }
  const [specialist] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, 'specialist@example.com'));
  if (!specialist) return;
  await db
    .update(users)
    .set({ assignedSpecialistId: specialist.id })
    .where(inArray(users.email, specialistClients));
}
