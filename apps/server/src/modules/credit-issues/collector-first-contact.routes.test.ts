import type { CreditIssue, CreditIssueList } from '@app/contracts/credit-issues.contract';
import type { NextRoundList } from '@app/contracts/next-round.contract';
import { and, asc, eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { anOrganization } from '../../../test/factories/organizations';
import { aPerson, aTeamMember, createSignedInUser } from '../../../test/factories/users';
import { useSharedRows } from '../../../test/file-rows';
import { useFileTestApps } from '../../../test/test-app-lifecycle';
import { testDatabaseKinds } from '../../../test/test-database';
import { auditLog, creditIssues } from '../../db/schema';

// Noon on Wednesday 15 April 2026 in New York, the company's zone.
const frozenNow = new Date('2026-04-15T16:00:00Z');

const appFor = useFileTestApps({}, { seed: false });
const people = useSharedRows(appFor, async (t) => {
  const admin = await createSignedInUser(t.app, t.db, 'ADMIN');
  const specialist = await aTeamMember(t, 'SPECIALIST');
  const otherSpecialist = await aTeamMember(t, 'SPECIALIST');
  const client = await createSignedInUser(t.app, t.db, 'BETA_TESTER', {
    assignedSpecialistId: specialist.userId,
  });
  const other = await createSignedInUser(t.app, t.db, 'BETA_TESTER');
  const elsewhere = await anOrganization(t.db);
  const theirAdmin = await aPerson(t.db, 'ADMIN', { organizationId: elsewhere.id });
  const { token } = await t.app.services.sessions.start(theirAdmin.id, { ip: '127.0.0.1' });
  const item = async (userId: number, type: 'COLLECTION' | 'CHARGE_OFF', creditor: string) => {
    const [row] = await t.db.db
      .insert(creditIssues)
      .values({
        userId,
        type,
        title: creditor,
        description: 'A negative item',
        creditor,
        impact: 30,
        bureaus: ['EXPERIAN'],
      })
      .returning({ id: creditIssues.id });
    return (row as { id: number }).id;
  };
  return {
    admin,
    specialist,
    otherSpecialist,
    client,
    other,
    theirAdmin: { headers: { authorization: `Bearer ${token}` } },
    collection: await item(client.userId, 'COLLECTION', 'MIDLAND CREDIT MGMT'),
    chargeOff: await item(client.userId, 'CHARGE_OFF', 'CAPITAL ONE'),
  };
});

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: frozenNow });
});
afterEach(() => {
  vi.useRealTimers();
});

describe.each(testDatabaseKinds())('PUT /api/credit-issues/{id}/collector-first-contact on %s', (kind) => {
  const { t, rows: p } = people(kind);
  const put = (headers: Record<string, string>, id: number, payload: object) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/credit-issues/${id}/collector-first-contact`,
      headers,
      payload,
    });
  const validation = async () => {
    const res = await t.app.inject({
      url: `/api/dispute-outcomes/${p.client.userId}/next-round`,
      headers: p.client.headers,
    });
    return (res.json() as NextRoundList).suggestions.find((s) => s.issueId === p.collection);
  };

  it('keeps the consumer’s day on the item, and the next round counts its 30 days from it', async () => {
    expect(await validation()).toMatchObject({ kind: 'DEBT_VALIDATION', needsFirstContactDate: true });
    const res = await put(p.client.headers, p.collection, { firstContactOn: '2026-04-01' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: p.collection, collectorFirstContactOn: '2026-04-01' });
    const list = await t.app.inject({ url: '/api/credit-issues', headers: p.client.headers });
    expect((list.json() as CreditIssueList).find((i) => i.id === p.collection)).toMatchObject({
      collectorFirstContactOn: '2026-04-01',
    });
    const s = await validation();
    expect(s).toMatchObject({ kind: 'DEBT_VALIDATION', needsFirstContactDate: false });
    expect(s?.reason).toContain('first contacted you on 2026-04-01. Until 2026-05-01');
  });

  it('suggests no validation once the 30 days are over, and asks again once the day is cleared', async () => {
    expect((await put(p.client.headers, p.collection, { firstContactOn: '2026-03-01' })).statusCode).toBe(
      200,
    );
    expect(await validation()).toBeUndefined();
    const cleared = await put(p.client.headers, p.collection, { firstContactOn: null });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect((cleared.json() as CreditIssue).collectorFirstContactOn).toBeNull();
    expect(await validation()).toMatchObject({ needsFirstContactDate: true });
  });

  it('lets the office and the client’s own specialist give the day, and records who did', async () => {
    for (const [who, day] of [
      [p.admin, '2026-04-02'],
      [p.specialist, '2026-04-03'],
    ] as const) {
      const res = await put(who.headers, p.collection, { firstContactOn: day });
      expect(res.statusCode, res.body).toBe(200);
      expect((res.json() as CreditIssue).collectorFirstContactOn).toBe(day);
    }
    const entries = await t.db.db
      .select({ actorId: auditLog.actorId, subjectUserId: auditLog.subjectUserId, details: auditLog.details })
      .from(auditLog)
      .where(
        and(
          eq(auditLog.action, 'credit_issue.first_contact_set'),
          eq(auditLog.targetId, String(p.collection)),
        ),
      )
      .orderBy(asc(auditLog.id));
    expect(entries.at(-1)).toEqual({
      actorId: p.specialist.userId,
      subjectUserId: p.client.userId,
      details: { from: '2026-04-02', to: '2026-04-03' },
    });
  });

  it('answers 404 for another person’s item, another specialist’s client and another organization', async () => {
    for (const who of [p.other, p.otherSpecialist, p.theirAdmin]) {
      const res = await put(who.headers, p.collection, { firstContactOn: '2026-04-01' });
      expect(res.statusCode, res.body).toBe(404);
    }
    expect((await put(p.admin.headers, 999_999, { firstContactOn: '2026-04-01' })).statusCode).toBe(404);
  });

  it('refuses a day after today in the company’s calendar, naming the field', async () => {
    const tomorrow = await put(p.client.headers, p.collection, { firstContactOn: '2026-04-16' });
    expect(tomorrow.statusCode).toBe(400);
    expect(tomorrow.json().error.details).toEqual([
      { field: 'firstContactOn', message: 'The collector’s first contact cannot be after today' },
    ]);
    // 02:00 UTC on the 16th is still the 15th in New York: the 16th is tomorrow there.
    vi.setSystemTime(new Date('2026-04-16T02:00:00Z'));
    expect((await put(p.client.headers, p.collection, { firstContactOn: '2026-04-16' })).statusCode).toBe(
      400,
    );
    expect((await put(p.client.headers, p.collection, { firstContactOn: '2026-04-15' })).statusCode).toBe(
      200,
    );
  });

  it('refuses a malformed day and a body with anything else, naming the field', async () => {
    for (const payload of [
      { firstContactOn: '2026-02-30' },
      { firstContactOn: '04/01/2026' },
      { firstContactOn: 20260401 },
      {},
    ]) {
      const res = await put(p.client.headers, p.collection, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().error.details[0].field).toBe('body.firstContactOn');
    }
    const extra = await put(p.client.headers, p.collection, { firstContactOn: '2026-04-01', userId: 1 });
    expect(extra.statusCode).toBe(400);
  });

  it('refuses an item that is not a collection, saying only a collection has a collector', async () => {
    const res = await put(p.client.headers, p.chargeOff, { firstContactOn: '2026-04-01' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details).toEqual([
      {
        field: 'firstContactOn',
        message: 'Only a collection has a collector’s first contact, and this item is not a collection',
      },
    ]);
  });
});
