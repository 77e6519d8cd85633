import type { DisputeOutcome } from '@app/contracts/dispute-outcomes.contract';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aSessionUser, monitoringServiceOn, personalInfo } from '../../../test/monitoring-service';
import { createTestDatabase, type TestDatabase, testDatabaseKinds } from '../../../test/test-database';
import {
  bureauAnswerLetters,
  bureauResponses,
  creditIssues,
  disputeOutcomes,
  disputes,
  monitoringConnections,
  outcomeFileSnapshots,
  reinsertionWatches,
  users,
} from '../../db/schema';
import type { BureauPort, CreditFile, FileAccount } from '../../integrations/bureaus/bureaus.port';
import { disputeOutcomesModule } from './dispute-outcomes.module';
import { ledgerItem } from './file-items';
import { createNoAnswerJob } from './no-answer.job';

const t0 = new Date('2026-03-02T15:00:00Z');
const day = 86_400_000;
const both = ['EXPERIAN', 'EQUIFAX'] as const;

const account = (over: Partial<FileAccount> & Pick<FileAccount, 'creditor'>): FileAccount => ({
  id: over.creditor,
  accountName: over.creditor,
  accountType: 'Credit Card',
  revolving: true,
  accountNumberLast4: null,
  balanceCents: 50_000,
  creditLimitCents: 100_000,
  paymentStatus: 'Current',
  paymentHistory: [],
  openedOn: '2018-05-01',
  delinquentSince: null,
  bureaus: [...both],
  ...over,
});
const midland = account({
  creditor: 'MIDLAND CREDIT MGMT',
  accountType: 'Collection',
  revolving: false,
  accountNumberLast4: '0077',
  balanceCents: 61_000,
  creditLimitCents: null,
  paymentStatus: 'Collection',
  openedOn: '2023-02-01',
  delinquentSince: '2022-11-01',
});
const capitalOne = account({
  creditor: 'CAPITAL ONE',
  accountNumberLast4: '4821',
  paymentStatus: '60 Days Late',
  delinquentSince: '2025-01-01',
});
const chase = account({ creditor: 'JPMCB CARD', accountNumberLast4: '9912' });
const lvnv = account({
  creditor: 'LVNV FUNDING',
  accountType: 'Collection',
  accountNumberLast4: '3030',
  paymentStatus: 'Collection',
});
const fileOf = (reportDate: string, accounts: FileAccount[]): CreditFile => ({
  reportDate,
  scores: { EXPERIAN: 601, EQUIFAX: 598 },
  accounts,
  inquiries: [],
  publicRecords: [],
});

describe.each(testDatabaseKinds())('the outcome ledger on %s', (kind) => {
  let db: TestDatabase;
  const clock = { now: t0 };
  let current = fileOf('2026-03-02', [midland, capitalOne, chase]);
  const bureaus: BureauPort = {
    source: 'sandbox',
    pullCreditFile: async () => current,
    syncMonitoring: async () => current,
  };
  let service: ReturnType<typeof monitoringServiceOn>;
  let outcomes: ReturnType<typeof disputeOutcomesModule>['service'];
  let userId: number;
  let connectionId: number;
  const letters: Record<string, number> = {};

  const sync = async () => {
    const [row] = await db.db
      .select()
      .from(monitoringConnections)
      .where(eq(monitoringConnections.id, connectionId));
    await service.syncConnection(row as NonNullable<typeof row>);
  };
  const ledger = async () => (await outcomes.list(userId)).outcomes;
  const summary = (list: DisputeOutcome[]) =>
    list
      .map(
        (o) =>
          `${o.bureau} ${o.kind} ${o.item.creditor} [${o.changedFields.join(',')}] letter ${o.disputeId ?? '-'} round ${o.roundNumber ?? '-'}`,
      )
      .sort();
  /** A letter about an item at a bureau, mailed `daysAfter` t0 (delivered, waiting for the answer). */
  const mailLetter = async (
    creditor: string,
    bureau: 'EXPERIAN' | 'EQUIFAX',
    roundNumber: number,
    expectedResponse: string,
  ) => {
    const [issue] = await db.db
      .select({ id: creditIssues.id })
      .from(creditIssues)
      .where(and(eq(creditIssues.userId, userId), eq(creditIssues.creditor, creditor)));
    const issueId =
      issue?.id ??
      (
        await db.db
          .insert(creditIssues)
          .values({
            userId,
            type: 'LATE_PAYMENT',
            title: creditor,
            description: 'Late payments',
            creditor,
            impact: 20,
            accountNumberLast4: null,
          })
          .returning({ id: creditIssues.id })
      )[0]?.id;
    const [row] = await db.db
      .insert(disputes)
      .values({
        userId,
        issueId: issueId as number,
        bureau,
        letterType: 'BUREAU_DISPUTE',
        reason: 'INACCURATE_STATUS',
        letterContent: 'A letter.',
        status: 'DELIVERED',
        roundNumber,
        dateSent: new Date(t0.getTime() + day),
        deliveryDate: '2026-03-05',
        expectedResponse,
        consumerApprovedAt: t0,
        createdAt: t0,
      })
      .returning({ id: disputes.id });
    return row?.id as number;
  };

  beforeAll(async () => {
    db = await createTestDatabase(kind, { seed: false });
    service = monitoringServiceOn(db, { bureaus, clock });
    outcomes = disputeOutcomesModule({ db: db.db, timeZone: 'America/New_York' }).service;
    const viewer = await aSessionUser(db);
    userId = viewer.id;
    const connected = await service.connectExperian(
      viewer,
      { personalInfo, fcraAuthorized: true },
      { ip: '10.0.0.7' },
    );
    connectionId = connected.connection.id;
  });
  afterAll(async () => {
    await db.close();
  });

  it('takes a bureau’s first file as the baseline: no outcome', async () => {
    expect(await ledger()).toEqual([]);
  });

  it('compares the next file item by item and bureau by bureau, linking each outcome to the letter before it', async () => {
    letters.midland = await mailLetter('MIDLAND CREDIT MGMT', 'EXPERIAN', 2, '2026-04-04');
    letters.capitalOne = await mailLetter('CAPITAL ONE', 'EXPERIAN', 1, '2026-04-04');
    // Experian answered the Capital One letter: it verified the account.
    await db.db.insert(bureauResponses).values({
      userId,
      disputeId: letters.capitalOne,
      bureau: 'EXPERIAN',
      responseType: 'VERIFIED',
      responseText: 'The information was verified as accurate.',
      responseDate: '2026-03-20',
    });
    clock.now = new Date(t0.getTime() + 21 * day);
    // Reordered, Capital One renamed, Midland gone from Experian only, Chase paid down, LVNV new.
    current = fileOf('2026-03-23', [
      account({ ...lvnv }),
      { ...chase, balanceCents: 10_000 },
      { ...capitalOne, creditor: 'Capital One Bank USA' },
      { ...midland, bureaus: ['EQUIFAX'] },
    ]);
    await sync();
    const recorded = await ledger();
    expect(summary(recorded)).toEqual(
      [
        `EXPERIAN DELETED MIDLAND CREDIT MGMT [] letter ${letters.midland} round 2`,
        `EXPERIAN VERIFIED Capital One Bank USA [] letter ${letters.capitalOne} round 1`,
        'EXPERIAN UPDATED JPMCB CARD [balance] letter - round -',
        'EQUIFAX UPDATED JPMCB CARD [balance] letter - round -',
        'EXPERIAN NEW LVNV FUNDING [] letter - round -',
        'EQUIFAX NEW LVNV FUNDING [] letter - round -',
      ].sort(),
    );
    const updated = recorded.find((o) => o.kind === 'UPDATED');
    expect(updated?.previous?.balanceCents).toBe(50_000);
    expect(updated?.item.balanceCents).toBe(10_000);
    expect(updated?.observedOn).toBe('2026-03-23');
  });

  it('makes no outcome when the same report comes in again', async () => {
    const before = (await ledger()).length;
    await sync();
    await sync();
    expect(await ledger()).toHaveLength(before);
  });

  it('keeps no copy of a later file that says what the previous one said, and finds nothing in it', async () => {
    const kept = async () =>
      (await db.db.select().from(outcomeFileSnapshots).where(eq(outcomeFileSnapshots.userId, userId))).length;
    const before = { snapshots: await kept(), outcomes: (await ledger()).length };
    clock.now = new Date(t0.getTime() + 30 * day);
    current = { ...current, reportDate: '2026-04-01' };
    await sync();
    expect(await kept()).toBe(before.snapshots);
    expect(await ledger()).toHaveLength(before.outcomes);
  });

  it('finds an item back after its deletion as reinserted, linked to the letter that had it deleted', async () => {
    clock.now = new Date(t0.getTime() + 40 * day);
    current = fileOf('2026-04-11', [lvnv, { ...chase, balanceCents: 10_000 }, capitalOne, midland]);
    await sync();
    const latest = (await ledger()).filter((o) => o.observedOn === '2026-04-11');
    expect(summary(latest)).toEqual([
      `EXPERIAN REINSERTED MIDLAND CREDIT MGMT [] letter ${letters.midland} round 2`,
    ]);
    // The reinsertion opens the bureau's notice window: seen Saturday 11 April, 5 business days
    // (Monday to Friday) end Friday the 17th; the letter is about the item the deleting letter was.
    const watches = await db.db
      .select()
      .from(reinsertionWatches)
      .where(eq(reinsertionWatches.userId, userId));
    const [midlandLetter] = await db.db
      .select({ issueId: disputes.issueId })
      .from(disputes)
      .where(eq(disputes.id, letters.midland as number));
    expect(watches).toMatchObject([
      {
        outcomeId: latest[0]?.id,
        bureau: 'EXPERIAN',
        issueId: midlandLetter?.issueId,
        reinsertedOn: '2026-04-11',
        noticeDueOn: '2026-04-17',
        flaggedOn: null,
      },
    ]);
  });

  it('closes a letter the bureau never answered once its 30 days ran out, once, by the job’s clock', async () => {
    letters.chase = await mailLetter('JPMCB CARD', 'EQUIFAX', 1, '2026-04-20');
    const job = (iso: string) =>
      createNoAnswerJob({ service: outcomes, timeZone: 'America/New_York', now: () => new Date(iso) });
    expect(await job('2026-04-20T23:00:00Z')()).toEqual({ recorded: 0 });
    expect(await job('2026-04-21T16:00:00Z')()).toEqual({ recorded: 1 });
    expect(await job('2026-04-22T16:00:00Z')()).toEqual({ recorded: 0 });
    const closed = (await ledger()).filter((o) => o.kind === 'NO_ANSWER');
    expect(summary(closed)).toEqual([`EQUIFAX NO_ANSWER JPMCB CARD [] letter ${letters.chase} round 1`]);
    expect(closed[0]?.observedOn).toBe('2026-04-21');
  });

  it('links an answer letter to a letter mailed the evening of its date, by the company’s calendar', async () => {
    const discover = await mailLetter('DISCOVER BANK', 'EXPERIAN', 1, '2026-05-25');
    // 9 pm in New York on 22 April is already 23 April in UTC.
    await db.db
      .update(disputes)
      .set({ dateSent: new Date('2026-04-23T01:00:00Z') })
      .where(eq(disputes.id, discover));
    const [answer] = await db.db
      .insert(bureauAnswerLetters)
      .values({
        userId,
        uploadedById: userId,
        fileName: 'experian.pdf',
        fileType: 'PDF',
        sizeBytes: 1,
        sha256: '0'.repeat(64),
        contentSealed: 'sealed',
        status: 'READ',
      })
      .returning({ id: bureauAnswerLetters.id });
    const [entry] = await db.db.transaction((tx) =>
      outcomes.recordAnswerLetterWithin(tx, {
        userId,
        bureau: 'EXPERIAN',
        answerLetterId: answer?.id as number,
        letterDate: '2026-04-22',
        results: [
          {
            kind: 'VERIFIED',
            item: ledgerItem({ bureau: 'EXPERIAN', creditor: 'DISCOVER BANK' }),
            changedFields: [],
          },
        ],
        at: new Date('2026-04-23T02:00:00Z'),
      }),
    );
    expect(entry?.disputeId).toBe(discover);
  });

  it('is append-only: the database refuses to change or remove an entry', async () => {
    const refused = async (statement: PromiseLike<unknown>) => {
      const err = (await Promise.resolve(statement).then(
        () => null,
        (e: unknown) => e,
      )) as { message: string; cause?: { message: string } } | null;
      expect(err?.cause?.message ?? err?.message).toMatch(/append-only/);
    };
    await refused(db.db.execute(sql`update dispute_outcomes set kind = 'DELETED'`));
    await refused(db.db.execute(sql`delete from dispute_outcomes`));
    await refused(db.db.update(disputeOutcomes).set({ disputeId: null }));
    // A letter's removal only clears the link; a person's erasure takes their entries with them.
    await db.db.delete(disputes).where(eq(disputes.id, letters.chase as number));
    const unlinked = (await ledger()).filter((o) => o.kind === 'NO_ANSWER');
    expect(unlinked.map((o) => o.disputeId)).toEqual([null]);
    await db.db.delete(users).where(eq(users.id, userId));
    expect(await db.db.select().from(disputeOutcomes).where(eq(disputeOutcomes.userId, userId))).toEqual([]);
  });
});
