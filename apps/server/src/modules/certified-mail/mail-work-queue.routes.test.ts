import { mailQueuedTooLongMinutes, type WorkQueueGroup } from '@app/contracts/work-queue.contract';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { anOrganization } from '../../../test/factories/organizations';
import { createSignedInUser } from '../../../test/factories/users';
import { useFileRows } from '../../../test/file-rows';
import { useFileTestApps } from '../../../test/test-app-lifecycle';
import { type DatabaseKind, testDatabaseKinds } from '../../../test/test-database';
import { mailPieces } from '../../db/schema';
import { fakeLobKey, startFakeLob } from '../../integrations/print-mail/fake-print-mail-servers.fixture';
import { signLobWebhook } from '../../integrations/print-mail/lob-webhook';
import { documentPdf, payStubText, utilityBillText } from '../documents/sample-documents';
import { approvedLetters } from './mail-test-letters.fixture';

/**
 * Certified mail in the work queue (returned or at issue; queued too long through an outage) and
 * batches with enclosures, through a local fake of Lob's API: each organization sees its own only.
 */
const lob = await startFakeLob();
afterAll(() => lob.close());
const secret = 'whsec_test_mail_queue';
const appFor = useFileTestApps(
  { MAIL_PROVIDER: 'lob', LOB_API_KEY: fakeLobKey, LOB_BASE_URL: lob.baseUrl, LOB_WEBHOOK_SECRET: secret },
  { seed: false },
);
/** An organization's admin, client and approved letters, and another organization's admin. */
const lettersFor = useFileRows(async (t) => {
  const org = await anOrganization(t.db);
  return {
    ours: await approvedLetters(t, { creditor: 'Midland Credit' }),
    outsider: await createSignedInUser(t.app, t.db, 'ADMIN', { organizationId: org.id }),
  };
});

type Headers = Record<string, string>;

function mailQueue(kind: DatabaseKind) {
  const t = appFor(kind);
  const s = lettersFor(kind, t);
  const post = (url: string, headers: Headers, payload: object = {}) =>
    t.app.inject({ method: 'POST', url, headers, payload });
  return {
    t,
    s,
    post,
    mail: (id: number, headers = s.ours.admin.headers) => post(`/api/disputes/${id}/mail`, headers),
    hook: (body: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/mail/webhooks/lob',
        headers: { 'content-type': 'application/json', ...signLobWebhook(body, secret) },
        payload: body,
      }),
    group: async (group: WorkQueueGroup, headers: Headers = s.ours.admin.headers) => {
      const res = await t.app.inject({ url: `/api/admin/work-queue?group=${group}`, headers });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().groups[0] as { total: number; items: Record<string, unknown>[] };
    },
    pieceOf: async (disputeId: number) =>
      (await t.db.db.select().from(mailPieces).where(eq(mailPieces.disputeId, disputeId)))[0],
  };
}

const lobEvent = (id: string, type: string, letterId: string, time: string) =>
  JSON.stringify({
    id,
    event_type: { id: `letter.certified.${type}` },
    date_created: time,
    body: { id: letterId, tracking_events: [{ name: type, location: 'ATLANTA GA 30374', time }] },
  });

describe.each(testDatabaseKinds())('GET /api/admin/work-queue with returned mail on %s', (kind) => {
  const { s, mail, hook, group, pieceOf, post } = mailQueue(kind);

  it('lists a returned letter for its organization until it is marked handled', async () => {
    const id = s.ours.approved[0] as number;
    const outsider = s.outsider.headers;
    expect((await mail(id)).statusCode).toBe(200);
    expect((await group('MAIL_RETURNED')).total).toBe(0);

    const piece = await pieceOf(id);
    const at = new Date().toISOString();
    await hook(lobEvent('evt_ret', 'returned_to_sender', piece?.providerId as string, at));
    const returned = await group('MAIL_RETURNED');
    expect(returned.total).toBe(1);
    expect(returned.items).toEqual([
      expect.objectContaining({
        group: 'MAIL_RETURNED',
        recordId: piece?.id,
        disputeId: id,
        clientId: s.ours.client.userId,
        hold: 'Returned to sender',
        title: expect.stringContaining('Midland Credit'),
      }),
    ]);
    // Another organization's admin never sees it, nor can handle it; a client cannot either.
    expect(await group('MAIL_RETURNED', outsider)).toMatchObject({ total: 0, items: [] });
    expect((await post(`/api/disputes/${id}/mail/handled`, outsider)).statusCode).toBe(404);
    expect((await post(`/api/disputes/${id}/mail/handled`, s.ours.client.headers)).statusCode).toBe(403);
    const handled = await post(`/api/disputes/${id}/mail/handled`, s.ours.admin.headers);
    expect(handled.statusCode, handled.body).toBe(200);
    expect(handled.json()).toMatchObject({ disputeId: id, status: 'RETURNED_TO_SENDER' });
    expect((await group('MAIL_RETURNED')).total).toBe(0);
    const again = await post(`/api/disputes/${id}/mail/handled`, s.ours.admin.headers);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('NOTHING_TO_HANDLE');
  });

  it('lists an issue event too', async () => {
    const id = s.ours.approved[1] as number;
    expect((await mail(id)).statusCode).toBe(200);
    const piece = await pieceOf(id);
    await hook(lobEvent('evt_issue', 'issue', piece?.providerId as string, new Date().toISOString()));
    const returned = await group('MAIL_RETURNED');
    expect(returned.items).toEqual([
      expect.objectContaining({ disputeId: id, hold: 'A problem with the mail piece' }),
    ]);
  });
});

describe.each(testDatabaseKinds())('GET /api/admin/work-queue with queued mail on %s', (kind) => {
  const { t, s, mail, group, pieceOf } = mailQueue(kind);
  afterEach(() => vi.useRealTimers());

  it('lists a letter queued through an outage once it is older than the threshold, with its retries', async () => {
    // Frozen where the letters were made (after the client's cancellation period).
    const frozen = new Date();
    vi.useFakeTimers({ toFake: ['Date'], now: frozen });
    const id = s.ours.approved[2] as number;
    lob.failNext = 1;
    const calls = lob.createCalls;
    expect((await mail(id)).json()).toMatchObject({ status: 'QUEUED', attempts: 1 });
    expect((await group('MAIL_QUEUED_TOO_LONG')).total).toBe(0);

    // Queued a minute short of the threshold, then a minute past it (the session would not last the hour).
    const queuedAgo = (minutes: number) =>
      t.db.db
        .update(mailPieces)
        .set({ createdAt: new Date(frozen.getTime() - minutes * 60_000) })
        .where(eq(mailPieces.disputeId, id));
    await queuedAgo(mailQueuedTooLongMinutes - 1);
    expect((await group('MAIL_QUEUED_TOO_LONG')).total).toBe(0);
    await queuedAgo(mailQueuedTooLongMinutes + 1);
    const late = await group('MAIL_QUEUED_TOO_LONG');
    expect(late.total).toBe(1);
    const piece = await pieceOf(id);
    expect(late.items).toEqual([
      expect.objectContaining({
        disputeId: id,
        attempts: 1,
        nextAttemptAt: piece?.nextAttemptAt?.toISOString(),
        hold: 'Still queued: the mail provider is not answering',
      }),
    ]);
    expect(await group('MAIL_QUEUED_TOO_LONG', s.outsider.headers)).toMatchObject({ total: 0, items: [] });

    // The provider answers again: at its next attempt the retry sends it once and it leaves the group.
    vi.setSystemTime((piece?.nextAttemptAt?.getTime() ?? 0) + 1000);
    expect((await t.app.services.certifiedMail.tracking.runOnce()).sent).toBe(1);
    expect((await t.app.services.certifiedMail.tracking.runOnce()).sent).toBe(0);
    expect(lob.createCalls - calls).toBe(2);
    expect((await group('MAIL_QUEUED_TOO_LONG')).total).toBe(0);
  });
});

describe.each(testDatabaseKinds())('POST /api/mail/batches with enclosures on %s', (kind) => {
  const { t, post } = mailQueue(kind);

  it('mails a client’s letters in one batch with the enclosures chosen once, masked; a retry mails nothing twice', async () => {
    const ours = await approvedLetters(t, { creditor: 'Cavalry SPV' });
    const other = await approvedLetters(t, { creditor: 'Portfolio Recovery' });
    const client = ours.client;
    const upload = async (fileName: string, text: string) => {
      const res = await post('/api/chat/upload', client.headers, {
        userId: client.userId,
        fileName,
        fileData: (await documentPdf(text, 1)).toString('base64'),
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json().id as number;
    };
    const proof = await upload('utility-bill.pdf', utilityBillText('Test User'));
    const card = await upload('tax-form.pdf', `${payStubText('Test User', '11/01/2026')}\nSSN 123-45-6789`);
    await t.app.services.documents.readingsSettled();
    const [a, b, c] = ours.approved as [number, number, number];
    const admin = ours.admin.headers;
    const batch = (payload: object, headers = admin) => post('/api/mail/batches', headers, payload);

    const quote = await t.app.inject({
      url: `/api/mail/quote?disputeIds=${a},${b}&enclosureDocumentIds=${proof},${card}`,
      headers: admin,
    });
    const plain = await t.app.inject({ url: `/api/mail/quote?disputeIds=${a},${b}`, headers: admin });
    const pagesOf = (r: typeof quote) => r.json().pieces.map((p: { pages: number }) => p.pages);
    expect(pagesOf(quote)).toEqual(pagesOf(plain).map((p: number) => p + 2));

    // Enclosures are one client's documents: letters of two clients, or another's documents, are refused whole.
    const calls = lob.createCalls;
    const mixed = await batch({ disputeIds: [a, other.approved[0]], enclosureDocumentIds: [proof] });
    expect(mixed.statusCode).toBe(400);
    expect(mixed.json().error.details).toEqual([expect.objectContaining({ field: 'enclosureDocumentIds' })]);
    const foreign = await batch({ disputeIds: [other.approved[0]], enclosureDocumentIds: [proof] });
    expect(foreign.statusCode).toBe(404);
    expect((await batch({ disputeIds: [a], enclosureDocumentIds: [proof, proof] })).statusCode).toBe(400);
    expect(lob.createCalls).toBe(calls);

    const res = await batch({ disputeIds: [a, b], enclosureDocumentIds: [proof, card] });
    expect(res.statusCode, res.body).toBe(200);
    const { pieces, refused } = res.json();
    expect(refused).toEqual([]);
    expect(pieces.map((p: { pages: number }) => p.pages)).toEqual(pagesOf(quote));
    for (const piece of pieces) {
      expect(piece.enclosures.map((e: { title: string; masked: boolean }) => [e.title, e.masked])).toEqual([
        ['utility-bill.pdf', false],
        ['tax-form.pdf', true],
      ]);
    }
    expect(lob.createCalls - calls).toBe(2);

    // The same batch again (a double click, a retry after a lost answer): nothing is mailed twice.
    const retry = await batch({ disputeIds: [a, b, c], enclosureDocumentIds: [proof, card] });
    expect(retry.statusCode).toBe(200);
    expect(
      retry.json().refused.map((r: { disputeId: number; code: string }) => [r.disputeId, r.code]),
    ).toEqual([
      [a, 'ALREADY_MAILED'],
      [b, 'ALREADY_MAILED'],
    ]);
    expect(retry.json().pieces.map((p: { disputeId: number }) => p.disputeId)).toEqual([c]);
    expect(lob.createCalls - calls).toBe(3);
    expect(await t.db.db.select().from(mailPieces).where(eq(mailPieces.disputeId, a))).toHaveLength(1);
    // Without enclosures, as before.
    expect((await batch({ disputeIds: [ours.draft] })).json().refused).toEqual([
      expect.objectContaining({ disputeId: ours.draft, code: 'NOT_APPROVED' }),
    ]);
  });
});
