import { eq } from 'drizzle-orm';
import type { Database } from '../client';
import { betaAccessCodes, feedback, users } from '../schema';

async function userId(db: Database, email: string) {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return row?.id ?? null;
}

/** The admin dashboard's demo: one access code of the demo admin and two pieces of the beta tester's feedback. */
export async function seedDemoBetaTesting(db: Database) {
  const adminId = await userId(db, 'admin@example.com');
  const betaId = await userId(db, 'beta@example.com');
  await db.insert(betaAccessCodes).values({
    code: 'BETA-WELCOME',
    features: ['CREDIT_SIMULATION', 'AI_DISPUTE_LETTERS'],
    createdById: adminId,
    maxRedemptions: 25,
  });
  if (betaId === null) return;
  await db.insert(feedback).values([
    {
      userId: betaId,
      feature: 'AI_DISPUTE_LETTERS',
      rating: 4,
      feedback: 'The letter read well and named the right account.',
      suggestions: 'Let me pick a softer tone for goodwill letters.',
    },
    {
      userId: betaId,
      feature: 'USPS_TRACKING',
      rating: 3,
      feedback: 'Tracking worked once the number was in.',
      bugReport: 'The delivery date showed a day late until I reloaded the page.',
    },
  ]);
}
