import { dayIn } from '@app/contracts/common/dates';
import type { CreditCard, OptimizationResult, UtilizationAlert } from '@app/contracts/utilization.contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser } from '../../../test/factories/users';
import { expectOwnerOnly } from '../../../test/ownership';
import { detailFields } from '../../../test/route-requests';
import { signIn } from '../../../test/sign-in';
import { useTestApp } from '../../../test/test-app-lifecycle';
import { testDatabaseKinds } from '../../../test/test-database';

type Caller = { headers: Record<string, string>; userId: number };
const dayMs = 86_400_000;
// Due dates a whole day inside and far outside the 3-day window, so the hour and zone never matter.
const dayFromNow = (days: number) => dayIn('America/New_York', new Date(Date.now() + days * dayMs));

describe.each(testDatabaseKinds())('utilization routes on %s', (kind) => {
  const t = useTestApp(kind);
  let admin: Caller;
  let client: Caller;
  let owner: Caller;
  let other: Caller;
  let card: CreditCard;
  beforeAll(async () => {
    admin = await signIn(t.app, 'admin');
    client = await signIn(t.app, 'client');
    owner = await createSignedInUser(t.app, t.db, 'BETA_TESTER');
    other = await createSignedInUser(t.app, t.db, 'BETA_TESTER');
    const res = await call('POST', '/api/credit-cards', owner, {
      cardName: 'Travel Rewards',
      bank: 'First Example Bank',
      currentBalance: 1_800_00,
      creditLimit: 3_000_00,
      interestRate: 2_499,
      dueDate: dayFromNow(1),
    });
    expect(res.statusCode).toBe(201);
    card = res.json();
  });

  const call = (
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    caller: Caller | null,
    payload?: unknown,
  ) => t.app.inject({ method, url, headers: caller?.headers ?? {}, payload: payload as never });
  const fields = detailFields;

  it('lists the imported revolving accounts of the person’s file with their limits', async () => {
    const res = await call('GET', '/api/credit-cards', client);
    expect(res.statusCode).toBe(200);
    const cards = res.json() as CreditCard[];
    expect(cards.length).toBeGreaterThan(0);
    for (const c of cards) {
      expect(c.source).toBe('IMPORTED');
      expect(c.creditLimit).toBeGreaterThan(0);
    }
  });

  it('keeps an added card in cents and hundredths, and only for its owner', async () => {
    expect(card).toMatchObject({
      source: 'ADDED',
      currentBalance: 180_000,
      creditLimit: 300_000,
      interestRate: 2499,
    });
    const mine = (await call('GET', '/api/credit-cards', owner)).json() as CreditCard[];
    expect(mine.map((c) => c.id)).toEqual([card.id]);
    expect((await call('GET', '/api/credit-cards', other)).json()).toEqual([]);
    await expectOwnerOnly(
      t.app,
      { method: 'GET', url: `/api/credit-cards/${owner.userId}` },
      { owner, other, admin },
    );
  });

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
    const res = await call('POST', '/api/credit-cards', owner, payload);
    expect(res.statusCode).toBe(400);
    expect(fields(res.body)).toEqual(expected);
  });

  it('raises the 50% and due-soon alerts on the server, with amounts, and marks one read for its owner only', async () => {
    const res = await call('GET', '/api/utilization-alerts', owner);
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
      { owner, other, admin },
    );
    const again = (await call('GET', '/api/utilization-alerts', owner)).json() as UtilizationAlert[];
    expect(again.find((a) => a.id === first.id)?.isRead).toBe(true);
    expect(again.filter((a) => !a.isRead)).toHaveLength(alerts.length - 1);
    expect((await call('PATCH', '/api/utilization-alerts/999999/read', owner)).statusCode).toBe(404);
    await expectOwnerOnly(
      t.app,
      { method: 'GET', url: `/api/utilization-alerts/${owner.userId}` },
      { owner, other, admin },
    );
  });

  it('drops an alert once its rule no longer fires', async () => {
    const low = (
      await call('POST', '/api/credit-cards', other, {
        cardName: 'Low',
        bank: 'B',
        currentBalance: 50_00,
        creditLimit: 1_000_00,
        dueDate: dayFromNow(10),
      })
    ).json() as CreditCard;
    expect((await call('GET', '/api/utilization-alerts', other)).json()).toEqual([]);
    await call('DELETE', `/api/credit-cards/added/${low.id}`, other);
  });

  it('plans a pay-down for a budget with the simulator’s score estimate', async () => {
    const res = await call('POST', '/api/credit-utilization/optimize', owner, { budget: 900_00 });
    expect(res.statusCode).toBe(200);
    const plan = res.json() as OptimizationResult;
    expect(plan.overall).toEqual({
      currentUtilization: 60,
      targetUtilization: 30,
      scoreImpact: 27,
      totalOptimization: 900_00,
    });
    expect(plan.cardOptimizations[0]).toMatchObject({
      cardId: card.id,
      payment: 900_00,
      targetUtilization: 30,
    });
    expect((await call('POST', '/api/credit-utilization/optimize', owner, { budget: 0 })).statusCode).toBe(
      400,
    );
    // No budget (a client may send only its userId): the pay-down that brings every card to 10%.
    const toOptimal = await call('POST', '/api/credit-utilization/optimize', owner, { userId: owner.userId });
    expect(toOptimal.statusCode, toOptimal.body).toBe(200);
    expect((toOptimal.json() as OptimizationResult).overall).toMatchObject({
      currentUtilization: 60,
      targetUtilization: 10,
    });
    const forClientInBody = await call('POST', '/api/credit-utilization/optimize', admin, {
      userId: owner.userId,
    });
    expect((forClientInBody.json() as OptimizationResult).overall.targetUtilization).toBe(10);
    expect(
      (await call('POST', '/api/credit-utilization/optimize', other, { userId: owner.userId })).statusCode,
    ).toBe(404);
    expect(
      (await call('POST', '/api/credit-utilization/optimize', other, { budget: 100_00 })).statusCode,
    ).toBe(409);
    const forClient = await call('POST', `/api/credit-utilization/optimize?userId=${owner.userId}`, admin, {
      budget: 100_00,
    });
    expect(forClient.statusCode).toBe(200);
    expect(
      (
        await call('POST', `/api/credit-utilization/optimize?userId=${owner.userId}`, other, {
          budget: 100_00,
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await call('POST', '/api/credit-utilization/optimize', null, { budget: 100_00 })).statusCode,
    ).toBe(401);
  });

  it('removes an added card for its owner only', async () => {
    const extra = (
      await call('POST', '/api/credit-cards', owner, {
        cardName: 'Extra',
        bank: 'B',
        currentBalance: 0,
        creditLimit: 100_00,
      })
    ).json() as CreditCard;
    expect((await call('DELETE', `/api/credit-cards/added/${extra.id}`, other)).statusCode).toBe(404);
    await expectOwnerOnly(
      t.app,
      { method: 'DELETE', url: `/api/credit-cards/added/${extra.id}` },
      { owner, other },
    );
    expect((await call('DELETE', `/api/credit-cards/added/${extra.id}`, owner)).statusCode).toBe(404);
    expect((await call('DELETE', '/api/credit-cards/added/file-abc', owner)).statusCode).toBe(400);
  });
});
