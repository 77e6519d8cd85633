import { sql } from 'drizzle-orm';
import type { SecretBox } from '../../platform/crypto/secret-box';
import type { Database } from '../client';
import { educationalContent, users } from '../schema';
import { articleSeed } from './articles';
import { seedDemoBilling } from './demo-billing';
import { seedDemoCredit } from './demo-credit';
import { seedDemoMonitoring } from './demo-monitoring';
import { demoAccounts, seedDemoUsers } from './demo-users';
import { seedPlans } from './plans';

/**
 * Plans and Learning Center articles are product content and always exist. Demo accounts and
 * their credit files only where asked (an empty embedded database, or SEED_DEMO).
 */
export async function seedDatabase(
  db: Database,
  opts: { demo: 'always' | 'if-empty' | 'never'; secretBox: SecretBox },
) {
  await seedPlans(db);
  await db
    .insert(educationalContent)
    .values(articleSeed)
    .onConflictDoNothing({ target: educationalContent.slug });
  if (opts.demo === 'never') return false;
  if (opts.demo === 'if-empty') {
    const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(users);
    if ((row?.n ?? 0) > 0) return false;
  }
  await seedDemoUsers(db);
  for (const account of demoAccounts.filter((a) => a.accessLevel !== 'ADMIN')) {
    await seedDemoCredit(db, opts.secretBox, account.email);
  }
  await seedDemoMonitoring(db, opts.secretBox, 'client@example.com');
  await seedDemoBilling(db, 'client@example.com');
  return true;
}
