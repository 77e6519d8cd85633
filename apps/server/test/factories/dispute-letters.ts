import { creditIssues, disputes } from '../../src/db/schema';
import type { TestApp } from '../build-test-app';
import type { TestDatabase } from '../test-database';
import { signedServiceContract } from './service-contract';
import { createSignedInUser } from './users';

type AppOnDatabase = { app: TestApp; db: TestDatabase };
type Caller = { userId: number; headers: Record<string, string> };
type Bureau = 'EQUIFAX' | 'EXPERIAN' | 'TRANSUNION';

/** A letter body a bureau would process: long enough, and with no bracketed placeholder left. */
export const disputeLetterText = `To whom it may concern,\n\n${'I dispute this item because it cannot be verified. '.repeat(6)}\n\nSincerely`;

/**
 * An admin, and a client who signed the contract of a plan on which the company mails, so that the
 * letters drafted for them can be approved and mailed.
 */
export async function anAdminAndAContractedClient(t: AppOnDatabase) {
  const admin = await createSignedInUser(t.app, t.db, 'ADMIN');
  const client = await createSignedInUser(t.app, t.db, 'CLIENT_VIEWER');
  await signedServiceContract(t.db, client.userId);
  return { admin, client };
}

/** An unpaid collection account on the person's file, reported at the bureaus given (for `issues.add`). */
export const aCollection = (
  userId: number,
  creditor: string,
  bureaus: Bureau[] = ['EQUIFAX', 'EXPERIAN'],
) => ({
  userId,
  type: 'COLLECTION' as const,
  title: `Collection: ${creditor}`,
  description: 'Collection account reported as unpaid',
  creditor,
  amountCents: 84_500,
  dateReported: '2023-04-01',
  impact: 45,
  bureaus,
});

/** The ids of new collections on the person's file, one per creditor, in order. */
export async function collectionsOf(
  t: AppOnDatabase,
  userId: number,
  creditors: string[],
  bureaus?: Bureau[],
) {
  const added = await t.app.services.issues.add(creditors.map((c) => aCollection(userId, c, bureaus)));
  return added.map((i: { id: number }) => i.id);
}

/** A letter the admin drafted for the client over one of their items, waiting for the client's answer. */
export async function anAdminDraft(
  t: AppOnDatabase,
  admin: Caller,
  letter: { userId: number; issueId: number; bureau?: Bureau; letterGenerated?: boolean },
) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/disputes',
    headers: admin.headers,
    payload: { bureau: 'EQUIFAX', reason: 'UNVERIFIABLE', letterContent: disputeLetterText, ...letter },
  });
  if (res.statusCode !== 201) throw new Error(`the letter was not drafted: ${res.statusCode} ${res.body}`);
  return res.json() as { id: number; consumerApprovedAt: string | null; status: string };
}

/**
 * An item on the person's file and a letter about it that was mailed (written straight to the
 * tables, as a test of what happens after mailing needs no mailing): the letter's id. The letter
 * is the consumer's own, approved, with a tracking number; `letter` sets its status and dates.
 */
export async function anItemAndAMailedDispute(
  db: TestDatabase,
  userId: number,
  letter: Partial<typeof disputes.$inferInsert> & { creditor: string; title: string },
) {
  const { creditor, title, ...dispute } = letter;
  const [issue] = await db.db
    .insert(creditIssues)
    .values({ userId, type: 'COLLECTION', title, description: 'x', creditor, impact: 40 })
    .returning({ id: creditIssues.id });
  const [row] = await db.db
    .insert(disputes)
    .values({
      userId,
      issueId: (issue as { id: number }).id,
      bureau: 'EQUIFAX',
      letterType: 'BUREAU_DISPUTE',
      reason: 'NOT_MINE',
      letterContent: 'A letter long enough to be a letter.',
      status: 'SENT',
      expectedResponse: '2026-12-20',
      uspsTrackingNumber: '9407111899223197428490',
      mailedBy: 'CONSUMER',
      ...dispute,
    })
    .returning({ id: disputes.id });
  return (row as { id: number }).id;
}
