import { dayIn } from '@app/contracts/common/dates';
import {
  detectionConfidence,
  fraudulentAccountsOf,
  planRecoverySteps,
  suspiciousPatternsOf,
} from '@app/contracts/identity-theft';
import type { TheftItem } from '@app/contracts/identity-theft.contract';
import { and, desc, eq } from 'drizzle-orm';
import { theftItemOfIssue, theftItemsOf } from '../../modules/identity-theft/theft-items';
import type { Database } from '../client';
import {
  creditFiles,
  creditIssues,
  identityTheftCases,
  identityTheftSignals,
  identityTheftSteps,
  users,
} from '../schema';

const day = 86_400_000;

const creditor = 'Westlake Financial';

/** The Westlake inquiry as the scan reads it: from the imported file when there is one, else the tracked issue. */
async function westlakeInquiry(db: Database, userId: number): Promise<TheftItem | undefined> {
  const [file] = await db
    .select()
    .from(creditFiles)
    .where(eq(creditFiles.userId, userId))
    .orderBy(desc(creditFiles.pulledAt))
    .limit(1);
  if (file) return theftItemsOf(file, []).find((i) => i.kind === 'INQUIRY' && i.creditor === creditor);
  const [issue] = await db
    .select()
    .from(creditIssues)
    .where(
      and(
        eq(creditIssues.userId, userId),
        eq(creditIssues.type, 'INQUIRY'),
        eq(creditIssues.creditor, creditor),
      ),
    );
  return issue && theftItemOfIssue(issue);
}

/**
 * The beta tester never applied to Westlake Financial: they marked that hard inquiry of their
 * report as not theirs, a scan opened a case three days ago, and they have filed the FTC report.
 */
export async function seedDemoIdentityTheft(db: Database, email: string, now = new Date()) {
  const [user] = await db.select().from(users).where(eq(users.email, email));
  if (!user) return;
  const item = await westlakeInquiry(db, user.id);
  if (!item) return;
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
