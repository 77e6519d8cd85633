import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { theDemoCreditFor } from '../../../test/factories/credit-files';
import { aPerson } from '../../../test/factories/users';
import { createTestDatabase, type TestDatabase, testDatabaseKinds } from '../../../test/test-database';
import type { MailMessage, MailPort } from '../../integrations/mail/mail.port';
import type { PostalPort, TrackingRequest } from '../../integrations/postal/postal.port';
import { createTrackingJobsRepository } from './tracking-jobs.repository';
import { createTrackingRefreshJob } from './tracking-refresh.job';

/** A postal service that is slow to answer and counts what it is asked, so overlaps show. */
function countingPostal(deliveredOn: string): PostalPort & { calls: Map<string, number> } {
  const calls = new Map<string, number>();
  return {
    source: 'simulated',
    calls,
    async track(req: TrackingRequest) {
      calls.set(req.trackingNumber, (calls.get(req.trackingNumber) ?? 0) + 1);
      await new Promise((r) => setTimeout(r, 20));
      return {
        status: 'DELIVERED',
        description: 'Delivered',
        deliveryDate: deliveredOn,
        isDelivered: true,
        events: [],
      };
    },
  };
}

describe.each(testDatabaseKinds())('tracking refresh job on %s', (kind) => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase(kind, { seed: false });
    for (let i = 0; i < 3; i++) await theDemoCreditFor(db, (await aPerson(db, 'STANDARD')).id);
  });
  afterAll(async () => {
    await db.close();
  });

  it('never updates one dispute twice when two processes run at once', async () => {
    // Every client's dispute mailed and waiting for delivery, each with its own number.
    await db.exec(
      `update disputes set status = 'SENT', usps_tracking_number = 'N' || id, tracking_added_at = now() - interval '3 days', tracking_checked_at = null, delivery_date = null, follow_up_date = null`,
    );
    const postal = countingPostal(new Date(Date.now() - 86_400_000).toISOString().slice(0, 10));
    const sent: MailMessage[] = [];
    const mail: MailPort = { transport: 'outbox', send: async (m) => void sent.push(m) };
    const job = () =>
      createTrackingRefreshJob({
        repo: createTrackingJobsRepository(db.db),
        postal,
        mail,
        log: { warn: () => {} },
        timeZone: 'America/New_York',
      });
    const [first, second] = await Promise.all([job()(), job()()]);

    expect(postal.calls.size).toBeGreaterThan(1);
    for (const [number, n] of postal.calls) expect(n, number).toBe(1);
    expect(first.checked + second.checked).toBe(postal.calls.size);
    expect(first.delivered + second.delivered).toBe(postal.calls.size);
    const third = await job()();
    expect(third.checked).toBe(0);
  });
});
