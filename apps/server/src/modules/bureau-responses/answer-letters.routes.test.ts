import type {
  BureauAnswerLetter,
  ConfirmAnswerLetterRequest,
  ConfirmAnswerLetterResponse,
} from '@app/contracts/bureau-answer-letters.contract';
import type { WorkQueue } from '@app/contracts/work-queue.contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TestApp } from '../../../test/build-test-app';
import { anOrganization } from '../../../test/factories/organizations';
import { signedServiceContract } from '../../../test/factories/service-contract';
import { aTeamMember, createSignedInUser } from '../../../test/factories/users';
import { useFileTestApps } from '../../../test/test-app-lifecycle';
import { type TestDatabase, testDatabaseKinds } from '../../../test/test-database';
import {
  bureauAnswerLetters,
  bureauResponses,
  creditIssues,
  disputeOutcomes,
  disputes,
  reinsertionWatches,
} from '../../db/schema';
import { textToPdf } from '../../platform/documents/text-pdf';
import { blankPagesPdf } from '../report-uploads/sample-reports/unreadable-samples';
import { equifaxResultsLetter } from './answer-letters.fixture';

type Caller = Awaited<ReturnType<typeof createSignedInUser>>;

/** Noon in New York on a day of March 2026 (EDT from the 8th, UTC-4). */
const noonOn = (day: string) => new Date(`${day}T16:00:00Z`);
const today = '2026-03-10';

const appFor = useFileTestApps({}, { seed: false });

const experianNotice = `Experian
March 5, 2026
Notice of reinsertion
MIDLAND CREDIT MGMT
Account # XXXX0077
The furnisher certified this item as complete and accurate, and it has been reinserted in your credit file.`;

const pdfOf = async (text: string) => Buffer.from(await textToPdf(text, { title: 'Letter' }));

/** A client with two Equifax letters mailed in February, and an Experian item back since 2 March. */
async function clientWithLetters(t: { app: TestApp; db: TestDatabase }) {
  vi.useFakeTimers({ toFake: ['Date'], now: noonOn(today) });
  const admin = await createSignedInUser(t.app, t.db, 'ADMIN');
  const processor = await aTeamMember(t, 'PROCESSOR');
  const client = await createSignedInUser(t.app, t.db, 'BETA_TESTER');
  await signedServiceContract(t.db, client.userId);
  const elsewhere = await anOrganization(t.db);
  const otherAdmin = await createSignedInUser(t.app, t.db, 'ADMIN', { organizationId: elsewhere.id });
  const db = t.db.db;
  const letters: Record<string, number> = {};
  for (const [creditor, last4] of [
    ['CAPITAL ONE', '1234'],
    ['MIDLAND CREDIT MGMT', '9876'],
  ] as const) {
    const [issue] = await db
      .insert(creditIssues)
      .values({
        userId: client.userId,
        type: 'LATE_PAYMENT',
        title: `${creditor} account`,
        description: 'Disputed',
        creditor,
        accountNumberLast4: last4,
        impact: 30,
        status: 'DISPUTED',
        bureaus: ['EQUIFAX'],
      })
      .returning({ id: creditIssues.id });
    const [letter] = await db
      .insert(disputes)
      .values({
        userId: client.userId,
        issueId: (issue as { id: number }).id,
        bureau: 'EQUIFAX',
        letterType: 'BUREAU_DISPUTE',
        reason: 'NOT_MINE',
        letterContent: 'x'.repeat(250),
        status: 'DELIVERED',
        expectedResponse: '2026-03-05',
        consumerApprovedAt: new Date('2026-01-30T15:00:00Z'),
        attestedAt: new Date('2026-01-30T15:00:00Z'),
        dateSent: new Date('2026-02-01T15:00:00Z'),
        deliveryDate: '2026-02-04',
      })
      .returning({ id: disputes.id });
    letters[creditor] = (letter as { id: number }).id;
  }
  const [outcome] = await db
    .insert(disputeOutcomes)
    .values({
      userId: client.userId,
      bureau: 'EXPERIAN',
      kind: 'REINSERTED',
      item: {
        bureau: 'EXPERIAN',
        creditor: 'MIDLAND CREDIT MGMT',
        accountLast4: '0077',
        accountType: 'Collection',
        balanceCents: 61_000,
        status: 'Collection',
        openedOn: '2023-02-01',
        delinquentSince: '2022-11-01',
        remarks: null,
      },
      observedOn: '2026-03-02',
    })
    .returning();
  const row = outcome as typeof disputeOutcomes.$inferSelect;
  await db.transaction((tx) =>
    t.app.services.outcomes.reinsertions.openWithin(tx, [
      { ...row, previous: null, recordedAt: row.recordedAt.toISOString() },
    ]),
  );
  return { admin, processor, client, otherAdmin, letters, outcomeId: row.id };
}

const signedIn = async (app: TestApp, caller: Caller) => ({
  authorization: `Bearer ${(await app.services.sessions.start(caller.userId, { ip: '127.0.0.1' })).token}`,
});

describe.each(testDatabaseKinds())('POST /api/bureau-answer-letters on %s', (kind) => {
  const t = appFor(kind);
  let p: Awaited<ReturnType<typeof clientWithLetters>>;
  let pdf: Buffer;

  const upload = async (caller: Caller, body: Record<string, unknown>) =>
    t.app.inject({
      method: 'POST',
      url: '/api/bureau-answer-letters',
      headers: await signedIn(t.app, caller),
      payload: body,
    });
  const confirm = async (caller: Caller, id: number, body: ConfirmAnswerLetterRequest) =>
    t.app.inject({
      method: 'POST',
      url: `/api/admin/bureau-answer-letters/${id}/confirm`,
      headers: await signedIn(t.app, caller),
      payload: body,
    });
  const queue = async (caller: Caller) => {
    const res = await t.app.inject({
      url: '/api/admin/work-queue?group=ANSWER_LETTER_TO_CONFIRM&pageSize=50',
      headers: await signedIn(t.app, caller),
    });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as WorkQueue).groups[0];
  };
  const outcomesOf = (userId: number) =>
    t.db.db.select().from(disputeOutcomes).where(eq(disputeOutcomes.userId, userId));

  beforeAll(async () => {
    p = await clientWithLetters(t);
    pdf = await pdfOf(equifaxResultsLetter);
  });
  afterAll(() => {
    vi.useRealTimers();
  });

  let letter: BureauAnswerLetter;

  it('reads the consumer’s own PDF letter into per-item results matched to their letters, kept sealed', async () => {
    const res = await upload(p.client, {
      fileName: 'equifax-results.pdf',
      fileData: pdf.toString('base64'),
      fileType: 'application/pdf',
    });
    expect(res.statusCode, res.body).toBe(201);
    letter = res.json() as BureauAnswerLetter;
    expect(letter).toMatchObject({
      userId: p.client.userId,
      status: 'READ',
      bureau: 'EQUIFAX',
      letterDate: '2026-03-03',
      reinsertionNotice: false,
      confirmedAt: null,
    });
    expect(letter.rows.map((r) => [r.creditor, r.accountLast4, r.result])).toEqual([
      ['CAPITAL ONE BANK USA NA', '1234', 'DELETED'],
      ['MIDLAND CREDIT MANAGEMENT', '9876', 'VERIFIED'],
      ['SYNCB/AMAZON', '5555', 'UPDATED'],
    ]);
    const capitalOne = letter.candidates.find((c) => c.item.creditor === 'CAPITAL ONE');
    expect(letter.rows[0]?.itemKey).toBe(capitalOne?.key);
    expect(letter.rows[2]?.itemKey).toBeNull();
    const [stored] = await t.db.db
      .select()
      .from(bureauAnswerLetters)
      .where(eq(bureauAnswerLetters.id, letter.id));
    expect(stored?.contentSealed).not.toContain(pdf.toString('base64').slice(0, 40));
    // Nothing counts yet: the ledger has only the reinsertion it had.
    expect((await outcomesOf(p.client.userId)).length).toBe(1);
  });

  it('shows the consumer their reading, and puts the letter in the team’s queue', async () => {
    const mine = await t.app.inject({
      url: `/api/bureau-answer-letters/${p.client.userId}`,
      headers: await signedIn(t.app, p.client),
    });
    expect(mine.statusCode).toBe(200);
    expect((mine.json() as BureauAnswerLetter[]).map((l) => l.id)).toEqual([letter.id]);
    const group = await queue(p.admin);
    expect(group?.items.map((i) => [i.recordId, i.title])).toEqual([
      [letter.id, 'Equifax: Answer letter read, to check and confirm'],
    ]);
  });

  it('refuses a file that is not a PDF, JPEG or PNG, naming the field', async () => {
    const res = await upload(p.client, {
      fileName: 'letter.pdf',
      fileData: Buffer.from('just some words').toString('base64'),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details[0].field).toBe('body.fileData');
  });

  it('lets no consumer confirm, and answers 404 to another organization', async () => {
    const body: ConfirmAnswerLetterRequest = {
      bureau: 'EQUIFAX',
      letterDate: '2026-03-03',
      reinsertionNotice: false,
      rows: [
        {
          creditor: 'CAPITAL ONE',
          accountLast4: '1234',
          result: 'DELETED',
          changedFields: [],
          itemKey: null,
        },
      ],
    };
    expect((await confirm(p.client, letter.id, body)).statusCode).toBe(403);
    expect((await confirm(p.otherAdmin, letter.id, body)).statusCode).toBe(404);
    const seen = await t.app.inject({
      url: `/api/bureau-answer-letter/${letter.id}`,
      headers: await signedIn(t.app, p.otherAdmin),
    });
    expect(seen.statusCode).toBe(404);
    expect((await outcomesOf(p.client.userId)).length).toBe(1);
  });

  it('appends the confirmed rows to the ledger, linked to the letters, and records the answers; twice appends nothing', async () => {
    const rows = letter.rows;
    const body: ConfirmAnswerLetterRequest = {
      bureau: 'EQUIFAX',
      letterDate: '2026-03-03',
      reinsertionNotice: false,
      // The Midland row was read as verified; the person drops the SYNCB row.
      rows: [rows[0], rows[1]].map((r) => ({
        creditor: r?.creditor as string,
        accountLast4: r?.accountLast4 ?? null,
        result: r?.result ?? 'VERIFIED',
        changedFields: r?.changedFields ?? [],
        itemKey: r?.itemKey ?? null,
      })),
    };
    const res = await confirm(p.processor, letter.id, body);
    expect(res.statusCode, res.body).toBe(200);
    const done = res.json() as ConfirmAnswerLetterResponse;
    expect(done).toMatchObject({ recorded: 2, noticesRecorded: 0, letter: { status: 'CONFIRMED' } });
    const written = (await outcomesOf(p.client.userId)).filter((o) => o.answerLetterId === letter.id);
    expect(
      written.map((o) => [o.kind, o.item.creditor, o.disputeId, o.snapshotId, o.observedOn]).sort(),
    ).toEqual(
      [
        ['DELETED', 'CAPITAL ONE', p.letters['CAPITAL ONE'], null, '2026-03-03'],
        ['VERIFIED', 'MIDLAND CREDIT MGMT', p.letters['MIDLAND CREDIT MGMT'], null, '2026-03-03'],
      ].sort(),
    );
    const answered = await t.db.db
      .select()
      .from(disputes)
      .where(eq(disputes.id, p.letters['CAPITAL ONE'] as number));
    expect(answered[0]).toMatchObject({ status: 'RESOLVED', actualResponse: '2026-03-03' });
    const responses = await t.db.db
      .select()
      .from(bureauResponses)
      .where(eq(bureauResponses.userId, p.client.userId));
    expect(responses.map((r) => r.responseType).sort()).toEqual(['DELETED', 'VERIFIED']);
    expect((await queue(p.admin))?.items.map((i) => i.recordId)).not.toContain(letter.id);

    const again = await confirm(p.admin, letter.id, body);
    expect(again.statusCode).toBe(409);
    expect((await outcomesOf(p.client.userId)).filter((o) => o.answerLetterId === letter.id)).toHaveLength(2);
  });

  it('keeps a letter that cannot be read, queues it, and opens it for a person', async () => {
    const blank = await blankPagesPdf(1);
    const res = await upload(p.admin, {
      userId: p.client.userId,
      fileName: 'scan.pdf',
      fileData: blank.toString('base64'),
    });
    expect(res.statusCode, res.body).toBe(201);
    const kept = res.json() as BureauAnswerLetter;
    expect(kept).toMatchObject({ status: 'UNREADABLE', bureau: null, rows: [] });
    const group = await queue(p.admin);
    expect(group?.items.find((i) => i.recordId === kept.id)?.title).toBe(
      'Answer letter that could not be read, to enter by hand',
    );
    const file = await t.app.inject({
      url: `/api/admin/bureau-answer-letters/${kept.id}/file`,
      headers: await signedIn(t.app, p.admin),
    });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(blank)).toBe(true);
    // A person reads it and enters what it says.
    const entered = await confirm(p.admin, kept.id, {
      bureau: 'EQUIFAX',
      letterDate: '2026-03-09',
      reinsertionNotice: false,
      rows: [
        {
          creditor: 'SYNCB/AMAZON',
          accountLast4: '5555',
          result: 'UPDATED',
          changedFields: ['balance'],
          itemKey: null,
        },
      ],
    });
    expect(entered.statusCode, entered.body).toBe(200);
    expect((entered.json() as ConfirmAnswerLetterResponse).recorded).toBe(1);
  });

  it('refuses a letter dated in the future and an item not in the client’s file', async () => {
    const res = await upload(p.client, { fileName: 'again.pdf', fileData: pdf.toString('base64') });
    const id = (res.json() as BureauAnswerLetter).id;
    const row = {
      creditor: 'CAPITAL ONE',
      accountLast4: '1234',
      result: 'DELETED' as const,
      changedFields: [],
    };
    const future = await confirm(p.admin, id, {
      bureau: 'EQUIFAX',
      letterDate: '2026-03-11',
      reinsertionNotice: false,
      rows: [{ ...row, itemKey: null }],
    });
    expect(future.statusCode).toBe(400);
    expect(future.json().error.details[0].field).toBe('body.letterDate');
    const unknown = await confirm(p.admin, id, {
      bureau: 'EQUIFAX',
      letterDate: '2026-03-03',
      reinsertionNotice: false,
      rows: [{ ...row, itemKey: 'nosuchitem' }],
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.details[0].field).toBe('body.rows.0.itemKey');
  });

  it('records a reinsertion notice letter on the item’s open window, on time by its date', async () => {
    const res = await upload(p.client, {
      fileName: 'experian-notice.pdf',
      fileData: (await pdfOf(experianNotice)).toString('base64'),
    });
    expect(res.statusCode, res.body).toBe(201);
    const notice = res.json() as BureauAnswerLetter;
    expect(notice).toMatchObject({ bureau: 'EXPERIAN', letterDate: '2026-03-05', reinsertionNotice: true });
    const before = (await outcomesOf(p.client.userId)).length;
    const done = await confirm(p.admin, notice.id, {
      bureau: 'EXPERIAN',
      letterDate: '2026-03-05',
      reinsertionNotice: true,
      rows: notice.rows.map((r) => ({ ...r })),
    });
    expect(done.statusCode, done.body).toBe(200);
    expect((done.json() as ConfirmAnswerLetterResponse).noticesRecorded).toBe(1);
    const [watch] = await t.db.db
      .select()
      .from(reinsertionWatches)
      .where(eq(reinsertionWatches.outcomeId, p.outcomeId));
    expect(watch).toMatchObject({
      noticeReceivedOn: '2026-03-05',
      noticeSource: 'BUREAU_ANSWER',
      flaggedOn: null,
    });
    expect((await outcomesOf(p.client.userId)).length).toBe(before);
  });

  it('reads a letter dated a day no calendar has without that date, never failing the upload', async () => {
    const res = await upload(p.client, {
      fileName: 'misdated.pdf',
      fileData: (await pdfOf(equifaxResultsLetter.replace('March 3, 2026', 'Date: 02/30/2026'))).toString(
        'base64',
      ),
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json() as BureauAnswerLetter).toMatchObject({ status: 'READ', letterDate: null });
  });

  it('confirms nothing when a letter it answers cannot take the answer, so a retry can', async () => {
    const [issue] = await t.db.db
      .insert(creditIssues)
      .values({
        userId: p.client.userId,
        type: 'LATE_PAYMENT',
        title: 'SYNCB account',
        description: 'Disputed',
        creditor: 'SYNCB/AMAZON',
        accountNumberLast4: '5555',
        impact: 30,
        status: 'DISPUTED',
        bureaus: ['EQUIFAX'],
      })
      .returning({ id: creditIssues.id });
    // A letter on its way with no approval of the consumer on record: no answer may move it.
    const [unapproved] = await t.db.db
      .insert(disputes)
      .values({
        userId: p.client.userId,
        issueId: issue?.id as number,
        bureau: 'EQUIFAX',
        letterType: 'BUREAU_DISPUTE',
        reason: 'NOT_MINE',
        letterContent: 'x'.repeat(250),
        status: 'SENT',
        expectedResponse: '2026-04-05',
        dateSent: new Date('2026-03-02T15:00:00Z'),
      })
      .returning({ id: disputes.id });
    const res = await upload(p.client, { fileName: 'syncb.pdf', fileData: pdf.toString('base64') });
    const id = (res.json() as BureauAnswerLetter).id;
    const body: ConfirmAnswerLetterRequest = {
      bureau: 'EQUIFAX',
      letterDate: '2026-03-09',
      reinsertionNotice: false,
      rows: [
        {
          creditor: 'SYNCB/AMAZON',
          accountLast4: '5555',
          result: 'DELETED',
          changedFields: [],
          itemKey: null,
        },
      ],
    };
    expect((await confirm(p.admin, id, body)).statusCode).toBe(409);
    const [kept] = await t.db.db.select().from(bureauAnswerLetters).where(eq(bureauAnswerLetters.id, id));
    expect(kept?.confirmedAt).toBeNull();
    expect((await outcomesOf(p.client.userId)).filter((o) => o.answerLetterId === id)).toEqual([]);

    await t.db.db
      .update(disputes)
      .set({ consumerApprovedAt: new Date('2026-02-27T15:00:00Z') })
      .where(eq(disputes.id, unapproved?.id as number));
    const retried = await confirm(p.admin, id, body);
    expect(retried.statusCode, retried.body).toBe(200);
    const [moved] = await t.db.db
      .select()
      .from(disputes)
      .where(eq(disputes.id, unapproved?.id as number));
    expect(moved).toMatchObject({ status: 'RESOLVED', actualResponse: '2026-03-09' });
  });
});
