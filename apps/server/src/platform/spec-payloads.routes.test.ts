import { randomBytes } from 'node:crypto';
import { impbCheckDigit } from '@app/contracts/usps-tracking';
import { beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser } from '../../test/factories/users';
import { signIn } from '../../test/sign-in';
import { useTestApp } from '../../test/test-app-lifecycle';
import { testDatabaseKinds } from '../../test/test-database';
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

describe.each(testDatabaseKinds())('the specs\u2019 own request shapes on %s', (kind) => {
  const t = useTestApp(kind);
  let admin: Caller;
  let beta: Caller;
  let client: Caller;

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

  const tag = () => randomBytes(4).toString('hex');
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

  beforeAll(async () => {
    admin = await signIn(t.app, 'admin');
    beta = await signIn(t.app, 'beta');
    client = await signIn(t.app, 'client');
  });

  describe('consumer site: session, leads, plans and billing', () => {
    it('POST /api/auth/login {email, password, loginType} answers token, user.id and requiresPasswordReset', async () => {
      const res = await ok('POST', '/api/auth/login', null, {
        email: 'beta@example.com',
        password: 'DemoBeta#2026',
        loginType: 'client',
      });
      expect(res).toMatchObject({ token: expect.any(String), requiresPasswordReset: false });
      expect(res.user).toMatchObject({ id: beta.userId, accessLevel: 'BETA_TESTER' });
    });

    it('GET /api/users/{id} and /api/users/current', async () => {
      const me = await ok('GET', `/api/users/${beta.userId}`, beta);
      expect(me).toMatchObject({
        id: beta.userId,
        firstName: expect.any(String),
        accessLevel: 'BETA_TESTER',
      });
      expect(me).not.toHaveProperty('passwordHash');
      expect((await ok('GET', '/api/users/current', beta)).id).toBe(beta.userId);
    });

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

    it('GET /api/subscription-plans: integer ids and prices as numeric strings', async () => {
      const plans = await ok('GET', '/api/subscription-plans', null);
      expect(plans.length).toBeGreaterThan(0);
      for (const p of plans) {
        expect(Number.isInteger(p.id)).toBe(true);
        expect(p.price).toMatch(/^\d+(\.\d+)?$/);
        expect(Array.isArray(p.features)).toBe(true);
      }
    });

    it('POST /api/stripe/subscription {planId}: the signed CROA contract comes first, and the answer says so', async () => {
      const [plan] = await ok('GET', '/api/subscription-plans', null);
      const res = await call('POST', '/api/stripe/subscription', beta, { planId: plan.id });
      // Before a signed contract the law forbids taking payment details: refused, naming what is missing.
      expect(res.statusCode, res.body).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, res.body).toBeLessThan(500);
      expect(res.json().error.message).toMatch(/contract|agreement|sign/i);
    });

    it('GET /api/stripe/invoices, GET /api/stripe/payment-methods, DELETE /api/stripe/subscription', async () => {
      expect(Array.isArray(await ok('GET', '/api/stripe/invoices', beta))).toBe(true);
      expect(Array.isArray(await ok('GET', '/api/stripe/payment-methods', beta))).toBe(true);
      const cancel = await call('DELETE', '/api/stripe/subscription', beta);
      // Nothing to cancel yet: a 4xx with a message, never a 5xx.
      expect(cancel.statusCode, cancel.body).toBeGreaterThanOrEqual(400);
      expect(cancel.statusCode, cancel.body).toBeLessThan(500);
      expect(cancel.json().error.message).toEqual(expect.any(String));
    });
  });

  describe('consumer site: credit core', () => {
    it('GET /api/credit-reports answers the current report as one object (and /{userId} the same)', async () => {
      const report = await ok('GET', '/api/credit-reports', beta);
      expect(report).toMatchObject({
        creditScore: expect.any(Number),
        creditRating: expect.any(String),
        utilizationRate: expect.any(Number),
        accountAge: expect.any(Number),
        lastUpdated: expect.any(String),
      });
      expect(await ok('GET', `/api/credit-reports/${beta.userId}`, beta)).toEqual(report);
    });

    it('GET the dashboard lists by path, with or without the user id', async () => {
      for (const path of ['credit-issues', 'disputes', 'credit-goals', 'credit-building-actions']) {
        const mine = await ok('GET', `/api/${path}`, beta);
        expect(await ok('GET', `/api/${path}/${beta.userId}`, beta), path).toEqual(mine);
        expect(await ok('GET', `/api/${path}?userId=${beta.userId}`, beta), path).toEqual(mine);
        expect((await call('GET', `/api/${path}/${client.userId}`, beta)).statusCode, path).toBe(404);
      }
      const articles = await ok('GET', '/api/educational-content', beta);
      expect(articles[0]).toMatchObject({ id: expect.any(Number), title: expect.any(String) });
    });

    it('POST /api/generate-dispute-letter with exactly {issueType, description, creditor, amount, dateAdded, impact, bureau}', async () => {
      const [item] = (await issuesOf(beta)).filter((i) => i.status === 'ACTIVE');
      if (!item) throw new Error('demo data has no active item');
      const res = await ok('POST', '/api/generate-dispute-letter', beta, {
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
      const [theirs] = await issuesOf(client);
      if (!theirs) throw new Error('demo client has no item');
      const res = await call('POST', '/api/generate-dispute-letter', beta, {
        issueId: theirs.id,
        bureau: 'EXPERIAN',
      });
      expect(res.statusCode, res.body).toBe(404);
    });

    it('POST /api/disputes {userId, issueId, bureau, letterContent, expectedResponse}: the law adds reason and attestation', async () => {
      const item = (await issuesOf(beta)).find((i) => i.status === 'ACTIVE' && i.bureaus.includes('EQUIFAX'));
      if (!item) throw new Error('demo data has no active Equifax item');
      const { letterContent } = await ok('POST', '/api/generate-dispute-letter', beta, {
        issueId: item.id,
        bureau: 'EQUIFAX',
      });
      const spec = {
        userId: beta.userId,
        issueId: item.id,
        bureau: 'EQUIFAX',
        letterContent,
        expectedResponse: new Date(Date.now() + 30 * 86_400_000).toISOString(),
      };
      await asksFor(['reason'], 'POST', '/api/disputes', beta, spec);
      await asksFor(['attestation'], 'POST', '/api/disputes', beta, { ...spec, reason: 'UNVERIFIABLE' });
      const created = await ok('POST', '/api/disputes', beta, {
        ...spec,
        reason: 'UNVERIFIABLE',
        attestation: true,
      });
      expect(created.status).toBe('PENDING');
    });

    it('POST /api/simulate-credit-score {currentScore, actions[]} and POST /api/ai-credit-analysis {userId}', async () => {
      const sim = await ok('POST', '/api/simulate-credit-score', beta, {
        currentScore: 612,
        actions: ['payOffCollections', 'lowerUtilization', 'removeLatePays', 'addSecuredCard'],
      });
      expect(sim).toMatchObject({ currentScore: expect.any(Number), simulatedScore: expect.any(Number) });
      expect(Array.isArray(sim.impacts)).toBe(true);
      const analysis = await ok('POST', '/api/ai-credit-analysis', beta, { userId: beta.userId });
      expect(analysis).toMatchObject({ analysis: expect.any(String), recommendations: expect.any(Array) });
    });

    it('GET /api/disputes/follow-up, PATCH /api/disputes/{id}/alert-sent, PATCH /api/credit-building-actions/{id} {status}', async () => {
      expect(Array.isArray(await ok('GET', '/api/disputes/follow-up', beta))).toBe(true);
      const [dispute] = await ok('GET', '/api/disputes', beta);
      expect((await ok('PATCH', `/api/disputes/${dispute.id}/alert-sent`, beta)).alertSent).toBe(true);
      const actions = await ok('GET', '/api/credit-building-actions', beta);
      const recommended = actions.find((a: { status: string }) => a.status === 'RECOMMENDED');
      if (!recommended) throw new Error('demo data has no recommended action');
      const moved = await ok('PATCH', `/api/credit-building-actions/${recommended.id}`, beta, {
        status: 'IN_PROGRESS',
      });
      expect(moved.status).toBe('IN_PROGRESS');
    });
  });

  describe('the client page', () => {
    it('PATCH /api/disputes/{id}/tracking {trackingNumber}, then /delivery {deliveryDate} as an ISO timestamp', async () => {
      const item = (await issuesOf(beta)).find(
        (i) => i.status === 'ACTIVE' && i.bureaus.includes('TRANSUNION'),
      );
      if (!item) throw new Error('demo data has no active TransUnion item');
      const { letterContent } = await ok('POST', '/api/generate-dispute-letter', beta, {
        issueId: item.id,
        bureau: 'TRANSUNION',
      });
      const dispute = await ok('POST', '/api/disputes', beta, {
        userId: beta.userId,
        issueId: item.id,
        bureau: 'TRANSUNION',
        letterContent,
        reason: 'UNVERIFIABLE',
        attestation: true,
      });
      const sent = await ok('PATCH', `/api/disputes/${dispute.id}/tracking`, beta, {
        trackingNumber: '9407111899223197428490',
      });
      expect(sent.status).toBe('SENT');
      const delivered = await ok('PATCH', `/api/disputes/${dispute.id}/delivery`, beta, {
        deliveryDate: new Date().toISOString(),
      });
      expect(delivered.status).toBe('DELIVERED');
      expect(delivered.deliveryDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    });

    it('PATCH /api/credit-issues/{id} {status: RESOLVED}', async () => {
      const item = (await issuesOf(beta)).find((i) => i.status === 'ACTIVE');
      if (!item) throw new Error('demo data has no active item');
      expect((await ok('PATCH', `/api/credit-issues/${item.id}`, beta, { status: 'RESOLVED' })).status).toBe(
        'RESOLVED',
      );
    });

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

    it('POST /api/loan-readiness/profile and /assess {userId plus the profile fields}', async () => {
      const saved = await ok('POST', '/api/loan-readiness/profile', beta, {
        userId: beta.userId,
        ...loanProfileFields,
      });
      expect(saved.profile).toEqual(loanProfileFields);
      const assessed = await ok('POST', '/api/loan-readiness/assess', beta, {
        userId: beta.userId,
        ...loanProfileFields,
      });
      expect(assessed.readinessScore).toEqual(expect.any(Number));
    });

    it('POST /api/credit-utilization/optimize {userId} with no budget: the plan to 10% on every card', async () => {
      await ok('POST', '/api/credit-cards', beta, {
        cardName: 'Spec Card',
        bank: 'Spec Bank',
        currentBalance: 800_00,
        creditLimit: 1_000_00,
      });
      const plan = await ok('POST', '/api/credit-utilization/optimize', beta, { userId: beta.userId });
      expect(plan.overall.targetUtilization).toBeLessThanOrEqual(10);
      expect(plan.cardOptimizations.length).toBeGreaterThan(0);
    });

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

    it('another person’s userId in those bodies answers 404 and changes nothing of theirs', async () => {
      const before = {
        profile: await ok('GET', '/api/loan-readiness/profile', beta),
        assessments: await ok('GET', '/api/loan-readiness/assessments', beta),
        mix: await ok('GET', '/api/credit-mix-optimization', beta),
      };
      const [product] = before.mix.recommendedProducts;
      const theirs = { userId: beta.userId };
      for (const [url, body] of [
        ['/api/loan-readiness/profile', { ...theirs, ...loanProfileFields, jobTitle: 'Changed' }],
        ['/api/loan-readiness/assess', { ...theirs, ...loanProfileFields, loanAmount: 1_000_00 }],
        ['/api/credit-utilization/optimize', theirs],
        ['/api/credit-mix-optimization/generate', theirs],
        ['/api/credit-mix-optimization/apply', { ...theirs, productId: product?.id ?? 'SECURED_CARD' }],
      ] as const) {
        const res = await call('POST', url, client, body);
        expect(res.statusCode, `${url}: ${res.body}`).toBe(404);
      }
      expect(await ok('GET', '/api/loan-readiness/profile', beta)).toEqual(before.profile);
      expect(await ok('GET', '/api/loan-readiness/assessments', beta)).toEqual(before.assessments);
      expect(await ok('GET', '/api/credit-mix-optimization', beta)).toEqual(before.mix);
    });

    it('the other tabs’ bodies: ID theft scan, rent enroll, tax, employment, secure chat, AI chat', async () => {
      const fresh = await createSignedInUser(t.app, t.db, 'CLIENT_VIEWER');
      const me = { userId: fresh.userId };
      expect(await ok('POST', '/api/identity-theft-scan/generate', fresh, me)).toHaveProperty(
        'hasCreditFile',
      );
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
      await ok('POST', '/api/ai/chat', beta, {
        userId: beta.userId,
        message: 'What should I dispute first?',
        files: [],
      });
    });

    it('POST /api/auth/reset-password {currentPassword, newPassword} of a client made by an admin', async () => {
      const email = `spec-${tag()}@example.com`;
      const made = await ok('POST', '/api/users', admin, {
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

  describe('the admin portal', () => {
    it('GET /api/users, POST /api/users with isTestUser and testingNotes, PATCH /api/admin/users/{userId} {accessLevel}', async () => {
      const all = await ok('GET', '/api/users', admin);
      expect(JSON.stringify(all)).toContain('beta@example.com');
      const made = await ok('POST', '/api/users', admin, {
        firstName: 'Terry',
        lastName: 'Tester',
        email: `tester-${tag()}@example.com`,
        password: 'TempPass#2026',
        accessLevel: 'BETA_TESTER',
        isTestUser: true,
        testingNotes: 'Checks the dispute flow on a phone.',
      });
      const changed = await ok('PATCH', `/api/admin/users/${made.id}`, admin, {
        accessLevel: 'CLIENT_VIEWER',
      });
      expect(changed.accessLevel).toBe('CLIENT_VIEWER');
    });

    it('POST /api/credit-reports {userId, creditScore, creditRating, utilizationRate, accountAge}', async () => {
      const target = await createSignedInUser(t.app, t.db, 'CLIENT_VIEWER');
      const report = await ok('POST', '/api/credit-reports', admin, {
        userId: target.userId,
        creditScore: 702,
        creditRating: 'GOOD',
        utilizationRate: 0.22,
        accountAge: 48,
      });
      expect(report).toMatchObject({ creditScore: 702, creditRating: 'GOOD', accountAge: 48 });
      expect((await ok('GET', `/api/credit-reports/${target.userId}`, admin)).creditScore).toBe(702);
    });

    it('POST /api/admin/upload-credit-report {userId, fileName, fileData, fileType, description} returns aiAnalysis', async () => {
      const target = await createSignedInUser(t.app, t.db, 'CLIENT_VIEWER');
      const pdf = await samplePdf(transunionSample(7));
      const res = await ok('POST', '/api/admin/upload-credit-report', admin, {
        userId: target.userId,
        fileName: 'transunion-report.pdf',
        fileData: pdf.toString('base64'),
        fileType: 'application/pdf',
        description: 'TransUnion report from the client',
      });
      expect(res.aiAnalysis).toBeDefined();
    });

    it('POST /api/admin/generate-dispute-letter {issue, clientName} returns clientName and letter', async () => {
      const [issue] = await ok('GET', `/api/credit-issues/${client.userId}`, admin);
      const res = await ok('POST', '/api/admin/generate-dispute-letter', admin, {
        issue,
        clientName: 'Casey Client',
      });
      expect(res).toMatchObject({ clientName: 'Casey Client', letter: expect.any(String) });
    });

    it('GET /api/disputes/{userId}: 0 means every client for an admin; GET /api/disputes/follow-up', async () => {
      const all = await ok('GET', '/api/disputes/0', admin);
      const owners = new Set(all.map((d: { userId: number }) => d.userId));
      expect(owners.has(beta.userId)).toBe(true);
      expect(owners.has(client.userId)).toBe(true);
      expect((await call('GET', '/api/disputes/0', beta)).statusCode).toBe(404);
      expect(Array.isArray(await ok('GET', '/api/disputes/follow-up', admin))).toBe(true);
    });

    it('GET /api/admin/all-disputes: every client’s disputes, a page at a time; a client is refused', async () => {
      const page = await ok('GET', '/api/admin/all-disputes', admin);
      expect(page).toMatchObject({ items: expect.any(Array), total: expect.any(Number) });
      expect(page.items[0]).toMatchObject({
        id: expect.any(Number),
        status: expect.any(String),
        userId: expect.any(Number),
      });
      expect((await call('GET', '/api/admin/all-disputes', client)).statusCode).toBe(403);
    });

    it('USPS: PATCH tracking, GET /api/usps/track/{trackingNumber}, POST update-from-tracking with no body', async () => {
      const [dispute] = (await ok('GET', `/api/disputes/${beta.userId}`, admin)).filter(
        (d: { status: string; consumerApprovedAt: string | null }) =>
          d.status === 'PENDING' && d.consumerApprovedAt,
      );
      if (!dispute) throw new Error('no approved pending dispute');
      await ok('PATCH', `/api/disputes/${dispute.id}/tracking`, admin, {
        trackingNumber: secondTrackingNumber,
      });
      const tracking = await ok('GET', `/api/usps/track/${secondTrackingNumber}`, admin);
      expect(tracking).toMatchObject({ status: expect.any(String), events: expect.any(Array) });
      const refreshed = await ok('POST', `/api/disputes/${dispute.id}/update-from-tracking`, admin);
      expect(refreshed.dispute.status).toEqual(expect.any(String));
    });

    it('bureau responses: POST {userId, bureau, responseType, responseText, responseDate (ISO), nextStepGenerated}, analyse, read', async () => {
      const answered = (await ok('GET', `/api/disputes/${beta.userId}`, admin)).find(
        (d: { status: string; consumerApprovedAt: string | null }) =>
          d.consumerApprovedAt && ['SENT', 'DELIVERED', 'FOLLOW_UP_REQUIRED', 'PENDING'].includes(d.status),
      );
      if (!answered) throw new Error('no approved dispute to answer');
      const recorded = await ok('POST', '/api/bureau-responses', admin, {
        userId: beta.userId,
        bureau: answered.bureau,
        responseType: 'VERIFIED',
        responseText: 'The information you disputed has been verified as accurate.',
        responseDate: new Date().toISOString(),
        nextStepGenerated: false,
      });
      expect(recorded.id).toEqual(expect.any(Number));
      const analysed = await ok('POST', `/api/bureau-response/${recorded.id}/analyze`, admin);
      expect(analysed).toHaveProperty('response');
      const analysisId = analysed.response.aiAnalysisId;
      expect(await ok('GET', `/api/bureau-response-analysis/${analysisId}`, admin)).toMatchObject({
        id: analysisId,
      });
      const list = await ok('GET', `/api/bureau-responses/${beta.userId}`, admin);
      expect(list.map((r: { id: number }) => r.id)).toContain(recorded.id);
    });

    it('GET /api/credit-reports/{userId} and /api/credit-issues/{userId} for a client', async () => {
      expect((await ok('GET', `/api/credit-reports/${client.userId}`, admin)).creditScore).toEqual(
        expect.any(Number),
      );
      expect(Array.isArray(await ok('GET', `/api/credit-issues/${client.userId}`, admin))).toBe(true);
    });

    it('credit monitoring as the spec sends it: password with credentialsEncrypted, Sync, history, Remove; Experian connect adds the written authorisation', async () => {
      const added = await ok('POST', '/api/credit-monitoring-connections', beta, {
        provider: 'SMART_CREDIT',
        accountEmail: 'jordan@example.com',
        password: 'Spec-Pass-1',
        syncFrequency: 'DAILY',
        autoSyncEnabled: true,
        userId: beta.userId,
        credentialsEncrypted: Buffer.from('Spec-Pass-1').toString('base64'),
      });
      expect(JSON.stringify(added)).not.toContain('Spec-Pass-1');
      expect(
        (await ok('GET', `/api/credit-monitoring-connections?userId=${beta.userId}`, beta)).length,
      ).toBeGreaterThan(0);
      expect((await ok('POST', `/api/sync-credit-monitoring/${added.id}`, beta)).entry.syncStatus).toBe(
        'SUCCESS',
      );
      expect((await ok('GET', '/api/credit-file-sync-history', beta))[0]).toMatchObject({
        connectionId: added.id,
        issuesFound: expect.any(Number),
      });
      await ok('DELETE', `/api/credit-monitoring-connections/${added.id}`, beta);
      const personalInfo = {
        firstName: 'Jordan',
        lastName: 'Rivera',
        ssn: '521-44-7813',
        dateOfBirth: '1986-07-14',
        address: { line1: '48 Orchard Lane', city: 'Columbus', state: 'OH', zipCode: '43215' },
      };
      await asksFor(['fcraAuthorized'], 'POST', '/api/experian/connect', beta, { personalInfo });
      expect(
        (await ok('POST', '/api/experian/connect', beta, { personalInfo, fcraAuthorized: true })).success,
      ).toBe(true);
      expect((await ok('GET', '/api/admin/credit-connections', admin)).length).toBeGreaterThan(0);
      expect(await ok('GET', `/api/admin/credit-data/${beta.userId}`, admin)).toHaveProperty('accounts');
    });
  });
});
