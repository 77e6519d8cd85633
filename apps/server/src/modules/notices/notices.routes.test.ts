import type { NextSteps, NoticePreferences } from '@app/contracts/notices.contract';
import { noticeMessages } from '@app/contracts/notices.contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TestApp } from '../../../test/build-test-app';
import { createSignedInUser } from '../../../test/factories/users';
import { useSharedRows } from '../../../test/file-rows';
import { expectOwnerOnly } from '../../../test/ownership';
import { sentMailTo } from '../../../test/sent-mail';
import { useFileTestApps } from '../../../test/test-app-lifecycle';
import { type DatabaseKind, testDatabaseKinds } from '../../../test/test-database';
import { chatDocuments, chatMessages, creditIssues, disputes } from '../../db/schema';

type Caller = Awaited<ReturnType<typeof createSignedInUser>>;
// A frozen "now"; every row is dated relative to it.
const frozenNow = new Date('2026-03-18T16:00:00Z');
const hoursAgo = (h: number) => new Date(frozenNow.getTime() - h * 3_600_000);
const allOn: NoticePreferences = {
  LETTER_AWAITING_APPROVAL: true,
  FOLLOW_UP_DUE: true,
  BUREAU_ANSWER: true,
  SPECIALIST_MESSAGE: true,
  DOCUMENT_REQUEST: true,
  PROOF_OF_WORK: true,
};

beforeAll(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: frozenNow });
});
afterAll(() => {
  vi.useRealTimers();
});

const appFor = useFileTestApps({ PUBLIC_URL: 'https://app.example.test' }, { seed: false });
const emailOf = async (app: TestApp, admin: Caller, userId: number) => {
  const r = await app.inject({ url: `/api/users/${userId}`, headers: admin.headers });
  return (r.json() as { email: string }).email;
};
// Shared by the describes: the client's letter awaits approval, then their notices are mailed and stopped.
const people = useSharedRows(appFor, async (t) => {
  const admin = await createSignedInUser(t.app, t.db, 'ADMIN');
  const client = await createSignedInUser(t.app, t.db, 'BETA_TESTER');
  const other = await createSignedInUser(t.app, t.db, 'BETA_TESTER');
  const clientEmail = await emailOf(t.app, admin, client.userId);
  const db = t.db.db;
  const [issue] = await db
    .insert(creditIssues)
    .values({
      userId: client.userId,
      type: 'COLLECTION',
      title: 'Notice Collections',
      description: 'x',
      creditor: 'Notice Co',
      impact: 40,
    })
    .returning({ id: creditIssues.id });
  await db.insert(disputes).values({
    userId: client.userId,
    issueId: (issue as { id: number }).id,
    bureau: 'EXPERIAN',
    letterType: 'BUREAU_DISPUTE',
    reason: 'NOT_MINE',
    letterContent: 'x'.repeat(250),
    expectedResponse: '2026-04-17',
    createdAt: hoursAgo(2),
  });
  return { admin, client, other, clientEmail };
});

function setup(kind: DatabaseKind) {
  const { t, rows: p } = people(kind);
  /** The mail as the person received it, newest first (the stored outbox masks the links' tokens). */
  const outboxFor = async (email: string) => sentMailTo(t.app, email);
  return { t, p, outboxFor, emailOf: (userId: number) => emailOf(t.app, p.admin, userId) };
}

describe.each(testDatabaseKinds())('GET /api/next-steps on %s', (kind) => {
  const { t, p } = setup(kind);

  it('shows the letter awaiting approval first and counts it; without a report, how to get one', async () => {
    const r = await t.app.inject({ url: '/api/next-steps', headers: p.client.headers });
    expect(r.statusCode).toBe(200);
    const body = r.json() as NextSteps;
    expect(body.steps[0]).toMatchObject({
      kind: 'APPROVE_LETTER',
      title: 'Approve your letter to Experian',
      actionLabel: 'Review and approve',
    });
    // The step opens the letter's own approval on the Disputes tab.
    expect(body.steps[0]?.href).toMatch(/^\/credit-repair\?tab=disputes&dispute=\d+$/);
    expect(body.count).toBe(1);
    expect(body.hasReport).toBe(true);

    const theirs = (
      await t.app.inject({ url: '/api/next-steps', headers: p.other.headers })
    ).json() as NextSteps;
    expect(theirs).toMatchObject({ count: 0, hasReport: false });
    expect(theirs.steps).toEqual([expect.objectContaining({ kind: 'GET_REPORT', href: '/experian' })]);
  });

  it('lets the owner and an admin read next steps and preferences; others 404; anonymous 401', async () => {
    for (const url of [
      `/api/next-steps?userId=${p.client.userId}`,
      `/api/notice-preferences?userId=${p.client.userId}`,
      `/api/users/${p.client.userId}/document-requests`,
    ]) {
      await expectOwnerOnly(
        t.app,
        { method: 'GET', url },
        { owner: p.client, other: p.other, admin: p.admin },
      );
    }
    const missing = await t.app.inject({ url: '/api/next-steps?userId=999999', headers: p.admin.headers });
    expect(missing.statusCode).toBe(404);
  });
});

describe.each(testDatabaseKinds())('PUT /api/notice-preferences on %s', (kind) => {
  const { t, p } = setup(kind);

  it('saves preferences for the person only, defaults on, and names a bad field', async () => {
    const before = await t.app.inject({ url: '/api/notice-preferences', headers: p.other.headers });
    expect(before.json()).toEqual(allOn);
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/notice-preferences',
      headers: p.other.headers,
      payload: { ...allOn, BUREAU_ANSWER: false },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ ...allOn, BUREAU_ANSWER: false });
    expect(
      (await t.app.inject({ url: '/api/notice-preferences', headers: p.client.headers })).json(),
    ).toEqual(allOn);
    const bad = await t.app.inject({
      method: 'PUT',
      url: '/api/notice-preferences',
      headers: p.other.headers,
      payload: { ...allOn, BUREAU_ANSWER: 'maybe' },
    });
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json().error.details)).toContain('BUREAU_ANSWER');
    const anonymous = await t.app.inject({ method: 'PUT', url: '/api/notice-preferences', payload: allOn });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe.each(testDatabaseKinds())('POST /api/admin/clients/{userId}/document-requests on %s', (kind) => {
  const { t, p } = setup(kind);

  it('lets an admin request a document, shows it to the client until they upload one', async () => {
    const url = `/api/admin/clients/${p.client.userId}/document-requests`;
    const payload = { title: 'Proof of address', note: 'A utility bill from the last 60 days.' };
    const denied = await t.app.inject({ method: 'POST', url, headers: p.client.headers, payload });
    expect(denied.statusCode).toBe(403);
    expect((await t.app.inject({ method: 'POST', url, payload })).statusCode).toBe(401);
    const bad = await t.app.inject({
      method: 'POST',
      url,
      headers: p.admin.headers,
      payload: { title: 'x' },
    });
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json().error.details)).toContain('title');
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/admin/clients/999999/document-requests',
      headers: p.admin.headers,
      payload,
    });
    expect(missing.statusCode).toBe(404);

    const created = await t.app.inject({ method: 'POST', url, headers: p.admin.headers, payload });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ title: 'Proof of address', satisfiedAt: null });
    const steps = (
      await t.app.inject({ url: '/api/next-steps', headers: p.client.headers })
    ).json() as NextSteps;
    expect(steps.steps.map((s) => s.kind)).toContain('UPLOAD_DOCUMENT');
    expect(steps.count).toBe(2);

    await t.db.db.insert(chatDocuments).values({
      userId: p.client.userId,
      uploadedById: p.client.userId,
      uploadedBy: 'CLIENT',
      fileName: 'bill.pdf',
      storedName: `stored-${p.client.userId}`,
      contentType: 'application/pdf',
      sizeBytes: 10,
      sha256: 'a'.repeat(64),
      contentSealed: 'x',
      documentType: 'UTILITY_BILL',
      createdAt: new Date(frozenNow.getTime() + 60_000),
    });
    const after = (
      await t.app.inject({ url: '/api/next-steps', headers: p.client.headers })
    ).json() as NextSteps;
    expect(after.steps.map((s) => s.kind)).not.toContain('UPLOAD_DOCUMENT');
    const list = await t.app.inject({
      url: `/api/users/${p.client.userId}/document-requests`,
      headers: p.client.headers,
    });
    expect(list.json()[0].satisfiedAt).not.toBeNull();
  });
});

describe.each(testDatabaseKinds())('POST /api/notices/unsubscribe on %s', (kind) => {
  const { t, p, outboxFor } = setup(kind);

  it('mails each notice once with a working unsubscribe link, even with two runners at once', async () => {
    await t.db.db.insert(chatMessages).values({
      userId: p.client.userId,
      senderId: p.admin.userId,
      senderType: 'ADMIN',
      message: 'Please check your letter.',
      createdAt: hoursAgo(1),
    });
    const [a, b] = await Promise.all([t.app.services.notices.runOnce(), t.app.services.notices.runOnce()]);
    expect(a.sent + b.sent).toBeGreaterThanOrEqual(3);
    const again = await t.app.services.notices.runOnce();
    expect(again.sent).toBe(0);

    const mail = await outboxFor(p.clientEmail);
    const subjects = mail.map((m) => m.subject);
    const once = (s: string) => subjects.filter((x) => x === s).length;
    expect(once('A dispute letter to Experian is waiting for your approval')).toBe(1);
    expect(once('A new message from your credit specialist')).toBe(1);
    expect(once('Your credit specialist asks for a document: Proof of address')).toBe(1);
    // Every notice of the run went out exactly once, whichever runner claimed it.
    const rows = (await t.db.db.execute(
      sql.raw(`select count(*)::int as n from notices where sent_at is not null and last_error is null`),
    )) as unknown as { rows: { n: number }[] };
    const outboxNotices = (await t.db.db.execute(
      sql.raw(`select count(*)::int as n from mail_outbox where headers ? 'List-Unsubscribe'`),
    )) as unknown as { rows: { n: number }[] };
    expect(outboxNotices.rows[0]?.n).toBe(rows.rows[0]?.n);

    const letter = mail.find((m) => m.subject.startsWith('A dispute letter')) as (typeof mail)[number];
    expect(letter.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    const link = /https:\/\/app\.example\.test\/unsubscribe\?token=(\S+)/.exec(letter.body);
    expect(link).not.toBeNull();
    const token = decodeURIComponent(link?.[1] as string);

    const done = await t.app.inject({ method: 'POST', url: '/api/notices/unsubscribe', payload: { token } });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({
      kind: 'LETTER_AWAITING_APPROVAL',
      message: noticeMessages.unsubscribed('LETTER_AWAITING_APPROVAL'),
    });
    const prefs = await t.app.inject({ url: '/api/notice-preferences', headers: p.client.headers });
    expect(prefs.json()).toEqual({ ...allOn, LETTER_AWAITING_APPROVAL: false });

    // The header's one-click target takes the mail client's form post.
    const oneClick = /<([^>]+)>/.exec(letter.headers?.['List-Unsubscribe'] ?? '')?.[1] as string;
    const clicked = await t.app.inject({
      method: 'POST',
      url: oneClick.replace('https://app.example.test', ''),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(clicked.statusCode).toBe(200);
  });

  it('does not send a kind the person turned off', async () => {
    const [issue] = await t.db.db
      .insert(creditIssues)
      .values({
        userId: p.client.userId,
        type: 'LATE_PAYMENT',
        title: 'Second',
        description: 'x',
        creditor: 'Y',
        impact: 10,
      })
      .returning({ id: creditIssues.id });
    await t.db.db.insert(disputes).values({
      userId: p.client.userId,
      issueId: (issue as { id: number }).id,
      bureau: 'EQUIFAX',
      letterType: 'BUREAU_DISPUTE',
      reason: 'NOT_MINE',
      letterContent: 'x'.repeat(250),
      expectedResponse: '2026-04-17',
      createdAt: hoursAgo(1),
    });
    const run = await t.app.services.notices.runOnce();
    expect(run.skipped).toBeGreaterThanOrEqual(1);
    const mail = await outboxFor(p.clientEmail);
    expect(mail.some((m) => m.subject.includes('Equifax'))).toBe(false);
  });

  it('answers a bad or altered unsubscribe token with 400 and a message', async () => {
    const mail = await outboxFor(p.clientEmail);
    const token = decodeURIComponent(/token=(\S+)/.exec(mail[0]?.body ?? '')?.[1] as string);
    const tampered = `${token.slice(0, -3)}${token.endsWith('AAA') ? 'BBB' : 'AAA'}`;
    for (const bad of [tampered, 'not-a-token', 'v1.x.y.z.w']) {
      const r = await t.app.inject({
        method: 'POST',
        url: '/api/notices/unsubscribe',
        payload: { token: bad },
      });
      expect(r.statusCode).toBe(400);
      expect(r.json().error.message).toBe(noticeMessages.badToken);
    }
    const empty = await t.app.inject({
      method: 'POST',
      url: '/api/notices/unsubscribe',
      payload: { token: '' },
    });
    expect(empty.statusCode).toBe(400);
    const none = await t.app.inject({ method: 'POST', url: '/api/notices/unsubscribe/one-click' });
    expect(none.statusCode).toBe(400);
  });
});

describe.each(testDatabaseKinds())('POST /api/notices/unsubscribe/one-click on %s', (kind) => {
  const { t, outboxFor, emailOf } = setup(kind);

  it('tells of a batch of letters in one e-mail listing them, once the batch is saved', async () => {
    const person = await createSignedInUser(t.app, t.db, 'BETA_TESTER');
    const email = await emailOf(person.userId);
    const db = t.db.db;
    const items = await db
      .insert(creditIssues)
      .values(
        ['Batch Collections', 'Batch Card'].map((title) => ({
          userId: person.userId,
          type: 'COLLECTION' as const,
          title,
          description: 'x',
          creditor: title,
          impact: 20,
        })),
      )
      .returning({ id: creditIssues.id });
    const letters = (createdAt: Date) =>
      items.flatMap((issue) =>
        (['EQUIFAX', 'EXPERIAN', 'TRANSUNION'] as const).map((bureau) => ({
          userId: person.userId,
          issueId: issue.id,
          bureau,
          letterType: 'BUREAU_DISPUTE' as const,
          reason: 'NOT_MINE' as const,
          letterContent: 'x'.repeat(250),
          expectedResponse: '2026-04-17',
          createdAt,
        })),
      );
    // Two items to three bureaus: six letters, the last saved a second ago (the batch may go on).
    const batch = letters(new Date(frozenNow.getTime() - 1_000));
    await db.insert(disputes).values(batch);
    const letterMail = async () =>
      (await outboxFor(email)).filter((m) => m.subject.includes('waiting for your approval'));

    await t.app.services.notices.runOnce();
    expect(await letterMail()).toEqual([]);

    vi.setSystemTime(new Date(frozenNow.getTime() + 10_000));
    try {
      const [a, b] = await Promise.all([t.app.services.notices.runOnce(), t.app.services.notices.runOnce()]);
      expect(a.failed + b.failed).toBe(0);
      expect((await t.app.services.notices.runOnce()).sent).toBe(0);
    } finally {
      vi.setSystemTime(frozenNow);
    }
    const mail = await letterMail();
    expect(mail.map((m) => m.subject)).toEqual(['6 dispute letters are waiting for your approval']);
    const body = mail[0]?.body ?? '';
    for (const title of ['Batch Collections', 'Batch Card'])
      for (const bureau of ['Equifax', 'Experian', 'TransUnion'])
        expect(body).toContain(`To ${bureau} about “${title}”`);
    // Still one click away from stopping this kind.
    expect(mail[0]?.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(body).toMatch(/https:\/\/app\.example\.test\/unsubscribe\?token=\S+/);
    // Every letter's notice row is stamped sent: none is told of again.
    const unsent = (await t.db.db.execute(
      sql.raw(`select count(*)::int as n from notices where user_id = ${person.userId} and sent_at is null`),
    )) as unknown as { rows: { n: number }[] };
    expect(unsent.rows[0]?.n).toBe(0);
  });
});
