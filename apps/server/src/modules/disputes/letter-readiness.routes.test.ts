import { addressPlaceholderLines } from '@app/contracts/dispute-letters.contract';
import { letterHoldMessages } from '@app/contracts/letter-readiness';
import { impbCheckDigit } from '@app/contracts/usps-tracking';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { signedServiceContract } from '../../../test/factories/service-contract';
import { createSignedInUser } from '../../../test/factories/users';
import { useFileRows } from '../../../test/file-rows';
import { useFileTestApps } from '../../../test/test-app-lifecycle';
import { testDatabaseKinds } from '../../../test/test-database';
import { users } from '../../db/schema';

type Caller = Awaited<ReturnType<typeof createSignedInUser>>;
const letter = `To whom it may concern,\n\n${'I dispute this item because it cannot be verified. '.repeat(6)}\n\nSincerely`;
const trackingNumber = (seed: number) => {
  const body = `94001118992231${String(seed).padStart(7, '0')}`;
  return body + impbCheckDigit(body);
};

/**
 * Before a letter is approved or mailed: the client's return address on file, no placeholder in
 * the letter, and for the company's work the three CROA documents signed and the cancellation
 * period over. Drafting is never refused; each letter has one mailer, from the client's plan.
 */
const appFor = useFileTestApps({}, { seed: false });
/** An admin who drafts letters, and the calls the tests make with it. */
const rowsFor = useFileRows(async (t) => {
  const admin = await createSignedInUser(t.app, t.db, 'ADMIN');
  const send = (method: 'POST' | 'PATCH' | 'GET', url: string, c: Caller, payload?: unknown) =>
    t.app.inject({ method, url, headers: c.headers, payload: payload as never });

  async function clientWithItem(accessLevel: 'CLIENT_VIEWER' | 'BETA_TESTER' = 'CLIENT_VIEWER') {
    const client = await createSignedInUser(t.app, t.db, accessLevel);
    const [issue] = await t.app.services.issues.add([
      {
        userId: client.userId,
        type: 'COLLECTION' as const,
        title: 'Collection: Midland Credit',
        description: 'Collection account reported as unpaid',
        creditor: 'Midland Credit',
        amountCents: 84_500,
        dateReported: '2023-04-01',
        impact: 45,
        bureaus: ['EQUIFAX', 'EXPERIAN'],
      },
    ]);
    return { client, issueId: (issue as { id: number }).id };
  }
  const draftFor = async (userId: number, issueId: number, letterContent = letter) => {
    const res = await send('POST', '/api/disputes', admin, {
      userId,
      issueId,
      bureau: 'EQUIFAX',
      reason: 'UNVERIFIABLE',
      letterContent,
      letterGenerated: true,
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { id: number; mailedBy: string };
  };
  const approve = (c: Caller, id: number) => send('POST', `/api/disputes/${id}/approve`, c, { attest: true });
  const queueItems = async (group: string) =>
    (await send('GET', `/api/admin/work-queue?group=${group}&pageSize=50`, admin)).json().groups[0].items as {
      recordId: number;
      hold?: string;
    }[];
  return { admin, send, clientWithItem, draftFor, approve, queueItems };
});

describe.each(testDatabaseKinds())('POST /api/disputes/{id}/approve on %s', (kind) => {
  const t = appFor(kind);
  const s = rowsFor(kind, t);

  it('drafts for a client without a contract, and refuses approval and mailing: "Waiting for signature"', async () => {
    const { client, issueId } = await s.clientWithItem();
    const d = await s.draftFor(client.userId, issueId);
    const refused = await s.approve(client, d.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('WAITING_FOR_SIGNATURE');
    expect(refused.json().error.message).toBe(letterHoldMessages.ownWaitingForSignatureDetail);
    const batch = await s.send('POST', '/api/disputes/approve', client, {
      items: [{ id: d.id, decision: 'APPROVE', attest: true }],
    });
    expect(batch.statusCode).toBe(409);
    const mailing = await s.send('PATCH', `/api/disputes/${d.id}/tracking`, s.admin, {
      trackingNumber: trackingNumber(11),
    });
    expect(mailing.statusCode).toBe(409);

    const waiting = (await s.queueItems('AWAITING_APPROVAL')).find((i) => i.recordId === d.id);
    expect(waiting?.hold).toBe('Waiting for signature');
    const readiness = (await s.send('GET', `/api/letter-readiness/${client.userId}`, s.admin)).json();
    expect(readiness.hold).toMatchObject({ code: 'WAITING_FOR_SIGNATURE', message: 'Waiting for signature' });

    // Signed, but inside the cancellation period: still refused, with the date it ends.
    await signedServiceContract(t.db, client.userId, { daysAgo: 1 });
    const early = await s.approve(client, d.id);
    expect(early.statusCode).toBe(409);
    expect(early.json().error.code).toBe('CANCELLATION_PERIOD');
  });

  it('refuses approval and mailing without a mailing address, in each side’s words', async () => {
    const { client, issueId } = await s.clientWithItem();
    await signedServiceContract(t.db, client.userId);
    const d = await s.draftFor(client.userId, issueId);
    await t.db.db.update(users).set({ addressLine1: null }).where(eq(users.id, client.userId));
    const refused = await s.approve(client, d.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatchObject({
      code: 'MAILING_ADDRESS_MISSING',
      message: 'Add your mailing address first',
    });
    const readiness = (await s.send('GET', `/api/letter-readiness/${client.userId}`, s.admin)).json();
    expect(readiness.hold.message).toBe("Add the client's mailing address first");
    const waiting = (await s.queueItems('AWAITING_APPROVAL')).find((i) => i.recordId === d.id);
    expect(waiting?.hold).toBe("Add the client's mailing address first");
  });

  it('refuses to approve a letter that still has a bracketed placeholder', async () => {
    const { client, issueId } = await s.clientWithItem();
    await signedServiceContract(t.db, client.userId);
    const d = await s.draftFor(
      client.userId,
      issueId,
      `Test User\n${addressPlaceholderLines.join('\n')}\n\n${letter}`,
    );
    const refused = await s.approve(client, d.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('LETTER_HAS_PLACEHOLDER');
  });
});

describe.each(testDatabaseKinds())('PATCH /api/disputes/{id}/tracking on %s', (kind) => {
  const t = appFor(kind);
  const s = rowsFor(kind, t);

  it('approves and mails once the contract is signed and the period has passed; the company mails on Elite', async () => {
    const { client, issueId } = await s.clientWithItem();
    await signedServiceContract(t.db, client.userId, { daysAgo: 30 });
    const d = await s.draftFor(client.userId, issueId);
    expect(d.mailedBy).toBe('COMPANY');
    const ok = await s.approve(client, d.id);
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await s.queueItems('APPROVED_UNMAILED')).map((i) => i.recordId)).toContain(d.id);
    const mailed = await s.send('PATCH', `/api/disputes/${d.id}/tracking`, s.admin, {
      trackingNumber: trackingNumber(12),
    });
    expect(mailed.statusCode, mailed.body).toBe(200);
  });
});

describe.each(testDatabaseKinds())('POST /api/disputes on %s', (kind) => {
  const t = appFor(kind);
  const s = rowsFor(kind, t);

  it('lets a Pro (self-serve) client mail their own letter, and keeps it out of the company’s mailing queue', async () => {
    const { client, issueId } = await s.clientWithItem('BETA_TESTER');
    await signedServiceContract(t.db, client.userId, { planName: 'Pro Plan' });
    const own = await s.send('POST', '/api/disputes', client, {
      issueId,
      bureau: 'EXPERIAN',
      reason: 'UNVERIFIABLE',
      letterContent: letter,
      letterGenerated: true,
      attestation: true,
    });
    expect(own.statusCode, own.body).toBe(201);
    expect(own.json()).toMatchObject({ mailedBy: 'CONSUMER' });
    expect(own.json().consumerApprovedAt).not.toBeNull();
    expect((await s.queueItems('APPROVED_UNMAILED')).map((i) => i.recordId)).not.toContain(own.json().id);
    const readiness = (await s.send('GET', `/api/letter-readiness/${client.userId}`, client)).json();
    expect(readiness).toMatchObject({ mailer: 'CONSUMER', hold: null });
  });

  it('lets a consumer without a plan write their own letter, but not without an address', async () => {
    const { client, issueId } = await s.clientWithItem('BETA_TESTER');
    const own = await s.send('POST', '/api/disputes', client, {
      issueId,
      bureau: 'EQUIFAX',
      reason: 'UNVERIFIABLE',
      letterContent: letter,
      letterGenerated: true,
      attestation: true,
    });
    expect(own.statusCode, own.body).toBe(201);
    expect(own.json().mailedBy).toBe('CONSUMER');
    await t.db.db.update(users).set({ zipCode: null }).where(eq(users.id, client.userId));
    const noAddress = await s.send('POST', '/api/disputes', client, {
      issueId,
      bureau: 'EXPERIAN',
      reason: 'UNVERIFIABLE',
      letterContent: letter,
      letterGenerated: true,
      attestation: true,
    });
    expect(noAddress.statusCode).toBe(409);
    expect(noAddress.json().error.message).toBe('Add your mailing address first');
  });
});

describe.each(testDatabaseKinds())('GET /api/letter-readiness/{userId} on %s', (kind) => {
  const t = appFor(kind);
  const s = rowsFor(kind, t);

  it('answers 404 for another person’s readiness', async () => {
    const { client } = await s.clientWithItem();
    const other = await createSignedInUser(t.app, t.db, 'CLIENT_VIEWER');
    expect((await s.send('GET', `/api/letter-readiness/${client.userId}`, other)).statusCode).toBe(404);
  });
});
