import type { Dispute } from '@app/contracts/disputes.contract';
import type { ReinsertionWatch } from '@app/contracts/reinsertion-watch.contract';
import { impbCheckDigit } from '@app/contracts/usps-tracking';
import type { WorkQueue, WorkQueueItem } from '@app/contracts/work-queue.contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TestApp } from '../../../test/build-test-app';
import { anOrganization } from '../../../test/factories/organizations';
import { signedServiceContract } from '../../../test/factories/service-contract';
import { createSignedInUser } from '../../../test/factories/users';
import { useFileTestApps } from '../../../test/test-app-lifecycle';
import { type TestDatabase, testDatabaseKinds } from '../../../test/test-database';
import { aiFeatureUses, creditIssues, disputeOutcomes, disputes } from '../../db/schema';

type Caller = Awaited<ReturnType<typeof createSignedInUser>>;

// The item is seen back on Friday 6 November 2026 (New York). The bureau's 5 business days are
// counted the way most favourable to it, Monday to Friday without federal holidays: the weekend and
// Veterans Day (Wednesday the 11th) are skipped, so the 5th is Monday the 16th.
const reinsertedOn = '2026-11-06';
const noticeDueOn = '2026-11-16';
/** Noon in New York on a day of November 2026 (EST, UTC-5). */
const noonOn = (day: string) => new Date(`${day}T17:00:00Z`);

const appFor = useFileTestApps({}, { seed: false });

/** A client whose Experian and TransUnion collection was deleted after a letter, then came back. */
async function reinsertedItems(t: { app: TestApp; db: TestDatabase }) {
  vi.useFakeTimers({ toFake: ['Date'], now: noonOn(reinsertedOn) });
  const admin = await createSignedInUser(t.app, t.db, 'ADMIN');
  const client = await createSignedInUser(t.app, t.db, 'BETA_TESTER');
  await signedServiceContract(t.db, client.userId);
  const elsewhere = await anOrganization(t.db);
  const otherAdmin = await createSignedInUser(t.app, t.db, 'ADMIN', { organizationId: elsewhere.id });
  const db = t.db.db;
  const [issue] = await db
    .insert(creditIssues)
    .values({
      userId: client.userId,
      type: 'COLLECTION',
      title: 'Midland collection',
      description: 'A collection account',
      creditor: 'MIDLAND CREDIT MGMT',
      accountNumberLast4: '0077',
      amountCents: 61_000,
      impact: 40,
      status: 'RESOLVED',
      bureaus: ['EXPERIAN', 'TRANSUNION'],
    })
    .returning({ id: creditIssues.id });
  const issueId = (issue as { id: number }).id;
  const watches: Record<'EXPERIAN' | 'TRANSUNION', number> = { EXPERIAN: 0, TRANSUNION: 0 };
  for (const bureau of ['EXPERIAN', 'TRANSUNION'] as const) {
    const [letter] = await db
      .insert(disputes)
      .values({
        userId: client.userId,
        issueId,
        bureau,
        letterType: 'BUREAU_DISPUTE',
        reason: 'NOT_MINE',
        letterContent: 'x'.repeat(250),
        status: 'RESOLVED',
        expectedResponse: '2026-09-30',
        consumerApprovedAt: new Date('2026-08-20T15:00:00Z'),
        attestedAt: new Date('2026-08-20T15:00:00Z'),
        dateSent: new Date('2026-08-21T15:00:00Z'),
      })
      .returning({ id: disputes.id });
    const [outcome] = await db
      .insert(disputeOutcomes)
      .values({
        userId: client.userId,
        bureau,
        kind: 'REINSERTED',
        item: {
          bureau,
          creditor: 'MIDLAND CREDIT MGMT',
          accountLast4: '0077',
          accountType: 'Collection',
          balanceCents: 61_000,
          status: 'Collection',
          openedOn: '2023-02-01',
          delinquentSince: '2022-11-01',
          remarks: null,
        },
        disputeId: (letter as { id: number }).id,
        roundNumber: 1,
        observedOn: reinsertedOn,
      })
      .returning();
    const row = outcome as typeof disputeOutcomes.$inferSelect;
    // The ledger's own path: a REINSERTED outcome written opens its window in the same transaction.
    await db.transaction((tx) =>
      t.app.services.outcomes.reinsertions.openWithin(tx, [
        { ...row, previous: null, recordedAt: row.recordedAt.toISOString() },
      ]),
    );
  }
  return { admin, client, otherAdmin, issueId, watches };
}

/** A session started at the frozen clock's now: the clock jumps days, past a session's idle limit. */
const signedIn = async (app: TestApp, caller: Caller) => ({
  authorization: `Bearer ${(await app.services.sessions.start(caller.userId, { ip: '127.0.0.1' })).token}`,
});

const queueOf = async (app: TestApp, caller: Caller) => {
  const res = await app.inject({
    url: '/api/admin/work-queue?group=REINSERTED_NO_NOTICE&pageSize=50',
    headers: await signedIn(app, caller),
  });
  expect(res.statusCode, res.body).toBe(200);
  const group = (res.json() as WorkQueue).groups[0];
  return { total: group?.total ?? 0, items: (group?.items ?? []) as WorkQueueItem[] };
};

describe.each(testDatabaseKinds())('PUT /api/admin/reinsertions/{id}/notice on %s', (kind) => {
  const t = appFor(kind);
  let p: Awaited<ReturnType<typeof reinsertedItems>>;
  const notice = async (caller: Caller, id: number, receivedOn: string) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/admin/reinsertions/${id}/notice`,
      headers: await signedIn(t.app, caller),
      payload: { receivedOn },
    });

  beforeAll(async () => {
    p = await reinsertedItems(t);
  });
  afterAll(() => {
    vi.useRealTimers();
  });

  it('opens a window of 5 business days across the weekend and the holiday, and flags it only after its last day', async () => {
    const run = t.app.services.outcomes.reinsertionClock;
    vi.setSystemTime(noonOn(noticeDueOn));
    expect(await run()).toEqual({ flagged: 0 });
    // 03:00 UTC on the 17th is still the 16th in New York: the window is open.
    vi.setSystemTime(new Date('2026-11-17T03:00:00Z'));
    expect(await run()).toEqual({ flagged: 0 });
    expect((await queueOf(t.app, p.admin)).total).toBe(0);

    vi.setSystemTime(noonOn('2026-11-17'));
    expect(await run()).toEqual({ flagged: 2 });
    expect(await run()).toEqual({ flagged: 0 });
    const { total, items } = await queueOf(t.app, p.admin);
    expect(total).toBe(2);
    expect(items.map((i) => i.title).sort()).toEqual([
      'Experian: MIDLAND CREDIT MGMT, back without the bureau’s notice',
      'TransUnion: MIDLAND CREDIT MGMT, back without the bureau’s notice',
    ]);
    expect(items.every((i) => i.dueDate === noticeDueOn && i.overdue && i.clientId === p.client.userId)).toBe(
      true,
    );
    for (const item of items)
      p.watches[item.title.startsWith('Experian') ? 'EXPERIAN' : 'TRANSUNION'] = item.recordId;
  });

  it('never shows another organization the item, nor lets it record a notice', async () => {
    expect(await queueOf(t.app, p.otherAdmin)).toEqual({ total: 0, items: [] });
    const res = await notice(p.otherAdmin, p.watches.EXPERIAN, '2026-11-10');
    expect(res.statusCode).toBe(404);
    expect(
      (
        await t.app.inject({
          method: 'PUT',
          url: `/api/admin/reinsertions/${p.watches.EXPERIAN}/notice`,
          headers: await signedIn(t.app, p.client),
          payload: { receivedOn: '2026-11-10' },
        })
      ).statusCode,
    ).toBe(403);
  });

  it('refuses a notice dated in the future, before the reinsertion, or not a date, naming the field', async () => {
    for (const receivedOn of ['2026-11-18', '2026-11-05', '13/11/2026']) {
      const res = await notice(p.admin, p.watches.TRANSUNION, receivedOn);
      expect(res.statusCode, receivedOn).toBe(400);
      expect(res.body).toContain('receivedOn');
    }
    expect((await notice(p.admin, 999_999, '2026-11-10')).statusCode).toBe(404);
  });

  it('keeps a notice that came late, and the item stays flagged', async () => {
    const res = await notice(p.admin, p.watches.TRANSUNION, '2026-11-17');
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as ReinsertionWatch).flaggedOn).toBe('2026-11-17');
    expect((await queueOf(t.app, p.admin)).total).toBe(2);
  });

  it('clears the item when the notice is recorded as received in time', async () => {
    const res = await notice(p.admin, p.watches.EXPERIAN, '2026-11-12');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ noticeReceivedOn: '2026-11-12', flaggedOn: null, noticeDueOn });
    const { total, items } = await queueOf(t.app, p.admin);
    expect(total).toBe(1);
    expect(items.map((i) => i.recordId)).toEqual([p.watches.TRANSUNION]);
    // The next night does not flag it again.
    vi.setSystemTime(noonOn('2026-11-18'));
    expect(await t.app.services.outcomes.reinsertionClock()).toEqual({ flagged: 0 });
  });
});

describe.each(testDatabaseKinds())('POST /api/admin/reinsertions/{id}/letter on %s', (kind) => {
  const t = appFor(kind);
  let p: Awaited<ReturnType<typeof reinsertedItems>>;
  let watchId: number;
  let drafted: Dispute;
  const draft = async (caller: Caller, id: number) =>
    t.app.inject({
      method: 'POST',
      url: `/api/admin/reinsertions/${id}/letter`,
      headers: await signedIn(t.app, caller),
    });

  beforeAll(async () => {
    p = await reinsertedItems(t);
    vi.setSystemTime(noonOn('2026-11-17'));
    await t.app.services.outcomes.reinsertionClock();
    watchId = (await queueOf(t.app, p.admin)).items.find((i) => i.title.startsWith('Experian'))
      ?.recordId as number;
  });
  afterAll(() => {
    vi.useRealTimers();
  });

  it('answers 404 to another organization, and drafts nothing for it', async () => {
    expect((await draft(p.otherAdmin, watchId)).statusCode).toBe(404);
    expect((await draft(p.admin, 999_999)).statusCode).toBe(404);
  });

  it('drafts the §611(a)(5)(B) letter as the client’s dispute, waiting for their approval', async () => {
    const res = await draft(p.admin, watchId);
    expect(res.statusCode, res.body).toBe(201);
    drafted = res.json() as Dispute;
    expect(drafted).toMatchObject({
      userId: p.client.userId,
      issueId: p.issueId,
      bureau: 'EXPERIAN',
      letterType: 'REINSERTION_WITHOUT_NOTICE',
      consumerApprovedAt: null,
    });
    expect(drafted.letterContent).toMatch(/611\(a\)\(5\)\(B\)\(ii\)/);
    expect(drafted.letterContent).toMatch(/five business days/);
    expect(drafted.letterContent).toContain('November 6, 2026');
    expect(drafted.letterContent).toMatch(/certif/);
    // The AI's letter counts as the client's use of it, like every letter the house writes.
    const uses = await t.db.db
      .select({ feature: aiFeatureUses.feature })
      .from(aiFeatureUses)
      .where(eq(aiFeatureUses.userId, p.client.userId));
    expect(uses.map((u) => u.feature)).toContain('dispute-letter');
    // The row leaves the group; the letter waits in "awaiting the client's approval".
    const { items } = await queueOf(t.app, p.admin);
    expect(items.map((i) => i.recordId)).not.toContain(watchId);
    const awaiting = await t.app.inject({
      url: '/api/admin/work-queue?group=AWAITING_APPROVAL&pageSize=50',
      headers: await signedIn(t.app, p.admin),
    });
    expect((awaiting.json() as WorkQueue).groups[0]?.items.map((i) => i.recordId)).toContain(drafted.id);
    expect((await draft(p.admin, watchId)).statusCode).toBe(409);
  });

  it('offers the letter type only from the row: a dispute filed with it directly is refused', async () => {
    const [open] = await t.db.db
      .insert(creditIssues)
      .values({
        userId: p.client.userId,
        type: 'COLLECTION',
        title: 'Another collection',
        description: 'A collection account',
        creditor: 'LVNV FUNDING',
        impact: 30,
      })
      .returning({ id: creditIssues.id });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/disputes',
      headers: await signedIn(t.app, p.admin),
      payload: {
        userId: p.client.userId,
        issueId: open?.id,
        bureau: 'TRANSUNION',
        letterType: 'REINSERTION_WITHOUT_NOTICE',
        reason: 'NOT_MINE',
        letterContent: 'x'.repeat(250),
      },
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.body).toContain('letterType');
  });

  it('refuses to mail the letter before the client approves it', async () => {
    const body = '940011189922310000042';
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/disputes/${drafted.id}/tracking`,
      headers: await signedIn(t.app, p.admin),
      payload: { trackingNumber: body + impbCheckDigit(body) },
    });
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().error.message).toMatch(/approved/);
  });
});
