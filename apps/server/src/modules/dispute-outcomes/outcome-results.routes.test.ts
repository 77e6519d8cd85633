import type { OutcomeResults, OutcomeTimeline } from '@app/contracts/outcome-results.contract';
import { eq, like } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { anOrganization } from '../../../test/factories/organizations';
import { anAdmin, aPerson, aTeamMember, createSignedInUser } from '../../../test/factories/users';
import { useSharedRows } from '../../../test/file-rows';
import { useFileTestApps } from '../../../test/test-app-lifecycle';
import { testDatabaseKinds } from '../../../test/test-database';
import {
  bureauResponses,
  creditIssues,
  disputeOutcomes,
  disputes,
  notices,
  outcomeFileSnapshots,
  scoreHistory,
} from '../../db/schema';
import { readPdfLines } from '../report-uploads/report-reading/pdf-text';

// A frozen "now" in mid-April; every row below is dated at midday UTC, the same calendar day in
// every US zone the company may use.
const frozenNow = new Date('2026-04-15T16:00:00Z');
const acmeItem = {
  bureau: 'EXPERIAN' as const,
  creditor: 'ACME RECOVERY GROUP',
  accountLast4: '4821',
  accountType: 'Collection',
  balanceCents: 124_500,
  status: 'Collection',
  openedOn: '2023-02-01',
  delinquentSince: '2022-11-01',
  remarks: null,
};

const appFor = useFileTestApps({}, { seed: false });
const people = useSharedRows(appFor, async (t) => {
  const admin = await anAdmin(t);
  const specialist = await aTeamMember(t, 'SPECIALIST', { firstName: 'Dana', lastName: 'Reyes' });
  const client = await createSignedInUser(t.app, t.db, 'BETA_TESTER');
  const other = await createSignedInUser(t.app, t.db, 'BETA_TESTER');
  const elsewhere = await anOrganization(t.db);
  const theirAdmin = await aPerson(t.db, 'ADMIN', { organizationId: elsewhere.id });
  const { token } = await t.app.services.sessions.start(theirAdmin.id, { ip: '127.0.0.1' });
  const db = t.db.db;
  const userId = client.userId;
  const [issue] = await db
    .insert(creditIssues)
    .values({
      userId,
      type: 'COLLECTION',
      title: 'ACME RECOVERY GROUP',
      description: 'A collection',
      creditor: 'ACME RECOVERY GROUP',
      accountNumberLast4: '4821',
      impact: 30,
    })
    .returning({ id: creditIssues.id });
  // The Equifax letter was drafted while Dana worked the client; the Experian one while no one did.
  const letter = (bureau: 'EQUIFAX' | 'EXPERIAN', tracking: string) => ({
    specialistId: bureau === 'EQUIFAX' ? specialist.userId : null,
    userId,
    issueId: issue?.id as number,
    bureau,
    letterType: 'BUREAU_DISPUTE',
    reason: 'NOT_MINE',
    letterContent: 'A letter.',
    status: 'DELIVERED' as const,
    roundNumber: 1,
    dateSent: new Date('2026-03-02T15:00:00Z'),
    expectedResponse: '2026-04-06',
    uspsTrackingNumber: tracking,
  });
  const [equifax, experian] = await db
    .insert(disputes)
    .values([letter('EQUIFAX', '9407111899223197428490'), letter('EXPERIAN', '9407111899223197428491')])
    .returning({ id: disputes.id });
  await db.insert(bureauResponses).values({
    userId,
    disputeId: experian?.id,
    bureau: 'EXPERIAN',
    responseType: 'VERIFIED',
    responseText: 'Verified.',
    responseDate: '2026-03-30',
  });
  // The Equifax deletion was seen in the file of 3 April.
  const [file] = await db
    .insert(outcomeFileSnapshots)
    .values({ userId, bureau: 'EQUIFAX', documentKey: 'upload:april', items: [], takenAt: frozenNow })
    .returning({ id: outcomeFileSnapshots.id });
  await db.insert(disputeOutcomes).values([
    {
      userId,
      snapshotId: file?.id,
      bureau: 'EQUIFAX',
      kind: 'DELETED',
      item: { ...acmeItem, bureau: 'EQUIFAX' },
      disputeId: equifax?.id,
      roundNumber: 1,
      observedOn: '2026-04-03',
      recordedAt: new Date('2026-04-03T15:00:00Z'),
    },
    {
      userId,
      bureau: 'EXPERIAN',
      kind: 'UPDATED',
      item: { ...acmeItem, balanceCents: 50_000 },
      previous: acmeItem,
      changedFields: ['balance'],
      disputeId: experian?.id,
      roundNumber: 1,
      observedOn: '2026-04-03',
      recordedAt: new Date('2026-04-03T15:00:00Z'),
    },
  ]);
  await db.insert(scoreHistory).values([
    { userId, score: 580, source: 'UPLOAD', recordedAt: new Date('2026-03-01T15:00:00Z') },
    { userId, score: 612, source: 'UPLOAD', recordedAt: new Date('2026-04-03T15:00:00Z') },
  ]);
  return {
    admin,
    client,
    other,
    equifaxLetterId: equifax?.id as number,
    theirAdmin: { headers: { authorization: `Bearer ${token}` } },
  };
});

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: frozenNow });
});
afterEach(() => {
  vi.useRealTimers();
});

const lineOf = (e: OutcomeTimeline['items'][number]['events'][number]) =>
  `${e.on} ${e.text}${e.trackingNumber ? ` #${e.trackingNumber}` : ''}${e.scoreChange ? ` score ${e.scoreChange.from}→${e.scoreChange.to}` : ''}`;

describe.each(testDatabaseKinds())('GET /api/dispute-outcomes/{userId}/timeline on %s', (kind) => {
  const { t, rows: p } = people(kind);
  const timeline = (userId: number, headers: Record<string, string>) =>
    t.app.inject({ url: `/api/dispute-outcomes/${userId}/timeline`, headers });

  it('tells each item’s story oldest first, in plain words, to the consumer and to their professional', async () => {
    const own = await timeline(p.client.userId, p.client.headers);
    expect(own.statusCode, own.body).toBe(200);
    const body = own.json() as OutcomeTimeline;
    expect(body.items).toHaveLength(1);
    expect(body.items[0]).toMatchObject({ creditor: 'ACME RECOVERY GROUP', accountLast4: '4821' });
    expect(body.items[0]?.events.map(lineOf)).toEqual([
      '2026-03-02 Letter mailed to Equifax (round 1) #9407111899223197428490',
      '2026-03-02 Letter mailed to Experian (round 1) #9407111899223197428491',
      '2026-03-30 Experian answered: Verified as accurate',
      '2026-04-03 Deleted by Equifax score 580→612',
      '2026-04-03 Balance updated from $1,245.00 to $500.00 by Experian score 580→612',
    ]);
    const professional = await timeline(p.client.userId, p.admin.headers);
    expect(professional.json()).toEqual(body);
  });

  it('answers 404 for another client’s timeline and for another organization’s professional', async () => {
    expect((await timeline(p.client.userId, p.other.headers)).statusCode).toBe(404);
    expect((await timeline(p.client.userId, p.theirAdmin.headers)).statusCode).toBe(404);
    const empty = await timeline(p.other.userId, p.other.headers);
    expect(empty.json()).toEqual({ items: [] });
  });
});

describe.each(testDatabaseKinds())('GET /api/dispute-outcomes/{userId}/proof-of-work on %s', (kind) => {
  const { t, rows: p } = people(kind);
  const pdfText = async (month: string, headers: Record<string, string>) => {
    const res = await t.app.inject({
      url: `/api/dispute-outcomes/${p.client.userId}/proof-of-work?month=${month}`,
      headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    return (await readPdfLines(res.rawPayload)).map((l) => l.text).join('\n');
  };

  it('lists the month’s letters with their certified numbers, the answers, the changes and the scores', async () => {
    const march = await pdfText('2026-03', p.client.headers);
    expect(march).toContain('Proof of work: March 2026');
    expect(march).toContain('2 letters mailed, 1 answer received, 0 items deleted or updated.');
    expect(march).toContain('9407111899223197428490');
    expect(march).toContain('2026-03-30');
    expect(march).toContain('Verified as accurate');
    const april = await pdfText('2026-04', p.admin.headers);
    expect(april).toContain('0 letters mailed, 0 answers received, 2 items deleted or updated.');
    expect(april).toContain('Deleted by Equifax');
    expect(april).toContain('Balance updated from $1,245.00 to $500.00 by Experian');
    expect(april).toContain('2026-04-03 612');
  });

  it('refuses a malformed month naming it, and another person’s report with 404', async () => {
    const bad = await t.app.inject({
      url: `/api/dispute-outcomes/${p.client.userId}/proof-of-work?month=2026-13`,
      headers: p.client.headers,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('month');
    const theirs = await t.app.inject({
      url: `/api/dispute-outcomes/${p.client.userId}/proof-of-work`,
      headers: p.other.headers,
    });
    expect(theirs.statusCode).toBe(404);
  });

  it('queues the monthly notice once per person and month, and nothing for a month with nothing done', async () => {
    const queued = () =>
      t.db.db
        .select({ userId: notices.userId, eventKey: notices.eventKey, body: notices.body })
        .from(notices)
        .where(like(notices.eventKey, 'proof-of-work:%'));
    const run = () => t.app.services.outcomes.results.queueMonthlyNotices();
    expect(await run()).toEqual({ month: '2026-03', queued: 1 });
    expect(await run()).toEqual({ month: '2026-03', queued: 0 });
    const rows = await queued();
    expect(rows.map((r) => r.eventKey)).toEqual([`proof-of-work:${p.client.userId}:2026-03`]);
    expect(rows[0]?.body).toContain('2 letters mailed, 1 answer received, 0 item changes');
    vi.setSystemTime(new Date('2026-05-02T16:00:00Z'));
    expect(await run()).toEqual({ month: '2026-04', queued: 1 });
    vi.setSystemTime(new Date('2026-06-02T16:00:00Z'));
    expect(await run()).toEqual({ month: '2026-05', queued: 0 });
    expect((await queued()).filter((r) => r.userId === p.other.userId)).toEqual([]);
    await t.db.db.delete(notices).where(eq(notices.userId, p.client.userId));
  });
});

describe.each(testDatabaseKinds())('GET /api/admin/outcome-results on %s', (kind) => {
  const { t, rows: p } = people(kind);
  const results = async (headers: Record<string, string>) => {
    const res = await t.app.inject({ url: '/api/admin/outcome-results', headers });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as OutcomeResults).groups;
  };

  it('counts the organization’s results by bureau, creditor, letter type, round and specialist', async () => {
    // Equifax's answer letter told of the deletion the file of 3 April shows: one deletion.
    await t.db.db.insert(disputeOutcomes).values({
      userId: p.client.userId,
      bureau: 'EQUIFAX',
      kind: 'DELETED',
      item: { ...acmeItem, bureau: 'EQUIFAX' },
      disputeId: p.equifaxLetterId,
      roundNumber: 1,
      observedOn: '2026-04-01',
      recordedAt: new Date('2026-04-01T15:00:00Z'),
    });
    const groups = await results(p.admin.headers);
    const row = (total: number, deleted: number, updated: number) => ({
      total,
      deleted,
      updated,
      verified: 0,
      noAnswer: 0,
    });
    expect(groups.bureau).toEqual([
      { label: 'Equifax', ...row(1, 1, 0) },
      { label: 'Experian', ...row(1, 0, 1) },
    ]);
    expect(groups.furnisher).toEqual([{ label: 'ACME RECOVERY GROUP', ...row(2, 1, 1) }]);
    expect(groups.letterType).toEqual([
      { label: 'Dispute to the credit bureau (FCRA §611)', ...row(2, 1, 1) },
    ]);
    expect(groups.round).toEqual([{ label: 'Round 1', ...row(2, 1, 1) }]);
    expect(groups.specialist).toEqual([
      { label: 'Dana Reyes', ...row(1, 1, 0) },
      { label: 'Unassigned', ...row(1, 0, 1) },
    ]);
  });

  it('shows another organization none of these, and a consumer nothing at all', async () => {
    expect(await results(p.theirAdmin.headers)).toEqual({
      bureau: [],
      furnisher: [],
      letterType: [],
      round: [],
      specialist: [],
    });
    const consumer = await t.app.inject({ url: '/api/admin/outcome-results', headers: p.client.headers });
    expect(consumer.statusCode).toBe(403);
  });
});
