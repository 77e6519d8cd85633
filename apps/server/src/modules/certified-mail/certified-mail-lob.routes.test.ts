import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { useFileRows } from '../../../test/file-rows';
import { useFileTestApps } from '../../../test/test-app-lifecycle';
import { type DatabaseKind, testDatabaseKinds } from '../../../test/test-database';
import { disputes, mailEvents, mailPieces, users } from '../../db/schema';
import { fakeLobKey, startFakeLob } from '../../integrations/print-mail/fake-print-mail-servers.fixture';
import { signLobWebhook } from '../../integrations/print-mail/lob-webhook';
import { approvedLetters } from './mail-test-letters.fixture';

/** Mailing through Lob (a local fake speaking its API): outages, refusals, and its signed webhooks. */
const lob = await startFakeLob();
afterAll(() => lob.close());
const secret = 'whsec_test_lob_routes';
const appFor = useFileTestApps(
  { MAIL_PROVIDER: 'lob', LOB_API_KEY: fakeLobKey, LOB_BASE_URL: lob.baseUrl, LOB_WEBHOOK_SECRET: secret },
  { seed: false },
);
const lettersFor = useFileRows(approvedLetters);

/** One database's app, its approved letters, and the calls and reads every case below makes. */
function lobMailing(kind: DatabaseKind) {
  const t = appFor(kind);
  const s = lettersFor(kind, t);
  return {
    t,
    s,
    mail: (id: number) =>
      t.app.inject({
        method: 'POST',
        url: `/api/disputes/${id}/mail`,
        headers: s.admin.headers,
        payload: {},
      }),
    hook: (body: string, headers: Record<string, string> = signLobWebhook(body, secret)) =>
      t.app.inject({
        method: 'POST',
        url: '/api/mail/webhooks/lob',
        headers: { 'content-type': 'application/json', ...headers },
        payload: body,
      }),
    pieceOf: async (disputeId: number) =>
      (await t.db.db.select().from(mailPieces).where(eq(mailPieces.disputeId, disputeId)))[0],
    disputeOf: async (id: number) => (await t.db.db.select().from(disputes).where(eq(disputes.id, id)))[0],
  };
}

const lobEvent = (id: string, type: string, letterId: string, time: string) =>
  JSON.stringify({
    id,
    event_type: { id: `letter.certified.${type}` },
    date_created: time,
    body: { id: letterId, tracking_events: [{ name: type, location: 'ATLANTA GA 30374', time }] },
  });

describe.each(testDatabaseKinds())('POST /api/disputes/{id}/mail through Lob on %s', (kind) => {
  const { t, s, mail, pieceOf, disputeOf } = lobMailing(kind);

  it('keeps a letter queued through an outage and sends it once when the job retries', async () => {
    const id = s.approved[0] as number;
    lob.failNext = 1;
    const calls = lob.createCalls;
    const res = await mail(id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'QUEUED', attempts: 1, lastError: 'Lob answered HTTP 503' });
    expect((await disputeOf(id))?.status).toBe('PENDING');
    // Its next attempt is due; the job sends it.
    await t.db.db
      .update(mailPieces)
      .set({ nextAttemptAt: new Date(Date.now() - 1000) })
      .where(eq(mailPieces.disputeId, id));
    const run = await t.app.services.certifiedMail.tracking.runOnce();
    expect(run.sent).toBe(1);
    const piece = await pieceOf(id);
    expect(piece).toMatchObject({ status: 'SENT', attempts: 2, lastError: null });
    expect(lob.createCalls - calls).toBe(2);
    expect(lob.letters.get(piece?.idempotencyKey as string)?.id).toBe(piece?.providerId);
    expect(await disputeOf(id)).toMatchObject({ status: 'SENT', uspsTrackingNumber: piece?.trackingNumber });
    // A second run finds nothing queued: never sent twice.
    expect((await t.app.services.certifiedMail.tracking.runOnce()).sent).toBe(0);
  });
});

describe.each(testDatabaseKinds())('POST /api/disputes/{id}/mail through Lob on %s', (kind) => {
  const { t, s, mail, pieceOf } = lobMailing(kind);

  it('refuses an undeliverable address before anything is charged, in plain words', async () => {
    const id = s.approved[1] as number;
    const [owner] = await t.db.db
      .select({ userId: disputes.userId })
      .from(disputes)
      .where(eq(disputes.id, id));
    await t.db.db
      .update(users)
      .set({ addressLine1: '1 Undeliverable Road' })
      .where(eq(users.id, owner?.userId as number));
    const res = await mail(id);
    expect(res.statusCode).toBe(422);
    expect(res.json().error.message).toMatch(
      /^The mail provider refused the address: The address you entered/,
    );
    expect(await pieceOf(id)).toBeUndefined();
    await t.db.db
      .update(users)
      .set({ addressLine1: '12 Test Street' })
      .where(eq(users.id, owner?.userId as number));
  });
});

describe.each(testDatabaseKinds())('POST /api/mail/webhooks/lob through Lob on %s', (kind) => {
  const { t, s, hook, pieceOf } = lobMailing(kind);

  it('refuses a webhook with a bad or stale signature (401) and changes nothing', async () => {
    const piece = await pieceOf(s.approved[0] as number);
    const body = lobEvent('evt_bad', 'delivered', piece?.providerId as string, new Date().toISOString());
    const bad = await hook(body, { ...signLobWebhook(body, 'not-the-secret') });
    expect(bad.statusCode).toBe(401);
    const stale = await hook(body, signLobWebhook(body, secret, new Date(Date.now() - 10 * 60_000)));
    expect(stale.statusCode).toBe(401);
    expect((await hook(body, {})).statusCode).toBe(401);
    expect(
      await t.db.db
        .select()
        .from(mailEvents)
        .where(eq(mailEvents.pieceId, piece?.id as number)),
    ).toEqual([]);
  });
});

describe.each(testDatabaseKinds())('POST /api/mail/webhooks/lob through Lob on %s', (kind) => {
  const { t, s, hook, pieceOf, disputeOf } = lobMailing(kind);

  it('applies signed events once, never backwards, and delivery starts the follow-up and 30-day clocks', async () => {
    const id = s.approved[0] as number;
    const piece = await pieceOf(id);
    const letterId = piece?.providerId as string;
    const mailed = lobEvent('evt_1', 'mailed', letterId, '2026-03-02T15:00:00Z');
    expect((await hook(mailed)).json()).toEqual({ received: true });
    expect((await hook(mailed)).json()).toEqual({ received: false });
    expect((await hook(lobEvent('evt_3', 'delivered', letterId, '2026-03-05T15:41:00Z'))).statusCode).toBe(
      200,
    );
    // An older scan arriving late joins the history only.
    expect((await hook(lobEvent('evt_2', 'in_transit', letterId, '2026-03-03T09:00:00Z'))).statusCode).toBe(
      200,
    );
    const after = await pieceOf(id);
    expect(after).toMatchObject({ status: 'DELIVERED', receivedOn: '2026-03-05', receiptRule: 'DELIVERED' });
    expect(after?.returnReceipt).toBeTruthy();
    expect(await disputeOf(id)).toMatchObject({
      status: 'DELIVERED',
      deliveryDate: '2026-03-05',
      followUpDate: '2026-03-19',
      expectedResponse: '2026-04-04',
    });
    const view = await t.app.inject({ url: `/api/disputes/${id}/mail`, headers: s.client.headers });
    expect(view.json().events.map((e: { type: string }) => e.type)).toEqual([
      'MAILED',
      'IN_TRANSIT',
      'DELIVERED',
    ]);
    expect(view.json().receiptRuleText).toMatch(/^Delivered/);
  });
});

describe.each(testDatabaseKinds())('POST /api/mail/webhooks/lob through Lob on %s', (kind) => {
  const { s, mail, hook, pieceOf } = lobMailing(kind);

  it('flags a returned letter for a person to look at', async () => {
    const id = s.approved[2] as number;
    expect((await mail(id)).statusCode).toBe(200);
    const piece = await pieceOf(id);
    await hook(
      lobEvent('evt_r1', 'returned_to_sender', piece?.providerId as string, new Date().toISOString()),
    );
    expect(await pieceOf(id)).toMatchObject({
      status: 'RETURNED_TO_SENDER',
      attentionSince: expect.any(Date),
    });
  });
});

describe.each(testDatabaseKinds())('POST /api/disputes/{id}/mail through Lob on %s', (kind) => {
  const { t, s, mail, pieceOf, disputeOf } = lobMailing(kind);

  it('takes an unscanned letter as received 5 business days after mailing, marked estimated', async () => {
    const id = s.approved[1] as number;
    expect((await mail(id)).statusCode).toBe(200);
    // Mailed on Monday 2 March 2026; no delivery or pickup scan ever came.
    await t.db.db
      .update(mailPieces)
      .set({
        sentAt: new Date('2026-03-02T15:00:00Z'),
        mailedAt: new Date('2026-03-02T15:00:00Z'),
        lastPolledAt: null,
      })
      .where(eq(mailPieces.disputeId, id));
    expect((await t.app.services.certifiedMail.tracking.runOnce()).estimated).toBe(1);
    expect(await pieceOf(id)).toMatchObject({ receivedOn: '2026-03-07', receiptRule: 'ESTIMATED' });
    expect(await disputeOf(id)).toMatchObject({ status: 'DELIVERED', deliveryDate: '2026-03-07' });
  });
});
