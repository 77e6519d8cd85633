import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { anItemAndAMailedDispute } from '../../../test/factories/dispute-letters';
import { createSignedInUser } from '../../../test/factories/users';
import { useFileRows } from '../../../test/file-rows';
import { useFileTestApps } from '../../../test/test-app-lifecycle';
import { testDatabaseKinds } from '../../../test/test-database';

// 11:30 p.m. on November 29 at the company (New York); already November 30 for a person in London.
const frozenNow = new Date('2026-11-30T04:30:00Z');

beforeAll(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: frozenNow });
});
afterAll(() => {
  vi.useRealTimers();
});

const appFor = useFileTestApps({ COMPANY_TIME_ZONE: 'America/New_York' }, { seed: false });
/** A person with three mailed letters, none delivered yet. */
const rowsFor = useFileRows(async (t) => {
  const person = await createSignedInUser(t.app, t.db, 'BETA_TESTER');
  const ids: number[] = [];
  for (const bureau of ['EQUIFAX', 'EXPERIAN', 'TRANSUNION'] as const) {
    ids.push(
      await anItemAndAMailedDispute(t.db, person.userId, {
        title: `Mailed ${bureau}`,
        creditor: 'Zone Co',
        bureau,
        consumerApprovedAt: new Date('2026-11-20T12:00:00Z'),
        dateSent: new Date('2026-11-21T12:00:00Z'),
        createdAt: new Date('2026-11-20T12:00:00Z'),
      }),
    );
  }
  const deliver = (id: number, payload: Record<string, string>) =>
    t.app.inject({
      method: 'PATCH',
      url: `/api/disputes/${id}/delivery`,
      headers: person.headers,
      payload: payload as never,
    });
  return { ids, deliver };
});

describe.each(testDatabaseKinds())('PATCH /api/disputes/{id}/delivery on %s', (kind) => {
  const s = rowsFor(kind, appFor(kind));

  it('judges "not in the future" on the person’s own calendar', async () => {
    const [a, b, c] = s.ids as [number, number, number];
    // Without a zone, the company's: November 30 has not come yet in New York.
    expect((await s.deliver(a, { deliveryDate: '2026-11-30' })).statusCode).toBe(400);
    // In London it is today.
    const today = await s.deliver(b, { deliveryDate: '2026-11-30', timeZone: 'Europe/London' });
    expect(today.statusCode).toBe(200);
    expect(today.json().deliveryDate).toBe('2026-11-30');
    // Tomorrow is the future everywhere; an unknown zone is named.
    expect((await s.deliver(c, { deliveryDate: '2026-12-01', timeZone: 'Europe/London' })).statusCode).toBe(
      400,
    );
    const bad = await s.deliver(c, { deliveryDate: '2026-11-29', timeZone: 'Mars/Olympus' });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('timeZone');
  });
});
