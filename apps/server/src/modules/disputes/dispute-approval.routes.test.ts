import { impbCheckDigit } from '@app/contracts/usps-tracking';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { signedServiceContract } from '../../../test/factories/service-contract';
import { createSignedInUser } from '../../../test/factories/users';
import { useTestApp } from '../../../test/test-app-lifecycle';
import { testDatabaseKinds } from '../../../test/test-database';
import { auditLog } from '../../db/schema';

type Caller = Awaited<ReturnType<typeof createSignedInUser>>;
const anonymous = { headers: {} as Record<string, string> };
const letter = `To whom it may concern,\n\n${'I dispute this item because it cannot be verified. '.repeat(6)}\n\nSincerely`;
const trackingNumber = (seed: number) => {
  const body = `94001118992231${String(seed).padStart(7, '0')}`;
  return body + impbCheckDigit(body);
};

describe.each(testDatabaseKinds())('client approval of admin-drafted letters on %s', (kind) => {
  const t = useTestApp(kind);
  let admin: Caller;
  let client: Caller;
  let otherClient: Caller;
  let issueIds: number[];
  beforeAll(async () => {
    admin = await createSignedInUser(t.app, t.db, 'ADMIN');
    client = await createSignedInUser(t.app, t.db, 'CLIENT_VIEWER');
    otherClient = await createSignedInUser(t.app, t.db, 'CLIENT_VIEWER');
    await signedServiceContract(t.db, client.userId);
    const added = await t.app.services.issues.add(
      ['Midland Credit', 'Portfolio Recovery', 'LVNV Funding'].map((creditor) => ({
        userId: client.userId,
        type: 'COLLECTION' as const,
        title: `Collection: ${creditor}`,
        description: 'Collection account reported as unpaid',
        creditor,
        amountCents: 84_500,
        dateReported: '2023-04-01',
        impact: 45,
        bureaus: ['EQUIFAX', 'EXPERIAN'],
      })),
    );
    issueIds = added.map((i: { id: number }) => i.id);
  });

  const send = (
    method: 'POST' | 'PATCH',
    url: string,
    c: { headers: Record<string, string> },
    payload?: unknown,
  ) => t.app.inject({ method, url, headers: c.headers, payload: payload as never });
  const draft = async (issueId: number) => {
    const res = await send('POST', '/api/disputes', admin, {
      userId: client.userId,
      issueId,
      bureau: 'EQUIFAX',
      reason: 'UNVERIFIABLE',
      letterContent: letter,
      letterGenerated: true,
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { id: number; consumerApprovedAt: string | null; status: string };
  };

  it('files an admin draft for the client without attestation; it waits, unapproved, in the client’s list', async () => {
    const d = await draft(issueIds[0] as number);
    expect(d.status).toBe('PENDING');
    expect(d.consumerApprovedAt).toBeNull();
    const mine = (await t.app.inject({ url: '/api/disputes', headers: client.headers })).json();
    expect(mine.map((x: { id: number }) => x.id)).toContain(d.id);
  });

  it('keeps an unapproved letter PENDING: no tracking, no delivery, no refresh, no bureau answer', async () => {
    const d = await draft(issueIds[1] as number);
    const tracking = await send('PATCH', `/api/disputes/${d.id}/tracking`, admin, {
      trackingNumber: trackingNumber(71),
    });
    expect(tracking.statusCode).toBe(409);
    expect(tracking.json().error.message).toMatch(/not approved/);
    expect(
      (await send('PATCH', `/api/disputes/${d.id}/delivery`, admin, { deliveryDate: '2025-01-02' }))
        .statusCode,
    ).toBe(409);
    expect((await send('POST', `/api/disputes/${d.id}/update-from-tracking`, admin)).statusCode).toBe(409);
    await expect(t.app.services.disputes.recordBureauAnswer(d.id, 'DELETED', '2025-01-10')).rejects.toThrow(
      /never approved/,
    );
    const after = (await t.app.inject({ url: `/api/disputes/${client.userId}`, headers: admin.headers }))
      .json()
      .find((x: { id: number }) => x.id === d.id);
    expect(after).toMatchObject({ status: 'PENDING', uspsTrackingNumber: null, consumerApprovedAt: null });
  });

  it('lets only the owner approve (admin 403, other client 404, anonymous 401), with attestation', async () => {
    const d = await draft(issueIds[2] as number);
    const url = `/api/disputes/${d.id}/approve`;
    expect((await send('POST', url, admin, { attest: true })).statusCode).toBe(403);
    expect((await send('POST', url, otherClient, { attest: true })).statusCode).toBe(404);
    expect((await send('POST', url, anonymous, { attest: true })).statusCode).toBe(401);
    const noAttest = await send('POST', url, client, {});
    expect(noAttest.statusCode).toBe(400);
    expect(JSON.stringify(noAttest.json().error.details)).toContain('attest');
    expect((await send('POST', url, client, { attest: false })).statusCode).toBe(400);

    const ok = await send('POST', url, client, { attest: true });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().consumerApprovedAt).not.toBeNull();
    expect((await send('POST', url, client, { attest: true })).statusCode).toBe(409);
    const audited = await t.db.db.select().from(auditLog).where(eq(auditLog.action, 'letter.approved'));
    expect(audited.some((a) => a.targetId === String(d.id) && a.actorId === client.userId)).toBe(true);

    // Approved: now it can be mailed, and no longer revised.
    const sent = await send('PATCH', `/api/disputes/${d.id}/tracking`, admin, {
      trackingNumber: trackingNumber(72),
    });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().status).toBe('SENT');
    expect(
      (await send('PATCH', `/api/disputes/${d.id}/letter`, admin, { letterContent: letter })).statusCode,
    ).toBe(409);
  });

  it('takes the owner’s change request, which the admin answers by revising the letter', async () => {
    const issue = (
      await t.app.services.issues.add([
        {
          userId: client.userId,
          type: 'LATE_PAYMENT',
          title: 'Late payment: Capital One',
          description: '30 days late',
          creditor: 'Capital One',
          impact: 20,
          bureaus: ['TRANSUNION'],
        },
      ])
    )[0] as { id: number };
    const created = await send('POST', '/api/disputes', admin, {
      userId: client.userId,
      issueId: issue.id,
      bureau: 'TRANSUNION',
      reason: 'UNVERIFIABLE',
      letterContent: letter,
    });
    const d = created.json() as { id: number };
    const url = `/api/disputes/${d.id}/change-request`;
    const message = 'Please say the account was paid in full in March.';
    expect((await send('POST', url, admin, { message })).statusCode).toBe(403);
    expect((await send('POST', url, otherClient, { message })).statusCode).toBe(404);
    expect((await send('POST', url, anonymous, { message })).statusCode).toBe(401);
    const blank = await send('POST', url, client, { message: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(JSON.stringify(blank.json().error.details)).toContain('message');

    const asked = await send('POST', url, client, { message });
    expect(asked.statusCode).toBe(200);
    expect(asked.json()).toMatchObject({ changeRequest: message, consumerApprovedAt: null });
    expect(asked.json().changeRequestedAt).not.toBeNull();
    // The admin sees it in the client's list.
    const seen = (await t.app.inject({ url: `/api/disputes/${client.userId}`, headers: admin.headers }))
      .json()
      .find((x: { id: number }) => x.id === d.id);
    expect(seen.changeRequest).toBe(message);

    const revise = `/api/disputes/${d.id}/letter`;
    const revisedText = `${letter}\n\nThe account was paid in full in March.`;
    expect((await send('PATCH', revise, client, { letterContent: revisedText })).statusCode).toBe(403);
    expect((await send('PATCH', revise, anonymous, { letterContent: revisedText })).statusCode).toBe(401);
    const tooShort = await send('PATCH', revise, admin, { letterContent: 'short' });
    expect(tooShort.statusCode).toBe(400);
    expect(JSON.stringify(tooShort.json().error.details)).toContain('letterContent');
    expect(
      (await send('PATCH', '/api/disputes/999999/letter', admin, { letterContent: revisedText })).statusCode,
    ).toBe(404);
    const revised = await send('PATCH', revise, admin, { letterContent: revisedText });
    expect(revised.statusCode).toBe(200);
    expect(revised.json()).toMatchObject({
      letterContent: revisedText,
      changeRequest: null,
      changeRequestedAt: null,
      consumerApprovedAt: null,
    });
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
    const missing = await send('POST', '/api/disputes', beta, body);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.details[0].field).toBe('attestation');
    const own = await send('POST', '/api/disputes', beta, { ...body, attestation: true });
    expect(own.statusCode).toBe(201);
    expect(own.json().consumerApprovedAt).not.toBeNull();
    // Nothing left to approve on one's own dispute.
    expect(
      (await send('POST', `/api/disputes/${own.json().id}/approve`, beta, { attest: true })).statusCode,
    ).toBe(409);
  });
});
