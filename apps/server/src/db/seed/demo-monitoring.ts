import { dayIn } from '@app/contracts/common/dates';
import { and, desc, eq } from 'drizzle-orm';
import type { BureauIdentity, CreditFile } from '../../integrations/bureaus/bureaus.port';
import { sandboxCreditFile } from '../../integrations/bureaus/sandbox-file';
import { negativeItemsOf, sameItemKey } from '../../modules/credit-monitoring/negative-items';
import { sealIdentity } from '../../modules/credit-monitoring/sealed-identity';
import type { SecretBox } from '../../platform/crypto/secret-box';
import type { Database } from '../client';
import {
  creditFileItems,
  creditFiles,
  creditIssues,
  disputes,
  fcraAuthorizations,
  monitoringConnections,
  monitoringSyncs,
  scoreHistory,
  users,
} from '../schema';
import { demoAddress } from './demo-letters';

const day = 86_400_000;

/** Who a demo connection pulls for: SSN and date of birth, and the file pulled (by default the sandbox bureau's). */
export interface DemoPerson {
  ssn: string;
  dateOfBirth: string;
  /** A fixed file instead of the sandbox bureau's: its negative items are linked to the tracked issues. */
  file?: (at: Date) => CreditFile;
}

/** A fictional person: the SSN is in the ITIN range (9xx), which the SSA never issues. */
const demoClient: DemoPerson = { ssn: '912703318', dateOfBirth: '1988-05-19' };

/** The person as the bureau knows them: their name and the mailing address their letters carry. */
const demoIdentity = (user: typeof users.$inferSelect, person: DemoPerson): BureauIdentity => ({
  firstName: user.firstName,
  lastName: user.lastName,
  ssn: person.ssn,
  dateOfBirth: person.dateOfBirth,
  address: {
    line1: user.addressLine1 ?? demoAddress.addressLine1,
    city: user.city ?? demoAddress.city,
    state: user.state ?? demoAddress.state,
    zipCode: user.zipCode ?? demoAddress.zipCode,
  },
});

/**
 * A demo person's Experian connection (sandbox), synced weekly for a month: the first sync
 * brought in the file, the latest saw the old telecom collection gone after the bureau deleted
 * it on our dispute, and credits that dispute. The file is under the person's own name.
 */
export async function seedDemoMonitoring(
  db: Database,
  secretBox: SecretBox,
  email: string,
  person: DemoPerson = demoClient,
  now = new Date(),
) {
  const [user] = await db.select().from(users).where(eq(users.email, email));
  if (!user) return;
  const daysAgo = (n: number) => new Date(now.getTime() - n * day);
  const isoDaysAgo = (n: number) => daysAgo(n).toISOString().slice(0, 10);
  const identity = demoIdentity(user, person);
  // The date of birth on file is the one the connection was made with: uploaded reports are checked against it.
  await db
    .update(users)
    .set({ dateOfBirthSealed: secretBox.seal(identity.dateOfBirth) })
    .where(eq(users.id, user.id));

  const [connection] = await db
    .insert(monitoringConnections)
    .values({
      userId: user.id,
      provider: 'EXPERIAN',
      accountEmail: user.email,
      identitySealed: sealIdentity(secretBox, identity),
      ssnLast4: identity.ssn.slice(-4),
      syncFrequency: 'WEEKLY',
      autoSyncEnabled: true,
      source: 'sandbox',
      lastSyncDate: daysAgo(2),
      nextSyncAt: new Date(daysAgo(2).getTime() + 7 * day),
      createdAt: daysAgo(30),
    })
    .onConflictDoNothing()
    .returning();
  if (!connection) return;
  await db.insert(fcraAuthorizations).values({
    userId: user.id,
    connectionId: connection.id,
    statement: 'Demo data: authorisation recorded when the demo connection was made.',
    ip: '127.0.0.1',
    authorizedAt: daysAgo(30),
  });

  const [removed] = await db
    .select({
      issueId: creditIssues.id,
      title: creditIssues.title,
      creditor: creditIssues.creditor,
      disputeId: disputes.id,
    })
    .from(creditIssues)
    .innerJoin(disputes, eq(disputes.issueId, creditIssues.id))
    .where(
      and(
        eq(creditIssues.userId, user.id),
        eq(creditIssues.creditor, 'Enhanced Recovery Company'),
        eq(disputes.status, 'RESOLVED'),
      ),
    );
  const openIssues = await db
    .select({ id: creditIssues.id })
    .from(creditIssues)
    .where(eq(creditIssues.userId, user.id));

  // The syncs read the person's own last two scores: the latest came with the deleted item.
  const [latest, before] = (
    await db
      .select({ score: scoreHistory.score })
      .from(scoreHistory)
      .where(eq(scoreHistory.userId, user.id))
      .orderBy(desc(scoreHistory.recordedAt))
      .limit(2)
  ).map((r) => r.score);
  const score = latest ?? 618;
  const previous = before ?? score;
  const syncs = [
    { daysAgo: 30, issuesFound: openIssues.length, score: previous, scoreChange: null },
    { daysAgo: 23, issuesFound: 0, score: previous, scoreChange: 0 },
    { daysAgo: 16, issuesFound: 0, score: previous, scoreChange: 0 },
    { daysAgo: 9, issuesFound: 0, score: previous, scoreChange: 0 },
    { daysAgo: 2, issuesFound: 0, score, scoreChange: score - previous, removed },
  ];
  await db.insert(monitoringSyncs).values(
    syncs.map((s) => ({
      connectionId: connection.id,
      userId: user.id,
      provider: 'EXPERIAN' as const,
      syncDate: daysAgo(s.daysAgo),
      syncStatus: 'SUCCESS' as const,
      issuesFound: s.issuesFound,
      itemsRemoved: s.removed ? 1 : 0,
      removedItems: s.removed
        ? [
            {
              issueId: s.removed.issueId,
              title: s.removed.title,
              creditor: s.removed.creditor,
              creditedDisputeId: s.removed.disputeId,
            },
          ]
        : [],
      score: s.score,
      scoreChange: s.scoreChange,
    })),
  );
  if (removed) {
    await db.insert(creditFileItems).values({
      connectionId: connection.id,
      userId: user.id,
      itemKey: 'account:demo-telecom-collection',
      issueId: removed.issueId,
      firstSeenOn: isoDaysAgo(30),
      lastSeenOn: isoDaysAgo(9),
      removedOn: isoDaysAgo(2),
      creditedDisputeId: removed.disputeId,
    });
  }
  const file =
    person.file?.(daysAgo(2)) ??
    sandboxCreditFile(`ssn:${identity.ssn}|dob:${identity.dateOfBirth}`, daysAgo(2));
  if (person.file) await linkTrackedIssues(db, { connectionId: connection.id, userId: user.id }, file, now);
  await db.insert(creditFiles).values({
    connectionId: connection.id,
    userId: user.id,
    source: 'sandbox',
    score,
    // The demo's dates are the default company zone's calendar days, as its last sync shows them.
    reportDate: dayIn('America/New_York', daysAgo(2)),
    accounts: file.accounts,
    inquiries: file.inquiries,
    publicRecords: file.publicRecords,
    pulledAt: daysAgo(2),
  });
}

/**
 * What the first sync's import did with a fixed file: each negative item that is one of the
 * person's open tracked issues (same kind, same creditor) is linked to it, seen since the first
 * sync, so a later sync that no longer finds it resolves the issue.
 */
async function linkTrackedIssues(
  db: Database,
  owner: { connectionId: number; userId: number },
  file: CreditFile,
  now: Date,
) {
  const since = new Date(now.getTime() - 30 * day).toISOString().slice(0, 10);
  const lastSeen = new Date(now.getTime() - 2 * day).toISOString().slice(0, 10);
  const open = new Map(
    (await db.select().from(creditIssues).where(eq(creditIssues.userId, owner.userId)))
      .filter((i) => i.status !== 'RESOLVED')
      .map((i) => [sameItemKey(i.type, i.creditor), i.id]),
  );
  const links = negativeItemsOf(file).flatMap((item) => {
    const issueId = open.get(sameItemKey(item.type, item.creditor));
    return issueId === undefined
      ? []
      : [{ ...owner, itemKey: item.key, issueId, firstSeenOn: since, lastSeenOn: lastSeen }];
  });
  if (links.length > 0) await db.insert(creditFileItems).values(links);
}
