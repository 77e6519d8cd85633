import type { CreditMixAnalysis } from '@app/contracts/credit-mix.contract';
import { describe, expect, it } from 'vitest';
import { anImportedCreditFile } from '../../../test/factories/credit-files';
import { aClient, anAdmin, createSignedInUser } from '../../../test/factories/users';
import { useFileRows } from '../../../test/file-rows';
import { expectOwnerOnly } from '../../../test/ownership';
import { useFileTestApps } from '../../../test/test-app-lifecycle';
import { testDatabaseKinds } from '../../../test/test-database';

type Caller = { headers: Record<string, string>; userId: number };

const appFor = useFileTestApps({}, { seed: false });
/** A client whose credit file was imported, two people without one, and an admin. */
const rowsFor = useFileRows(async (t) => {
  const admin = await anAdmin(t);
  const client = await aClient(t);
  await anImportedCreditFile(t, client);
  const fresh = await createSignedInUser(t.app, t.db, 'STANDARD');
  const other = await createSignedInUser(t.app, t.db, 'STANDARD');
  const call = (method: 'GET' | 'POST', url: string, caller: Caller | null, payload?: unknown) =>
    t.app.inject({ method, url, headers: caller?.headers ?? {}, payload: payload as never });
  return { admin, client, fresh, other, call };
});

describe.each(testDatabaseKinds())('GET /api/credit-mix-optimization on %s', (kind) => {
  const t = appFor(kind);
  const s = rowsFor(kind, t);

  it('analyses the accounts of the imported file by kind', async () => {
    const res = await s.call('GET', '/api/credit-mix-optimization', s.client);
    expect(res.statusCode).toBe(200);
    const mix = res.json() as CreditMixAnalysis;
    expect(mix.hasCreditFile).toBe(true);
    expect(mix.currentProducts.length).toBeGreaterThan(0);
    expect(mix.currentMixScore).toBe(mix.kinds.reduce((s, k) => s + k.points, 0));
    expect(mix.targetMixScore - mix.currentMixScore).toBe(mix.improvementPotential);
    await expectOwnerOnly(
      t.app,
      { method: 'GET', url: `/api/credit-mix-optimization/${s.client.userId}` },
      { owner: s.client, other: s.other, admin: s.admin },
    );
    await expectOwnerOnly(
      t.app,
      { method: 'POST', url: `/api/credit-mix-optimization/generate?userId=${s.client.userId}` },
      { owner: s.client, other: s.other, admin: s.admin },
    );
  });

  it('says there is no file and recommends both kinds to a person without one', async () => {
    const mix = (await s.call('GET', '/api/credit-mix-optimization', s.fresh)).json() as CreditMixAnalysis;
    expect(mix).toMatchObject({ hasCreditFile: false, currentMixScore: 0, targetMixScore: 70 });
    expect(mix.recommendedProducts.every((p) => p.intentRecordedOn === null)).toBe(true);
  });
});

describe.each(testDatabaseKinds())('POST /api/credit-mix-optimization/apply on %s', (kind) => {
  const s = rowsFor(kind, appFor(kind));

  it('records Apply Now once with its date, only for a recommended kind', async () => {
    const first = await s.call('POST', '/api/credit-mix-optimization/apply', s.fresh, {
      productId: 'SECURED_CARD',
    });
    expect(first.statusCode).toBe(200);
    const on = first.json().intentRecordedOn as string;
    expect(on).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const again = await s.call('POST', '/api/credit-mix-optimization/apply', s.fresh, {
      productId: 'SECURED_CARD',
    });
    expect(again.json().intentRecordedOn).toBe(on);
    const mix = (await s.call('GET', '/api/credit-mix-optimization', s.fresh)).json() as CreditMixAnalysis;
    expect(mix.recommendedProducts.find((p) => p.id === 'SECURED_CARD')?.intentRecordedOn).toBe(on);
    // Someone else's analysis is untouched.
    const theirs = (await s.call('GET', '/api/credit-mix-optimization', s.other)).json() as CreditMixAnalysis;
    expect(theirs.recommendedProducts.every((p) => p.intentRecordedOn === null)).toBe(true);
  });

  it('refuses a missing or unknown product (400) and one not recommended (409); strangers 401', async () => {
    expect((await s.call('POST', '/api/credit-mix-optimization/apply', s.fresh, {})).statusCode).toBe(400);
    expect(
      (await s.call('POST', '/api/credit-mix-optimization/apply', s.fresh, { productId: 'GOLD_CARD' }))
        .statusCode,
    ).toBe(400);
    const mix = (await s.call('GET', '/api/credit-mix-optimization', s.client)).json() as CreditMixAnalysis;
    // The imported file has credit cards, so a secured card is not recommended to its owner.
    expect(mix.recommendedProducts.map((p) => p.id)).not.toContain('SECURED_CARD');
    expect(
      (await s.call('POST', '/api/credit-mix-optimization/apply', s.client, { productId: 'SECURED_CARD' }))
        .statusCode,
    ).toBe(409);
    expect(
      (await s.call('POST', '/api/credit-mix-optimization/apply', null, { productId: 'SECURED_CARD' }))
        .statusCode,
    ).toBe(401);
    expect((await s.call('GET', '/api/credit-mix-optimization', null)).statusCode).toBe(401);
  });
});
