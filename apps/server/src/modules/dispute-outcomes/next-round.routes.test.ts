import type { Dispute } from '@app/contracts/disputes.contract';
import type { NextRoundList } from '@app/contracts/next-round.contract';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { anOrganization } from '../../../test/factories/organizations';
import { signedServiceContract } from '../../../test/factories/service-contract';
import { aPerson, aTeamMember, createSignedInUser } from '../../../test/factories/users';
import { useSharedRows } from '../../../test/file-rows';
import { useFileTestApps } from '../../../test/test-app-lifecycle';
import { testDatabaseKinds } from '../../../test/test-database';
import { aiFeatureUses, creditIssues, disputeOutcomes, disputes } from '../../db/schema';
import { readPdfLines } from '../report-uploads/report-reading/pdf-text';

// A frozen "now" in mid-April; every row is dated at midday UTC, the same day in every US zone.
const frozenNow = new Date('2026-04-15T16:00:00Z');
const ledgerItem = (bureau: 'EQUIFAX' | 'EXPERIAN', creditor: string) => ({
  bureau,
  creditor,
  accountLast4: '4821',
  accountType: 'Credit Card',
  balanceCents: 124_500,
  status: 'Charge-off',
  openedOn: '2019-02-01',
  delinquentSince: '2022-11-01',
  remarks: null,
});

const appFor = useFileTestApps({}, { seed: false });
const people = useSharedRows(appFor, async (t) => {
  const admin = await createSignedInUser(t.app, t.db, 'ADMIN');
  const specialist = await aTeamMember(t, 'SPECIALIST');
  const client = await createSignedInUser(t.app, t.db, 'BETA_TESTER', {
    assignedSpecialistId: specialist.userId,
  });
  await signedServiceContract(t.db, client.userId);
  const other = await createSignedInUser(t.app, t.db, 'BETA_TESTER');
  const elsewhere = await anOrganization(t.db);
  const theirAdmin = await aPerson(t.db, 'ADMIN', { organizationId: elsewhere.id });
  const { token } = await t.app.services.sessions.start(theirAdmin.id, { ip: '127.0.0.1' });
  const db = t.db.db;
  const userId = client.userId;
  const issue = async (
    creditor: string,
    type: 'CHARGE_OFF' | 'COLLECTION',
    bureau: 'EQUIFAX' | 'EXPERIAN',
  ) => {
    const [row] = await db
      .insert(creditIssues)
      .values({
        userId,
        type,
        title: creditor,
        description: 'A negative item',
        creditor,
        accountNumberLast4: '4821',
        impact: 30,
        status: 'DISPUTED',
        bureaus: [bureau],
      })
      .returning({ id: creditIssues.id });
    return (row as { id: number }).id;
  };
  const mailed = async (issueId: number, bureau: 'EQUIFAX' | 'EXPERIAN', tracking: string) => {
    const [row] = await db
      .insert(disputes)
      .values({
        userId,
        issueId,
        bureau,
        letterType: 'BUREAU_DISPUTE',
        reason: 'UNVERIFIABLE',
        letterContent: 'x'.repeat(250),
        status: 'REJECTED',
        roundNumber: 1,
        dateSent: new Date('2026-02-02T15:00:00Z'),
        deliveryDate: '2026-02-05',
        expectedResponse: '2026-03-07',
        consumerApprovedAt: new Date('2026-02-01T15:00:00Z'),
        uspsTrackingNumber: tracking,
        createdAt: new Date('2026-01-30T15:00:00Z'),
      })
      .returning({ id: disputes.id });
    return (row as { id: number }).id;
  };
  // Verified by Equifax: a method-of-verification request is next.
  const verifiedItem = await issue('CAPITAL ONE', 'CHARGE_OFF', 'EQUIFAX');
  const verifiedLetter = await mailed(verifiedItem, 'EQUIFAX', '9407111899223197428490');
  // Experian let its 30 days pass: the complaint packet is next.
  const silentItem = await issue('SYNCB CARE CREDIT', 'CHARGE_OFF', 'EXPERIAN');
  const silentLetter = await mailed(silentItem, 'EXPERIAN', '9407111899223197428491');
  // Mailed, closed, and nothing has happened since: the same letter again is a repeat.
  const quietItem = await issue('DISCOVER BANK', 'CHARGE_OFF', 'EQUIFAX');
  await mailed(quietItem, 'EQUIFAX', '9407111899223197428492');
  // A collection never written about: validation asks for the day of first contact.
  const collection = await issue('MIDLAND CREDIT MGMT', 'COLLECTION', 'EXPERIAN');
  await db.insert(disputeOutcomes).values([
    {
      userId,
      bureau: 'EQUIFAX',
      kind: 'VERIFIED',
      item: ledgerItem('EQUIFAX', 'CAPITAL ONE'),
      disputeId: verifiedLetter,
      roundNumber: 1,
      observedOn: '2026-03-02',
      recordedAt: new Date('2026-03-02T15:00:00Z'),
    },
    {
      userId,
      bureau: 'EXPERIAN',
      kind: 'NO_ANSWER',
      item: ledgerItem('EXPERIAN', 'SYNCB CARE CREDIT'),
      disputeId: silentLetter,
      roundNumber: 1,
      observedOn: '2026-03-08',
      recordedAt: new Date('2026-03-08T15:00:00Z'),
    },
  ]);
  return {
    admin,
    specialist,
    client,
    other,
    theirAdmin: { headers: { authorization: `Bearer ${token}` } },
    items: { verifiedItem, silentItem, quietItem, collection },
  };
});

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: frozenNow });
});
afterEach(() => {
  vi.useRealTimers();
});

describe.each(testDatabaseKinds())('GET /api/dispute-outcomes/{userId}/next-round on %s', (kind) => {
  const { t, rows: p } = people(kind);
  const nextRound = (userId: number, headers: Record<string, string>) =>
    t.app.inject({ url: `/api/dispute-outcomes/${userId}/next-round`, headers });

  it('gives each item one suggestion with its reason, to the consumer and to their professional', async () => {
    const own = await nextRound(p.client.userId, p.client.headers);
    expect(own.statusCode, own.body).toBe(200);
    const { suggestions } = own.json() as NextRoundList;
    expect(suggestions.map((s) => [s.creditor, s.bureau, s.kind])).toEqual([
      ['CAPITAL ONE', 'EQUIFAX', 'METHOD_OF_VERIFICATION'],
      ['SYNCB CARE CREDIT', 'EXPERIAN', 'CFPB_COMPLAINT'],
      ['MIDLAND CREDIT MGMT', 'EXPERIAN', 'DEBT_VALIDATION'],
    ]);
    expect(suggestions[0]?.reason).toContain('Equifax said on 2026-03-02 that it verified this item');
    expect(suggestions[1]?.reason).toContain('did not answer your letter mailed 2026-02-02');
    expect(suggestions[2]).toMatchObject({ needsFirstContactDate: true });
    for (const viewer of [p.admin, p.specialist]) {
      expect((await nextRound(p.client.userId, viewer.headers)).json()).toEqual({ suggestions });
    }
  });

  it('answers 404 for another client and for another organization', async () => {
    expect((await nextRound(p.client.userId, p.other.headers)).statusCode).toBe(404);
    expect((await nextRound(p.client.userId, p.theirAdmin.headers)).statusCode).toBe(404);
    expect((await nextRound(p.other.userId, p.other.headers)).json()).toEqual({ suggestions: [] });
  });
});

describe.each(testDatabaseKinds())('POST /api/dispute-outcomes/{userId}/next-round/letter on %s', (kind) => {
  const { t, rows: p } = people(kind);
  const draft = (headers: Record<string, string>, body: object, userId = p.client.userId) =>
    t.app.inject({ method: 'POST', url: `/api/dispute-outcomes/${userId}/next-round/letter`, headers, body });

  it('refuses a letter the history does not suggest, a validation without the first contact, and other organizations', async () => {
    const complaint = await draft(p.admin.headers, { issueId: p.items.silentItem, bureau: 'EXPERIAN' });
    expect(complaint.statusCode).toBe(409);
    const validation = await draft(p.admin.headers, {
      issueId: p.items.collection,
      bureau: 'EXPERIAN',
      recipientAddress: 'Midland, 350 Camino de la Reina, San Diego, CA 92108',
    });
    expect(validation.statusCode).toBe(409);
    const theirs = await draft(p.theirAdmin.headers, { issueId: p.items.verifiedItem, bureau: 'EQUIFAX' });
    expect(theirs.statusCode).toBe(404);
    const bad = await draft(p.admin.headers, { issueId: p.items.verifiedItem, bureau: 'NOWHERE' });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('bureau');
  });

  it('drafts the suggested letter as an unapproved dispute, credited to the client’s specialist', async () => {
    const res = await draft(p.client.headers, { issueId: p.items.verifiedItem, bureau: 'EQUIFAX' });
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json() as Dispute;
    expect(created).toMatchObject({
      issueId: p.items.verifiedItem,
      bureau: 'EQUIFAX',
      letterType: 'METHOD_OF_VERIFICATION',
      reason: 'UNVERIFIABLE',
      consumerApprovedAt: null,
      status: 'PENDING',
    });
    const [row] = await t.db.db
      .select({ specialistId: disputes.specialistId })
      .from(disputes)
      .where(eq(disputes.id, created.id));
    expect(row?.specialistId).toBe(p.specialist.userId);
    // The AI's letter counts as the client's use of it, like every letter the house writes.
    const uses = await t.db.db
      .select({ feature: aiFeatureUses.feature })
      .from(aiFeatureUses)
      .where(eq(aiFeatureUses.userId, p.client.userId));
    expect(uses.map((u) => u.feature)).toContain('dispute-letter');
    // The letter waits to be mailed: nothing more is suggested for the item until it is answered.
    const after = await t.app.inject({
      url: `/api/dispute-outcomes/${p.client.userId}/next-round`,
      headers: p.client.headers,
    });
    expect((after.json() as NextRoundList).suggestions.map((s) => s.creditor)).not.toContain('CAPITAL ONE');
    await t.db.db.delete(disputes).where(eq(disputes.id, created.id));
  });
});

describe.each(testDatabaseKinds())(
  'GET /api/dispute-outcomes/{userId}/next-round/complaint on %s',
  (kind) => {
    const { t, rows: p } = people(kind);
    const packet = (headers: Record<string, string>, issueId: number, bureau: string) =>
      t.app.inject({
        url: `/api/dispute-outcomes/${p.client.userId}/next-round/complaint?issueId=${issueId}&bureau=${bureau}`,
        headers,
      });

    it('builds the consumer’s narrative from the letters and receipts, as a PDF', async () => {
      const res = await packet(p.client.headers, p.items.silentItem, 'EXPERIAN');
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      const text = (await readPdfLines(res.rawPayload)).map((l) => l.text).join('\n');
      expect(text).toContain('Complaint about Experian');
      expect(text).toContain('SYNCB CARE CREDIT');
      expect(text).toContain('9407111899223197428491');
      expect(text).toContain('2026-02-02');
      expect(text).toContain('consumerfinance.gov');
    });

    it('offers no packet before a bureau missed its days or verified without a method, nor to others', async () => {
      expect((await packet(p.client.headers, p.items.verifiedItem, 'EQUIFAX')).statusCode).toBe(409);
      expect((await packet(p.other.headers, p.items.silentItem, 'EXPERIAN')).statusCode).toBe(404);
      expect((await packet(p.theirAdmin.headers, p.items.silentItem, 'EXPERIAN')).statusCode).toBe(404);
    });
  },
);

describe.each(testDatabaseKinds())('POST /api/disputes repeating a letter on %s', (kind) => {
  const { t, rows: p } = people(kind);
  const file = (reason: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/disputes',
      headers: p.admin.headers,
      body: {
        userId: p.client.userId,
        issueId: p.items.quietItem,
        bureau: 'EQUIFAX',
        letterType: 'BUREAU_DISPUTE',
        reason,
        letterContent: 'y'.repeat(250),
      },
    });

  it('refuses the same letter with nothing new since, naming why; a new reason is a new ground', async () => {
    const repeat = await file('UNVERIFIABLE');
    expect(repeat.statusCode).toBe(409);
    expect(repeat.json().error.message).toContain('repeats the one sent to Equifax on 2026-02-02');
    expect(repeat.json().error.message).toContain('frivolous');
    const fresh = await file('INACCURATE_BALANCE');
    expect(fresh.statusCode, fresh.body).toBe(201);
    await t.db.db.delete(disputes).where(eq(disputes.id, (fresh.json() as Dispute).id));
  });

  it('lets the same letter go again once something new happened: a ledger entry since', async () => {
    const [letter] = await t.db.db
      .select({ id: disputes.id })
      .from(disputes)
      .where(eq(disputes.issueId, p.items.quietItem));
    await t.db.db.insert(disputeOutcomes).values({
      userId: p.client.userId,
      bureau: 'EQUIFAX',
      kind: 'UPDATED',
      item: ledgerItem('EQUIFAX', 'DISCOVER BANK'),
      previous: ledgerItem('EQUIFAX', 'DISCOVER BANK'),
      changedFields: ['balance'],
      disputeId: letter?.id,
      roundNumber: 1,
      observedOn: '2026-04-10',
      recordedAt: new Date('2026-04-10T15:00:00Z'),
    });
    const again = await file('UNVERIFIABLE');
    expect(again.statusCode, again.body).toBe(201);
  });
});
