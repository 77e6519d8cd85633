import { platformOrganizationId } from '@app/contracts/platform-operator.contract';
import type { Database } from '../../db/client';
import { inOrganization } from '../../db/organization-context';
import {
  aiFeatureUses,
  bureauAnalyses,
  bureauResponses,
  creditIssues,
  disputeOutcomes,
  disputes,
  outcomeFileSnapshots,
  scoreHistory,
  users,
} from '../../db/schema';
import { ledgerItem } from '../dispute-outcomes/file-items';

/*
 * A small office whose figures are known by hand, for the analytics route test. Dates are placed by
 * calendar month ("k months ago, day d", UTC) so the monthly summary is exact whatever today is.
 */

/** yyyy-mm-dd of day `day` (1..28) of the month `k` months before this one (UTC). */
export const monthDay = (k: number, day: number) => {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - k, day)).toISOString().slice(0, 10);
};
const at = (isoDay: string) => new Date(`${isoDay}T12:00:00Z`);
const daysFromToday = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

type Bureau = 'EQUIFAX' | 'EXPERIAN' | 'TRANSUNION';

async function addClient(db: Database, name: string, createdAt: Date) {
  const [row] = await db
    .insert(users)
    .values({
      firstName: name,
      lastName: 'Known',
      email: `${name.toLowerCase()}-${Math.random().toString(36).slice(2, 8)}@example.com`,
      passwordHash: 'not-a-usable-hash',
      accessLevel: 'CLIENT_VIEWER',
      createdAt,
    })
    .returning({ id: users.id });
  return (row as { id: number }).id;
}

async function addIssue(db: Database, userId: number, status: 'ACTIVE' | 'DISPUTED' | 'RESOLVED') {
  const [row] = await db
    .insert(creditIssues)
    .values({
      userId,
      type: 'COLLECTION',
      title: 'Collection account',
      description: 'Known test item',
      creditor: 'Midland Credit',
      impact: 40,
      bureaus: ['EQUIFAX', 'EXPERIAN', 'TRANSUNION'],
      status,
    })
    .returning({ id: creditIssues.id });
  return (row as { id: number }).id;
}

/**
 * Adds the known office to the database. `clientA` is an existing signed-in client (created now);
 * the other clients are made here. Returns nothing: the test states the expected figures itself.
 */
export async function addKnownOffice(db: Database, clientA: number, adminId: number) {
  const clientB = await addClient(db, 'Bea', at(monthDay(2, 10)));
  const clientC = await addClient(db, 'Cal', at(monthDay(13, 1)));
  const clientD = await addClient(db, 'Dee', new Date());
  const clientE = await addClient(db, 'Eve', at(monthDay(5, 3)));

  // Issues: A has 3 ACTIVE, 1 DISPUTED, 1 RESOLVED; B has 2 ACTIVE.
  const issueA = await addIssue(db, clientA, 'DISPUTED');
  for (const s of ['ACTIVE', 'ACTIVE', 'ACTIVE', 'RESOLVED'] as const) await addIssue(db, clientA, s);
  const issueB = await addIssue(db, clientB, 'ACTIVE');
  await addIssue(db, clientB, 'ACTIVE');

  const dispute = async (
    userId: number,
    issueId: number,
    bureau: Bureau,
    row: Partial<typeof disputes.$inferInsert>,
  ) => {
    const [saved] = await db
      .insert(disputes)
      .values({
        userId,
        issueId,
        bureau,
        letterType: 'BUREAU_DISPUTE',
        reason: 'UNVERIFIABLE',
        letterContent: 'Known test letter',
        expectedResponse: daysFromToday(30),
        consumerApprovedAt: new Date(),
        ...row,
      })
      .returning({ id: disputes.id });
    return (saved as { id: number }).id;
  };
  // 1: admin draft awaiting the client; 2: a draft the client asked to change; 3: approved, not sent.
  await dispute(clientA, issueA, 'EQUIFAX', { status: 'PENDING', consumerApprovedAt: null });
  await dispute(clientA, issueA, 'EQUIFAX', {
    status: 'PENDING',
    consumerApprovedAt: null,
    changeRequest: 'Spell my name right',
  });
  await dispute(clientA, issueA, 'EXPERIAN', { status: 'PENDING' });
  // 4-6, 10: sent by status, no send date; follow-ups: 5 due and done, 6 due not done, 10 not due yet.
  await dispute(clientA, issueA, 'EXPERIAN', { status: 'SENT' });
  await dispute(clientA, issueA, 'TRANSUNION', {
    status: 'DELIVERED',
    deliveryDate: daysFromToday(-17),
    followUpDate: daysFromToday(-3),
    alertSent: true,
  });
  await dispute(clientB, issueB, 'TRANSUNION', {
    status: 'FOLLOW_UP_REQUIRED',
    deliveryDate: daysFromToday(-27),
    followUpDate: daysFromToday(-13),
  });
  // 7: Equifax answered 24 days after delivery; its follow-up came and was done.
  const d7 = await dispute(clientB, issueB, 'EQUIFAX', {
    status: 'RESOLVED',
    createdAt: at(monthDay(2, 1)),
    dateSent: at(monthDay(2, 2)),
    deliveryDate: monthDay(2, 4),
    actualResponse: monthDay(2, 28),
    followUpDate: monthDay(2, 18),
    alertSent: true,
  });
  // 8: rejected (beyond PENDING, no send date), 20 days from delivery to answer.
  await dispute(clientB, issueB, 'EXPERIAN', {
    status: 'REJECTED',
    createdAt: at(monthDay(1, 1)),
    deliveryDate: monthDay(1, 3),
    actualResponse: monthDay(1, 23),
  });
  // 9: no delivery date known: 15 days from the send date.
  await dispute(clientA, issueA, 'EQUIFAX', {
    status: 'RESOLVED',
    createdAt: at(monthDay(3, 1)),
    dateSent: at(monthDay(3, 2)),
    actualResponse: monthDay(3, 17),
  });
  await dispute(clientA, issueA, 'TRANSUNION', {
    status: 'FOLLOW_UP_REQUIRED',
    deliveryDate: daysFromToday(-2),
    followUpDate: daysFromToday(12),
    alertSent: true,
  });
  // 11: an answer dated before delivery (a typing slip): sent, but left out of response times.
  await dispute(clientA, issueA, 'EXPERIAN', {
    status: 'RESOLVED',
    createdAt: at(monthDay(1, 1)),
    dateSent: at(monthDay(1, 5)),
    deliveryDate: monthDay(1, 10),
    actualResponse: monthDay(1, 8),
  });
  // 12: still PENDING but with a send date: counted as sent.
  await dispute(clientA, issueA, 'TRANSUNION', { status: 'PENDING', dateSent: new Date() });

  const response = async (
    userId: number,
    bureau: Bureau,
    responseType: string,
    responseDate: string,
    disputeId?: number,
  ) => {
    const [row] = await db
      .insert(bureauResponses)
      .values({
        userId,
        disputeId,
        bureau,
        responseType: responseType as 'DELETED',
        responseText: 'Known test answer',
        responseDate,
      })
      .returning({ id: bureauResponses.id });
    return (row as { id: number }).id;
  };
  /**
   * The ledger's deletion that a deleting answer stands for, seen in a file: the one definition of
   * a deletion. `alsoByLetter`: the bureau's answer letter told of it first, an entry that must not
   * count a second time.
   */
  const deletion = async (
    userId: number,
    bureau: Bureau,
    observedOn: string,
    disputeId?: number,
    alsoByLetter = false,
  ) => {
    const item = ledgerItem({ bureau, creditor: 'KNOWN CREDITOR' });
    const [file] = await db
      .insert(outcomeFileSnapshots)
      .values({ userId, bureau, documentKey: `known-${observedOn}`, items: [], takenAt: new Date() })
      .returning({ id: outcomeFileSnapshots.id });
    const entry = { userId, bureau, kind: 'DELETED' as const, item, disputeId, observedOn };
    if (alsoByLetter) await db.insert(disputeOutcomes).values(entry);
    await db.insert(disputeOutcomes).values({ ...entry, snapshotId: file?.id });
  };
  const r1 = await response(clientB, 'EQUIFAX', 'DELETED', monthDay(2, 28), d7);
  await deletion(clientB, 'EQUIFAX', monthDay(2, 28), d7, true);
  await deletion(clientC, 'EQUIFAX', monthDay(13, 5));
  await deletion(clientB, 'EXPERIAN', monthDay(1, 12));
  const r2 = await response(clientA, 'EQUIFAX', 'UPDATED', monthDay(3, 17));
  await response(clientA, 'EQUIFAX', 'VERIFIED', monthDay(0, 1));
  await response(clientC, 'EQUIFAX', 'DELETED', monthDay(13, 5));
  for (const [type, day] of [
    ['FRIVOLOUS', 23],
    ['PARTIAL', 8],
    ['VERIFIED', 9],
    ['DELETED', 12],
  ] as const) {
    await response(clientB, 'EXPERIAN', type, monthDay(1, day));
  }

  // Scores: A +55, B −10, D 0, E +130; C has one score only; the admin's own scores are not a client's.
  const scores: [number, number[]][] = [
    [clientA, [600, 640, 655]],
    [clientB, [700, 690]],
    [clientC, [620]],
    [clientD, [580, 580]],
    [clientE, [500, 630]],
    [adminId, [700, 800]],
  ];
  for (const [userId, points] of scores) {
    await db.insert(scoreHistory).values(
      // Inserted newest first, so the order must come from recorded_at, not from the id.
      points
        .map((score, i) => ({ userId, score, source: 'upload', recordedAt: at(monthDay(3 - i, 5)) }))
        .reverse(),
    );
  }

  const old = new Date(Date.now() - 40 * 86_400_000);
  await db.insert(aiFeatureUses).values([
    { userId: clientA, feature: 'dispute-letter', engine: 'builtin' },
    { userId: clientA, feature: 'dispute-letter', engine: 'builtin' },
    { userId: clientB, feature: 'dispute-letter', engine: 'builtin', createdAt: old },
    { userId: clientA, feature: 'credit-analysis', engine: 'openai' },
    { userId: clientB, feature: 'score-simulation', engine: 'builtin' },
  ]);
  // A visitor's use has no person: it is the organization of the site it was made on.
  await inOrganization(platformOrganizationId, async () => {
    await db.insert(aiFeatureUses).values({ userId: null, feature: 'score-simulation', engine: 'builtin' });
  });
  await db.insert(bureauAnalyses).values(
    [r1, r2].map((responseId) => ({
      responseId,
      successProbability: 60,
      confidenceScore: 70,
      strategyType: 'REWRITE' as const,
      analysisResult: '{"summary":"known"}',
      rejectionReasons: [],
      recommendedActions: '[]',
      nextDisputeTemplate: '',
      engine: 'builtin',
    })),
  );
}
