import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aSessionUser, monitoringServiceOn } from '../../../test/monitoring-service';
import { createTestDatabase, type TestDatabase, testDatabaseKinds } from '../../../test/test-database';
import type { BureauPort } from '../../integrations/bureaus/bureaus.port';
import { createSandboxBureaus } from '../../integrations/bureaus/sandbox.adapter';
import { createMonitoringSyncJob } from './monitoring-sync.job';

/** A bureau that is slow to answer and counts what it is asked, so overlaps show. */
function countingBureaus(): BureauPort & { calls: Map<string, number> } {
  const inner = createSandboxBureaus();
  const calls = new Map<string, number>();
  return {
    source: inner.source,
    calls,
    pullCreditFile: inner.pullCreditFile,
    async syncMonitoring(login, now) {
      const key = `${login.provider}:${login.accountEmail}`;
      calls.set(key, (calls.get(key) ?? 0) + 1);
      await new Promise((r) => setTimeout(r, 20));
      return inner.syncMonitoring(login, now);
    },
  };
}

describe.each(testDatabaseKinds())('monitoring auto-sync job on %s', (kind) => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase(kind, { seed: false });
  });
  afterAll(async () => {
    await db.close();
  });

  it('syncs each due connection once when two processes run at once, then waits for its frequency', async () => {
    const clock = { now: new Date('2026-03-12T15:00:00Z') };
    const bureaus = countingBureaus();
    const service = monitoringServiceOn(db, { bureaus, clock });
    for (const accessLevel of ['BETA_TESTER', 'CLIENT_VIEWER'] as const) {
      const viewer = await aSessionUser(db, accessLevel);
      for (const provider of ['IDENTITY_IQ', 'SMART_CREDIT'] as const) {
        await service.add(viewer, {
          provider,
          accountEmail: `${provider.toLowerCase()}.${viewer.email}`,
          password: 'pw',
          syncFrequency: provider === 'IDENTITY_IQ' ? 'DAILY' : 'WEEKLY',
          autoSyncEnabled: true,
        });
      }
    }
    const off = await aSessionUser(db, 'ADMIN');
    await service.add(off, {
      provider: 'IDENTITY_IQ',
      accountEmail: 'manual@example.com',
      password: 'pw',
      syncFrequency: 'DAILY',
      autoSyncEnabled: false,
    });
    const job = () =>
      createMonitoringSyncJob({
        service: monitoringServiceOn(db, { bureaus, clock }),
        log: { warn: () => {} },
      });
    const [first, second] = await Promise.all([job()(), job()()]);

    expect(bureaus.calls.size).toBe(4);
    for (const [key, n] of bureaus.calls) expect(n, key).toBe(1);
    expect(first.synced + second.synced).toBe(4);
    expect(bureaus.calls.has('IDENTITY_IQ:manual@example.com')).toBe(false);

    // A day later only the daily ones are due again; a week later the weekly ones too.
    expect((await job()()).claimed).toBe(0);
    clock.now = new Date(clock.now.getTime() + 86_400_000 + 1000);
    expect((await job()()).synced).toBe(2);
    clock.now = new Date(clock.now.getTime() + 7 * 86_400_000);
    expect((await job()()).synced).toBe(4);
  });
});
