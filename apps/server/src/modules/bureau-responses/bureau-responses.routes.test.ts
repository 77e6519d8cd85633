import { nextRoundMessages } from '@app/contracts/disputes.contract';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createSignedInUser } from '../../../test/factories/users';
import { useFileRows } from '../../../test/file-rows';
import { useFileTestApps } from '../../../test/test-app-lifecycle';
import { testDatabaseKinds } from '../../../test/test-database';
import { bureauResponses, disputes } from '../../db/schema';

type Caller = Awaited<ReturnType<typeof createSignedInUser>>;
const letter = `To whom it may concern,\n\n${'This account cannot be verified and must be removed. '.repeat(5)}\n\nSincerely`;

const appFor = useFileTestApps({}, { seed: false });
/** A client with two collections reported to Experian, another client, and an admin. */
const rowsFor = useFileRows(async (t) => {
  const admin = await createSignedInUser(t.app, t.db, 'ADMIN');
  const client = await createSignedInUser(t.app, t.db, 'BETA_TESTER');
  const otherClient = await createSignedInUser(t.app, t.db, 'BETA_TESTER');
  const added = await t.app.services.issues.add(
    ['Midland Credit', 'Capital Recovery'].map((creditor) => ({
      userId: client.userId,
      type: 'COLLECTION' as const,
      title: `Collection: ${creditor}`,
      description: 'Collection account reported as unpaid',
      creditor,
      amountCents: 61_000,
      dateReported: '2023-02-01',
      impact: 40,
      bureaus: ['EXPERIAN'],
    })),
  );
  const issueIds = added.map((i: { id: number }) => i.id);
  const post = (url: string, c: { headers: Record<string, string> }, payload?: unknown) =>
    t.app.inject({ method: 'POST', url, headers: c.headers, payload: payload as never });
  const dispute = async (issueId: number, by: Caller) => {
    const res = await post('/api/disputes', by, {
      ...(by === admin ? { userId: client.userId } : { attestation: true }),
      issueId,
      bureau: 'EXPERIAN',
      reason: 'UNVERIFIABLE',
      letterContent: letter,
      letterGenerated: true,
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { id: number };
  };
  return { admin, client, otherClient, issueIds, post, dispute };
});

describe.each(testDatabaseKinds())('POST /api/bureau-responses on %s', (kind) => {
  const t = appFor(kind);
  const s = rowsFor(kind, t);

  it('refuses an answer to a letter the consumer never approved and keeps nothing of it', async () => {
    const d = await s.dispute(s.issueIds[1] as number, s.admin);
    const refused = await s.post('/api/bureau-responses', s.admin, {
      userId: s.client.userId,
      disputeId: d.id,
      bureau: 'EXPERIAN',
      responseType: 'DELETED',
      responseText: 'The item was deleted.',
    });
    expect(refused.statusCode).toBe(409);
    const kept = await t.db.db.select().from(bureauResponses).where(eq(bureauResponses.disputeId, d.id));
    expect(kept).toHaveLength(0);
  });

  it('names the missing fields and answers 401 to anonymous callers', async () => {
    const missing = await s.post('/api/bureau-responses', s.client, { userId: s.client.userId });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.details.map((d: { field: string }) => d.field)).toEqual(
      expect.arrayContaining(['bureau', 'responseType', 'responseText']),
    );
    expect((await s.post('/api/bureau-responses', { headers: {} }, { userId: 1 })).statusCode).toBe(401);
  });
});

describe.each(testDatabaseKinds())('POST /api/bureau-response/{id}/next-round on %s', (kind) => {
  const t = appFor(kind);
  const s = rowsFor(kind, t);

  it('records an answer to an approved dispute, analyses it and starts the next round', async () => {
    const d = await s.dispute(s.issueIds[0] as number, s.client);
    const created = await s.post('/api/bureau-responses', s.client, {
      userId: s.client.userId,
      disputeId: d.id,
      bureau: 'EXPERIAN',
      responseType: 'VERIFIED',
      responseText: 'The information you disputed has been verified as accurate.',
    });
    expect(created.statusCode, created.body).toBe(201);
    const response = created.json();
    expect(response.nextStepGenerated).toBe(false);

    const mine = await t.app.inject({
      url: `/api/bureau-responses/${s.client.userId}`,
      headers: s.client.headers,
    });
    expect(mine.json().map((r: { id: number }) => r.id)).toContain(response.id);
    const theirs = await t.app.inject({
      url: `/api/bureau-responses/${s.client.userId}`,
      headers: s.otherClient.headers,
    });
    expect(theirs.statusCode).toBe(404);

    const analysed = await s.post(`/api/bureau-response/${response.id}/analyze`, s.client);
    expect(analysed.statusCode, analysed.body).toBe(200);
    const analysisId = analysed.json().response.aiAnalysisId;
    expect(analysisId).toBe(analysed.json().analysis.id);
    const analysis = await t.app.inject({
      url: `/api/bureau-response-analysis/${analysisId}`,
      headers: s.client.headers,
    });
    expect(analysis.statusCode).toBe(200);
    expect(analysis.json().successProbability).toBeGreaterThanOrEqual(0);
    const foreign = await t.app.inject({
      url: `/api/bureau-response-analysis/${analysisId}`,
      headers: s.otherClient.headers,
    });
    expect(foreign.statusCode).toBe(404);

    const next = await s.post(`/api/bureau-response/${response.id}/next-round`, s.client);
    expect(next.statusCode, next.body).toBe(201);
    expect(next.json().roundNumber).toBe(2);
    // A next round takes no body, so it carries no approval: the letter waits for the consumer's.
    expect(next.json().consumerApprovedAt).toBeNull();
    const [row] = await t.db.db.select().from(disputes).where(eq(disputes.id, next.json().id));
    expect(row?.attestedAt).toBeNull();

    // While that round is open at the bureau, another call opens no second one.
    const again = await s.post(`/api/bureau-response/${response.id}/next-round`, s.client);
    expect(again.statusCode, again.body).toBe(409);
    expect(again.json().error.message).toBe(nextRoundMessages.alreadyOpen('Experian'));
    const rounds = await t.db.db
      .select()
      .from(disputes)
      .where(and(eq(disputes.issueId, s.issueIds[0] as number), eq(disputes.roundNumber, 2)));
    expect(rounds).toHaveLength(1);
  });

  it('opens one next round when several calls come at the same moment', async () => {
    const [issue] = await t.app.services.issues.add([
      {
        userId: s.client.userId,
        type: 'COLLECTION' as const,
        title: 'Collection: Portfolio Recovery',
        description: 'Collection account reported as unpaid',
        creditor: 'Portfolio Recovery',
        amountCents: 42_000,
        dateReported: '2023-03-01',
        impact: 40,
        bureaus: ['EXPERIAN'],
      },
    ]);
    const d = await s.dispute((issue as { id: number }).id, s.client);
    const response = (
      await s.post('/api/bureau-responses', s.client, {
        userId: s.client.userId,
        disputeId: d.id,
        bureau: 'EXPERIAN',
        responseType: 'VERIFIED',
        responseText: 'The information you disputed has been verified as accurate.',
      })
    ).json();
    expect((await s.post(`/api/bureau-response/${response.id}/analyze`, s.client)).statusCode).toBe(200);
    const calls = await Promise.all(
      [1, 2, 3].map(() => s.post(`/api/bureau-response/${response.id}/next-round`, s.client)),
    );
    expect(calls.map((c) => c.statusCode).sort()).toEqual([201, 409, 409]);
  });
});
