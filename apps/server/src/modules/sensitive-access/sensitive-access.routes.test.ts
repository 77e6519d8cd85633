import { randomBytes } from 'node:crypto';
import { sensitiveMessages } from '@app/contracts/sensitive-access.contract';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/build-test-app';
import { anOrganization } from '../../../test/factories/organizations';
import { aPerson, createSignedInUser } from '../../../test/factories/users';
import { useFileTestApps } from '../../../test/test-app-lifecycle';
import { type TestDatabase, testDatabaseKinds } from '../../../test/test-database';
import { auditLog, creditIssues, monitoringConnections } from '../../db/schema';

// A client's full SSN, date of birth, account number or monitoring password is answered only on a
// deliberate reveal with a reason, once, and every reveal (with exports and test sessions) is listed
// on the owner's Sensitive access page.
const appFor = useFileTestApps({}, { seed: false });

type Who = { id: number; headers: Record<string, string> };

function helpersFor(t: { app: TestApp; db: TestDatabase }) {
  const box = () => t.app.services.secretBox;
  async function personOf(organizationId: number, level: 'ADMIN' | 'STANDARD', name: string): Promise<Who> {
    const person = await aPerson(t.db, level, { organizationId, firstName: name, lastName: 'Tester' });
    const { token } = await t.app.services.sessions.start(person.id, { ip: '127.0.0.1' });
    return { id: person.id, headers: { authorization: `Bearer ${token}` } };
  }
  /** A client with every sensitive value on file. */
  async function aClientWithSecrets(organizationId: number) {
    const client = await aPerson(t.db, 'CLIENT_VIEWER', {
      organizationId,
      firstName: 'Casey',
      lastName: `Client ${randomBytes(2).toString('hex')}`,
      dateOfBirthSealed: box().seal('1984-02-29'),
      ssnLast4Sealed: box().seal('6789'),
    });
    const [issue] = await t.db.db
      .insert(creditIssues)
      .values({
        userId: client.id,
        type: 'LATE_PAYMENT',
        title: 'Late payment',
        description: '30 days late',
        creditor: 'First Bank',
        impact: 20,
        accountNumberSealed: box().seal('4111222233334444'),
        accountNumberLast4: '4444',
      })
      .returning({ id: creditIssues.id });
    const [connection] = await t.db.db
      .insert(monitoringConnections)
      .values({
        userId: client.id,
        provider: 'EXPERIAN',
        accountEmail: 'casey@example.com',
        source: 'sandbox',
        passwordSealed: box().seal('Monitor#Pass1'),
        identitySealed: box().seal(JSON.stringify({ ssn: '123456789', dateOfBirth: '1984-02-29' })),
        ssnLast4: '6789',
      })
      .returning({ id: monitoringConnections.id });
    return { client, issueId: issue?.id as number, connectionId: connection?.id as number };
  }
  const reveal = (who: { headers: Record<string, string> }, userId: number, payload: unknown) =>
    t.app.inject({
      method: 'POST',
      url: `/api/admin/clients/${userId}/sensitive-reveal`,
      headers: who.headers,
      payload: payload as never,
    });
  return { personOf, aClientWithSecrets, reveal };
}

describe.each(testDatabaseKinds())('POST /api/admin/clients/{userId}/sensitive-reveal on %s', (kind) => {
  const t = appFor(kind);

  it('answers each full value once, uncached, and writes who, which field, which client and why', async () => {
    const { personOf, aClientWithSecrets, reveal } = helpersFor(t);
    const org = await anOrganization(t.db, { plan: 'PLATFORM' });
    const admin = await personOf(org.id, 'ADMIN', 'Avery');
    const { client, issueId, connectionId } = await aClientWithSecrets(org.id);
    const asks = [
      [{ field: 'ssn', reason: 'DISPUTE_LETTER' }, '123-45-6789'],
      [{ field: 'dateOfBirth', reason: 'VERIFY_IDENTITY' }, '1984-02-29'],
      [{ field: 'accountNumber', reason: 'BUREAU_REQUEST', itemId: issueId }, '4111222233334444'],
      [{ field: 'monitoringCredential', reason: 'CLIENT_ASKED', itemId: connectionId }, 'Monitor#Pass1'],
    ] as const;
    for (const [ask, value] of asks) {
      const res = await reveal(admin, client.id, ask);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.json()).toMatchObject({ field: ask.field, value });
    }
    const entries = await t.db.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'sensitive.revealed'), eq(auditLog.subjectUserId, client.id)));
    expect(entries.map((e) => [e.actorId, e.details])).toEqual([
      [admin.id, { field: 'ssn', reason: 'DISPUTE_LETTER', itemId: null }],
      [admin.id, { field: 'dateOfBirth', reason: 'VERIFY_IDENTITY', itemId: null }],
      [admin.id, { field: 'accountNumber', reason: 'BUREAU_REQUEST', itemId: issueId }],
      [admin.id, { field: 'monitoringCredential', reason: 'CLIENT_ASKED', itemId: connectionId }],
    ]);
    // The values themselves are never in the log.
    expect(JSON.stringify(entries)).not.toMatch(/123456789|1984-02-29|4111222233334444|Monitor#Pass1/);
  });

  it('asks for a reason and the item (400), and says when nothing is on file (404)', async () => {
    const { personOf, aClientWithSecrets, reveal } = helpersFor(t);
    const org = await anOrganization(t.db, { plan: 'PLATFORM' });
    const admin = await personOf(org.id, 'ADMIN', 'Avery');
    const { client } = await aClientWithSecrets(org.id);
    const noReason = await reveal(admin, client.id, { field: 'ssn' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().error.details[0]).toMatchObject({
      field: 'body.reason',
      message: sensitiveMessages.reasonRequired,
    });
    const noItem = await reveal(admin, client.id, { field: 'accountNumber', reason: 'DISPUTE_LETTER' });
    expect(noItem.statusCode).toBe(400);
    expect(noItem.json().error.details[0]).toMatchObject({ field: 'body.itemId' });
    const bare = await aPerson(t.db, 'CLIENT_VIEWER', { organizationId: org.id });
    const none = await reveal(admin, bare.id, { field: 'dateOfBirth', reason: 'DISPUTE_LETTER' });
    expect(none.statusCode).toBe(404);
    expect(none.json().error).toMatchObject({
      code: 'NOT_ON_FILE',
      message: sensitiveMessages.notOnFile('dateOfBirth'),
    });
    // Nothing was revealed, so nothing was logged.
    const entries = await t.db.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'sensitive.revealed'), eq(auditLog.actorId, admin.id)));
    expect(entries).toEqual([]);
  });

  it('answers 404 for another organization’s client or item, and 403 to non-admins', async () => {
    const { personOf, aClientWithSecrets, reveal } = helpersFor(t);
    const org = await anOrganization(t.db, { plan: 'PLATFORM' });
    const other = await anOrganization(t.db, { plan: 'PLATFORM' });
    const admin = await personOf(org.id, 'ADMIN', 'Avery');
    const { client } = await aClientWithSecrets(org.id);
    const theirs = await aClientWithSecrets(other.id);
    const across = await reveal(admin, theirs.client.id, { field: 'ssn', reason: 'DISPUTE_LETTER' });
    expect(across.statusCode).toBe(404);
    // Another client's item named under this client answers nothing.
    const crossed = await reveal(admin, client.id, {
      field: 'accountNumber',
      reason: 'DISPUTE_LETTER',
      itemId: theirs.issueId,
    });
    expect(crossed.statusCode).toBe(404);
    const consumer = await personOf(org.id, 'STANDARD', 'Sam');
    const refused = await reveal(consumer, client.id, { field: 'ssn', reason: 'DISPUTE_LETTER' });
    expect(refused.statusCode).toBe(403);
    const own = await reveal(consumer, consumer.id, { field: 'ssn', reason: 'DISPUTE_LETTER' });
    expect(own.statusCode).toBe(403);
    expect(
      (await reveal({ headers: {} }, client.id, { field: 'ssn', reason: 'DISPUTE_LETTER' })).statusCode,
    ).toBe(401);
  });
});

describe.each(testDatabaseKinds())('GET /api/admin/sensitive-access on %s', (kind) => {
  const t = appFor(kind);

  it('lists reveals, exports and test sessions newest first, by person and client, a page at a time', async () => {
    const { personOf, aClientWithSecrets, reveal } = helpersFor(t);
    const org = await anOrganization(t.db, { plan: 'PLATFORM' });
    const avery = await personOf(org.id, 'ADMIN', 'Avery');
    const blair = await personOf(org.id, 'ADMIN', 'Blair');
    const one = await aClientWithSecrets(org.id);
    const two = await aClientWithSecrets(org.id);
    await reveal(avery, one.client.id, { field: 'ssn', reason: 'DISPUTE_LETTER' });
    await reveal(blair, two.client.id, { field: 'dateOfBirth', reason: 'VERIFY_IDENTITY' });
    await reveal(avery, two.client.id, { field: 'ssn', reason: 'BUREAU_REQUEST' });
    const exported = await t.app.inject({
      method: 'POST',
      url: '/api/admin/client-export',
      headers: blair.headers,
      payload: { reason: 'CLIENT_ASKED' },
    });
    expect(exported.statusCode).toBe(200);
    // Another organization's reveal never shows here.
    const other = await anOrganization(t.db, { plan: 'PLATFORM' });
    const stranger = await personOf(other.id, 'ADMIN', 'Stranger');
    const theirs = await aClientWithSecrets(other.id);
    await reveal(stranger, theirs.client.id, { field: 'ssn', reason: 'DISPUTE_LETTER' });

    const list = (query: string, who: Who = avery) =>
      t.app.inject({ url: `/api/admin/sensitive-access${query}`, headers: who.headers });
    const all = await list('');
    expect(all.statusCode, all.body).toBe(200);
    const body = all.json();
    expect(body.entries.map((e: { act: string; field: string | null }) => [e.act, e.field])).toEqual([
      ['export', null],
      ['reveal', 'ssn'],
      ['reveal', 'dateOfBirth'],
      ['reveal', 'ssn'],
    ]);
    expect(body.entries[0]).toMatchObject({
      person: { id: blair.id, name: 'Blair Tester' },
      client: null,
      rows: 2,
    });
    expect(body.entries[1]).toMatchObject({
      person: { id: avery.id },
      client: { id: two.client.id },
      reason: 'BUREAU_REQUEST',
    });
    expect(body.people.map((p: { id: number }) => p.id).sort()).toEqual([avery.id, blair.id].sort());
    expect(body.clients.map((c: { id: number }) => c.id).sort()).toEqual(
      [one.client.id, two.client.id].sort(),
    );

    const byAvery = (await list(`?personId=${avery.id}`)).json();
    expect(byAvery.entries).toHaveLength(2);
    const aboutTwo = (await list(`?clientId=${two.client.id}`)).json();
    expect(aboutTwo.entries.map((e: { person: { id: number } }) => e.person.id)).toEqual([
      avery.id,
      blair.id,
    ]);

    const first = (await list('?limit=3')).json();
    expect(first.entries).toHaveLength(3);
    const rest = (await list(`?limit=3&cursor=${first.nextCursor}`)).json();
    expect(rest.entries.map((e: { id: number }) => e.id)).toEqual([body.entries[3].id]);
    expect(rest.nextCursor).toBeNull();
    // A cursor of one filter is refused on another.
    expect((await list(`?limit=3&personId=${avery.id}&cursor=${first.nextCursor}`)).statusCode).toBe(400);
  });

  it('answers 403 to non-admins and 400 to a bad filter', async () => {
    const admin = await createSignedInUser(t.app, t.db, 'ADMIN');
    const client = await createSignedInUser(t.app, t.db, 'STANDARD');
    const list = (query: string, who: { headers: Record<string, string> }) =>
      t.app.inject({ url: `/api/admin/sensitive-access${query}`, headers: who.headers });
    expect((await list('', client)).statusCode).toBe(403);
    expect((await list('?personId=abc', admin)).statusCode).toBe(400);
    expect((await list('?limit=1000', admin)).statusCode).toBe(400);
  });
});
