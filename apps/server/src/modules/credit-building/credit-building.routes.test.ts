import { simulateScore } from '@app/contracts/score-simulator';
import { describe, expect, it } from 'vitest';
import { createSignedInUser } from '../../../test/factories/users';
import { useFileRows } from '../../../test/file-rows';
import { useFileTestApps } from '../../../test/test-app-lifecycle';
import { testDatabaseKinds } from '../../../test/test-database';

type Caller = Awaited<ReturnType<typeof createSignedInUser>>;
interface Action {
  id: number;
  type: string;
  title: string;
  status: string;
  potentialImpact: number;
}

const appFor = useFileTestApps({}, { seed: false });
const rowsFor = useFileRows(async (t) => {
  const person = await createSignedInUser(t.app, t.db, 'BETA_TESTER');
  const other = await createSignedInUser(t.app, t.db, 'BETA_TESTER');
  const viewer = await createSignedInUser(t.app, t.db, 'CLIENT_VIEWER');
  const list = async (by: Caller) => {
    const res = await t.app.inject({ url: '/api/credit-building-actions', headers: by.headers });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as Action[];
  };
  const patch = (id: number, status: string, by: Caller = person) =>
    t.app.inject({
      method: 'PATCH',
      url: `/api/credit-building-actions/${id}`,
      headers: by.headers,
      payload: { status },
    });
  return { person, other, viewer, list, patch };
});

describe.each(testDatabaseKinds())('GET /api/credit-building-actions on %s', (kind) => {
  const t = appFor(kind);
  const s = rowsFor(kind, t);

  it('recommends nothing without a report, then derives actions and impacts from the report', async () => {
    expect(await s.list(s.person)).toEqual([]);
    await t.app.services.reports.record({
      userId: s.person.userId,
      creditScore: 610,
      utilizationRate: 0.55,
      accountAge: 18,
      source: 'upload',
    });
    const actions = await s.list(s.person);
    expect(actions.map((a) => a.type).sort()).toEqual(['SECURED_CARD', 'UTILIZATION_REDUCTION']);
    const profile = { utilizationRate: 0.55, accountAgeMonths: 18, collections: 0, latePayments: 0 };
    const utilization = actions.find((a) => a.type === 'UTILIZATION_REDUCTION') as Action;
    expect(utilization.potentialImpact).toBe(
      simulateScore(610, ['lowerUtilization'], profile).totalImprovement,
    );
    expect(utilization.title).toBe('Bring card balances under 30%');

    await t.app.services.issues.add([
      {
        userId: s.person.userId,
        type: 'LATE_PAYMENT',
        title: '30-day late payment',
        description: 'Reported 30 days late once',
        creditor: 'Toyota Motor Credit',
        amountCents: 41_200,
        dateReported: '2025-01-01',
        impact: 25,
        bureaus: ['EXPERIAN'],
      },
    ]);
    const withLate = await s.list(s.person);
    const payment = withLate.find((a) => a.type === 'PAYMENT_HISTORY') as Action;
    expect(payment.potentialImpact).toBe(
      simulateScore(610, ['removeLatePays'], { latePayments: 1 }).totalImprovement,
    );
    expect(withLate.map((a) => a.id)).toContain(utilization.id); // refreshed in place, same id
  });

  it('refuses a client viewer', async () => {
    const res = await t.app.inject({ url: '/api/credit-building-actions', headers: s.viewer.headers });
    expect(res.statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/credit-building-actions' })).statusCode).toBe(401);
  });
});

// After the list describe: the person's actions come from the report and late payment it recorded.
describe.each(testDatabaseKinds())('PATCH /api/credit-building-actions/{id} on %s', (kind) => {
  const t = appFor(kind);
  const s = rowsFor(kind, t);

  it('moves forward only, keeps started actions when the report changes, and keeps others out', async () => {
    const [first] = (await s.list(s.person)).filter((a) => a.type === 'UTILIZATION_REDUCTION');
    const id = (first as Action).id;
    expect((await s.patch(id, 'COMPLETED')).statusCode).toBe(409);
    expect((await s.patch(id, 'IN_PROGRESS', s.other)).statusCode).toBe(404);
    expect((await s.patch(id, 'IN_PROGRESS', s.viewer)).statusCode).toBe(403);
    expect((await s.patch(id, 'IN_PROGRESS')).json().status).toBe('IN_PROGRESS');
    expect((await s.patch(id, 'RECOMMENDED')).statusCode).toBe(409);

    // Utilization now fine and the file older: the open secured-card advice goes, the started action stays.
    await t.app.services.reports.record({
      userId: s.person.userId,
      creditScore: 640,
      utilizationRate: 0.08,
      accountAge: 30,
      source: 'upload',
    });
    const after = await s.list(s.person);
    expect(after.find((a) => a.id === id)?.status).toBe('IN_PROGRESS');
    expect(after.map((a) => a.type)).not.toContain('SECURED_CARD');

    expect((await s.patch(id, 'COMPLETED')).json().status).toBe('COMPLETED');
    expect((await s.patch(id, 'IN_PROGRESS')).statusCode).toBe(409);
    expect((await s.patch(id, 'COMPLETED')).statusCode).toBe(409);
    expect((await s.patch(id, 'DONE')).statusCode).toBe(400);
    expect((await s.patch(999_999, 'IN_PROGRESS')).statusCode).toBe(404);
  });
});
