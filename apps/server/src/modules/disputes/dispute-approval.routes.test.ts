import { impbCheckDigit } from '@app/contracts/usps-tracking';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  anAdminAndAContractedClient,
  anAdminDraft,
  collectionsOf,
  disputeLetterText as letter,
} from '../../../test/factories/dispute-letters';
import { createSignedInUser } from '../../../test/factories/users';
import { useFileRows } from '../../../test/file-rows';
import { useFileTestApps } from '../../../test/test-app-lifecycle';
import { testDatabaseKinds } from '../../../test/test-database';
import { auditLog } from '../../db/schema';

const anonymous = { headers: {} as Record<string, string> };
const trackingNumber = (seed: number) => {
  const body = `94001118992231${String(seed).padStart(7, '0')}`;
  return body + impbCheckDigit(body);
};

const appFor = useFileTestApps({}, { seed: false });
/** A client with three collections, an admin who drafts letters for them, and another client. */
const rowsFor = useFileRows(async (t) => {
  const { admin, client } = await anAdminAndAContractedClient(t);
  const otherClient = await createSignedInUser(t.app, t.db, 'CLIENT_VIEWER');
  const issueIds = await collectionsOf(t, client.userId, [
    'Midland Credit',
    'Portfolio Recovery',
    'LVNV Funding',
  ]);
  const send = (
    method: 'POST' | 'PATCH',
    url: string,
    c: { headers: Record<string, string> },
    payload?: unknown,
  ) => t.app.inject({ method, url, headers: c.headers, payload: payload as never });
  const draft = (issueId: number) =>
    anAdminDraft(t, admin, { userId: client.userId, issueId, letterGenerated: true });
  return { admin, client, otherClient, issueIds, send, draft };
});

describe.each(testDatabaseKinds())('POST /api/disputes on %s', (kind) => {
  const t = appFor(kind);
  const s = rowsFor(kind, t);

  it('files an admin draft for the client without attestation; it waits, unapproved, in the client’s list', async () => {
    const d = await s.draft(s.issueIds[0] as number);
    expect(d.status).toBe('PENDING');
    expect(d.consumerApprovedAt).toBeNull();
    const mine = (await t.app.inject({ url: '/api/disputes', headers: s.client.headers })).json();
    expect(mine.map((x: { id: number }) => x.id)).toContain(d.id);
  });

  it('still requires a consumer’s own attestation when they file for themselves', async () => {
    const beta = await createSignedInUser(t.app, t.db, 'BETA_TESTER');
    const [issue] = await t.app.services.issues.add([
      {
        userId: beta.userId,
        type: 'COLLECTION',
        title: 'Collection: Midland',
        description: 'Collection',
        creditor: 'Midland',
        impact: 40,
        bureaus: ['EQUIFAX'],
      },
    ]);
    const body = {
      issueId: (issue as { id: number }).id,
      bureau: 'EQUIFAX',
      reason: 'UNVERIFIABLE',
      letterContent: letter,
    };
    const missing = await s.send('POST', '/api/disputes', beta, body);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.details[0].field).toBe('attestation');
    const own = await s.send('POST', '/api/disputes', beta, { ...body, attestation: true });
    expect(own.statusCode).toBe(201);
    expect(own.json().consumerApprovedAt).not.toBeNull();
    // Nothing left to approve on one's own dispute.
    expect(
      (await s.send('POST', `/api/disputes/${own.json().id}/approve`, beta, { attest: true })).statusCode,
    ).toBe(409);
  });
});

describe.each(testDatabaseKinds())('PATCH /api/disputes/{id}/tracking on %s', (kind) => {
  const t = appFor(kind);
  const s = rowsFor(kind, t);

  it('keeps an unapproved letter PENDING: no tracking, no delivery, no refresh, no bureau answer', async () => {
    const d = await s.draft(s.issueIds[1] as number);
    const tracking = await s.send('PATCH', `/api/disputes/${d.id}/tracking`, s.admin, {
      trackingNumber: trackingNumber(71),
    });
    expect(tracking.statusCode).toBe(409);
    expect(tracking.json().error.message).toMatch(/not approved/);
    expect(
      (await s.send('PATCH', `/api/disputes/${d.id}/delivery`, s.admin, { deliveryDate: '2025-01-02' }))
        .statusCode,
    ).toBe(409);
    expect((await s.send('POST', `/api/disputes/${d.id}/update-from-tracking`, s.admin)).statusCode).toBe(
      409,
    );
    await expect(t.app.services.disputes.recordBureauAnswer(d.id, 'DELETED', '2025-01-10')).rejects.toThrow(
      /never approved/,
    );
    const after = (await t.app.inject({ url: `/api/disputes/${s.client.userId}`, headers: s.admin.headers }))
      .json()
      .find((x: { id: number }) => x.id === d.id);
    expect(after).toMatchObject({ status: 'PENDING', uspsTrackingNumber: null, consumerApprovedAt: null });
  });
});

describe.each(testDatabaseKinds())('POST /api/disputes/{id}/approve on %s', (kind) => {
  const t = appFor(kind);
  const s = rowsFor(kind, t);

  it('lets only the owner approve (admin 403, other client 404, anonymous 401), with attestation', async () => {
    const d = await s.draft(s.issueIds[2] as number);
    const url = `/api/disputes/${d.id}/approve`;
    expect((await s.send('POST', url, s.admin, { attest: true })).statusCode).toBe(403);
    expect((await s.send('POST', url, s.otherClient, { attest: true })).statusCode).toBe(404);
    expect((await s.send('POST', url, anonymous, { attest: true })).statusCode).toBe(401);
    const noAttest = await s.send('POST', url, s.client, {});
    expect(noAttest.statusCode).toBe(400);
    expect(JSON.stringify(noAttest.json().error.details)).toContain('attest');
    expect((await s.send('POST', url, s.client, { attest: false })).statusCode).toBe(400);

    const ok = await s.send('POST', url, s.client, { attest: true });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().consumerApprovedAt).not.toBeNull();
    expect((await s.send('POST', url, s.client, { attest: true })).statusCode).toBe(409);
    const audited = await t.db.db.select().from(auditLog).where(eq(auditLog.action, 'letter.approved'));
    expect(audited.some((a) => a.targetId === String(d.id) && a.actorId === s.client.userId)).toBe(true);

    // Approved: now it can be mailed, and no longer revised.
    const sent = await s.send('PATCH', `/api/disputes/${d.id}/tracking`, s.admin, {
      trackingNumber: trackingNumber(72),
    });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().status).toBe('SENT');
    expect(
      (await s.send('PATCH', `/api/disputes/${d.id}/letter`, s.admin, { letterContent: letter })).statusCode,
    ).toBe(409);
  });
});

describe.each(testDatabaseKinds())('POST /api/disputes/{id}/change-request on %s', (kind) => {
  const t = appFor(kind);
  const s = rowsFor(kind, t);

  it('takes the owner’s change request, which the admin answers by revising the letter', async () => {
    const issue = (
      await t.app.services.issues.add([
        {
          userId: s.client.userId,
          type: 'LATE_PAYMENT',
          title: 'Late payment: Capital One',
          description: '30 days late',
          creditor: 'Capital One',
          impact: 20,
          bureaus: ['TRANSUNION'],
        },
      ])
    )[0] as { id: number };
    const created = await s.send('POST', '/api/disputes', s.admin, {
      userId: s.client.userId,
      issueId: issue.id,
      bureau: 'TRANSUNION',
      reason: 'UNVERIFIABLE',
      letterContent: letter,
    });
    const d = created.json() as { id: number };
    const url = `/api/disputes/${d.id}/change-request`;
    const message = 'Please say the account was paid in full in March.';
    expect((await s.send('POST', url, s.admin, { message })).statusCode).toBe(403);
    expect((await s.send('POST', url, s.otherClient, { message })).statusCode).toBe(404);
    expect((await s.send('POST', url, anonymous, { message })).statusCode).toBe(401);
    const blank = await s.send('POST', url, s.client, { message: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(JSON.stringify(blank.json().error.details)).toContain('message');

    const asked = await s.send('POST', url, s.client, { message });
    expect(asked.statusCode).toBe(200);
    expect(asked.json()).toMatchObject({ changeRequest: message, consumerApprovedAt: null });
    expect(asked.json().changeRequestedAt).not.toBeNull();
    // The admin sees it in the client's list.
    const seen = (await t.app.inject({ url: `/api/disputes/${s.client.userId}`, headers: s.admin.headers }))
      .json()
      .find((x: { id: number }) => x.id === d.id);
    expect(seen.changeRequest).toBe(message);

    const revise = `/api/disputes/${d.id}/letter`;
    const revisedText = `${letter}\n\nThe account was paid in full in March.`;
    expect((await s.send('PATCH', revise, s.client, { letterContent: revisedText })).statusCode).toBe(403);
    expect((await s.send('PATCH', revise, anonymous, { letterContent: revisedText })).statusCode).toBe(401);
    const tooShort = await s.send('PATCH', revise, s.admin, { letterContent: 'short' });
    expect(tooShort.statusCode).toBe(400);
    expect(JSON.stringify(tooShort.json().error.details)).toContain('letterContent');
    expect(
      (await s.send('PATCH', '/api/disputes/999999/letter', s.admin, { letterContent: revisedText }))
        .statusCode,
    ).toBe(404);
    const revised = await s.send('PATCH', revise, s.admin, { letterContent: revisedText });
    expect(revised.statusCode).toBe(200);
    expect(revised.json()).toMatchObject({
      letterContent: revisedText,
      changeRequest: null,
      changeRequestedAt: null,
      consumerApprovedAt: null,
    });
  });
});
