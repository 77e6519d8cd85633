import { dayIn } from '@app/contracts/common/dates';
import {
  detectionConfidence,
  fraudulentAccountsOf,
  planRecoverySteps,
  suspiciousPatternsOf,
} from '@app/contracts/identity-theft';
import { and, eq } from 'drizzle-orm';
import { theftItemOfIssue } from '../../modules/identity-theft/theft-items';
import type { Database } from '../client';
import { creditIssues, identityTheftCases, identityTheftSignals, identityTheftSteps, users } from '../schema';

const day = 86_400_000;

/**
 * The beta tester never applied to Westlake Financial: they marked that hard inquiry of their
 * report as not theirs, a scan opened a case three days ago, and they have filed the FTC report.
 */
export async function seedDemoIdentityTheft(db: Database, email: string, now = new Date()) {
  const [user] = await db.select().from(users).where(eq(users.email, email));
  if (!user) return;
  const [issue] = await db
    .select()
    .from(creditIssues)
    .where(
      and(
        eq(creditIssues.userId, user.id),
        eq(creditIssues.type, 'INQUIRY'),
        eq(creditIssues.creditor, 'Westlake Financial'),
      ),
    );
  if (!issue) return;
  const item = theftItemOfIssue(issue);
  const openedAt = new Date(now.getTime() - 3 * day);
  await db.insert(identityTheftSignals).values({
    userId: user.id,
    kind: 'INQUIRY',
    itemKey: item.key,
    item,
    text: item.creditor,
    createdAt: openedAt,
  });
  const signals = [{ kind: 'INQUIRY' as const, item, text: item.creditor }];
  const fraudulentAccounts = fraudulentAccountsOf(signals, dayIn('America/New_York', openedAt));
  const [theftCase] = await db
    .insert(identityTheftCases)
    .values({
      userId: user.id,
      status: 'ACTIVE',
      confidence: detectionConfidence(signals),
      fraudulentAccounts,
      suspiciousPatterns: suspiciousPatternsOf(signals),
      openedAt,
      scannedAt: openedAt,
    })
    .returning();
  if (!theftCase) return;
  await db.insert(identityTheftSteps).values(
    planRecoverySteps(fraudulentAccounts).map((s) => ({
      caseId: theftCase.id,
      ...s,
      completedAt: s.kind === 'FTC_REPORT' ? new Date(now.getTime() - 2 * day) : null,
    })),
  );
}
