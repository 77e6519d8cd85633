import type { Dispute } from '@app/contracts/disputes.contract';
import { followUpMessages } from '@app/contracts/follow-up-completion';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { anItemAndAMailedDispute } from '../../../test/factories/dispute-letters';
import { createSignedInUser } from '../../../test/factories/users';
import { useFileRows } from '../../../test/file-rows';
import { useFileTestApps } from '../../../test/test-app-lifecycle';
import { testDatabaseKinds } from '../../../test/test-database';

// A frozen "now"; the follow-up was due two days before it. Sessions outlive the day the test moves on.
const frozenNow = new Date('2026-03-18T16:00:00Z');
const hoursLater = (h: number) => new Date(frozenNow.getTime() + h * 3_600_000);

beforeAll(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: frozenNow });
});
afterAll(() => {
  vi.useRealTimers();
});

const appFor = useFileTestApps(
  { SESSION_IDLE_MINUTES: '10000', SESSION_ABSOLUTE_HOURS: '1000', COMPANY_TIME_ZONE: 'America/New_York' },
  { seed: false },
);
/** A consumer with one delivered letter whose follow-up is due (the job marked it), and a stranger. */
const rowsFor = useFileRows(async (t) => {
  const person = await createSignedInUser(t.app, t.db, 'BETA_TESTER');
  const stranger = await createSignedInUser(t.app, t.db, 'BETA_TESTER');
  const id = await anItemAndAMailedDispute(t.db, person.userId, {
    title: 'Follow-up Collections',
    creditor: 'Follow Co',
    status: 'FOLLOW_UP_REQUIRED',
    expectedResponse: '2026-04-01',
    deliveryDate: '2026-03-02',
    followUpDate: '2026-03-16',
    consumerApprovedAt: new Date('2026-02-20T12:00:00Z'),
  });
  const call = (method: 'PUT' | 'DELETE', who: { headers: Record<string, string> }, payload?: unknown) =>
    t.app.inject({
      method,
      url: `/api/disputes/${id}/follow-up-completion`,
      headers: who.headers,
      ...(payload === undefined ? {} : { payload: payload as never }),
    });
  const dueIds = async () =>
    (
      (await t.app.inject({ url: '/api/disputes/follow-up', headers: person.headers })).json() as Dispute[]
    ).map((d) => d.id);
  return { person, stranger, id, call, dueIds };
});

describe.each(testDatabaseKinds())('PUT /api/disputes/{id}/follow-up-completion on %s', (kind) => {
  const s = rowsFor(kind, appFor(kind));

  it('asks what the bureau said, names the field when it is missing, and hides it from others', async () => {
    const missing = await s.call('PUT', s.person, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.body).toContain('answer');
    expect((await s.call('PUT', s.person, { answer: 'MAYBE' })).statusCode).toBe(400);
    expect((await s.call('PUT', s.stranger, { answer: 'NO_ANSWER_YET' })).statusCode).toBe(404);
  });

  it('clears the follow-up everywhere: off the due list, and back to waiting for the bureau', async () => {
    expect(await s.dueIds()).toContain(s.id);
    const done = await s.call('PUT', s.person, { answer: 'NO_ANSWER_YET' });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({
      alertSent: true,
      status: 'DELIVERED',
      followUpAnswer: 'NO_ANSWER_YET',
      followUpCompletedAt: frozenNow.toISOString(),
    });
    expect(await s.dueIds()).not.toContain(s.id);
  });
});

describe.each(testDatabaseKinds())('DELETE /api/disputes/{id}/follow-up-completion on %s', (kind) => {
  const s = rowsFor(kind, appFor(kind));

  it('undoes a completion within a day, and refuses after it', async () => {
    vi.setSystemTime(frozenNow);
    expect((await s.call('PUT', s.person, { answer: 'KEPT' })).statusCode).toBe(200);
    expect((await s.call('DELETE', s.stranger)).statusCode).toBe(404);

    vi.setSystemTime(hoursLater(23));
    const undone = await s.call('DELETE', s.person);
    expect(undone.statusCode).toBe(200);
    expect(undone.json()).toMatchObject({
      alertSent: false,
      status: 'FOLLOW_UP_REQUIRED',
      followUpAnswer: null,
      followUpCompletedAt: null,
    });
    expect(await s.dueIds()).toContain(s.id);
    const notDone = await s.call('DELETE', s.person);
    expect(notDone.statusCode).toBe(409);
    expect(notDone.json().error.message).toBe(followUpMessages.notCompleted);

    expect((await s.call('PUT', s.person, { answer: 'CHANGED' })).statusCode).toBe(200);
    vi.setSystemTime(hoursLater(23 + 24));
    const late = await s.call('DELETE', s.person);
    expect(late.statusCode).toBe(409);
    expect(late.json().error.message).toBe(followUpMessages.undoTooLate);
    vi.setSystemTime(frozenNow);
  });
});
