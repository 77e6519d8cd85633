import { platformOrganizationId } from '@app/contracts/platform-operator.contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestDatabase, type TestDatabase, testDatabaseKinds } from '../../../test/test-database';
import { creditIssues, users } from '../../db/schema';
import { type AnalyticsRepository, createAnalyticsRepository } from './analytics.repository';
import { createAnalyticsService } from './analytics.service';
import {
  type AnalyticsSnapshotRepository,
  createAnalyticsSnapshotRepository,
} from './analytics-snapshot.repository';
import { addKnownOffice } from './known-analytics-data';

/** The office whose figures are counted: the platform's own organization, where the test's people are. */
const org = platformOrganizationId;

/*
 * The figures are served from the latest count (figures-snapshot.ts). A hand-moved clock decides
 * every age below; counts are seen by spying on the repository (one count = one activeIssues call).
 */

const maxAgeSeconds = 60;
const second = 1000;

describe.each(testDatabaseKinds())('admin analytics snapshot on %s', (kind) => {
  let db: TestDatabase;
  let clientId: number;
  beforeAll(async () => {
    db = await createTestDatabase(kind, { seed: false });
    const person = (accessLevel: 'ADMIN' | 'CLIENT_VIEWER', email: string) => ({
      firstName: 'Known',
      lastName: accessLevel,
      email,
      passwordHash: 'not-a-usable-hash',
      accessLevel,
    });
    const [client, admin] = await db.db
      .insert(users)
      .values([
        person('CLIENT_VIEWER', 'snapshot-client@example.com'),
        person('ADMIN', 'snapshot-admin@example.com'),
      ])
      .returning({ id: users.id });
    clientId = (client as { id: number }).id;
    await addKnownOffice(db.db, clientId, (admin as { id: number }).id);
  });
  afterAll(async () => {
    await db?.close();
  });

  /** A service on a clock that only moves when told, and the number of counts it made. */
  const setUp = (
    repo: AnalyticsRepository = createAnalyticsRepository(db.db),
    stored?: AnalyticsSnapshotRepository,
  ) => {
    let now = new Date();
    const backgroundErrors: unknown[] = [];
    const counts = vi.spyOn(repo, 'activeIssues');
    const service = createAnalyticsService({
      repo,
      now: () => now,
      maxAgeSeconds,
      onBackgroundError: (err) => backgroundErrors.push(err),
      stored,
    });
    return {
      service,
      counts,
      backgroundErrors,
      now: () => now,
      advance: (ms: number) => {
        now = new Date(now.getTime() + ms);
      },
    };
  };
  const addActiveIssue = () =>
    db.db.insert(creditIssues).values({
      userId: clientId,
      type: 'COLLECTION',
      title: 'Collection account',
      description: 'Added between two counts',
      creditor: 'Midland Credit',
      impact: 40,
      bureaus: ['EQUIFAX'],
      status: 'ACTIVE',
    });

  it('serves a count equal to a fresh computation at the same instant', async () => {
    const cached = setUp();
    const first = await cached.service.figures(org);
    // Maximum age 0: a service that counts on every request, as the route did before the snapshot.
    const uncached = createAnalyticsService({
      repo: createAnalyticsRepository(db.db),
      now: cached.now,
      maxAgeSeconds: 0,
      onBackgroundError: () => {},
    });
    expect(first).toEqual({ ...(await uncached.figures(org)), maxAgeSeconds });
    expect(first.generatedAt).toBe(cached.now().toISOString());
    expect(first.maxAgeSeconds).toBe(maxAgeSeconds);
    expect(first.activeIssues.value).toBeGreaterThan(0);
  });

  it('serves the snapshot from memory while it is younger than the maximum age', async () => {
    const s = setUp();
    const first = await s.service.figures(org);
    await addActiveIssue();
    s.advance(maxAgeSeconds * second - 1);
    const again = await s.service.figures(org);
    expect(s.counts).toHaveBeenCalledTimes(1);
    expect(again).toBe(first);
  });

  it('after the maximum age serves the snapshot once more while one recount runs behind it', async () => {
    const s = setUp();
    const first = await s.service.figures(org);
    await addActiveIssue();
    s.advance(maxAgeSeconds * second);
    const stale = await s.service.figures(org);
    expect(stale).toBe(first);
    await s.service.settled();
    expect(s.counts).toHaveBeenCalledTimes(2);
    const next = await s.service.figures(org);
    expect(next.activeIssues.value).toBe(first.activeIssues.value + 1);
    expect(next.generatedAt).toBe(s.now().toISOString());
    expect(s.counts).toHaveBeenCalledTimes(2);
  });

  it('waits for the recount when the snapshot is older than five maximum ages (nobody looked)', async () => {
    const s = setUp();
    const first = await s.service.figures(org);
    await addActiveIssue();
    s.advance(5 * maxAgeSeconds * second);
    const next = await s.service.figures(org);
    expect(next.activeIssues.value).toBe(first.activeIssues.value + 1);
    expect(s.counts).toHaveBeenCalledTimes(2);
  });

  it('shares one count among concurrent requests, first and stale alike', async () => {
    const s = setUp();
    const firsts = await Promise.all(Array.from({ length: 10 }, () => s.service.figures(org)));
    expect(s.counts).toHaveBeenCalledTimes(1);
    expect(new Set(firsts).size).toBe(1);
    s.advance(maxAgeSeconds * second);
    // Stale reads start one recount behind them; fresh reads made meanwhile wait for that same one.
    await Promise.all(Array.from({ length: 20 }, (_, i) => s.service.figures(org, { fresh: i % 2 === 1 })));
    await s.service.settled();
    expect(s.counts).toHaveBeenCalledTimes(2);
  });

  it('counts now on a fresh request, unless the last count is under five seconds old', async () => {
    const s = setUp();
    const first = await s.service.figures(org);
    await addActiveIssue();
    s.advance(5 * second - 1);
    expect(await s.service.figures(org, { fresh: true })).toBe(first);
    s.advance(1);
    const fresh = await s.service.figures(org, { fresh: true });
    expect(fresh.activeIssues.value).toBe(first.activeIssues.value + 1);
    expect(s.counts).toHaveBeenCalledTimes(2);
  });

  it('keeps the previous figures when a recount fails, and tries again on the next request', async () => {
    const repo = createAnalyticsRepository(db.db);
    const realCount = repo.activeIssues;
    const outage = new Error('connection lost');
    const failOnce = () => vi.spyOn(repo, 'activeIssues').mockRejectedValueOnce(outage);

    // No snapshot yet: the request fails as the route always did, and the next one counts again.
    failOnce();
    const s = setUp(repo);
    await expect(s.service.figures(org)).rejects.toBe(outage);
    const first = await s.service.figures(org);
    expect(first.activeIssues.value).toBe(await realCount());

    // A failed recount behind a stale snapshot: the old figures stay and the failure is logged.
    s.advance(maxAgeSeconds * second);
    failOnce();
    expect(await s.service.figures(org)).toBe(first);
    await s.service.settled();
    expect(s.backgroundErrors).toEqual([outage]);
    expect(await s.service.figures(org)).toBe(first);
    await s.service.settled();
    const recounted = await s.service.figures(org);
    expect(recounted.generatedAt).toBe(s.now().toISOString());
    expect(recounted).not.toBe(first);
  });

  it('keeps each count in the database: a restarted process answers its first request from it at once and recounts behind it', async () => {
    const stored = createAnalyticsSnapshotRepository(db.db);
    const before = setUp(createAnalyticsRepository(db.db), stored);
    const counted = await before.service.figures(org);
    await before.service.settled();
    expect((await stored.load(org))?.figures).toEqual(counted);

    // A new process, an hour later, whose count would never finish by itself.
    await addActiveIssue();
    let finishCount: () => void = () => {};
    const repo = createAnalyticsRepository(db.db);
    const realActiveIssues = repo.activeIssues;
    repo.activeIssues = () =>
      new Promise<number>((resolve) => {
        finishCount = () => resolve(realActiveIssues());
      });
    let now = new Date(before.now().getTime() + 3600 * second);
    const restarted = createAnalyticsService({
      repo,
      stored,
      now: () => now,
      maxAgeSeconds,
      onBackgroundError: (err) => {
        throw err;
      },
    });
    const first = await restarted.figures(org);
    expect(first).toEqual(counted);
    finishCount();
    await restarted.settled();
    const recounted = await restarted.figures(org);
    expect(recounted.activeIssues.value).toBe(counted.activeIssues.value + 1);
    expect((await stored.load(org))?.figures).toEqual(recounted);
    // A count older than the stored one never replaces it (another process counted later).
    now = new Date(0);
    await stored.save(org, { ...counted, generatedAt: now.toISOString() }, now);
    expect((await stored.load(org))?.figures).toEqual(recounted);
  });
});
