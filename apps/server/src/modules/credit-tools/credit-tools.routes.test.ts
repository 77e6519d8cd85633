import { placeholderPattern } from '@app/contracts/letter-readiness';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createSignedInUser } from '../../../test/factories/users';
import { useFileRows } from '../../../test/file-rows';
import { useFileTestApps } from '../../../test/test-app-lifecycle';
import { testDatabaseKinds } from '../../../test/test-database';
import { aiFeatureUses, auditLog, users } from '../../db/schema';

const anonymous = { headers: {} as Record<string, string> };
const route = '/api/admin/generate-dispute-letter';

const appFor = useFileTestApps({}, { seed: false });
/**
 * A client with a collection, an inquiry and a report (score 612); another client, a beta tester,
 * an admin.
 */
const rowsFor = useFileRows(async (t) => {
  const admin = await createSignedInUser(t.app, t.db, 'ADMIN');
  const client = await createSignedInUser(t.app, t.db, 'CLIENT_VIEWER');
  const otherClient = await createSignedInUser(t.app, t.db, 'CLIENT_VIEWER');
  const beta = await createSignedInUser(t.app, t.db, 'BETA_TESTER');
  const [collection, inquiry] = await t.app.services.issues.add([
    {
      userId: client.userId,
      type: 'COLLECTION',
      title: 'Collection: Midland Credit',
      description: 'Collection account reported as unpaid',
      creditor: 'Midland Credit Management',
      amountCents: 84_500,
      dateReported: '2023-04-01',
      impact: 45,
      bureaus: ['EXPERIAN', 'TRANSUNION'],
    },
    {
      userId: client.userId,
      type: 'INQUIRY',
      title: 'Hard inquiry: Fast Auto Loans',
      description: 'Hard inquiry',
      creditor: 'Fast Auto Loans',
      dateReported: '2025-01-15',
      impact: 5,
      bureaus: ['EQUIFAX'],
    },
  ]);
  const collectionId = (collection as { id: number }).id;
  const inquiryId = (inquiry as { id: number }).id;
  const report = await t.app.inject({
    method: 'POST',
    url: '/api/credit-reports',
    headers: admin.headers,
    payload: { userId: client.userId, creditScore: 612 },
  });
  expect(report.statusCode, report.body).toBe(201);
  const post = (url: string, c: { headers: Record<string, string> }, payload: unknown) =>
    t.app.inject({ method: 'POST', url, headers: c.headers, payload: payload as never });
  const usesOf = async (userId: number, feature: string) =>
    (
      await t.db.db
        .select()
        .from(aiFeatureUses)
        .where(and(eq(aiFeatureUses.userId, userId), eq(aiFeatureUses.feature, feature)))
    ).length;
  return { admin, client, otherClient, beta, collectionId, inquiryId, post, usesOf };
});

describe.each(testDatabaseKinds())('POST /api/admin/generate-dispute-letter on %s', (kind) => {
  const t = appFor(kind);
  const s = rowsFor(kind, t);

  it('writes a letter for the client’s stored issue, answering {clientName, letter}, audited and counted', async () => {
    const before = await s.usesOf(s.client.userId, 'dispute-letter');
    const res = await s.post(route, s.admin, {
      // Only the id is trusted: a made-up creditor never reaches the letter.
      issue: {
        id: s.collectionId,
        title: 'x',
        creditor: 'Invented Creditor Inc',
        amount: '1.00',
        impact: 45,
      },
      clientName: 'Test Client',
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      clientName: 'Test Client',
      issueId: s.collectionId,
      userId: s.client.userId,
      bureau: 'EXPERIAN',
      reason: 'UNVERIFIABLE',
      letterType: 'BUREAU_DISPUTE',
      engine: 'builtin',
      missingAddress: false,
    });
    expect(body.letter).toContain('Midland Credit Management');
    expect(body.letter).not.toContain('Invented Creditor');
    expect(body.letter).toContain('12 Test Street');
    expect(await s.usesOf(s.client.userId, 'dispute-letter')).toBe(before + 1);
    const [entry] = await t.db.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'letter.generated'), eq(auditLog.subjectUserId, s.client.userId)));
    expect(entry?.actorId).toBe(s.admin.userId);
    expect(entry?.targetId).toBe(String(s.collectionId));
  });

  it('uses the chosen bureau and reason, and refuses ones that do not fit the item, naming the field', async () => {
    const chosen = await s.post(route, s.admin, {
      issue: { id: s.collectionId },
      clientName: 'Test Client',
      bureau: 'TRANSUNION',
      reason: 'NOT_MINE',
    });
    expect(chosen.json()).toMatchObject({ bureau: 'TRANSUNION', reason: 'NOT_MINE' });
    expect(chosen.json().letter).toContain('TransUnion');
    const wrongBureau = await s.post(route, s.admin, {
      issue: { id: s.collectionId },
      clientName: 'C',
      bureau: 'EQUIFAX',
    });
    expect(wrongBureau.statusCode).toBe(400);
    expect(wrongBureau.json().error.details[0].field).toBe('bureau');
    const wrongReason = await s.post(route, s.admin, {
      issue: { id: s.inquiryId },
      clientName: 'C',
      reason: 'LATE_PAYMENT_ERROR',
    });
    expect(wrongReason.statusCode).toBe(400);
    expect(wrongReason.json().error.details[0].field).toBe('reason');
    const inquiry = await s.post(route, s.admin, { issue: { id: s.inquiryId }, clientName: 'C' });
    expect(inquiry.json()).toMatchObject({ bureau: 'EQUIFAX', reason: 'NO_PERMISSIBLE_PURPOSE' });
  });

  it('writes the name alone where a client’s address is missing, says so, and the saved draft gets the address when it is saved', async () => {
    const fresh = await createSignedInUser(t.app, t.db, 'CLIENT_VIEWER');
    await t.db.db
      .update(users)
      .set({ addressLine1: null, city: null, state: null, zipCode: null })
      .where(eq(users.id, fresh.userId));
    const [issue] = await t.app.services.issues.add([
      {
        userId: fresh.userId,
        type: 'CHARGE_OFF',
        title: 'Charge-off: Synchrony',
        description: 'Charged off',
        creditor: 'Synchrony Bank',
        impact: 60,
        bureaus: [],
      },
    ]);
    const res = await s.post(route, s.admin, {
      issue: { id: (issue as { id: number }).id },
      clientName: 'New Client',
    });
    expect(res.statusCode, res.body).toBe(200);
    const drafted = res.json();
    expect(drafted.missingAddress).toBe(true);
    expect(drafted.letter).not.toMatch(placeholderPattern);
    const saved = await s.post('/api/disputes', s.admin, {
      userId: fresh.userId,
      issueId: drafted.issueId,
      bureau: drafted.bureau,
      reason: drafted.reason,
      letterType: drafted.letterType,
      letterContent: drafted.letter,
      letterGenerated: true,
    });
    expect(saved.statusCode, saved.body).toBe(201);
    const address = { addressLine1: '1457 Maple Avenue', city: 'Columbus', state: 'OH', zipCode: '43215' };
    const updated = await t.app.inject({
      method: 'PATCH',
      url: '/api/users/current',
      headers: fresh.headers,
      payload: { address },
    });
    expect(updated.statusCode, updated.body).toBe(200);
    const draft = (await t.app.inject({ url: '/api/disputes', headers: fresh.headers })).json()[0];
    expect(draft.letterContent).toContain('1457 Maple Avenue\nColumbus, OH 43215');
    expect(draft.letterContent).not.toMatch(placeholderPattern);
  });

  it('answers admins only: 403 for clients and beta testers, 401 anonymous, 404 unknown issue, 400 bad input', async () => {
    const body = { issue: { id: s.collectionId }, clientName: 'Test Client' };
    expect((await s.post(route, s.client, body)).statusCode).toBe(403);
    expect((await s.post(route, s.otherClient, body)).statusCode).toBe(403);
    expect((await s.post(route, s.beta, body)).statusCode).toBe(403);
    expect((await s.post(route, anonymous, body)).statusCode).toBe(401);
    expect((await s.post(route, s.admin, { ...body, issue: { id: 99_999_999 } })).statusCode).toBe(404);
    const noName = await s.post(route, s.admin, { issue: { id: s.collectionId }, clientName: ' ' });
    expect(noName.statusCode).toBe(400);
    expect(JSON.stringify(noName.json().error.details)).toContain('clientName');
    const noIssue = await s.post(route, s.admin, { clientName: 'x' });
    expect(noIssue.statusCode).toBe(400);
    expect(JSON.stringify(noIssue.json().error.details)).toContain('issue');
  });

  it('refuses an issue that belongs to an admin, not a client', async () => {
    const [own] = await t.app.services.issues.add([
      {
        userId: s.admin.userId,
        type: 'COLLECTION',
        title: 'Collection',
        description: 'Collection',
        creditor: 'Someone',
        impact: 10,
        bureaus: ['EQUIFAX'],
      },
    ]);
    const res = await s.post(route, s.admin, { issue: { id: (own as { id: number }).id }, clientName: 'Me' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('This credit issue does not belong to a client');
  });
});

describe.each(testDatabaseKinds())('POST /api/simulate-credit-score on %s', (kind) => {
  const s = rowsFor(kind, appFor(kind));

  it('simulates on the client’s real file for an admin; others only ever their own', async () => {
    const body = {
      currentScore: 700,
      actions: ['payOffCollections', 'lowerUtilization'],
      userId: s.client.userId,
    };
    const before = await s.usesOf(s.client.userId, 'score-simulation');
    const res = await s.post('/api/simulate-credit-score', s.admin, body);
    expect(res.statusCode, res.body).toBe(200);
    // The client's own score, not the one sent.
    expect(res.json().currentScore).toBe(612);
    expect(res.json().simulatedScore).toBeGreaterThan(612);
    expect(await s.usesOf(s.client.userId, 'score-simulation')).toBe(before + 1);
    expect((await s.post('/api/simulate-credit-score', s.beta, body)).statusCode).toBe(404);
    expect((await s.post('/api/simulate-credit-score', anonymous, body)).statusCode).toBe(401);
    const own = await s.post('/api/simulate-credit-score', s.beta, { ...body, userId: s.beta.userId });
    expect(own.statusCode).toBe(200);
    expect(own.json().currentScore).toBe(700);
    const noReport = await s.post('/api/simulate-credit-score', s.admin, {
      ...body,
      userId: s.otherClient.userId,
    });
    expect(noReport.statusCode).toBe(404);
    expect(noReport.json().error.message).toBe('No credit report available');
  });
});

describe.each(testDatabaseKinds())('POST /api/generate-dispute-letter on %s', (kind) => {
  const t = appFor(kind);
  const s = rowsFor(kind, t);

  it("chooses the letter's reason from the report's facts when none is given, and cites the bureaus' values", async () => {
    const [item] = await t.app.services.issues.add([
      {
        userId: s.beta.userId,
        type: 'CHARGE_OFF',
        title: 'Charge-off',
        description: 'Charged off',
        creditor: 'Northwind Bank',
        impact: 80,
        bureaus: ['TRANSUNION', 'EXPERIAN'],
        findings: [
          {
            kind: 'BALANCE_DIFFERS',
            text: 'TransUnion reports $1,245.00; Experian $1,045.00.',
            values: [
              { source: 'TransUnion', value: '$1,245.00' },
              { source: 'Experian', value: '$1,045.00' },
            ],
          },
        ],
      },
    ]);
    const letter = await s.post('/api/generate-dispute-letter', s.beta, {
      issueId: (item as { id: number }).id,
      bureau: 'EXPERIAN',
    });
    expect(letter.statusCode, letter.body).toBe(200);
    expect(letter.json().reason).toBe('INACCURATE_BALANCE');
    expect(letter.json().letterContent).toContain('Experian: $1,045.00');
    expect(letter.json().letterContent).toContain('TransUnion: $1,245.00');
  });

  it('records each AI credit analysis and consumer letter against the person it was for', async () => {
    const before = await s.usesOf(s.client.userId, 'credit-analysis');
    expect((await s.post('/api/ai-credit-analysis', s.admin, { userId: s.client.userId })).statusCode).toBe(
      200,
    );
    expect(await s.usesOf(s.client.userId, 'credit-analysis')).toBe(before + 1);
    const [own] = await t.app.services.issues.add([
      {
        userId: s.beta.userId,
        type: 'COLLECTION',
        title: 'Collection',
        description: 'Collection',
        creditor: 'Midland',
        impact: 40,
        bureaus: ['EQUIFAX'],
      },
    ]);
    const letter = await s.post('/api/generate-dispute-letter', s.beta, {
      issueId: (own as { id: number }).id,
      bureau: 'EQUIFAX',
      reason: 'UNVERIFIABLE',
    });
    expect(letter.statusCode, letter.body).toBe(200);
    const [use] = await t.db.db
      .select()
      .from(aiFeatureUses)
      .where(and(eq(aiFeatureUses.userId, s.beta.userId), eq(aiFeatureUses.feature, 'dispute-letter')));
    expect(use?.engine).toBe('builtin');
  });
});
