import { sql } from 'drizzle-orm';
import type { Database } from '../client';
import { users } from '../schema';
import { seedDemoUsers } from './demo-users';
import { seedPlans } from './plans';

/** Plans always exist; demo accounts only where asked (an empty embedded database, or SEED_DEMO). */
export async function seedDatabase(db: Database, opts: { demo: 'always' | 'if-empty' | 'never' }) {
  await seedPlans(db);
  if (opts.demo === 'never') return false;
  if (opts.demo === 'if-empty') {
    const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(users);
    if ((row?.n ?? 0) > 0) return false;
  }
  await seedDemoUsers(db);
  return true;
}
