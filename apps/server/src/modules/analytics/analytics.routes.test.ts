import {
  type AdminAnalytics,
  analyticsDefinitions,
  monthlyDefinitions,
  scoreChangeBuckets,
} from '@app/contracts/analytics.contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { anOrganization } from '../../../test/factories/organizations';
import { signedServiceContract } from '../../../test/factories/service-contract';
import { aPerson, createSignedInUser } from '../../../test/factories/users';
import { detailFields } from '../../../test/route-requests';
import { createTestDatabase, type TestDatabase, testDatabaseKinds } from '../../../test/test-database';
import { addKnownOffice, monthDay } from './known-analytics-data';

type Caller = Awaited<ReturnType<typeof createSignedInUser>>;
const url = '/api/admin/analytics';
const monthOf = (k: number) => monthDay(k, 1).slice(0, 7);

describe.each(testDatabaseKinds())('GET /api/admin/analytics on %s', (kind) => {
  // A database without the demo office: every figure below is known.
  const t = {} as { db: TestDatabase; app: TestApp };
  let admin: Caller;
  beforeAll(async () => {
    t.db = await createTestDatabase(kind, { seed: false });
    // Maximum age 0: every request counts, so each figure below follows the writes just made (the
    // snapshot that serves counts for a minute is tested on its clock in analytics.service.test.ts).
    t.app = await buildTestApp(t.db, { ANALYTICS_MAX_AGE_SECONDS: '0' });
    admin = await createSignedInUser(t.app, t.db, 'ADMIN');
  });
  afterAll(async () => {
    await t.app?.close();
    await t.db?.close();
  });

  const figures = async (caller: { headers: Record<string, string> } = admin) => {
    const res = await t.app.inject({ url, headers: caller.headers });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as AdminAnalytics;
  };
  const month = (f: AdminAnalytics, k: number) => f.monthly.months.find((m) => m.month === monthOf(k));

  it('gives zeros, n = 0 and no rates (not NaN) on an empty database', async () => {
    const f = await figures();
    expect(JSON.stringify(f)).not.toMatch(/NaN|Infinity/);
    expect([f.activeIssues.value, f.disputesSent.value, f.awaitingApproval.value]).toEqual([0, 0, 0]);
    expect(f.followUpCompletion).toMatchObject({ numerator: 0, n: 0, percent: null });
    expect(f.bureauSuccess.overall).toEqual({ numerator: 0, n: 0, percent: null });
    expect(f.bureauSuccess.bureaus.map((b) => [b.bureau, b.n, b.percent])).toEqual([
      ['EQUIFAX', 0, null],
      ['EXPERIAN', 0, null],
      ['TRANSUNION', 0, null],
    ]);
    expect(f.bureauResponseTime.overall).toEqual({ averageDays: null, n: 0 });
    expect(f.bureauResponseTime.bureaus.every((b) => b.averageDays === null && b.n === 0)).toBe(true);
    expect(f.scoreChange).toMatchObject({ n: 0, average: null, median: null, improved: 0, declined: 0 });
    expect(f.scoreChange.distribution.map((d) => d.clients)).toEqual(scoreChangeBuckets.map(() => 0));
    expect(f.aiUsage).toMatchObject({ total: 0, last30Days: 0, rows: [] });
    expect(f.monthly.months.map((m) => m.month)).toEqual(
      Array.from({ length: 12 }, (_, i) => monthOf(11 - i)),
    );
    for (const m of f.monthly.months) {
      expect([m.newClients, m.disputesCreated, m.disputesSent, m.responsesReceived, m.itemsDeleted]).toEqual([
        0, 0, 0, 0, 0,
      ]);
    }
  });

  it('lets only admins in: 403 for a client, 401 signed out', async () => {
    const client = await createSignedInUser(t.app, t.db, 'STANDARD');
    const beta = await createSignedInUser(t.app, t.db, 'BETA_TESTER');
    for (const c of [client, beta]) {
      const res = await t.app.inject({ url, headers: c.headers });
      expect(res.statusCode).toBe(403);
      expect(res.json().error.code).toBeTruthy();
    }
    expect((await t.app.inject({ url })).statusCode).toBe(401);
    // Those two accounts are clients created this month; the next test counts them.
  });

  it('takes fresh=true or fresh=false, and refuses any other value with 400 naming fresh', async () => {
    for (const fresh of ['true', 'false']) {
      expect((await t.app.inject({ url: `${url}?fresh=${fresh}`, headers: admin.headers })).statusCode).toBe(
        200,
      );
    }
    const bad = await t.app.inject({ url: `${url}?fresh=yes`, headers: admin.headers });
    expect(bad.statusCode).toBe(400);
    expect(detailFields(bad.body)).toEqual([expect.stringMatching(/^(querystring\.)?fresh$/)]);
  });

  it('computes every figure from the data, each with its definition', async () => {
    const clientA = await createSignedInUser(t.app, t.db, 'CLIENT_VIEWER');
    await addKnownOffice(t.db.db, clientA.userId, admin.userId);
    const f = await figures();

    expect(f.activeIssues).toEqual({ value: 5, definition: analyticsDefinitions.activeIssues });
    expect(f.disputesSent).toEqual({ value: 9, definition: analyticsDefinitions.disputesSent });
    expect(f.awaitingApproval).toEqual({ value: 1, definition: analyticsDefinitions.awaitingApproval });
    expect(f.followUpCompletion).toEqual({
      numerator: 2,
      n: 3,
      percent: 66.7,
      definition: analyticsDefinitions.followUpCompletion,
    });

    expect(f.bureauSuccess.definition).toBe(analyticsDefinitions.bureauSuccess);
    expect(f.bureauSuccess.overall).toEqual({ numerator: 5, n: 8, percent: 62.5 });
    expect(f.bureauSuccess.bureaus).toEqual([
      {
        bureau: 'EQUIFAX',
        numerator: 3,
        n: 4,
        percent: 75,
        deleted: 2,
        updated: 1,
        partial: 0,
        verified: 1,
        frivolous: 0,
      },
      {
        bureau: 'EXPERIAN',
        numerator: 2,
        n: 4,
        percent: 50,
        deleted: 1,
        updated: 0,
        partial: 1,
        verified: 1,
        frivolous: 1,
      },
      {
        bureau: 'TRANSUNION',
        numerator: 0,
        n: 0,
        percent: null,
        deleted: 0,
        updated: 0,
        partial: 0,
        verified: 0,
        frivolous: 0,
      },
    ]);

    expect(f.bureauResponseTime.overall).toEqual({ averageDays: 19.7, n: 3 });
    expect(f.bureauResponseTime.bureaus).toEqual([
      { bureau: 'EQUIFAX', averageDays: 19.5, n: 2 },
      { bureau: 'EXPERIAN', averageDays: 20, n: 1 },
      { bureau: 'TRANSUNION', averageDays: null, n: 0 },
    ]);

    expect(f.scoreChange).toMatchObject({
      definition: analyticsDefinitions.scoreChange,
      n: 4,
      average: 43.8,
      median: 27.5,
      improved: 2,
      declined: 1,
      unchanged: 1,
    });
    expect(f.scoreChange.distribution.filter((d) => d.clients > 0)).toEqual([
      { label: '−49 to −1', clients: 1 },
      { label: 'No change', clients: 1 },
      { label: '+50 to +99', clients: 1 },
      { label: '+100 or more', clients: 1 },
    ]);

    expect(f.aiUsage).toMatchObject({ definition: analyticsDefinitions.aiUsage, total: 8, last30Days: 7 });
    expect(f.aiUsage.rows).toEqual([
      { feature: 'dispute-letter', engine: 'builtin', uses: 3, last30Days: 2 },
      { feature: 'bureau-analysis', engine: 'builtin', uses: 2, last30Days: 2 },
      { feature: 'score-simulation', engine: 'builtin', uses: 2, last30Days: 2 },
      { feature: 'credit-analysis', engine: 'openai', uses: 1, last30Days: 1 },
    ]);

    expect(f.monthly.columns).toEqual(monthlyDefinitions);
    const row = (k: number) => {
      const m = month(f, k);
      return m && [m.newClients, m.disputesCreated, m.disputesSent, m.responsesReceived, m.itemsDeleted];
    };
    // This month: the two access-test accounts, A and D; disputes 1-6, 10, 12; dispute 12 sent.
    expect(row(0)).toEqual([4, 8, 1, 1, 0]);
    expect(row(1)).toEqual([0, 2, 1, 4, 1]);
    expect(row(2)).toEqual([1, 1, 1, 1, 1]);
    expect(row(3)).toEqual([0, 1, 1, 1, 0]);
    expect(row(5)).toEqual([1, 0, 0, 0, 0]);
    expect(f.monthly.months.reduce((n, m) => n + m.newClients, 0)).toBe(6);
  });

  it('follows the approval workflow: an admin draft waits for the client, approval ends the wait', async () => {
    const client = await createSignedInUser(t.app, t.db, 'CLIENT_VIEWER');
    await signedServiceContract(t.db, client.userId);
    const [issue] = await t.app.services.issues.add([
      {
        userId: client.userId,
        type: 'COLLECTION' as const,
        title: 'Collection: LVNV Funding',
        description: 'Collection account reported as unpaid',
        creditor: 'LVNV Funding',
        amountCents: 84_500,
        dateReported: '2023-04-01',
        impact: 45,
        bureaus: ['EQUIFAX'],
      },
    ]);
    const before = await figures();
    const drafted = await t.app.inject({
      method: 'POST',
      url: '/api/disputes',
      headers: admin.headers,
      payload: {
        userId: client.userId,
        issueId: (issue as { id: number }).id,
        bureau: 'EQUIFAX',
        reason: 'UNVERIFIABLE',
        letterContent: `To whom it may concern,\n\n${'I dispute this item because it cannot be verified. '.repeat(6)}`,
      },
    });
    expect(drafted.statusCode, drafted.body).toBe(201);
    const during = await figures();
    expect(during.awaitingApproval.value).toBe(before.awaitingApproval.value + 1);
    // A draft does not put the item in dispute: it stays active until the client approves.
    expect(during.activeIssues.value).toBe(before.activeIssues.value);
    expect(month(during, 0)?.disputesCreated).toBe((month(before, 0)?.disputesCreated ?? 0) + 1);

    const approved = await t.app.inject({
      method: 'POST',
      url: `/api/disputes/${drafted.json().id}/approve`,
      headers: client.headers,
      payload: { attest: true },
    });
    expect(approved.statusCode, approved.body).toBeLessThan(300);
    const after = await figures();
    expect(after.awaitingApproval.value).toBe(before.awaitingApproval.value);
    expect(after.activeIssues.value).toBe(before.activeIssues.value - 1);
  });

  it('counts each organization’s figures apart: another company’s admin never sees these', async () => {
    const ours = await figures();
    expect(ours.activeIssues.value).toBeGreaterThan(0);
    const other = await anOrganization(t.db);
    const theirAdmin = await aPerson(t.db, 'ADMIN', { organizationId: other.id });
    const { token } = await t.app.services.sessions.start(theirAdmin.id, { ip: '127.0.0.1' });
    const theirs = await figures({ headers: { authorization: `Bearer ${token}` } });
    expect([theirs.activeIssues.value, theirs.disputesSent.value, theirs.aiUsage.total]).toEqual([0, 0, 0]);
    // And theirs asked first does not become ours.
    expect((await figures()).activeIssues.value).toBe(ours.activeIssues.value);
  });
});

describe('GET /api/admin/analytics with the default maximum age', () => {
  it('says how long its figures are served before the next count', async () => {
    const db = await createTestDatabase('pglite', { seed: false });
    const app = await buildTestApp(db);
    try {
      const admin = await createSignedInUser(app, db, 'ADMIN');
      const res = await app.inject({ url, headers: admin.headers });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ maxAgeSeconds: 60 });
    } finally {
      await app.close();
      await db.close();
    }
  });
});
