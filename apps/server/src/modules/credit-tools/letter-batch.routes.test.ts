import { letterBatchMessages } from '@app/contracts/dispute-batch.contract';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { aCollection, anAdminAndAContractedClient } from '../../../test/factories/dispute-letters';
import { createSignedInUser } from '../../../test/factories/users';
import { useFileRows } from '../../../test/file-rows';
import { useFileTestApps } from '../../../test/test-app-lifecycle';
import { testDatabaseKinds } from '../../../test/test-database';
import { auditLog, disputes } from '../../db/schema';

const anonymous = { headers: {} as Record<string, string> };
const draftRoute = '/api/admin/dispute-letters';
const approveRoute = '/api/disputes/approve';
type Drafted = {
  created: {
    id: number;
    issueId: number;
    bureau: string;
    consumerApprovedAt: string | null;
    status: string;
  }[];
  skipped: { issueId: number; bureau: string; reason: string; message: string }[];
};

const appFor = useFileTestApps({}, { seed: false });
/** A client with two collections, another client with one, and an admin who drafts their letters. */
const rowsFor = useFileRows(async (t) => {
  const { admin, client } = await anAdminAndAContractedClient(t);
  const otherClient = await createSignedInUser(t.app, t.db, 'CLIENT_VIEWER');
  const added = await t.app.services.issues.add([
    aCollection(client.userId, 'Midland Credit', ['EQUIFAX', 'EXPERIAN', 'TRANSUNION']),
    aCollection(client.userId, 'Portfolio Recovery', ['EQUIFAX', 'EXPERIAN']),
    aCollection(otherClient.userId, 'LVNV Funding', ['EQUIFAX']),
  ]);
  const issueIds = added.slice(0, 2).map((i: { id: number }) => i.id);
  const otherIssueId = (added[2] as { id: number }).id;
  const post = (url: string, c: { headers: Record<string, string> }, payload: unknown) =>
    t.app.inject({ method: 'POST', url, headers: c.headers, payload: payload as never });
  return { admin, client, otherClient, issueIds, otherIssueId, post };
});

describe.each(testDatabaseKinds())('POST /api/admin/dispute-letters on %s', (kind) => {
  const t = appFor(kind);
  const s = rowsFor(kind, t);

  it('refuses anyone but an admin, and bad input naming the field', async () => {
    const body = { userId: s.client.userId, issueIds: s.issueIds, bureaus: ['EQUIFAX'] };
    expect((await s.post(draftRoute, anonymous, body)).statusCode).toBe(401);
    expect((await s.post(draftRoute, s.client, body)).statusCode).toBe(403);
    expect((await s.post(draftRoute, s.otherClient, body)).statusCode).toBe(403);
    const cases: [unknown, string][] = [
      [{ userId: s.client.userId, issueIds: [], bureaus: ['EQUIFAX'] }, 'issueIds'],
      [{ userId: s.client.userId, issueIds: s.issueIds, bureaus: [] }, 'bureaus'],
      [{ userId: s.client.userId, issueIds: s.issueIds, bureaus: ['NOWHERE'] }, 'bureaus'],
      [{ userId: s.client.userId, issueIds: s.issueIds, bureaus: ['EQUIFAX', 'EQUIFAX'] }, 'bureaus'],
      [{ userId: s.client.userId, issueIds: ['x'], bureaus: ['EQUIFAX'] }, 'issueIds'],
      [{ issueIds: s.issueIds, bureaus: ['EQUIFAX'] }, 'userId'],
    ];
    for (const [payload, field] of cases) {
      const res = await s.post(draftRoute, s.admin, payload);
      expect(res.statusCode, res.body).toBe(400);
      expect(JSON.stringify(res.json().error.details)).toContain(field);
    }
    // Another client's item named for this client does not exist for this request.
    const foreign = await s.post(draftRoute, s.admin, {
      userId: s.client.userId,
      issueIds: [s.otherIssueId],
      bureaus: ['EQUIFAX'],
    });
    expect(foreign.statusCode).toBe(404);
  });

  it('drafts one letter per item and bureau, skips what is not reported, waits for approval', async () => {
    const res = await s.post(draftRoute, s.admin, {
      userId: s.client.userId,
      issueIds: s.issueIds,
      bureaus: ['EQUIFAX', 'EXPERIAN', 'TRANSUNION'],
      clientName: 'Test Client',
    });
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json() as Drafted;
    expect(body.created).toHaveLength(5);
    expect(body.created.every((d) => d.status === 'PENDING' && d.consumerApprovedAt === null)).toBe(true);
    expect(body.skipped).toEqual([
      expect.objectContaining({ issueId: s.issueIds[1], bureau: 'TRANSUNION', reason: 'NOT_REPORTED' }),
    ]);
    const audited = await t.db.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.subjectUserId, s.client.userId), eq(auditLog.action, 'letter.generated')));
    expect(audited).toHaveLength(5);
  });

  it('skips and reports the pairs already under dispute; 409 when nothing is left', async () => {
    const again = await s.post(draftRoute, s.admin, {
      userId: s.client.userId,
      issueIds: s.issueIds,
      bureaus: ['EQUIFAX', 'EXPERIAN'],
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(letterBatchMessages.nothingToDraft);
    // The single-letter engine refuses a bureau already disputing the item too.
    const single = await s.post('/api/admin/generate-dispute-letter', s.admin, {
      issue: { id: s.issueIds[0] },
      clientName: 'Test Client',
      bureau: 'EXPERIAN',
    });
    expect(single.statusCode).toBe(409);
    expect(single.json().error.message).toMatch(
      /already under dispute with Experian \(awaiting client approval\)/i,
    );
  });
});

// After the drafting describe: the client answers the letters it drafted.
describe.each(testDatabaseKinds())('POST /api/disputes/approve on %s', (kind) => {
  const t = appFor(kind);
  const s = rowsFor(kind, t);

  it('lets only the consumer answer their letters in one step, each with its own attestation', async () => {
    const mine = await t.db.db.select().from(disputes).where(eq(disputes.userId, s.client.userId));
    const [a, b, c] = mine.map((d) => d.id) as [number, number, number];
    // The attestation is required for every approved item, and the field is named.
    const unattested = await s.post(approveRoute, s.client, {
      items: [
        { id: a, decision: 'APPROVE', attest: true },
        { id: b, decision: 'APPROVE' },
      ],
    });
    expect(unattested.statusCode).toBe(400);
    expect(JSON.stringify(unattested.json().error.details)).toContain('attest');
    for (const bad of [{ items: [] }, { items: [{ id: a, decision: 'MAYBE' }] }, {}]) {
      const res = await s.post(approveRoute, s.client, bad);
      expect(res.statusCode, res.body).toBe(400);
      expect(JSON.stringify(res.json().error.details)).toContain('items');
    }
    const items = [
      { id: a, decision: 'APPROVE', attest: true },
      { id: b, decision: 'ACCURATE' },
      { id: c, decision: 'APPROVE', attest: true },
    ];
    expect((await s.post(approveRoute, anonymous, { items })).statusCode).toBe(401);
    // Someone else's letter does not exist for them; an admin never speaks for the consumer.
    expect((await s.post(approveRoute, s.otherClient, { items })).statusCode).toBe(404);
    expect((await s.post(approveRoute, s.admin, { items })).statusCode).toBe(403);
    const res = await s.post(approveRoute, s.client, { items });
    expect(res.statusCode, res.body).toBe(200);
    const answered = res.json() as {
      approved: { id: number }[];
      declined: { id: number; changeRequest: string }[];
    };
    expect(answered.approved.map((d) => d.id).sort()).toEqual([a, c].sort());
    expect(answered.declined.map((d) => d.id)).toEqual([b]);
    const rows = await t.db.db.select().from(disputes).where(eq(disputes.userId, s.client.userId));
    const byId = new Map(rows.map((r) => [r.id, r]));
    expect(byId.get(a)?.attestedAt).not.toBeNull();
    // The item the person called accurate is not approved, so its letter can never be mailed.
    expect(byId.get(b)?.consumerApprovedAt).toBeNull();
    expect(byId.get(b)?.changeRequest).toMatch(/accurate/);
    // Answered once: approving again is a conflict and changes nothing.
    const twice = await s.post(approveRoute, s.client, {
      items: [{ id: a, decision: 'APPROVE', attest: true }],
    });
    expect(twice.statusCode).toBe(409);
  });
});
