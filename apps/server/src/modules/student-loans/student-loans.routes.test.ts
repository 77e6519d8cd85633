import { describe, expect, it } from 'vitest';
import { createSignedInUser } from '../../../test/factories/users';
import { useSharedRows } from '../../../test/file-rows';
import { expectOwnerOnly } from '../../../test/ownership';
import { useFileTestApps } from '../../../test/test-app-lifecycle';
import { type DatabaseKind, testDatabaseKinds } from '../../../test/test-database';

type Caller = Awaited<ReturnType<typeof createSignedInUser>>;
const federalLoan = {
  servicerName: 'Nelnet',
  loanBalance: 30000,
  interestRate: 5.5,
  monthlyPayment: 350,
  repaymentPlan: 'Standard',
  loanType: 'FEDERAL',
  originalBalance: 40000,
  graduationDate: '2019-05-15',
};
const privateLoan = {
  servicerName: 'Sallie Mae',
  loanBalance: 10000,
  interestRate: 9.25,
  monthlyPayment: 150.5,
  repaymentPlan: 'Fixed 10-year',
  loanType: 'PRIVATE',
};

const appFor = useFileTestApps({}, { seed: false });
const people = useSharedRows(appFor, async (t) => ({
  person: await createSignedInUser(t.app, t.db, 'BETA_TESTER'),
  other: await createSignedInUser(t.app, t.db, 'BETA_TESTER'),
  admin: await createSignedInUser(t.app, t.db, 'ADMIN'),
}));

function setup(kind: DatabaseKind) {
  const { t, rows: p } = people(kind);
  const send = (method: 'GET' | 'POST' | 'PATCH', url: string, by: Caller, payload?: unknown) =>
    t.app.inject({ method, url, headers: by.headers, payload: payload as never });
  return { t, p, send };
}

describe.each(testDatabaseKinds())('POST /api/student-loans on %s', (kind) => {
  const { t, p, send } = setup(kind);

  it('adds loans, answers amounts as decimal strings and lists only one’s own', async () => {
    const added = await send('POST', '/api/student-loans', p.person, federalLoan);
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json()).toMatchObject({
      servicerName: 'Nelnet',
      loanBalance: '30000.00',
      interestRate: '5.50',
      monthlyPayment: '350.00',
      originalBalance: '40000.00',
      graduationDate: '2019-05-15',
      loanType: 'FEDERAL',
      status: 'ACTIVE',
    });
    // loanType defaults to FEDERAL; optional fields omitted come back null.
    const { loanType: _t, ...withoutType } = privateLoan;
    const second = await send('POST', '/api/student-loans', p.person, withoutType);
    expect(second.json()).toMatchObject({ loanType: 'FEDERAL', originalBalance: null, graduationDate: null });

    const mine = await send('GET', '/api/student-loans', p.person);
    expect(mine.json()).toHaveLength(2);
    expect((await send('GET', '/api/student-loans', p.other)).json()).toEqual([]);
    expect((await send('GET', `/api/student-loans?userId=${p.person.userId}`, p.other)).statusCode).toBe(404);
    expect((await send('GET', `/api/student-loans?userId=${p.person.userId}`, p.admin)).json()).toHaveLength(
      2,
    );
    expect((await t.app.inject({ url: '/api/student-loans' })).statusCode).toBe(401);
  });

  it.each([
    ['servicerName', 'Servicer name is required'],
    ['loanBalance', 'Balance is required'],
    ['interestRate', 'Interest rate is required'],
    ['monthlyPayment', 'Monthly payment is required'],
    ['repaymentPlan', 'Repayment plan is required'],
  ])('refuses a loan without %s with the spec’s message', async (field, message) => {
    const { [field as keyof typeof federalLoan]: _dropped, ...rest } = federalLoan;
    const res = await send('POST', '/api/student-loans', p.person, rest);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details).toContainEqual({ field: `body.${field}`, message });
  });

  it('refuses a negative balance, a rate over 100 and numbers sent as text', async () => {
    for (const bad of [
      { loanBalance: -1 },
      { interestRate: 100.5 },
      { monthlyPayment: '350' },
      { loanType: 'OTHER' },
    ]) {
      const res = await send('POST', '/api/student-loans', p.person, { ...federalLoan, ...bad });
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(res.json().error.details[0].field).toBe(`body.${Object.keys(bad)[0]}`);
    }
  });
});

describe.each(testDatabaseKinds())('PATCH /api/loan-negotiations/{id} on %s', (kind) => {
  const { t, p, send } = setup(kind);

  it('starts a negotiation with its letter, completes it once, and keeps others out', async () => {
    const loan = (await send('POST', '/api/student-loans', p.person, federalLoan)).json();
    const started = await send('POST', '/api/loan-negotiations', p.person, {
      loanId: loan.id,
      negotiationType: 'PAYMENT_REDUCTION',
    });
    expect(started.statusCode, started.body).toBe(201);
    const negotiation = started.json();
    expect(negotiation).toMatchObject({ status: 'IN_PROGRESS', servicerName: 'Nelnet', outcome: null });

    const docs = (await send('GET', '/api/student-loan-documents', p.person)).json();
    const letter = docs.find((d: { negotiationId: number | null }) => d.negotiationId === negotiation.id);
    expect(letter).toMatchObject({
      kind: 'HARDSHIP_LETTER',
      title: 'Hardship letter to Nelnet',
      loanId: loan.id,
    });
    const pdf = await send('GET', `/api/student-loan-documents/${letter.id}/pdf`, p.person);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    await expectOwnerOnly(
      t.app,
      { method: 'GET', url: `/api/student-loan-documents/${letter.id}/pdf` },
      { owner: p.person, other: p.other, admin: p.admin },
    );

    // Someone else's loan cannot be negotiated, nor their negotiation completed.
    const foreign = await send('POST', '/api/loan-negotiations', p.other, {
      loanId: loan.id,
      negotiationType: 'FORGIVENESS',
    });
    expect(foreign.statusCode).toBe(404);
    const completion = {
      status: 'COMPLETED',
      outcome: 'Moved to an income-driven plan',
      savingsAchieved: 120.5,
    };
    expect(
      (await send('PATCH', `/api/loan-negotiations/${negotiation.id}`, p.other, completion)).statusCode,
    ).toBe(404);

    const noOutcome = await send('PATCH', `/api/loan-negotiations/${negotiation.id}`, p.person, {
      ...completion,
      outcome: ' ',
    });
    expect(noOutcome.statusCode).toBe(400);
    const done = await send('PATCH', `/api/loan-negotiations/${negotiation.id}`, p.person, completion);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({
      status: 'COMPLETED',
      savingsAchieved: '120.50',
      outcome: completion.outcome,
    });
    const again = await send('PATCH', `/api/loan-negotiations/${negotiation.id}`, p.person, completion);
    expect(again.statusCode).toBe(409);

    const list = (await send('GET', '/api/loan-negotiations', p.person)).json();
    expect(list.map((n: { id: number }) => n.id)).toContain(negotiation.id);
    expect((await send('GET', '/api/loan-negotiations', p.other)).json()).toEqual([]);
  });
});

describe.each(testDatabaseKinds())('POST /api/student-loan-documents on %s', (kind) => {
  const { t, send } = setup(kind);

  it('makes tip documents only where the tip applies', async () => {
    const fresh = await createSignedInUser(t.app, t.db, 'BETA_TESTER');
    const tip = (payload: unknown) => send('POST', '/api/student-loan-documents', fresh, payload);
    expect((await tip({ kind: 'CONSOLIDATION_CHECKLIST' })).statusCode).toBe(409);
    await send('POST', '/api/student-loans', fresh, privateLoan);
    expect((await tip({ kind: 'IDR_REQUEST', annualIncome: 50000, householdSize: 2 })).statusCode).toBe(409);
    expect(
      (await tip({ kind: 'PSLF_EMPLOYMENT_CERTIFICATION', employerName: 'City of Dayton' })).statusCode,
    ).toBe(409);
    await send('POST', '/api/student-loans', fresh, federalLoan);
    const idr = await tip({ kind: 'IDR_REQUEST', annualIncome: 50000, householdSize: 2 });
    expect(idr.statusCode, idr.body).toBe(201);
    expect(idr.json()).toMatchObject({ kind: 'IDR_REQUEST', negotiationId: null });
    expect(
      (await tip({ kind: 'PSLF_EMPLOYMENT_CERTIFICATION', employerName: 'City of Dayton' })).statusCode,
    ).toBe(201);
    expect((await tip({ kind: 'CONSOLIDATION_CHECKLIST' })).statusCode).toBe(201);
    expect((await tip({ kind: 'IDR_REQUEST', householdSize: 2 })).json().error.details[0]).toEqual({
      field: 'body.annualIncome',
      message: 'Annual income is required',
    });
    expect((await send('GET', '/api/student-loan-documents', fresh)).json()).toHaveLength(3);
  });
});
