import { dayIn } from '@app/contracts/common/dates';
import { addCalendarDays } from '@app/contracts/follow-up';
import { impbCheckDigit } from '@app/contracts/usps-tracking';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { signedServiceContract } from '../../../test/factories/service-contract';
import { anAdmin, createSignedInUser } from '../../../test/factories/users';
import { useFileRows } from '../../../test/file-rows';
import { useFileTestApps } from '../../../test/test-app-lifecycle';
import { testDatabaseKinds } from '../../../test/test-database';

const validNumber = (seed: number) => {
  const body = `94001118992231${String(seed).padStart(7, '0')}`;
  return body + impbCheckDigit(body);
};

const letter = `To whom it may concern,\n\n${'I dispute this item because it cannot be verified. '.repeat(6)}\n\nSincerely`;

const appFor = useFileTestApps({}, { seed: false });
/** A Pro (self-serve) beta tester with one letter of their own to mail, an admin, another beta tester. */
const rowsFor = useFileRows(async (t) => {
  const beta = await createSignedInUser(t.app, t.db, 'BETA_TESTER');
  await signedServiceContract(t.db, beta.userId, { planName: 'Pro Plan' });
  const [issue] = await t.app.services.issues.add([
    {
      userId: beta.userId,
      type: 'COLLECTION',
      title: 'Collection: Midland Credit',
      description: 'Collection account reported as unpaid',
      creditor: 'Midland Credit',
      impact: 45,
      bureaus: ['EQUIFAX'],
    },
  ]);
  const filed = await t.app.inject({
    method: 'POST',
    url: '/api/disputes',
    headers: beta.headers,
    payload: {
      issueId: (issue as { id: number }).id,
      bureau: 'EQUIFAX',
      reason: 'UNVERIFIABLE',
      letterContent: letter,
      attestation: true,
    },
  });
  expect(filed.statusCode, filed.body).toBe(201);
  const admin = await anAdmin(t);
  const other = await createSignedInUser(t.app, t.db, 'BETA_TESTER');
  const patch = (url: string, headers: Record<string, string>, payload: unknown) =>
    t.app.inject({ method: 'PATCH', url, headers, payload: payload as never });
  const pendingDispute = async () => {
    const list = (await t.app.inject({ url: '/api/disputes', headers: beta.headers })).json();
    return list.find((d: { status: string }) => d.status === 'PENDING') as { id: number; createdAt: string };
  };
  return { beta, admin, other, patch, pendingDispute };
});

describe.each(testDatabaseKinds())('PATCH /api/disputes/{id}/tracking on %s', (kind) => {
  const s = rowsFor(kind, appFor(kind));

  it('validates the number: blank, bad check digit, bad format', async () => {
    const d = await s.pendingDispute();
    const blank = await s.patch(`/api/disputes/${d.id}/tracking`, s.beta.headers, { trackingNumber: ' ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error.message).toBe('Please enter a tracking number');
    const corrupted = validNumber(1).slice(0, -1) + ((Number(validNumber(1).slice(-1)) + 1) % 10);
    const bad = await s.patch(`/api/disputes/${d.id}/tracking`, s.beta.headers, {
      trackingNumber: corrupted,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toMatch(/check digit/);
  });

  it("answers 404 for someone else's dispute", async () => {
    const d = await s.pendingDispute();
    const res = await s.patch(`/api/disputes/${d.id}/tracking`, s.other.headers, {
      trackingNumber: validNumber(2),
    });
    expect(res.statusCode).toBe(404);
  });
});

// The describes below run in file order on the one letter: mailed and delivered, tracked, followed up.
describe.each(testDatabaseKinds())('PATCH /api/disputes/{id}/delivery on %s', (kind) => {
  const s = rowsFor(kind, appFor(kind));

  it('moves PENDING to SENT with a number, then SENT to DELIVERED with a follow-up 14 days later', async () => {
    const d = await s.pendingDispute();
    const sent = await s.patch(`/api/disputes/${d.id}/tracking`, s.beta.headers, {
      trackingNumber: validNumber(3),
    });
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toMatchObject({
      status: 'SENT',
      trackingSource: 'simulated',
      uspsTrackingNumber: validNumber(3),
    });

    // Calendar days are the company's (America/New_York by default), not UTC's.
    const tomorrow = addCalendarDays(dayIn('America/New_York', new Date()), 1);
    const future = await s.patch(`/api/disputes/${d.id}/delivery`, s.beta.headers, {
      deliveryDate: tomorrow,
    });
    expect(future.statusCode).toBe(400);
    const early = await s.patch(`/api/disputes/${d.id}/delivery`, s.beta.headers, {
      deliveryDate: '2020-01-01',
    });
    expect(early.statusCode).toBe(400);

    const today = dayIn('America/New_York', new Date());
    const delivered = await s.patch(`/api/disputes/${d.id}/delivery`, s.beta.headers, {
      deliveryDate: today,
    });
    expect(delivered.statusCode).toBe(200);
    const body = delivered.json();
    expect(body.status).toBe('DELIVERED');
    expect(body.deliveryDate).toBe(today);
    const days = (a: string, b: string) => Math.round((Date.parse(b) - Date.parse(a)) / 86_400_000);
    expect(days(today, body.followUpDate)).toBe(14);
    expect(days(today, body.expectedResponse)).toBe(30);
    expect(
      (await s.patch(`/api/disputes/${d.id}/delivery`, s.beta.headers, { deliveryDate: today })).statusCode,
    ).toBe(409);
  });
});

describe.each(testDatabaseKinds())('GET /api/usps/track/{trackingNumber} on %s', (kind) => {
  const t = appFor(kind);
  const s = rowsFor(kind, t);

  it('tracks by number for the owner and an admin, and refreshes a dispute from tracking', async () => {
    const list = (await t.app.inject({ url: '/api/disputes', headers: s.beta.headers })).json();
    const tracked = list.find((d: { uspsTrackingNumber: string | null }) => d.uspsTrackingNumber);
    const info = await t.app.inject({
      url: `/api/usps/track/${tracked.uspsTrackingNumber}`,
      headers: s.admin.headers,
    });
    expect(info.statusCode).toBe(200);
    expect(info.json()).toMatchObject({ source: 'simulated', events: expect.any(Array) });
    expect(
      (await t.app.inject({ url: `/api/usps/track/${tracked.uspsTrackingNumber}`, headers: s.other.headers }))
        .statusCode,
    ).toBe(404);
    const refreshed = await t.app.inject({
      method: 'POST',
      url: `/api/disputes/${tracked.id}/update-from-tracking`,
      headers: s.beta.headers,
    });
    expect(refreshed.statusCode).toBe(200);
  });
});

describe.each(testDatabaseKinds())('GET /api/admin/tracking on %s', (kind) => {
  const t = appFor(kind);
  const s = rowsFor(kind, t);

  it('lists tracking for admins with counters, paginated', async () => {
    const all = await t.app.inject({
      url: '/api/admin/tracking?userId=0&page=1&pageSize=5',
      headers: s.admin.headers,
    });
    expect(all.statusCode).toBe(200);
    const page = all.json();
    expect(page.items.length).toBeLessThanOrEqual(5);
    expect(page.total).toBeGreaterThan(0);
    expect(page.counts).toEqual({
      beingTracked: expect.any(Number),
      delivered: expect.any(Number),
      needFollowUp: expect.any(Number),
    });
    expect((await t.app.inject({ url: '/api/admin/tracking', headers: s.beta.headers })).statusCode).toBe(
      403,
    );
  });

  it('raises due follow-ups and mails each notice once, even with two runners at once', async () => {
    await t.db.exec(
      `update disputes set status = 'DELIVERED', follow_up_date = current_date - 1, alert_sent = false, follow_up_notice_sent_at = null where user_id = ${s.beta.userId} and delivery_date is not null`,
    );
    const [a, b] = await Promise.all([
      t.app.services.disputes.refreshTracking(),
      t.app.services.disputes.refreshTracking(),
    ]);
    expect((a?.followUpsRaised ?? 0) + (b?.followUpsRaised ?? 0)).toBeGreaterThan(0);
    const again = await t.app.services.disputes.refreshTracking();
    expect(again.noticesSent).toBe(0);
    // Exactly one notice per dispute now waiting for a follow-up.
    const count = async (q: string) =>
      Number(((await t.db.db.execute(sql.raw(q))) as unknown as { rows: { n: number }[] }).rows[0]?.n);
    const waiting = await count(
      `select count(*)::int as n from disputes where status = 'FOLLOW_UP_REQUIRED'`,
    );
    const mailed = await count(
      `select count(*)::int as n from mail_outbox where subject like 'Time to follow up%'`,
    );
    expect(mailed).toBe(waiting);
    expect((a?.noticesSent ?? 0) + (b?.noticesSent ?? 0)).toBe(waiting);
  });
});
