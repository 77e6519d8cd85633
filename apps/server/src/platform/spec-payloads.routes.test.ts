import { randomBytes } from 'node:crypto';
import { impbCheckDigit } from '@app/contracts/usps-tracking';
import { describe, expect, it } from 'vitest';
import { anAccount, signedIn } from '../../test/factories/accounts';
import { aBetaTestersFiles, theDemoCreditFileFor } from '../../test/factories/credit-files';
import { anAdmin, createSignedInUser } from '../../test/factories/users';
import { useSharedRows } from '../../test/file-rows';
import { useFileTestApps } from '../../test/test-app-lifecycle';
import { type DatabaseKind, testDatabaseKinds } from '../../test/test-database';
import { transunionSample } from '../modules/report-uploads/sample-reports/bureau-consumer-samples';
import { samplePdf } from '../modules/report-uploads/sample-reports/render-sample';

/**
 * Every API call the product's web client makes that exists today,
 * sent exactly as the spec's own client sends it: bearer header, JSON only with a body, the
 * spec's field names and value shapes (ISO timestamps, numbers as numbers). A client written to
 * the spec must work unchanged. Where the law makes the server ask for more than the spec sends
 * (the consumer's attestation, a reason), the answer is a 400 that names the missing field.
 */

/** A second valid USPS number (IMpb, with its check digit). */
const secondTrackingNumber = `940711189922319742849${impbCheckDigit('940711189922319742849')}`;

type Caller = { headers: Record<string, string>; userId: number };
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

const tag = () => randomBytes(4).toString('hex');

/** Every field of a loan profile, money in cents, as the Financial Profile form sends them. */
const loanProfileFields = {
  annualIncome: 72_000_00,
  monthlyIncome: 6_000_00,
  monthlyDebtPayments: 850_00,
  savingsAmount: 12_000_00,
  checkingAmount: 3_500_00,
  investmentAmount: 0,
  otherAssetsValue: 0,
  monthlyRentMortgage: 1_400_00,
  employmentStatus: 'EMPLOYED',
  employmentLength: 48,
  jobTitle: 'Technician',
  employer: 'Acme Works',
  hasOtherAssets: false,
  housingStatus: 'RENT',
  creditScore: 650,
  loanAmount: 250_000_00,
  downPayment: 25_000_00,
  loanType: 'MORTGAGE',
};

const appFor = useFileTestApps({}, { seed: false });
/**
 * The file's own people: an admin; a beta tester who signs in with a password, with the beta tester's
 * files (issues on every bureau, disputes, building actions, a loan profile); and a client viewer with
 * the demo client's credit file.
 */
const people = useSharedRows(appFor, async (t) => {
  const account = await anAccount(t, 'BETA_TESTER');
  const beta = { ...(await signedIn(t, account)), email: account.email, password: account.password };
  await aBetaTestersFiles(t, beta.userId);
  const client: Caller = await createSignedInUser(t.app, t.db, 'CLIENT_VIEWER');
  await theDemoCreditFileFor(t, client.userId);
  return { admin: (await anAdmin(t)) as Caller, beta, client };
});

function setup(kind: DatabaseKind) {
  const { t, rows: p } = people(kind);
  /** As the spec's request rules say: bearer token always, JSON content type only with a body. */
  const call = (method: Method, url: string, caller: Caller | null, body?: unknown) =>
    t.app.inject({
      method,
      url,
      headers: {
        ...(caller?.headers ?? {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
    });
  const ok = async (method: Method, url: string, caller: Caller | null, body?: unknown) => {
    const res = await call(method, url, caller, body);
    expect(res.statusCode, `${method} ${url}: ${res.body}`).toBeLessThan(300);
    return res.body ? res.json() : null;
  };
  /** A 400 whose details name each field the law or our rules add to the spec's payload. */
  const asksFor = async (fields: string[], method: Method, url: string, caller: Caller, body: unknown) => {
    const res = await call(method, url, caller, body);
    expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(400);
    const named = (res.json().error.details ?? []).map((d: { field: string }) =>
      d.field.replace(/^body\./, ''),
    );
    expect(named.sort(), res.body).toEqual([...fields].sort());
  };
  const issuesOf = async (caller: Caller) =>
    (await ok('GET', '/api/credit-issues', caller)) as {
      id: number;
      type: string;
      description: string;
      creditor: string;
      amount: string | null;
      dateAdded: string;
      impact: number;
      status: string;
      bureaus: string[];
    }[];
  return { t, p, call, ok, asksFor, issuesOf };
}

describe.each(testDatabaseKinds())('POST /api/auth/login on %s', (kind) => {
  const { p, ok } = setup(kind);

  it('POST /api/auth/login {email, password, loginType} answers token, user.id and requiresPasswordReset', async () => {
    const res = await ok('POST', '/api/auth/login', null, {
      email: p.beta.email,
      password: p.beta.password,
      loginType: 'client',
    });
    expect(res).toMatchObject({ token: expect.any(String), requiresPasswordReset: false });
    expect(res.user).toMatchObject({ id: p.beta.userId, accessLevel: 'BETA_TESTER' });
  });
});

describe.each(testDatabaseKinds())('GET /api/users/{id} on %s', (kind) => {
  const { p, ok } = setup(kind);

  it('GET /api/users/{id} and /api/users/current', async () => {
    const me = await ok('GET', `/api/users/${p.beta.userId}`, p.beta);
    expect(me).toMatchObject({
      id: p.beta.userId,
      firstName: expect.any(String),
      accessLevel: 'BETA_TESTER',
    });
    expect(me).not.toHaveProperty('passwordHash');
    expect((await ok('GET', '/api/users/current', p.beta)).id).toBe(p.beta.userId);
  });
});

describe.each(testDatabaseKinds())('POST /api/contact/lead-submission on %s', (kind) => {
  const { ok } = setup(kind);

  it('POST /api/contact/lead-submission with the whole lead submission', async () => {
    await ok('POST', '/api/contact/lead-submission', null, {
      type: 'credit_repair_lead',
      firstName: 'Robin',
      lastName: 'Vale',
      phone: '(555) 010-2233',
      email: '',
      creditIssues: ['Collections', 'Late Payments'],
      additionalDetails: 'Two collections from 2021.',
      urgency: 'normal',
      timestamp: '2026-11-20T15:04:05.000Z',
      source: 'landing_page_form',
    });
  });
});

describe.each(testDatabaseKinds())('GET /api/subscription-plans on %s', (kind) => {
  const { ok } = setup(kind);

  it('GET /api/subscription-plans: integer ids and prices as numeric strings', async () => {
    const plans = await ok('GET', '/api/subscription-plans', null);
    expect(plans.length).toBeGreaterThan(0);
    for (const p of plans) {
      expect(Number.isInteger(p.id)).toBe(true);
      expect(p.price).toMatch(/^\d+(\.\d+)?$/);
      expect(Array.isArray(p.features)).toBe(true);
    }
  });
});

describe.each(testDatabaseKinds())('POST /api/stripe/subscription on %s', (kind) => {
  const { p, call, ok } = setup(kind);

  it('POST /api/stripe/subscription {planId}: the signed CROA contract comes first, and the answer says so', async () => {
    const [plan] = await ok('GET', '/api/subscription-plans', null);
    const res = await call('POST', '/api/stripe/subscription', p.beta, { planId: plan.id });
    // Before a signed contract the law forbids taking payment details: refused, naming what is missing.
    expect(res.statusCode, res.body).toBeGreaterThanOrEqual(400);
    expect(res.statusCode, res.body).toBeLessThan(500);
    expect(res.json().error.message).toMatch(/contract|agreement|sign/i);
  });
});

describe.each(testDatabaseKinds())('DELETE /api/stripe/subscription on %s', (kind) => {
  const { p, call, ok } = setup(kind);

  it('GET /api/stripe/invoices, GET /api/stripe/payment-methods, DELETE /api/stripe/subscription', async () => {
    expect(Array.isArray(await ok('GET', '/api/stripe/invoices', p.beta))).toBe(true);
    expect(Array.isArray(await ok('GET', '/api/stripe/payment-methods', p.beta))).toBe(true);
    const cancel = await call('DELETE', '/api/stripe/subscription', p.beta);
    // Nothing to cancel yet: a 4xx with a message, never a 5xx.
    expect(cancel.statusCode, cancel.body).toBeGreaterThanOrEqual(400);
    expect(cancel.statusCode, cancel.body).toBeLessThan(500);
    expect(cancel.json().error.message).toEqual(expect.any(String));
  });
});

describe.each(testDatabaseKinds())('GET /api/credit-reports/{userId} on %s', (kind) => {
  const { p, ok } = setup(kind);

  it('GET /api/credit-reports answers the current report as one object (and /{userId} the same)', async () => {
    const report = await ok('GET', '/api/credit-reports', p.beta);
    expect(report).toMatchObject({
      creditScore: expect.any(Number),
      creditRating: expect.any(String),
      utilizationRate: expect.any(Number),
      accountAge: expect.any(Number),
      lastUpdated: expect.any(String),
    });
    expect(await ok('GET', `/api/credit-reports/${p.beta.userId}`, p.beta)).toEqual(report);
  });

  it('GET /api/credit-reports/{userId} and /api/credit-issues/{userId} for a client', async () => {
    expect((await ok('GET', `/api/credit-reports/${p.client.userId}`, p.admin)).creditScore).toEqual(
      expect.any(Number),
    );
    expect(Array.isArray(await ok('GET', `/api/credit-issues/${p.client.userId}`, p.admin))).toBe(true);
  });
});

describe.each(testDatabaseKinds())('GET /api/credit-issues/{id} on %s', (kind) => {
  const { p, call, ok } = setup(kind);

  it('GET the dashboard lists by path, with or without the user id', async () => {
    for (const path of ['credit-issues', 'disputes', 'credit-goals', 'credit-building-actions']) {
      const mine = await ok('GET', `/api/${path}`, p.beta);
      expect(await ok('GET', `/api/${path}/${p.beta.userId}`, p.beta), path).toEqual(mine);
      expect(await ok('GET', `/api/${path}?userId=${p.beta.userId}`, p.beta), path).toEqual(mine);
      expect((await call('GET', `/api/${path}/${p.client.userId}`, p.beta)).statusCode, path).toBe(404);
    }
    const articles = await ok('GET', '/api/educational-content', p.beta);
    expect(articles[0]).toMatchObject({ id: expect.any(Number), title: expect.any(String) });
  });
});

describe.each(testDatabaseKinds())('POST /api/generate-dispute-letter on %s', (kind) => {
  const { p, call, ok, issuesOf } = setup(kind);

  it('POST /api/generate-dispute-letter with exactly {issueType, description, creditor, amount, dateAdded, impact, bureau}', async () => {
    const [item] = (await issuesOf(p.beta)).filter((i) => i.status === 'ACTIVE');
    if (!item) throw new Error('the beta tester’s files have no active item');
    const res = await ok('POST', '/api/generate-dispute-letter', p.beta, {
      issueType: item.type,
      description: item.description,
      creditor: item.creditor,
      amount: item.amount,
      dateAdded: item.dateAdded,
      impact: item.impact,
      bureau: 'EXPERIAN',
    });
    expect(res.letterContent).toContain(item.creditor);
    expect(res.letterContent).toMatch(/Experian/);
  });

  it('POST /api/generate-dispute-letter with an issueId of someone else answers 404', async () => {
    const [theirs] = await issuesOf(p.client);
    if (!theirs) throw new Error('the client’s file has no item');
    const res = await call('POST', '/api/generate-dispute-letter', p.beta, {
      issueId: theirs.id,
      bureau: 'EXPERIAN',
    });
    expect(res.statusCode, res.body).toBe(404);
  });
});

describe.each(testDatabaseKinds())('POST /api/disputes on %s', (kind) => {
  const { p, ok, asksFor, issuesOf } = setup(kind);

  it('POST /api/disputes {userId, issueId, bureau, letterContent, expectedResponse}: the law adds reason and attestation', async () => {
    const item = (await issuesOf(p.beta)).find((i) => i.status === 'ACTIVE' && i.bureaus.includes('EQUIFAX'));
    if (!item) throw new Error('the beta tester’s files have no active Equifax item');
    const { letterContent } = await ok('POST', '/api/generate-dispute-letter', p.beta, {
      issueId: item.id,
      bureau: 'EQUIFAX',
    });
    const spec = {
      userId: p.beta.userId,
      issueId: item.id,
      bureau: 'EQUIFAX',
      letterContent,
      expectedResponse: new Date(Date.now() + 30 * 86_400_000).toISOString(),
    };
    await asksFor(['reason'], 'POST', '/api/disputes', p.beta, spec);
    await asksFor(['attestation'], 'POST', '/api/disputes', p.beta, { ...spec, reason: 'UNVERIFIABLE' });
    const created = await ok('POST', '/api/disputes', p.beta, {
      ...spec,
      reason: 'UNVERIFIABLE',
      attestation: true,
    });
    expect(created.status).toBe('PENDING');
  });
});

describe.each(testDatabaseKinds())('POST /api/ai-credit-analysis on %s', (kind) => {
  const { p, ok } = setup(kind);

  it('POST /api/simulate-credit-score {currentScore, actions[]} and POST /api/ai-credit-analysis {userId}', async () => {
    const sim = await ok('POST', '/api/simulate-credit-score', p.beta, {
      currentScore: 612,
      actions: ['payOffCollections', 'lowerUtilization', 'removeLatePays', 'addSecuredCard'],
    });
    expect(sim).toMatchObject({ currentScore: expect.any(Number), simulatedScore: expect.any(Number) });
    expect(Array.isArray(sim.impacts)).toBe(true);
    const analysis = await ok('POST', '/api/ai-credit-analysis', p.beta, { userId: p.beta.userId });
    expect(analysis).toMatchObject({ analysis: expect.any(String), recommendations: expect.any(Array) });
  });
});

describe.each(testDatabaseKinds())('PATCH /api/credit-building-actions/{id} on %s', (kind) => {
  const { p, ok } = setup(kind);

  it('GET /api/disputes/follow-up, PATCH /api/disputes/{id}/alert-sent, PATCH /api/credit-building-actions/{id} {status}', async () => {
    expect(Array.isArray(await ok('GET', '/api/disputes/follow-up', p.beta))).toBe(true);
    const [dispute] = await ok('GET', '/api/disputes', p.beta);
    expect((await ok('PATCH', `/api/disputes/${dispute.id}/alert-sent`, p.beta)).alertSent).toBe(true);
    const actions = await ok('GET', '/api/credit-building-actions', p.beta);
    const recommended = actions.find((a: { status: string }) => a.status === 'RECOMMENDED');
    if (!recommended) throw new Error('the beta tester’s files have no recommended action');
    const moved = await ok('PATCH', `/api/credit-building-actions/${recommended.id}`, p.beta, {
      status: 'IN_PROGRESS',
    });
    expect(moved.status).toBe('IN_PROGRESS');
  });
});

describe.each(testDatabaseKinds())('PATCH /api/disputes/{id}/delivery on %s', (kind) => {
  const { p, ok, issuesOf } = setup(kind);

  it('PATCH /api/disputes/{id}/tracking {trackingNumber}, then /delivery {deliveryDate} as an ISO timestamp', async () => {
    const item = (await issuesOf(p.beta)).find(
      (i) => i.status === 'ACTIVE' && i.bureaus.includes('TRANSUNION'),
    );
    if (!item) throw new Error('the beta tester’s files have no active TransUnion item');
    const { letterContent } = await ok('POST', '/api/generate-dispute-letter', p.beta, {
      issueId: item.id,
      bureau: 'TRANSUNION',
    });
    const dispute = await ok('POST', '/api/disputes', p.beta, {
      userId: p.beta.userId,
      issueId: item.id,
      bureau: 'TRANSUNION',
      letterContent,
      reason: 'UNVERIFIABLE',
      attestation: true,
    });
    const sent = await ok('PATCH', `/api/disputes/${dispute.id}/tracking`, p.beta, {
      trackingNumber: '9407111899223197428490',
    });
    expect(sent.status).toBe('SENT');
    const delivered = await ok('PATCH', `/api/disputes/${dispute.id}/delivery`, p.beta, {
      deliveryDate: new Date().toISOString(),
    });
    expect(delivered.status).toBe('DELIVERED');
    expect(delivered.deliveryDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});

describe.each(testDatabaseKinds())('PATCH /api/credit-issues/{id} on %s', (kind) => {
  const { p, ok, issuesOf } = setup(kind);

  it('PATCH /api/credit-issues/{id} {status: RESOLVED}', async () => {
    const item = (await issuesOf(p.beta)).find((i) => i.status === 'ACTIVE');
    if (!item) throw new Error('the beta tester’s files have no active item');
    expect((await ok('PATCH', `/api/credit-issues/${item.id}`, p.beta, { status: 'RESOLVED' })).status).toBe(
      'RESOLVED',
    );
  });
});

describe.each(testDatabaseKinds())('POST /api/loan-readiness/assess on %s', (kind) => {
  const { p, ok } = setup(kind);

  it('POST /api/loan-readiness/profile and /assess {userId plus the profile fields}', async () => {
    const saved = await ok('POST', '/api/loan-readiness/profile', p.beta, {
      userId: p.beta.userId,
      ...loanProfileFields,
    });
    expect(saved.profile).toEqual(loanProfileFields);
    const assessed = await ok('POST', '/api/loan-readiness/assess', p.beta, {
      userId: p.beta.userId,
      ...loanProfileFields,
    });
    expect(assessed.readinessScore).toEqual(expect.any(Number));
  });
});

describe.each(testDatabaseKinds())('POST /api/credit-utilization/optimize on %s', (kind) => {
  const { p, ok } = setup(kind);

  it('POST /api/credit-utilization/optimize {userId} with no budget: the plan to 10% on every card', async () => {
    await ok('POST', '/api/credit-cards', p.beta, {
      cardName: 'Spec Card',
      bank: 'Spec Bank',
      currentBalance: 800_00,
      creditLimit: 1_000_00,
    });
    const plan = await ok('POST', '/api/credit-utilization/optimize', p.beta, { userId: p.beta.userId });
    expect(plan.overall.targetUtilization).toBeLessThanOrEqual(10);
    expect(plan.cardOptimizations.length).toBeGreaterThan(0);
  });
});

describe.each(testDatabaseKinds())('POST /api/credit-mix-optimization/apply on %s', (kind) => {
  const { t, ok } = setup(kind);

  it('POST /api/credit-mix-optimization/generate {userId} and /apply {userId, productId}', async () => {
    // A person without an imported file is recommended both kinds, so there is one to apply for.
    const fresh = await createSignedInUser(t.app, t.db, 'CLIENT_VIEWER');
    const mix = await ok('POST', '/api/credit-mix-optimization/generate', fresh, { userId: fresh.userId });
    expect(mix.currentMixScore).toEqual(expect.any(Number));
    const [product] = mix.recommendedProducts;
    if (!product) throw new Error('nothing recommended to a person without a file');
    const intent = await ok('POST', '/api/credit-mix-optimization/apply', fresh, {
      userId: fresh.userId,
      productId: product.id,
    });
    expect(intent).toMatchObject({ productId: product.id, intentRecordedOn: expect.any(String) });
  });
});

describe.each(testDatabaseKinds())('POST /api/loan-readiness/profile on %s', (kind) => {
  const { p, call, ok } = setup(kind);

  it('another person’s userId in those bodies answers 404 and changes nothing of theirs', async () => {
    const before = {
      profile: await ok('GET', '/api/loan-readiness/profile', p.beta),
      assessments: await ok('GET', '/api/loan-readiness/assessments', p.beta),
      mix: await ok('GET', '/api/credit-mix-optimization', p.beta),
    };
    const [product] = before.mix.recommendedProducts;
    const theirs = { userId: p.beta.userId };
    for (const [url, body] of [
      ['/api/loan-readiness/profile', { ...theirs, ...loanProfileFields, jobTitle: 'Changed' }],
      ['/api/loan-readiness/assess', { ...theirs, ...loanProfileFields, loanAmount: 1_000_00 }],
      ['/api/credit-utilization/optimize', theirs],
      ['/api/credit-mix-optimization/generate', theirs],
      ['/api/credit-mix-optimization/apply', { ...theirs, productId: product?.id ?? 'SECURED_CARD' }],
    ] as const) {
      const res = await call('POST', url, p.client, body);
      expect(res.statusCode, `${url}: ${res.body}`).toBe(404);
    }
    expect(await ok('GET', '/api/loan-readiness/profile', p.beta)).toEqual(before.profile);
    expect(await ok('GET', '/api/loan-readiness/assessments', p.beta)).toEqual(before.assessments);
    expect(await ok('GET', '/api/credit-mix-optimization', p.beta)).toEqual(before.mix);
  });
});

describe.each(testDatabaseKinds())('POST /api/identity-theft-scan/generate on %s', (kind) => {
  const { t, p, ok } = setup(kind);

  it('the other tabs’ bodies: ID theft scan, rent enroll, tax, employment, secure chat, AI chat', async () => {
    const fresh = await createSignedInUser(t.app, t.db, 'CLIENT_VIEWER');
    const me = { userId: fresh.userId };
    expect(await ok('POST', '/api/identity-theft-scan/generate', fresh, me)).toHaveProperty('hasCreditFile');
    await ok('POST', '/api/rent-utility-reporting/enroll', fresh, { ...me, serviceId: 'Experian Boost' });
    await ok('POST', '/api/tax-integrations', fresh, {
      ...me,
      taxSoftware: 'turbotax',
      taxYear: new Date().getUTCFullYear() - 1,
    });
    await ok('POST', '/api/employment-verifications', fresh, {
      ...me,
      employer: 'Acme Works',
      jobTitle: 'Technician',
      employmentType: 'FULL_TIME',
      startDate: '2021-04-01',
      endDate: null,
      verificationMethod: 'PAYSTUB',
      annualSalary: 64_000_00,
    });
    await ok('POST', '/api/chat/send', fresh, {
      ...me,
      message: 'Hello from the spec',
      senderType: 'CLIENT',
    });
    // The AI assistant needs the useAI permission a client viewer lacks: a beta tester asks.
    await ok('POST', '/api/ai/chat', p.beta, {
      userId: p.beta.userId,
      message: 'What should I dispute first?',
      files: [],
    });
  });
});

describe.each(testDatabaseKinds())('POST /api/auth/reset-password on %s', (kind) => {
  const { p, ok } = setup(kind);

  it('POST /api/auth/reset-password {currentPassword, newPassword} of a client made by an admin', async () => {
    const email = `spec-${tag()}@example.com`;
    const made = await ok('POST', '/api/users', p.admin, {
      firstName: 'Sam',
      lastName: 'Spec',
      email,
      password: 'TempPass#2026',
      accessLevel: 'CLIENT_VIEWER',
      isTestUser: false,
    });
    expect(made.id).toEqual(expect.any(Number));
    const login = await ok('POST', '/api/auth/login', null, {
      email,
      password: 'TempPass#2026',
      loginType: 'client',
    });
    expect(login.requiresPasswordReset).toBe(true);
    const fresh = { userId: login.user.id, headers: { authorization: `Bearer ${login.token}` } };
    await ok('POST', '/api/auth/reset-password', fresh, {
      currentPassword: 'TempPass#2026',
      newPassword: 'NewPass#2026x',
    });
  });
});

describe.each(testDatabaseKinds())('PATCH /api/admin/users/{userId} on %s', (kind) => {
  const { p, ok } = setup(kind);

  it('GET /api/users, POST /api/users with isTestUser and testingNotes, PATCH /api/admin/users/{userId} {accessLevel}', async () => {
    const all = await ok('GET', '/api/users', p.admin);
    expect(JSON.stringify(all)).toContain(p.beta.email);
    const made = await ok('POST', '/api/users', p.admin, {
      firstName: 'Terry',
      lastName: 'Tester',
      email: `tester-${tag()}@example.com`,
      password: 'TempPass#2026',
      accessLevel: 'BETA_TESTER',
      isTestUser: true,
      testingNotes: 'Checks the dispute flow on a phone.',
    });
    const changed = await ok('PATCH', `/api/admin/users/${made.id}`, p.admin, {
      accessLevel: 'CLIENT_VIEWER',
    });
    expect(changed.accessLevel).toBe('CLIENT_VIEWER');
  });
});

describe.each(testDatabaseKinds())('POST /api/credit-reports on %s', (kind) => {
  const { t, p, ok } = setup(kind);

  it('POST /api/credit-reports {userId, creditScore, creditRating, utilizationRate, accountAge}', async () => {
    const target = await createSignedInUser(t.app, t.db, 'CLIENT_VIEWER');
    const report = await ok('POST', '/api/credit-reports', p.admin, {
      userId: target.userId,
      creditScore: 702,
      creditRating: 'GOOD',
      utilizationRate: 0.22,
      accountAge: 48,
    });
    expect(report).toMatchObject({ creditScore: 702, creditRating: 'GOOD', accountAge: 48 });
    expect((await ok('GET', `/api/credit-reports/${target.userId}`, p.admin)).creditScore).toBe(702);
  });
});

describe.each(testDatabaseKinds())('POST /api/admin/upload-credit-report on %s', (kind) => {
  const { t, p, ok } = setup(kind);

  it('POST /api/admin/upload-credit-report {userId, fileName, fileData, fileType, description} returns aiAnalysis', async () => {
    const target = await createSignedInUser(t.app, t.db, 'CLIENT_VIEWER');
    const pdf = await samplePdf(transunionSample(7));
    const res = await ok('POST', '/api/admin/upload-credit-report', p.admin, {
      userId: target.userId,
      fileName: 'transunion-report.pdf',
      fileData: pdf.toString('base64'),
      fileType: 'application/pdf',
      description: 'TransUnion report from the client',
    });
    expect(res.aiAnalysis).toBeDefined();
  });
});

describe.each(testDatabaseKinds())('POST /api/admin/generate-dispute-letter on %s', (kind) => {
  const { p, ok } = setup(kind);

  it('POST /api/admin/generate-dispute-letter {issue, clientName} returns clientName and letter', async () => {
    const [issue] = await ok('GET', `/api/credit-issues/${p.client.userId}`, p.admin);
    const res = await ok('POST', '/api/admin/generate-dispute-letter', p.admin, {
      issue,
      clientName: 'Casey Client',
    });
    expect(res).toMatchObject({ clientName: 'Casey Client', letter: expect.any(String) });
  });
});

describe.each(testDatabaseKinds())('GET /api/disputes/{userId} on %s', (kind) => {
  const { p, call, ok } = setup(kind);

  it('GET /api/disputes/{userId}: 0 means every client for an admin; GET /api/disputes/follow-up', async () => {
    const all = await ok('GET', '/api/disputes/0', p.admin);
    const owners = new Set(all.map((d: { userId: number }) => d.userId));
    expect(owners.has(p.beta.userId)).toBe(true);
    expect(owners.has(p.client.userId)).toBe(true);
    expect((await call('GET', '/api/disputes/0', p.beta)).statusCode).toBe(404);
    expect(Array.isArray(await ok('GET', '/api/disputes/follow-up', p.admin))).toBe(true);
  });
});

describe.each(testDatabaseKinds())('GET /api/admin/all-disputes on %s', (kind) => {
  const { p, call, ok } = setup(kind);

  it('GET /api/admin/all-disputes: every client’s disputes, a page at a time; a client is refused', async () => {
    const page = await ok('GET', '/api/admin/all-disputes', p.admin);
    expect(page).toMatchObject({ items: expect.any(Array), total: expect.any(Number) });
    expect(page.items[0]).toMatchObject({
      id: expect.any(Number),
      status: expect.any(String),
      userId: expect.any(Number),
    });
    expect((await call('GET', '/api/admin/all-disputes', p.client)).statusCode).toBe(403);
  });
});

describe.each(testDatabaseKinds())('POST /api/disputes/{id}/update-from-tracking on %s', (kind) => {
  const { p, ok } = setup(kind);

  it('USPS: PATCH tracking, GET /api/usps/track/{trackingNumber}, POST update-from-tracking with no body', async () => {
    const [dispute] = (await ok('GET', `/api/disputes/${p.beta.userId}`, p.admin)).filter(
      (d: { status: string; consumerApprovedAt: string | null }) =>
        d.status === 'PENDING' && d.consumerApprovedAt,
    );
    if (!dispute) throw new Error('no approved pending dispute');
    await ok('PATCH', `/api/disputes/${dispute.id}/tracking`, p.admin, {
      trackingNumber: secondTrackingNumber,
    });
    const tracking = await ok('GET', `/api/usps/track/${secondTrackingNumber}`, p.admin);
    expect(tracking).toMatchObject({ status: expect.any(String), events: expect.any(Array) });
    const refreshed = await ok('POST', `/api/disputes/${dispute.id}/update-from-tracking`, p.admin);
    expect(refreshed.dispute.status).toEqual(expect.any(String));
  });
});

describe.each(testDatabaseKinds())('POST /api/bureau-responses on %s', (kind) => {
  const { p, ok } = setup(kind);

  it('bureau responses: POST {userId, bureau, responseType, responseText, responseDate (ISO), nextStepGenerated}, analyse, read', async () => {
    const answered = (await ok('GET', `/api/disputes/${p.beta.userId}`, p.admin)).find(
      (d: { status: string; consumerApprovedAt: string | null }) =>
        d.consumerApprovedAt && ['SENT', 'DELIVERED', 'FOLLOW_UP_REQUIRED', 'PENDING'].includes(d.status),
    );
    if (!answered) throw new Error('no approved dispute to answer');
    const recorded = await ok('POST', '/api/bureau-responses', p.admin, {
      userId: p.beta.userId,
      bureau: answered.bureau,
      responseType: 'VERIFIED',
      responseText: 'The information you disputed has been verified as accurate.',
      responseDate: new Date().toISOString(),
      nextStepGenerated: false,
    });
    expect(recorded.id).toEqual(expect.any(Number));
    const analysed = await ok('POST', `/api/bureau-response/${recorded.id}/analyze`, p.admin);
    expect(analysed).toHaveProperty('response');
    const analysisId = analysed.response.aiAnalysisId;
    expect(await ok('GET', `/api/bureau-response-analysis/${analysisId}`, p.admin)).toMatchObject({
      id: analysisId,
    });
    const list = await ok('GET', `/api/bureau-responses/${p.beta.userId}`, p.admin);
    expect(list.map((r: { id: number }) => r.id)).toContain(recorded.id);
  });
});

describe.each(testDatabaseKinds())('POST /api/credit-monitoring-connections on %s', (kind) => {
  const { p, ok, asksFor } = setup(kind);

  it('credit monitoring as the spec sends it: password with credentialsEncrypted, Sync, history, Remove; Experian connect adds the written authorisation', async () => {
    const added = await ok('POST', '/api/credit-monitoring-connections', p.beta, {
      provider: 'SMART_CREDIT',
      accountEmail: 'jordan@example.com',
      password: 'Spec-Pass-1',
      syncFrequency: 'DAILY',
      autoSyncEnabled: true,
      userId: p.beta.userId,
      credentialsEncrypted: Buffer.from('Spec-Pass-1').toString('base64'),
    });
    expect(JSON.stringify(added)).not.toContain('Spec-Pass-1');
    expect(
      (await ok('GET', `/api/credit-monitoring-connections?userId=${p.beta.userId}`, p.beta)).length,
    ).toBeGreaterThan(0);
    expect((await ok('POST', `/api/sync-credit-monitoring/${added.id}`, p.beta)).entry.syncStatus).toBe(
      'SUCCESS',
    );
    expect((await ok('GET', '/api/credit-file-sync-history', p.beta))[0]).toMatchObject({
      connectionId: added.id,
      issuesFound: expect.any(Number),
    });
    await ok('DELETE', `/api/credit-monitoring-connections/${added.id}`, p.beta);
    const personalInfo = {
      firstName: 'Jordan',
      lastName: 'Rivera',
      ssn: '521-44-7813',
      dateOfBirth: '1986-07-14',
      address: { line1: '48 Orchard Lane', city: 'Columbus', state: 'OH', zipCode: '43215' },
    };
    await asksFor(['fcraAuthorized'], 'POST', '/api/experian/connect', p.beta, { personalInfo });
    expect(
      (await ok('POST', '/api/experian/connect', p.beta, { personalInfo, fcraAuthorized: true })).success,
    ).toBe(true);
    expect((await ok('GET', '/api/admin/credit-connections', p.admin)).length).toBeGreaterThan(0);
    expect(await ok('GET', `/api/admin/credit-data/${p.beta.userId}`, p.admin)).toHaveProperty('accounts');
  });
});
