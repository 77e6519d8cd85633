import { dayIn } from '@app/contracts/common/dates';
import { addCalendarDays } from '@app/contracts/follow-up';
import { describe, expect, it } from 'vitest';
import { aPersonWithTheDemoCreditFile } from '../../../test/factories/credit-files';
import { anAdmin, createSignedInUser } from '../../../test/factories/users';
import { useFileRows } from '../../../test/file-rows';
import { expectOwnerOnly } from '../../../test/ownership';
import { useFileTestApps } from '../../../test/test-app-lifecycle';
import { testDatabaseKinds } from '../../../test/test-database';

type Caller = Awaited<ReturnType<typeof createSignedInUser>>;

const appFor = useFileTestApps({}, { seed: false });
/** A beta tester with the demo credit file, a read-only client, an admin and another beta tester. */
const rowsFor = useFileRows(async (t) => {
  const beta = await aPersonWithTheDemoCreditFile(t, 'BETA_TESTER');
  const client = await createSignedInUser(t.app, t.db, 'CLIENT_VIEWER');
  const admin = await anAdmin(t);
  const otherBeta = await createSignedInUser(t.app, t.db, 'BETA_TESTER');
  const get = (url: string, c: Caller | { headers: Record<string, string> }) =>
    t.app.inject({ url, headers: c.headers });
  const send = (
    method: 'POST' | 'PATCH' | 'PUT',
    url: string,
    c: { headers: Record<string, string> },
    payload: unknown,
  ) => t.app.inject({ method, url, headers: c.headers, payload: payload as never });

  async function firstActiveIssue(c: Caller) {
    const issues = (await get('/api/credit-issues', c)).json() as {
      id: number;
      status: string;
      type: string;
      bureaus: string[];
    }[];
    const issue = issues.find((i) => i.status === 'ACTIVE' && i.type === 'LATE_PAYMENT');
    if (!issue) throw new Error('demo data has no active late payment');
    return issue;
  }
  return { beta, client, admin, otherBeta, get, send, firstActiveIssue };
});

describe.each(testDatabaseKinds())('GET /api/credit-issues on %s', (kind) => {
  const s = rowsFor(kind, appFor(kind));

  it('shows each person their own report, six months of history, issues and disputes', async () => {
    const report = (await s.get('/api/credit-reports', s.beta)).json();
    expect(report.creditScore).toBeGreaterThanOrEqual(300);
    expect(report.creditRating).toMatch(/EXCELLENT|GOOD|FAIR|POOR/);
    const history = (await s.get('/api/score-history', s.beta)).json();
    expect(history.length).toBeGreaterThanOrEqual(6);
    const issues = (await s.get('/api/credit-issues', s.beta)).json();
    expect(issues.length).toBeGreaterThanOrEqual(6);
    expect(issues.length).toBeLessThanOrEqual(10);
    for (const i of issues)
      expect(i.accountNumberLast4 === null || /^\d{4}$/.test(i.accountNumberLast4)).toBe(true);
    expect(JSON.stringify(issues)).not.toMatch(/sealed/i);
    const disputes = (await s.get('/api/disputes', s.beta)).json();
    expect(new Set(disputes.map((d: { status: string }) => d.status)).size).toBeGreaterThanOrEqual(2);
  });
});

describe.each(testDatabaseKinds())('GET /api/score-history/{userId} on %s', (kind) => {
  const t = appFor(kind);
  const s = rowsFor(kind, t);

  it('lets only the owner and admins read a person\u2019s records by user id', async () => {
    for (const path of ['credit-reports', 'credit-issues', 'disputes', 'score-history']) {
      await expectOwnerOnly(
        t.app,
        { method: 'GET', url: `/api/${path}/${s.beta.userId}` },
        { owner: s.beta, other: s.client, admin: s.admin },
      );
    }
  });
});

// The describes below run in file order: the letter filed here uses the first active late payment,
// and the next describe resolves the one after it.
describe.each(testDatabaseKinds())('POST /api/disputes on %s', (kind) => {
  const s = rowsFor(kind, appFor(kind));

  it('creates a dispute, marks the issue DISPUTED, and refuses a second open one with the same bureau', async () => {
    const issue = await s.firstActiveIssue(s.beta);
    const bureau = issue.bureaus[0];
    const gen = await s.send('POST', '/api/generate-dispute-letter', s.beta, {
      issueId: issue.id,
      bureau,
      reason: 'LATE_PAYMENT_ERROR',
    });
    expect(gen.statusCode).toBe(200);
    const { letterContent, engine } = gen.json();
    expect(engine).toBe('builtin');
    expect(letterContent).toContain('Jordan Rivera');

    const payload = {
      issueId: issue.id,
      bureau,
      reason: 'LATE_PAYMENT_ERROR',
      letterContent: `${letterContent}\n\nEdited by me.`,
      letterGenerated: true,
      attestation: true,
    };
    const created = await s.send('POST', '/api/disputes', s.beta, payload);
    expect(created.statusCode).toBe(201);
    const d = created.json();
    expect(d.status).toBe('PENDING');
    expect(d.letterContent).toContain('Edited by me.');
    expect(d.consumerApprovedAt).not.toBeNull();
    // Both are calendar days in the company's zone: 30 days after the day the dispute was created.
    expect(d.expectedResponse).toBe(addCalendarDays(dayIn('America/New_York', new Date(d.createdAt)), 30));
    const after = (await s.get('/api/credit-issues', s.beta))
      .json()
      .find((i: { id: number }) => i.id === issue.id);
    expect(after.status).toBe('DISPUTED');
    expect((await s.send('POST', '/api/disputes', s.beta, payload)).statusCode).toBe(409);

    const pdf = await s.get(`/api/disputes/${d.id}/letter.pdf`, s.beta);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await s.get(`/api/disputes/${d.id}/letter.pdf`, s.otherBeta)).statusCode).toBe(404);
  });

  it('refuses disputes without attestation, issue, bureau, letter or fitting reason, naming the field', async () => {
    const issue = await s.firstActiveIssue(s.beta);
    const base = {
      issueId: issue.id,
      bureau: issue.bureaus[0],
      reason: 'LATE_PAYMENT_ERROR',
      letterContent: 'x'.repeat(300),
      attestation: true,
    };
    for (const field of ['issueId', 'bureau', 'letterContent', 'attestation']) {
      const { [field]: _omit, ...rest } = base as Record<string, unknown>;
      const res = await s.send('POST', '/api/disputes', s.beta, rest);
      expect(res.statusCode, field).toBe(400);
      expect(JSON.stringify(res.json().error.details)).toContain(field);
    }
    const wrongReason = await s.send('POST', '/api/disputes', s.beta, {
      ...base,
      reason: 'NO_PERMISSIBLE_PURPOSE',
    });
    expect(wrongReason.statusCode).toBe(400);
    expect(wrongReason.json().error.details[0].field).toBe('reason');
    const unreported = (['EQUIFAX', 'EXPERIAN', 'TRANSUNION'] as const).find(
      (b) => !issue.bureaus.includes(b),
    );
    if (unreported) {
      const res = await s.send('POST', '/api/disputes', s.beta, { ...base, bureau: unreported });
      expect(res.json().error.details[0].field).toBe('bureau');
    }
  });

  it('answers 404 for someone else\u2019s issue and 403 for a client viewer on dispute and AI routes', async () => {
    const issue = await s.firstActiveIssue(s.beta);
    const res = await s.send('POST', '/api/disputes', s.otherBeta, {
      issueId: issue.id,
      bureau: issue.bureaus[0],
      reason: 'LATE_PAYMENT_ERROR',
      letterContent: 'x'.repeat(300),
      attestation: true,
    });
    expect(res.statusCode).toBe(404);
    expect(
      (await s.send('PATCH', `/api/credit-issues/${issue.id}`, s.otherBeta, { status: 'RESOLVED' }))
        .statusCode,
    ).toBe(404);
    for (const [url, body] of [
      ['/api/disputes', {}],
      ['/api/generate-dispute-letter', {}],
      ['/api/ai-credit-analysis', {}],
      ['/api/simulate-credit-score', { currentScore: 600, actions: ['lowerUtilization'] }],
    ] as const) {
      expect((await s.send('POST', url, s.client, body)).statusCode, url).toBe(403);
    }
  });
});

describe.each(testDatabaseKinds())('PATCH /api/credit-issues/{id} on %s', (kind) => {
  const s = rowsFor(kind, appFor(kind));

  it('lets the owner mark an issue resolved, but not set other statuses', async () => {
    const issue = await s.firstActiveIssue(s.beta);
    expect(
      (await s.send('PATCH', `/api/credit-issues/${issue.id}`, s.beta, { status: 'DISPUTED' })).statusCode,
    ).toBe(403);
    const ok = await s.send('PATCH', `/api/credit-issues/${issue.id}`, s.beta, { status: 'RESOLVED' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().status).toBe('RESOLVED');
  });
});

describe.each(testDatabaseKinds())('POST /api/simulate-credit-score on %s', (kind) => {
  const s = rowsFor(kind, appFor(kind));

  it('simulates with the spec message for no actions and never above 850', async () => {
    const none = await s.send('POST', '/api/simulate-credit-score', s.beta, {
      currentScore: 600,
      actions: [],
    });
    expect(none.statusCode).toBe(400);
    expect(JSON.stringify(none.json())).toContain('Please select at least one action to simulate');
    const all = await s.send('POST', '/api/simulate-credit-score', s.beta, {
      currentScore: 830,
      actions: ['payOffCollections', 'lowerUtilization', 'removeLatePays', 'addSecuredCard'],
    });
    expect(all.json().simulatedScore).toBe(850);
    expect(all.json().impacts).toHaveLength(4);
  });
});

describe.each(testDatabaseKinds())('POST /api/ai-credit-analysis on %s', (kind) => {
  const s = rowsFor(kind, appFor(kind));

  it('analyses the person\u2019s real report', async () => {
    const res = await s.send('POST', '/api/ai-credit-analysis', s.beta, {});
    expect(res.statusCode).toBe(200);
    const a = res.json();
    expect(a.engine).toBe('builtin');
    expect(a.recommendations.length).toBeGreaterThan(0);
    expect(
      (await s.send('POST', '/api/ai-credit-analysis', s.beta, { userId: s.client.userId })).statusCode,
    ).toBe(404);
    expect(
      (await s.send('POST', '/api/ai-credit-analysis', s.admin, { userId: s.beta.userId })).statusCode,
    ).toBe(200);
  });
});

describe.each(testDatabaseKinds())('GET /api/disputes/follow-up on %s', (kind) => {
  const s = rowsFor(kind, appFor(kind));

  it('lists due follow-ups and marks one completed', async () => {
    const due = (await s.get('/api/disputes/follow-up', s.beta)).json();
    expect(due.length).toBeGreaterThan(0);
    expect((await s.send('PATCH', `/api/disputes/${due[0].id}/alert-sent`, s.otherBeta, {})).statusCode).toBe(
      404,
    );
    const done = await s.send('PATCH', `/api/disputes/${due[0].id}/alert-sent`, s.beta, {});
    expect(done.json().alertSent).toBe(true);
    expect((await s.get('/api/disputes/follow-up', s.beta)).json()).toHaveLength(due.length - 1);
  });
});

describe.each(testDatabaseKinds())('PATCH /api/credit-building-actions/{id} on %s', (kind) => {
  const s = rowsFor(kind, appFor(kind));

  it('moves credit-building actions forward only, one step at a time', async () => {
    const actions = (await s.get('/api/credit-building-actions', s.beta)).json();
    const rec = actions.find((a: { status: string }) => a.status === 'RECOMMENDED');
    expect(
      (await s.send('PATCH', `/api/credit-building-actions/${rec.id}`, s.beta, { status: 'COMPLETED' }))
        .statusCode,
    ).toBe(409);
    expect(
      (
        await s.send('PATCH', `/api/credit-building-actions/${rec.id}`, s.otherBeta, {
          status: 'IN_PROGRESS',
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await s.send('PATCH', `/api/credit-building-actions/${rec.id}`, s.beta, { status: 'IN_PROGRESS' })
      ).json().status,
    ).toBe('IN_PROGRESS');
    expect(
      (
        await s.send('PATCH', `/api/credit-building-actions/${rec.id}`, s.beta, { status: 'COMPLETED' })
      ).json().status,
    ).toBe('COMPLETED');
    expect(
      (await s.send('PATCH', `/api/credit-building-actions/${rec.id}`, s.beta, { status: 'IN_PROGRESS' }))
        .statusCode,
    ).toBe(409);
  });
});

describe.each(testDatabaseKinds())('GET /api/credit-goals on %s', (kind) => {
  const s = rowsFor(kind, appFor(kind));

  it('keeps a goal per person, defaulting to 750', async () => {
    const fresh = (await s.get('/api/credit-goals', s.otherBeta)).json();
    expect(fresh).toEqual({ targetScore: 750, isDefault: true });
    expect((await s.send('PUT', '/api/credit-goals', s.otherBeta, { targetScore: 900 })).statusCode).toBe(
      400,
    );
    expect(
      (await s.send('PUT', '/api/credit-goals', s.otherBeta, { targetScore: 720 })).json().targetScore,
    ).toBe(720);
    expect((await s.get('/api/credit-goals', s.beta)).json().targetScore).toBe(700);
  });
});

describe.each(testDatabaseKinds())('GET /api/educational-content on %s', (kind) => {
  const s = rowsFor(kind, appFor(kind));

  it('serves at least 12 articles across the three categories, each readable', async () => {
    const list = (await s.get('/api/educational-content', s.beta)).json();
    expect(list.length).toBeGreaterThanOrEqual(12);
    expect(new Set(list.map((a: { category: string }) => a.category)).size).toBe(3);
    const one = (await s.get(`/api/educational-content/${list[0].id}`, s.beta)).json();
    expect(one.body.length).toBeGreaterThan(500);
    expect((await s.get('/api/educational-content', s.client)).statusCode).toBe(403);
  });
});

describe.each(testDatabaseKinds())('POST /api/credit-reports on %s', (kind) => {
  const s = rowsFor(kind, appFor(kind));

  it('lets admins record a report, which becomes a history point (figures not given stay unknown)', async () => {
    const res = await s.send('POST', '/api/credit-reports', s.admin, {
      userId: s.otherBeta.userId,
      creditScore: 702,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      creditScore: 702,
      creditRating: 'GOOD',
      utilizationRate: null,
      accountAge: null,
      source: 'specialist',
    });
    expect(
      (await s.get('/api/score-history', s.otherBeta)).json().map((p: { score: number }) => p.score),
    ).toEqual([702]);
    expect(
      (await s.send('POST', '/api/credit-reports', s.beta, { userId: s.beta.userId, creditScore: 800 }))
        .statusCode,
    ).toBe(403);
    expect(
      (await s.send('POST', '/api/credit-reports', s.admin, { userId: 999_999, creditScore: 700 }))
        .statusCode,
    ).toBe(404);
  });
});

describe.each(testDatabaseKinds())('PATCH /api/users/current on %s', (kind) => {
  const s = rowsFor(kind, appFor(kind));

  it('never lets a person set their own access level (no mass assignment)', async () => {
    const res = await s.send('PATCH', '/api/users/current', s.client, { accessLevel: 'ADMIN' });
    expect(res.statusCode).toBe(400);
    const ok = await s.send('PATCH', '/api/users/current', s.client, {
      address: { addressLine1: '9 Elm St', city: 'Austin', state: 'tx', zipCode: '73301' },
    });
    expect(ok.json().address).toMatchObject({ state: 'TX', zipCode: '73301' });
    expect(ok.json().accessLevel).toBe('CLIENT_VIEWER');
  });
});
