import { reasonsByIssueType } from '@app/contracts/dispute-letters.contract';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createSignedInUser } from '../../../test/factories/users';
import { useFileRows } from '../../../test/file-rows';
import { useFileTestApps } from '../../../test/test-app-lifecycle';
import { testDatabaseKinds } from '../../../test/test-database';
import { users } from '../../db/schema';

type Caller = { headers: Record<string, string> };

const appFor = useFileTestApps({}, { seed: false });
/** A beta tester, Jordan Rivera, with three negative items on file; the plans as the API lists them. */
const rowsFor = useFileRows(async (t) => {
  const beta = await createSignedInUser(t.app, t.db, 'BETA_TESTER');
  await t.db.db
    .update(users)
    .set({ firstName: 'Jordan', lastName: 'Rivera' })
    .where(eq(users.id, beta.userId));
  await t.app.services.issues.add(
    ['Midland Credit', 'Portfolio Recovery', 'LVNV Funding'].map((creditor) => ({
      userId: beta.userId,
      type: 'COLLECTION' as const,
      title: `Collection: ${creditor}`,
      description: 'Collection account reported as unpaid',
      creditor,
      impact: 45,
      bureaus: ['EQUIFAX'],
    })),
  );
  const plans: { id: number; name: string; kind: string }[] = (
    await t.app.inject({ url: '/api/subscription-plans' })
  ).json();
  const planNamed = (name: string) => plans.find((p) => p.name === name) as (typeof plans)[number];
  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, c: Caller, payload?: unknown) =>
    t.app.inject({ method, url, headers: c.headers, payload: payload as never });

  async function subscribe(c: Caller, plan: string) {
    const { id, kind } = planNamed(plan);
    if (kind === 'consumer') {
      const drafts = (await call('GET', `/api/agreements/drafts?planId=${id}`, c)).json();
      for (const d of drafts) {
        const res = await call('POST', '/api/agreements', c, {
          planId: id,
          kind: d.kind,
          sha256: d.sha256,
          typedName: 'Jordan Rivera',
          consent: true,
        });
        expect(res.statusCode).toBe(201);
      }
    }
    const { clientSecret } = (await call('POST', '/api/stripe/subscription', c, { planId: id })).json();
    const res = await call('POST', '/api/payments/test-mode/confirm-setup', c, {
      clientSecret,
      cardNumber: '4242424242424242',
      expMonth: 1,
      expYear: 2099,
      cvc: '123',
    });
    expect(res.json()).toMatchObject({ status: 'succeeded', paymentMethod: { last4: '4242' } });
  }
  return { beta, plans, call, subscribe };
});

describe.each(testDatabaseKinds())('GET /api/subscription-plans on %s', (kind) => {
  const s = rowsFor(kind, appFor(kind));

  it('says which plans are for consumers and which for professionals', () => {
    expect(s.plans.map((p) => [p.name, p.kind])).toEqual([
      ['Pro Plan', 'consumer'],
      ['Elite Plan', 'consumer'],
      ['Pay Per Deletion Plan', 'consumer'],
      ['White Label Plan', 'professional'],
    ]);
  });
});

describe.each(testDatabaseKinds())('GET /api/stripe/invoices on %s', (kind) => {
  const t = appFor(kind);
  const s = rowsFor(kind, t);

  it('bills White Label, a business plan, in advance without consumer agreements', async () => {
    const business = await createSignedInUser(t.app, t.db, 'BETA_TESTER');
    await s.subscribe(business, 'White Label Plan');
    const invoices = (await s.call('GET', '/api/stripe/invoices', business)).json();
    expect(invoices).toHaveLength(1);
    expect(invoices[0]).toMatchObject({ status: 'PAID', amountCents: 39900 });
    expect(invoices[0].servicesPerformed[0]).toMatch(/billed in advance/);
    const overview = (await s.call('GET', '/api/billing', business)).json();
    expect(overview.subscription).toMatchObject({
      billing: 'advance',
      inCancellationWindow: false,
      lastDayToCancel: null,
    });
    const cancel = await s.call('DELETE', '/api/stripe/subscription', business);
    expect(cancel.json()).toMatchObject({
      cancelled: 'at-period-end',
      subscription: { cancelAtPeriodEnd: true },
    });
  });
});

describe.each(testDatabaseKinds())('POST /api/disputes on %s', (kind) => {
  const s = rowsFor(kind, appFor(kind));

  it('allows Pro 2 negative items disputed a month', async () => {
    await s.subscribe(s.beta, 'Pro Plan');
    const issues = (await s.call('GET', '/api/credit-issues', s.beta)).json() as {
      id: number;
      type: keyof typeof reasonsByIssueType;
      status: string;
      bureaus: string[];
    }[];
    const open = issues.filter((i) => i.status === 'ACTIVE').slice(0, 3);
    expect(open).toHaveLength(3);
    const dispute = (i: (typeof open)[number]) =>
      s.call('POST', '/api/disputes', s.beta, {
        issueId: i.id,
        bureau: i.bureaus[0] ?? 'EQUIFAX',
        reason: reasonsByIssueType[i.type][0],
        letterContent: `I dispute this item. ${'It is reported wrongly and I ask you to investigate it. '.repeat(6)}`,
        letterGenerated: false,
        attestation: true,
      });
    const [a, b, c] = open as [(typeof open)[number], (typeof open)[number], (typeof open)[number]];
    const first = await dispute(a);
    expect(first.statusCode, first.body).toBe(201);
    expect((await dispute(b)).statusCode).toBe(201);
    const third = await dispute(c);
    expect(third.statusCode).toBe(409);
    expect(third.json().error.message).toMatch(/Pro Plan covers 2 negative items/);
  });
});

describe.each(testDatabaseKinds())(
  'POST /api/agreements, what it signed (above) kept as signed, on %s',
  (kind) => {
    const t = appFor(kind);

    it('keeps signed agreements unchanged and undeletable before their retention date', async () => {
      await expect(
        t.db.db.execute(sql`update signed_agreements set typed_name = 'Someone Else'`),
      ).rejects.toThrow();
      await expect(t.db.db.execute(sql`delete from signed_agreements`)).rejects.toThrow();
      const rows = await t.db.db.execute(sql`select count(*)::int as n from signed_agreements`);
      expect(JSON.stringify(rows)).toMatch(/"n":[1-9]/);
    });
  },
);
