import { dayIn } from '@app/contracts/common/dates';
import type { CreditCard, OptimizationResult, UtilizationAlert } from '@app/contracts/utilization.contract';
import { describe, expect, it } from 'vitest';
import { theDemoCreditFileFor } from '../../../test/factories/credit-files';
import { anAdmin, createSignedInUser } from '../../../test/factories/users';
import { useSharedRows } from '../../../test/file-rows';
import { expectOwnerOnly } from '../../../test/ownership';
import { detailFields } from '../../../test/route-requests';
import { useFileTestApps } from '../../../test/test-app-lifecycle';
import { type DatabaseKind, testDatabaseKinds } from '../../../test/test-database';

type Caller = { headers: Record<string, string>; userId: number };
const dayMs = 86_400_000;
// Due dates a whole day inside and far outside the 3-day window, so the hour and zone never matter.
const dayFromNow = (days: number) => dayIn('America/New_York', new Date(Date.now() + days * dayMs));

const appFor = useFileTestApps({}, { seed: false });
// Shared by the describes: the owner's card raises the alerts and is planned for by later describes.
const people = useSharedRows(appFor, async (t) => {
  const client = await createSignedInUser(t.app, t.db, 'CLIENT_VIEWER');
  await theDemoCreditFileFor(t, client.userId);
  const owner = await createSignedInUser(t.app, t.db, 'BETA_TESTER');
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/credit-cards',
    headers: owner.headers,
    payload: {
      cardName: 'Travel Rewards',
      bank: 'First Example Bank',
      currentBalance: 1_800_00,
      creditLimit: 3_000_00,
      interestRate: 2_499,
      dueDate: dayFromNow(1),
    },
  });
  expect(res.statusCode).toBe(201);
  return {
    admin: (await anAdmin(t)) as Caller,
    client: client as Caller,
    owner: owner as Caller,
    other: (await createSignedInUser(t.app, t.db, 'BETA_TESTER')) as Caller,
    card: res.json() as CreditCard,
  };
});

function setup(kind: DatabaseKind) {
  const { t, rows: p } = people(kind);
  const call = (
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    caller: Caller | null,
    payload?: unknown,
  ) => t.app.inject({ method, url, headers: caller?.headers ?? {}, payload: payload as never });
  return { t, p, call, fields: detailFields };
}

describe.each(testDatabaseKinds())('GET /api/credit-cards on %s', (kind) => {
  const { t, p, call } = setup(kind);

  it('lists the imported revolving accounts of the person’s file with their limits', async () => {
    const res = await call('GET', '/api/credit-cards', p.client);
    expect(res.statusCode).toBe(200);
    const cards = res.json() as CreditCard[];
    expect(cards.length).toBeGreaterThan(0);
    for (const c of cards) {
      expect(c.source).toBe('IMPORTED');
      expect(c.creditLimit).toBeGreaterThan(0);
    }
  });

  it('keeps an added card in cents and hundredths, and only for its owner', async () => {
    expect(p.card).toMatchObject({
      source: 'ADDED',
      currentBalance: 180_000,
      creditLimit: 300_000,
      interestRate: 2499,
    });
    const mine = (await call('GET', '/api/credit-cards', p.owner)).json() as CreditCard[];
    expect(mine.map((c) => c.id)).toEqual([p.card.id]);
    expect((await call('GET', '/api/credit-cards', p.other)).json()).toEqual([]);
    await expectOwnerOnly(
      t.app,
      { method: 'GET', url: `/api/credit-cards/${p.owner.userId}` },
      { owner: p.owner, other: p.other, admin: p.admin },
    );
  });
});

describe.each(testDatabaseKinds())('POST /api/credit-cards on %s', (kind) => {
  const { p, call, fields } = setup(kind);

  it.each([
    [
      'every required field missing',
      {},
      ['body.cardName', 'body.bank', 'body.currentBalance', 'body.creditLimit'],
    ],
    [
      'a negative balance',
      { cardName: 'A', bank: 'B', currentBalance: -1, creditLimit: 100 },
      ['body.currentBalance'],
    ],
    [
      'an absurd limit',
      { cardName: 'A', bank: 'B', currentBalance: 0, creditLimit: 10_000_000_01 },
      ['body.creditLimit'],
    ],
    [
      'an APR of 100%',
      { cardName: 'A', bank: 'B', currentBalance: 0, creditLimit: 100, interestRate: 10_000 },
      ['body.interestRate'],
    ],
  ])('refuses a card with %s, naming the fields', async (_, payload, expected) => {
    const res = await call('POST', '/api/credit-cards', p.owner, payload);
    expect(res.statusCode).toBe(400);
    expect(fields(res.body)).toEqual(expected);
  });
});

describe.each(testDatabaseKinds())('GET /api/utilization-alerts on %s', (kind) => {
  const { t, p, call } = setup(kind);

  it('raises the 50% and due-soon alerts on the server, with amounts, and marks one read for its owner only', async () => {
    const res = await call('GET', '/api/utilization-alerts', p.owner);
    expect(res.statusCode).toBe(200);
    const alerts = res.json() as UtilizationAlert[];
    const byUrgency = Object.fromEntries(alerts.map((a) => [a.urgency, a]));
    // 60% of $3,000: $930 brings it to 29%.
    expect(alerts.find((a) => a.message.includes('60%') && a.urgency === 'HIGH')?.suggestedAmount).toBe(
      930_00,
    );
    expect(byUrgency.CRITICAL?.message).toContain('due tomorrow');
    expect(alerts.some((a) => a.message.startsWith('Your overall utilization is 60%'))).toBe(true);
    expect(alerts.every((a) => !a.isRead)).toBe(true);

    const first = alerts[0] as UtilizationAlert;
    await expectOwnerOnly(
      t.app,
      { method: 'PATCH', url: `/api/utilization-alerts/${first.id}/read` },
      { owner: p.owner, other: p.other, admin: p.admin },
    );
    const again = (await call('GET', '/api/utilization-alerts', p.owner)).json() as UtilizationAlert[];
    expect(again.find((a) => a.id === first.id)?.isRead).toBe(true);
    expect(again.filter((a) => !a.isRead)).toHaveLength(alerts.length - 1);
    expect((await call('PATCH', '/api/utilization-alerts/999999/read', p.owner)).statusCode).toBe(404);
    await expectOwnerOnly(
      t.app,
      { method: 'GET', url: `/api/utilization-alerts/${p.owner.userId}` },
      { owner: p.owner, other: p.other, admin: p.admin },
    );
  });

  it('drops an alert once its rule no longer fires', async () => {
    const low = (
      await call('POST', '/api/credit-cards', p.other, {
        cardName: 'Low',
        bank: 'B',
        currentBalance: 50_00,
        creditLimit: 1_000_00,
        dueDate: dayFromNow(10),
      })
    ).json() as CreditCard;
    expect((await call('GET', '/api/utilization-alerts', p.other)).json()).toEqual([]);
    await call('DELETE', `/api/credit-cards/added/${low.id}`, p.other);
  });
});

describe.each(testDatabaseKinds())('POST /api/credit-utilization/optimize on %s', (kind) => {
  const { p, call } = setup(kind);

  it('plans a pay-down for a budget with the simulator’s score estimate', async () => {
    const res = await call('POST', '/api/credit-utilization/optimize', p.owner, { budget: 900_00 });
    expect(res.statusCode).toBe(200);
    const plan = res.json() as OptimizationResult;
    expect(plan.overall).toEqual({
      currentUtilization: 60,
      targetUtilization: 30,
      scoreImpact: 27,
      totalOptimization: 900_00,
    });
    expect(plan.cardOptimizations[0]).toMatchObject({
      cardId: p.card.id,
      payment: 900_00,
      targetUtilization: 30,
    });
    expect((await call('POST', '/api/credit-utilization/optimize', p.owner, { budget: 0 })).statusCode).toBe(
      400,
    );
    // No budget (a client may send only its userId): the pay-down that brings every card to 10%.
    const toOptimal = await call('POST', '/api/credit-utilization/optimize', p.owner, {
      userId: p.owner.userId,
    });
    expect(toOptimal.statusCode, toOptimal.body).toBe(200);
    expect((toOptimal.json() as OptimizationResult).overall).toMatchObject({
      currentUtilization: 60,
      targetUtilization: 10,
    });
    const forClientInBody = await call('POST', '/api/credit-utilization/optimize', p.admin, {
      userId: p.owner.userId,
    });
    expect((forClientInBody.json() as OptimizationResult).overall.targetUtilization).toBe(10);
    expect(
      (await call('POST', '/api/credit-utilization/optimize', p.other, { userId: p.owner.userId }))
        .statusCode,
    ).toBe(404);
    expect(
      (await call('POST', '/api/credit-utilization/optimize', p.other, { budget: 100_00 })).statusCode,
    ).toBe(409);
    const forClient = await call(
      'POST',
      `/api/credit-utilization/optimize?userId=${p.owner.userId}`,
      p.admin,
      {
        budget: 100_00,
      },
    );
    expect(forClient.statusCode).toBe(200);
    expect(
      (
        await call('POST', `/api/credit-utilization/optimize?userId=${p.owner.userId}`, p.other, {
          budget: 100_00,
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await call('POST', '/api/credit-utilization/optimize', null, { budget: 100_00 })).statusCode,
    ).toBe(401);
  });
});

describe.each(testDatabaseKinds())('DELETE /api/credit-cards/added/{id} on %s', (kind) => {
  const { t, p, call } = setup(kind);

  it('removes an added card for its owner only', async () => {
    const extra = (
      await call('POST', '/api/credit-cards', p.owner, {
        cardName: 'Extra',
        bank: 'B',
        currentBalance: 0,
        creditLimit: 100_00,
      })
    ).json() as CreditCard;
    expect((await call('DELETE', `/api/credit-cards/added/${extra.id}`, p.other)).statusCode).toBe(404);
    await expectOwnerOnly(
      t.app,
      { method: 'DELETE', url: `/api/credit-cards/added/${extra.id}` },
      { owner: p.owner, other: p.other },
    );
    expect((await call('DELETE', `/api/credit-cards/added/${extra.id}`, p.owner)).statusCode).toBe(404);
    expect((await call('DELETE', '/api/credit-cards/added/file-abc', p.owner)).statusCode).toBe(400);
  });
});
