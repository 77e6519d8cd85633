import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { monitoringServiceOn, sessionUserOf } from '../../../test/monitoring-service';
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
    db = await createTestDatabase(kind);
  });
  afterAll(async () => {
    await db.close();
  });

  it('syncs each due connection once when two processes run at once, then waits for its frequency', async () => {
    // Only the connections made here: the demo client's own is set aside.
    await db.exec('update monitoring_connections set auto_sync_enabled = false');
    const clock = { now: new Date() };
    const bureaus = countingBureaus();
    const service = monitoringServiceOn(db, { bureaus, clock });
    const people = ['beta@example.com', 'client@example.com'];
    for (const email of people) {
      const viewer = await sessionUserOf(db, email);
      for (const provider of ['IDENTITY_IQ', 'SMART_CREDIT'] as const) {
        await service.add(viewer, {
          provider,
          accountEmail: `${provider.toLowerCase()}.${email}`,
          password: 'pw',
          syncFrequency: provider === 'IDENTITY_IQ' ? 'DAILY' : 'WEEKLY',
          autoSyncEnabled: true,
        });
      }
    }
    const off = await sessionUserOf(db, 'admin@example.com');
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
