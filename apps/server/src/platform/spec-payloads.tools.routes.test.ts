import { randomBytes } from 'node:crypto';
import type { IdentityTheftCase } from '@app/contracts/identity-theft.contract';
import { describe, expect, it } from 'vitest';
import { theDemoCreditFileFor } from '../../test/factories/credit-files';
import { anAdmin, createSignedInUser } from '../../test/factories/users';
import { useSharedRows } from '../../test/file-rows';
import { useFileTestApps } from '../../test/test-app-lifecycle';
import { type DatabaseKind, testDatabaseKinds } from '../../test/test-database';

/**
 * The rest of the bodies the product's web clients send, literally as they send them (field names,
 * value shapes, the fixed values they carry): support chat and tickets, onboarding, student loans,
 * identity theft, bank links, document tags and uploads, access codes, and the Support Center's
 * edits. Where the law or our rules need more than such a body carries, the answer is a 400 that
 * names the field, and nothing is saved.
 */

/** A 1×1 PNG: the smallest real image an upload accepts. */
const onePixelPng =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

type Caller = { headers: Record<string, string>; userId: number };
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

const appFor = useFileTestApps({}, { seed: false });
const people = useSharedRows(appFor, async (t) => {
  const client: Caller = await createSignedInUser(t.app, t.db, 'CLIENT_VIEWER');
  await theDemoCreditFileFor(t, client.userId);
  return { admin: (await anAdmin(t)) as Caller, client };
});

function setup(kind: DatabaseKind) {
  const { t, rows: p } = people(kind);
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
  const refusedNaming = async (
    fields: string[],
    method: Method,
    url: string,
    caller: Caller,
    body: unknown,
  ) => {
    const res = await call(method, url, caller, body);
    expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(400);
    const named = (res.json().error.details ?? []).map((d: { field: string }) =>
      d.field.replace(/^body\./, ''),
    );
    expect([...new Set(named)].sort(), res.body).toEqual([...fields].sort());
  };
  return { t, p, call, ok, refusedNaming };
}

describe.each(testDatabaseKinds())('POST /api/support/chat/satisfaction on %s', (kind) => {
  const { p, ok } = setup(kind);

  it('support chat: start {userId or null}, message {sessionId, message, userId}, satisfaction {sessionId, rating: 5}', async () => {
    const anonymous = await ok('POST', '/api/support/chat/start', null, { userId: null });
    expect(anonymous.sessionId).toEqual(expect.any(String));
    const started = await ok('POST', '/api/support/chat/start', p.client, { userId: p.client.userId });
    const answer = await ok('POST', '/api/support/chat/message', p.client, {
      sessionId: started.sessionId,
      message: 'How long does a dispute take?',
      userId: p.client.userId,
    });
    expect(answer).toMatchObject({
      response: expect.any(String),
      confidence: expect.any(Number),
      sentiment: expect.any(Number),
      escalationSuggested: expect.any(Boolean),
    });
    await ok('POST', '/api/support/chat/satisfaction', p.client, { sessionId: started.sessionId, rating: 5 });
  });
});

describe.each(testDatabaseKinds())('POST /api/support/tickets on %s', (kind) => {
  const { p, ok } = setup(kind);

  it('POST /api/support/tickets {ticket fields, customerInfo, sessionId, userId} answers ticketNumber', async () => {
    const started = await ok('POST', '/api/support/chat/start', p.client, { userId: p.client.userId });
    const made = await ok('POST', '/api/support/tickets', p.client, {
      title: 'Letter not delivered',
      description: 'My Experian letter shows no delivery after two weeks.',
      priority: 'HIGH',
      category: 'DISPUTE_HELP',
      customerInfo: { name: 'Casey Client', email: 'client@example.com', phone: '555-0100' },
      sessionId: started.sessionId,
      userId: p.client.userId,
    });
    expect(made.ticketNumber).toMatch(/^ST-\d{6}$/);
  });
});

describe.each(testDatabaseKinds())('PUT /api/support/tickets/{id} on %s', (kind) => {
  const { p, ok } = setup(kind);

  it('PUT /api/support/conversations/{id} {status, priority, summary} and PUT /api/support/tickets/{id} with the entire ticket', async () => {
    const started = await ok('POST', '/api/support/chat/start', p.client, { userId: p.client.userId });
    const made = await ok('POST', '/api/support/tickets', p.client, {
      title: 'Billing question',
      description: 'Why was I charged this month?',
      priority: 'MEDIUM',
      category: 'BILLING',
      customerInfo: { name: 'Casey Client', email: 'client@example.com' },
      sessionId: started.sessionId,
      userId: p.client.userId,
    });
    // The ticket names the conversation it escalated; the Support Center lists both.
    const conversation = { id: made.ticket.conversationId as number };
    expect(conversation.id).toEqual(expect.any(Number));
    const edited = await ok('PUT', `/api/support/conversations/${conversation.id}`, p.admin, {
      status: 'RESOLVED',
      priority: 'LOW',
      summary: 'Answered the billing question',
    });
    expect(edited).toMatchObject({
      status: 'RESOLVED',
      priority: 'LOW',
      summary: 'Answered the billing question',
    });
    // The Support Center sends the whole ticket back with the changed status.
    const whole = { ...made.ticket, status: 'IN_PROGRESS', priority: 'URGENT' };
    const saved = await ok('PUT', `/api/support/tickets/${made.ticket.id}`, p.admin, whole);
    expect(saved).toMatchObject({
      id: made.ticket.id,
      ticketNumber: made.ticketNumber,
      status: 'IN_PROGRESS',
      priority: 'URGENT',
      createdAt: made.ticket.createdAt,
    });
  });
});

describe.each(testDatabaseKinds())('POST /api/onboarding/complete-step on %s', (kind) => {
  const { t, ok } = setup(kind);

  it('POST /api/onboarding/complete-step {userId, stepId} answers success, experienceAwarded, newLevel, newBadges', async () => {
    const fresh = await createSignedInUser(t.app, t.db, 'CLIENT_VIEWER');
    const done = await ok('POST', '/api/onboarding/complete-step', fresh, {
      userId: fresh.userId,
      stepId: 'complete-profile',
    });
    expect(done).toMatchObject({
      success: true,
      experienceAwarded: expect.any(Number),
      newBadges: expect.any(Array),
    });
    // The new level when the step raised it, else null.
    expect(done).toHaveProperty('newLevel');
  });
});

describe.each(testDatabaseKinds())('POST /api/loan-negotiations on %s', (kind) => {
  const { t, ok } = setup(kind);

  it('POST /api/student-loans {numbers, plan, type, optional fields omitted}, then POST /api/loan-negotiations {loanId, negotiationType}', async () => {
    const fresh = await createSignedInUser(t.app, t.db, 'STANDARD');
    const loan = await ok('POST', '/api/student-loans', fresh, {
      servicerName: 'Nelnet',
      loanBalance: 28500,
      interestRate: 5.5,
      monthlyPayment: 310,
      repaymentPlan: 'Standard',
      loanType: 'FEDERAL',
    });
    const withOptional = await ok('POST', '/api/student-loans', fresh, {
      servicerName: 'Sallie Mae',
      loanBalance: 12000,
      interestRate: 7.25,
      monthlyPayment: 180,
      repaymentPlan: 'Graduated',
      loanType: 'PRIVATE',
      originalBalance: 15000,
      graduationDate: '2019-05-15',
    });
    const loans = (await ok('GET', '/api/student-loans', fresh)) as { id: number; loanBalance: string }[];
    expect(loans.map((l) => l.id).sort()).toEqual([loan.id, withOptional.id].sort());
    expect(Number(loans.find((l) => l.id === loan.id)?.loanBalance)).toBe(28500);
    const negotiation = await ok('POST', '/api/loan-negotiations', fresh, {
      loanId: loan.id,
      negotiationType: 'PAYMENT_REDUCTION',
    });
    expect(negotiation).toMatchObject({ loanId: loan.id, negotiationType: 'PAYMENT_REDUCTION' });
  });
});

describe.each(testDatabaseKinds())('POST /api/identity-theft-cases/{caseId}/complete-step on %s', (kind) => {
  const { t, ok } = setup(kind);

  it('POST /api/identity-theft-cases/{caseId}/complete-step {stepId}', async () => {
    const fresh = await createSignedInUser(t.app, t.db, 'STANDARD');
    await ok('POST', '/api/identity-theft-signals', fresh, {
      kind: 'FRAUD_STATEMENT',
      text: 'Someone opened a card in my name in March.',
    });
    const scan = await ok('POST', '/api/identity-theft-scan/generate', fresh, { userId: fresh.userId });
    const theftCase = scan.case as IdentityTheftCase;
    const ftc = theftCase.recoverySteps.find((s) => s.kind === 'FTC_REPORT') as { id: number };
    await ok('POST', `/api/identity-theft-cases/${theftCase.id}/complete-step`, fresh, { stepId: ftc.id });
    const again = await ok('GET', `/api/identity-theft-scan/${fresh.userId}`, fresh);
    const step = (again.case as IdentityTheftCase).recoverySteps.find((s) => s.id === ftc.id);
    expect(step?.completed ?? step).toBeTruthy();
  });
});

describe.each(testDatabaseKinds())('POST /api/bank-account-connections on %s', (kind) => {
  const { t, p, ok, refusedNaming } = setup(kind);

  it('POST /api/bank-account-connections {userId, bankName, accountType, routingNumber, accountNumber (last 4), autoPaymentOptimization} once the e-mailed code is checked', async () => {
    const fresh = await createSignedInUser(t.app, t.db, 'STANDARD');
    const body = {
      userId: fresh.userId,
      bankName: 'Chase',
      accountType: 'CHECKING',
      routingNumber: '021000021',
      accountNumber: '6789',
      autoPaymentOptimization: true,
    };
    // Before any code was checked: refused, naming what is missing, and nothing is linked.
    await refusedNaming(['verificationId'], 'POST', '/api/bank-account-connections', fresh, body);
    expect(await ok('GET', `/api/bank-account-connections/${fresh.userId}`, fresh)).toEqual([]);
    const sent = await ok('POST', '/api/bank-account-connections/verification-codes', fresh, {});
    const me = await ok('GET', '/api/users/current', fresh);
    const [mail] = await ok(
      'GET',
      `/api/admin/mail-outbox?to=${encodeURIComponent(me.email)}&limit=1`,
      p.admin,
    );
    const code = (mail as { body: string }).body.match(/is (\d{6})\./)?.[1];
    await ok('POST', `/api/bank-account-connections/verification-codes/${sent.id}/check`, fresh, { code });
    const linked = await ok('POST', '/api/bank-account-connections', fresh, body);
    expect(linked).toMatchObject({ bankName: 'Chase', accountType: 'CHECKING', accountNumber: '6789' });
    // The code is spent: the same body again is refused.
    await refusedNaming(['verificationId'], 'POST', '/api/bank-account-connections', fresh, body);
  });
});

describe.each(testDatabaseKinds())('POST /api/chat/upload on %s', (kind) => {
  const { t, ok, refusedNaming } = setup(kind);

  it('PATCH /api/documents/{documentId}/tags {customTags} after an upload; POST /api/chat/upload with metadata only names fileData', async () => {
    const fresh = await createSignedInUser(t.app, t.db, 'STANDARD');
    const metadataOnly = {
      userId: fresh.userId,
      fileName: 'pay-stub.pdf',
      fileSize: 2048,
      fileType: 'application/pdf',
      documentType: 'INCOME',
      uploadedBy: 'CLIENT',
    };
    await refusedNaming(['fileData'], 'POST', '/api/chat/upload', fresh, metadataOnly);
    const uploaded = await ok('POST', '/api/chat/upload', fresh, {
      ...metadataOnly,
      fileName: 'receipt.png',
      fileType: 'image/png',
      fileData: onePixelPng,
    });
    const tags = ['Experian', 'Round 1'];
    const tagged = await ok('PATCH', `/api/documents/${uploaded.id}/tags`, fresh, { customTags: tags });
    expect(tagged.customTags).toEqual(tags);
    const tagList = (await ok('GET', '/api/documents/tags', fresh)) as { name: string }[];
    expect(tagList.length).toBeGreaterThan(0);
    expect(tagList.every((t) => typeof t.name === 'string')).toBe(true);
  });
});

describe.each(testDatabaseKinds())('POST /api/admin/beta-access on %s', (kind) => {
  const { p, ok } = setup(kind);

  it('POST /api/admin/beta-access {userId: 1, accessCode, features[]}: the fixed userId is taken, the creator is the admin', async () => {
    const code = `SPEC${randomBytes(3).toString('hex').toUpperCase()}`;
    const made = await ok('POST', '/api/admin/beta-access', p.admin, {
      userId: 1,
      accessCode: code,
      features: ['USPS_TRACKING', 'BETA_FEATURES'],
    });
    expect(made).toMatchObject({ accessCode: code, features: ['USPS_TRACKING', 'BETA_FEATURES'] });
    expect(made.createdBy?.id ?? p.admin.userId).toBe(p.admin.userId);
  });
});
