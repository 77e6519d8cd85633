import type { CreditMixAnalysis } from '@app/contracts/credit-mix.contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser } from '../../../test/factories/users';
import { expectOwnerOnly } from '../../../test/ownership';
import { signIn } from '../../../test/sign-in';
import { useTestApp } from '../../../test/test-app-lifecycle';
import { testDatabaseKinds } from '../../../test/test-database';

type Caller = { headers: Record<string, string>; userId: number };

describe.each(testDatabaseKinds())('credit mix routes on %s', (kind) => {
  const t = useTestApp(kind);
  let admin: Caller;
  let client: Caller;
  let fresh: Caller;
  let other: Caller;
  beforeAll(async () => {
    admin = await signIn(t.app, 'admin');
    client = await signIn(t.app, 'client');
    fresh = await createSignedInUser(t.app, t.db, 'STANDARD');
    other = await createSignedInUser(t.app, t.db, 'STANDARD');
  });
  const call = (method: 'GET' | 'POST', url: string, caller: Caller | null, payload?: unknown) =>
    t.app.inject({ method, url, headers: caller?.headers ?? {}, payload: payload as never });

  it('analyses the accounts of the imported file by kind', async () => {
    const res = await call('GET', '/api/credit-mix-optimization', client);
    expect(res.statusCode).toBe(200);
    const mix = res.json() as CreditMixAnalysis;
    expect(mix.hasCreditFile).toBe(true);
    expect(mix.currentProducts.length).toBeGreaterThan(0);
    expect(mix.currentMixScore).toBe(mix.kinds.reduce((s, k) => s + k.points, 0));
    expect(mix.targetMixScore - mix.currentMixScore).toBe(mix.improvementPotential);
    await expectOwnerOnly(
      t.app,
      { method: 'GET', url: `/api/credit-mix-optimization/${client.userId}` },
      { owner: client, other, admin },
    );
    await expectOwnerOnly(
      t.app,
      { method: 'POST', url: `/api/credit-mix-optimization/generate?userId=${client.userId}` },
      { owner: client, other, admin },
    );
  });

  it('says there is no file and recommends both kinds to a person without one', async () => {
    const mix = (await call('GET', '/api/credit-mix-optimization', fresh)).json() as CreditMixAnalysis;
    expect(mix).toMatchObject({ hasCreditFile: false, currentMixScore: 0, targetMixScore: 70 });
    expect(mix.recommendedProducts.every((p) => p.intentRecordedOn === null)).toBe(true);
  });

  it('records Apply Now once with its date, only for a recommended kind', async () => {
    const first = await call('POST', '/api/credit-mix-optimization/apply', fresh, {
      productId: 'SECURED_CARD',
    });
    expect(first.statusCode).toBe(200);
    const on = first.json().intentRecordedOn as string;
    expect(on).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const again = await call('POST', '/api/credit-mix-optimization/apply', fresh, {
      productId: 'SECURED_CARD',
    });
    expect(again.json().intentRecordedOn).toBe(on);
    const mix = (await call('GET', '/api/credit-mix-optimization', fresh)).json() as CreditMixAnalysis;
    expect(mix.recommendedProducts.find((p) => p.id === 'SECURED_CARD')?.intentRecordedOn).toBe(on);
    // Someone else's analysis is untouched.
    const theirs = (await call('GET', '/api/credit-mix-optimization', other)).json() as CreditMixAnalysis;
    expect(theirs.recommendedProducts.every((p) => p.intentRecordedOn === null)).toBe(true);
  });

  it('refuses a missing or unknown product (400) and one not recommended (409); strangers 401', async () => {
    expect((await call('POST', '/api/credit-mix-optimization/apply', fresh, {})).statusCode).toBe(400);
    expect(
      (await call('POST', '/api/credit-mix-optimization/apply', fresh, { productId: 'GOLD_CARD' }))
        .statusCode,
    ).toBe(400);
    const mix = (await call('GET', '/api/credit-mix-optimization', client)).json() as CreditMixAnalysis;
    // The demo file has credit cards, so a secured card is not recommended to its owner.
    expect(mix.recommendedProducts.map((p) => p.id)).not.toContain('SECURED_CARD');
    expect(
      (await call('POST', '/api/credit-mix-optimization/apply', client, { productId: 'SECURED_CARD' }))
        .statusCode,
    ).toBe(409);
    expect(
      (await call('POST', '/api/credit-mix-optimization/apply', null, { productId: 'SECURED_CARD' }))
        .statusCode,
    ).toBe(401);
    expect((await call('GET', '/api/credit-mix-optimization', null)).statusCode).toBe(401);
  });
});
