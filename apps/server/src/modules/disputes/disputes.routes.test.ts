import { dayIn } from '@app/contracts/common/dates';
import { addCalendarDays } from '@app/contracts/follow-up';
import { beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser } from '../../../test/factories/users';
import { expectOwnerOnly } from '../../../test/ownership';
import { signIn } from '../../../test/sign-in';
import { useTestApp } from '../../../test/test-app-lifecycle';
import { testDatabaseKinds } from '../../../test/test-database';

type Caller = Awaited<ReturnType<typeof signIn>>;

describe.each(testDatabaseKinds())('credit core routes on %s', (kind) => {
  const t = useTestApp(kind);
  let beta: Caller;
  let client: Caller;
  let admin: Caller;
  let otherBeta: Caller;
  beforeAll(async () => {
    [beta, client, admin] = [
      await signIn(t.app, 'beta'),
      await signIn(t.app, 'client'),
      await signIn(t.app, 'admin'),
    ];
    otherBeta = await createSignedInUser(t.app, t.db, 'BETA_TESTER');
  });

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

  it('shows each person their own report, six months of history, issues and disputes', async () => {
    const report = (await get('/api/credit-reports', beta)).json();
    expect(report.creditScore).toBeGreaterThanOrEqual(300);
    expect(report.creditRating).toMatch(/EXCELLENT|GOOD|FAIR|POOR/);
    const history = (await get('/api/score-history', beta)).json();
    expect(history.length).toBeGreaterThanOrEqual(6);
    const issues = (await get('/api/credit-issues', beta)).json();
    expect(issues.length).toBeGreaterThanOrEqual(6);
    expect(issues.length).toBeLessThanOrEqual(10);
    for (const i of issues)
      expect(i.accountNumberLast4 === null || /^\d{4}$/.test(i.accountNumberLast4)).toBe(true);
    expect(JSON.stringify(issues)).not.toMatch(/sealed/i);
    const disputes = (await get('/api/disputes', beta)).json();
    expect(new Set(disputes.map((d: { status: string }) => d.status)).size).toBeGreaterThanOrEqual(2);
  });

  it('lets only the owner and admins read a person\u2019s records by user id', async () => {
    for (const path of ['credit-reports', 'credit-issues', 'disputes', 'score-history']) {
      await expectOwnerOnly(
        t.app,
        { method: 'GET', url: `/api/${path}/${beta.userId}` },
        { owner: beta, other: client, admin },
      );
    }
  });

  it('creates a dispute, marks the issue DISPUTED, and refuses a second open one with the same bureau', async () => {
    const issue = await firstActiveIssue(beta);
    const bureau = issue.bureaus[0];
    const gen = await send('POST', '/api/generate-dispute-letter', beta, {
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
    const created = await send('POST', '/api/disputes', beta, payload);
    expect(created.statusCode).toBe(201);
    const d = created.json();
    expect(d.status).toBe('PENDING');
    expect(d.letterContent).toContain('Edited by me.');
    expect(d.consumerApprovedAt).not.toBeNull();
    // Both are calendar days in the company's zone: 30 days after the day the dispute was created.
    expect(d.expectedResponse).toBe(addCalendarDays(dayIn('America/New_York', new Date(d.createdAt)), 30));
    const after = (await get('/api/credit-issues', beta))
      .json()
      .find((i: { id: number }) => i.id === issue.id);
    expect(after.status).toBe('DISPUTED');
    expect((await send('POST', '/api/disputes', beta, payload)).statusCode).toBe(409);

    const pdf = await get(`/api/disputes/${d.id}/letter.pdf`, beta);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await get(`/api/disputes/${d.id}/letter.pdf`, otherBeta)).statusCode).toBe(404);
  });

  it('refuses disputes without attestation, issue, bureau, letter or fitting reason, naming the field', async () => {
    const issue = await firstActiveIssue(beta);
    const base = {
      issueId: issue.id,
      bureau: issue.bureaus[0],
      reason: 'LATE_PAYMENT_ERROR',
      letterContent: 'x'.repeat(300),
      attestation: true,
    };
    for (const field of ['issueId', 'bureau', 'letterContent', 'attestation']) {
      const { [field]: _omit, ...rest } = base as Record<string, unknown>;
      const res = await send('POST', '/api/disputes', beta, rest);
      expect(res.statusCode, field).toBe(400);
      expect(JSON.stringify(res.json().error.details)).toContain(field);
    }
    const wrongReason = await send('POST', '/api/disputes', beta, {
      ...base,
      reason: 'NO_PERMISSIBLE_PURPOSE',
    });
    expect(wrongReason.statusCode).toBe(400);
    expect(wrongReason.json().error.details[0].field).toBe('reason');
    const unreported = (['EQUIFAX', 'EXPERIAN', 'TRANSUNION'] as const).find(
      (b) => !issue.bureaus.includes(b),
    );
    if (unreported) {
      const res = await send('POST', '/api/disputes', beta, { ...base, bureau: unreported });
      expect(res.json().error.details[0].field).toBe('bureau');
    }
  });

  it('answers 404 for someone else\u2019s issue and 403 for a client viewer on dispute and AI routes', async () => {
    const issue = await firstActiveIssue(beta);
    const res = await send('POST', '/api/disputes', otherBeta, {
      issueId: issue.id,
      bureau: issue.bureaus[0],
      reason: 'LATE_PAYMENT_ERROR',
      letterContent: 'x'.repeat(300),
      attestation: true,
    });
    expect(res.statusCode).toBe(404);
    expect(
      (await send('PATCH', `/api/credit-issues/${issue.id}`, otherBeta, { status: 'RESOLVED' })).statusCode,
    ).toBe(404);
    for (const [url, body] of [
      ['/api/disputes', {}],
      ['/api/generate-dispute-letter', {}],
      ['/api/ai-credit-analysis', {}],
      ['/api/simulate-credit-score', { currentScore: 600, actions: ['lowerUtilization'] }],
    ] as const) {
      expect((await send('POST', url, client, body)).statusCode, url).toBe(403);
    }
  });

  it('lets the owner mark an issue resolved, but not set other statuses', async () => {
    const issue = await firstActiveIssue(beta);
    expect(
      (await send('PATCH', `/api/credit-issues/${issue.id}`, beta, { status: 'DISPUTED' })).statusCode,
    ).toBe(403);
    const ok = await send('PATCH', `/api/credit-issues/${issue.id}`, beta, { status: 'RESOLVED' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().status).toBe('RESOLVED');
  });

  it('simulates with the spec message for no actions and never above 850', async () => {
    const none = await send('POST', '/api/simulate-credit-score', beta, { currentScore: 600, actions: [] });
    expect(none.statusCode).toBe(400);
    expect(JSON.stringify(none.json())).toContain('Please select at least one action to simulate');
    const all = await send('POST', '/api/simulate-credit-score', beta, {
      currentScore: 830,
      actions: ['payOffCollections', 'lowerUtilization', 'removeLatePays', 'addSecuredCard'],
    });
    expect(all.json().simulatedScore).toBe(850);
    expect(all.json().impacts).toHaveLength(4);
  });

  it('analyses the person\u2019s real report', async () => {
    const res = await send('POST', '/api/ai-credit-analysis', beta, {});
    expect(res.statusCode).toBe(200);
    const a = res.json();
    expect(a.engine).toBe('builtin');
    expect(a.recommendations.length).toBeGreaterThan(0);
    expect((await send('POST', '/api/ai-credit-analysis', beta, { userId: client.userId })).statusCode).toBe(
      404,
    );
    expect((await send('POST', '/api/ai-credit-analysis', admin, { userId: beta.userId })).statusCode).toBe(
      200,
    );
  });

  it('lists due follow-ups and marks one completed', async () => {
    const due = (await get('/api/disputes/follow-up', beta)).json();
    expect(due.length).toBeGreaterThan(0);
    expect((await send('PATCH', `/api/disputes/${due[0].id}/alert-sent`, otherBeta, {})).statusCode).toBe(
      404,
    );
    const done = await send('PATCH', `/api/disputes/${due[0].id}/alert-sent`, beta, {});
    expect(done.json().alertSent).toBe(true);
    expect((await get('/api/disputes/follow-up', beta)).json()).toHaveLength(due.length - 1);
  });

  it('moves credit-building actions forward only, one step at a time', async () => {
    const actions = (await get('/api/credit-building-actions', beta)).json();
    const rec = actions.find((a: { status: string }) => a.status === 'RECOMMENDED');
    expect(
      (await send('PATCH', `/api/credit-building-actions/${rec.id}`, beta, { status: 'COMPLETED' }))
        .statusCode,
    ).toBe(409);
    expect(
      (await send('PATCH', `/api/credit-building-actions/${rec.id}`, otherBeta, { status: 'IN_PROGRESS' }))
        .statusCode,
    ).toBe(404);
    expect(
      (await send('PATCH', `/api/credit-building-actions/${rec.id}`, beta, { status: 'IN_PROGRESS' })).json()
        .status,
    ).toBe('IN_PROGRESS');
    expect(
      (await send('PATCH', `/api/credit-building-actions/${rec.id}`, beta, { status: 'COMPLETED' })).json()
        .status,
    ).toBe('COMPLETED');
    expect(
      (await send('PATCH', `/api/credit-building-actions/${rec.id}`, beta, { status: 'IN_PROGRESS' }))
        .statusCode,
    ).toBe(409);
  });

  it('keeps a goal per person, defaulting to 750', async () => {
    const fresh = (await get('/api/credit-goals', otherBeta)).json();
    expect(fresh).toEqual({ targetScore: 750, isDefault: true });
    expect((await send('PUT', '/api/credit-goals', otherBeta, { targetScore: 900 })).statusCode).toBe(400);
    expect((await send('PUT', '/api/credit-goals', otherBeta, { targetScore: 720 })).json().targetScore).toBe(
      720,
    );
    expect((await get('/api/credit-goals', beta)).json().targetScore).toBe(700);
  });

  it('serves at least 12 articles across the three categories, each readable', async () => {
    const list = (await get('/api/educational-content', beta)).json();
    expect(list.length).toBeGreaterThanOrEqual(12);
    expect(new Set(list.map((a: { category: string }) => a.category)).size).toBe(3);
    const one = (await get(`/api/educational-content/${list[0].id}`, beta)).json();
    expect(one.body.length).toBeGreaterThan(500);
    expect((await get('/api/educational-content', client)).statusCode).toBe(403);
  });

  it('lets admins record a report, which becomes a history point (figures not given stay unknown)', async () => {
    const res = await send('POST', '/api/credit-reports', admin, {
      userId: otherBeta.userId,
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
      (await get('/api/score-history', otherBeta)).json().map((p: { score: number }) => p.score),
    ).toEqual([702]);
    expect(
      (await send('POST', '/api/credit-reports', beta, { userId: beta.userId, creditScore: 800 })).statusCode,
    ).toBe(403);
    expect(
      (await send('POST', '/api/credit-reports', admin, { userId: 999_999, creditScore: 700 })).statusCode,
    ).toBe(404);
  });

  it('never lets a person set their own access level (no mass assignment)', async () => {
    const res = await send('PATCH', '/api/users/current', client, { accessLevel: 'ADMIN' });
    expect(res.statusCode).toBe(400);
    const ok = await send('PATCH', '/api/users/current', client, {
      address: { addressLine1: '9 Elm St', city: 'Austin', state: 'tx', zipCode: '73301' },
    });
    expect(ok.json().address).toMatchObject({ state: 'TX', zipCode: '73301' });
    expect(ok.json().accessLevel).toBe('CLIENT_VIEWER');
  });
});
