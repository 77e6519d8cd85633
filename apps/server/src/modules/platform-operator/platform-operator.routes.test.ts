import { randomBytes } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { theDemoCreditFor } from '../../../test/factories/credit-files';
import { anOrganization } from '../../../test/factories/organizations';
import { aPerson, aPersonWithPassword } from '../../../test/factories/users';
import { useFileTestApps } from '../../../test/test-app-lifecycle';
import { testDatabaseKinds } from '../../../test/test-database';
import { auditLog, disputes, organizations, sessions, users } from '../../db/schema';
import { platformOrganizationId } from '../../db/schema/organizations';

// The platform operator (an admin of the platform's own organization) sees every organization from
// above, suspends and reinstates them, and reads a company's consumers only under its owner's grant.
const appFor = useFileTestApps({ COMPANY_TIME_ZONE: 'America/New_York' }, { seed: false });
const tag = () => randomBytes(4).toString('hex');
afterEach(() => {
  vi.useRealTimers();
});

type T = ReturnType<typeof appFor>;

async function signedIn(t: T, userId: number) {
  const { token } = await t.app.services.sessions.start(userId, { ip: '127.0.0.1' });
  return { authorization: `Bearer ${token}` };
}

const asOperator = async (t: T) => signedIn(t, (await aPerson(t.db, 'ADMIN')).id);

/** A company with an owner (its first admin), a second admin made later, and clients. */
async function aCompany(t: T, clients = 1, fields: { host?: string } = {}) {
  const org = await anOrganization(t.db, fields);
  const owner = await aPerson(t.db, 'ADMIN', {
    organizationId: org.id,
    createdAt: new Date('2026-01-01T00:00:00Z'),
  });
  const otherAdmin = await aPerson(t.db, 'ADMIN', {
    organizationId: org.id,
    teamRole: 'ADMIN',
    createdAt: new Date('2026-01-02T00:00:00Z'),
  });
  const people = [];
  for (let i = 0; i < clients; i++) people.push(await aPerson(t.db, 'STANDARD', { organizationId: org.id }));
  return { org, owner, otherAdmin, clients: people };
}

const entriesOf = (t: T, organizationId: number, action: string) =>
  t.db.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.organizationId, organizationId), eq(auditLog.action, action)));

describe.each(testDatabaseKinds())('GET /api/operator/organizations on %s', (kind) => {
  const t = appFor(kind);

  it('lists each organization with its plan, status, clients and letters this month in the company’s zone', async () => {
    // 03:00 UTC on 1 March is still 28 February in New York: February is "this month".
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-01T03:00:00Z'));
    const company = await aCompany(t, 3);
    const [client] = company.clients;
    if (!client) throw new Error('the company has clients');
    await theDemoCreditFor(t.db, client.id);
    const letters = await t.db.db
      .select({ id: disputes.id })
      .from(disputes)
      .where(eq(disputes.userId, client.id));
    expect(letters.length).toBeGreaterThanOrEqual(3);
    const at = ['2026-02-01T05:00:00Z', '2026-03-01T01:00:00Z'];
    for (const [i, letter] of letters.entries()) {
      const createdAt = new Date(at[i] ?? '2026-02-01T04:59:00Z'); // 23:59 on 31 January in New York
      await t.db.db.update(disputes).set({ createdAt }).where(eq(disputes.id, letter.id));
    }

    const res = await t.app.inject({
      method: 'GET',
      url: '/api/operator/organizations',
      headers: await asOperator(t),
    });
    expect(res.statusCode, res.body).toBe(200);
    const listed = res.json().organizations as { id: number }[];
    expect(listed.find((o) => o.id === company.org.id)).toMatchObject({
      companyName: company.org.companyName,
      plan: 'WHITE_LABEL',
      status: 'active',
      activeClients: 3,
      lettersThisMonth: 2,
      accessUntil: null,
    });
    expect(listed.find((o) => o.id === platformOrganizationId)).toMatchObject({ plan: 'PLATFORM' });
  });

  it('is refused to an admin of any other organization', async () => {
    const company = await aCompany(t, 0);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/operator/organizations',
      headers: await signedIn(t, company.owner.id),
    });
    expect(res.statusCode).toBe(403);
  });
});

describe.each(testDatabaseKinds())(
  'POST /api/operator/organizations/{organizationId}/suspend on %s',
  (kind) => {
    const t = appFor(kind);

    it('ends the organization’s sessions at once, refuses its sign-in, deletes nothing, and is audited', async () => {
      const host = `paused-${tag()}.localhost`;
      const company = await aCompany(t, 2, { host });
      const member = await aPersonWithPassword(t.db, 'STANDARD', { organizationId: company.org.id });
      const memberSession = await signedIn(t, member.userId);
      const me = { method: 'GET' as const, url: '/api/users/current', headers: memberSession };
      expect((await t.app.inject(me)).statusCode).toBe(200);
      const operator = await asOperator(t);

      const suspend = () =>
        t.app.inject({
          method: 'POST',
          url: `/api/operator/organizations/${company.org.id}/suspend`,
          headers: operator,
        });
      expect((await suspend()).statusCode).toBe(204);
      expect((await t.app.inject(me)).statusCode).toBe(401);
      const people = await t.db.db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.organizationId, company.org.id));
      expect(people).toHaveLength(5);
      const left = await t.db.db
        .select()
        .from(sessions)
        .where(
          inArray(
            sessions.userId,
            people.map((p) => p.id),
          ),
        );
      expect(left).toEqual([]);
      const login = () =>
        t.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          headers: { host },
          payload: { email: member.email, password: member.password, loginType: 'client' },
        });
      const refused = await login();
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error.code).toBe('ORGANIZATION_SUSPENDED');
      expect((await suspend()).statusCode).toBe(409);
      expect(await entriesOf(t, platformOrganizationId, 'organization.suspended')).toEqual(
        expect.arrayContaining([expect.objectContaining({ targetId: String(company.org.id) })]),
      );

      const reinstate = await t.app.inject({
        method: 'POST',
        url: `/api/operator/organizations/${company.org.id}/reinstate`,
        headers: operator,
      });
      expect(reinstate.statusCode).toBe(204);
      expect((await login()).statusCode).toBe(200);
      const [row] = await t.db.db.select().from(organizations).where(eq(organizations.id, company.org.id));
      expect(row).toMatchObject({ status: 'active', suspendedAt: null });
    });

    it('never suspends the platform’s own organization, and answers 404 for one that does not exist', async () => {
      const operator = await asOperator(t);
      const own = await t.app.inject({
        method: 'POST',
        url: `/api/operator/organizations/${platformOrganizationId}/suspend`,
        headers: operator,
      });
      expect(own.statusCode).toBe(409);
      const none = await t.app.inject({
        method: 'POST',
        url: '/api/operator/organizations/999999/suspend',
        headers: operator,
      });
      expect(none.statusCode).toBe(404);
      const tooLarge = await t.app.inject({
        method: 'POST',
        url: '/api/operator/organizations/99999999999/suspend',
        headers: operator,
      });
      expect(tooLarge.statusCode).toBe(400);
    });
  },
);

describe.each(testDatabaseKinds())(
  'GET /api/operator/organizations/{organizationId}/clients/{userId} on %s',
  (kind) => {
    const t = appFor(kind);

    it('answers 404 without a grant, the file and letters under one until it expires, with both logs showing it', async () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(new Date('2026-05-10T12:00:00Z'));
      const company = await aCompany(t, 1);
      const [client] = company.clients;
      if (!client) throw new Error('the company has one client');
      await theDemoCreditFor(t.db, client.id);
      const operatorId = (await aPerson(t.db, 'ADMIN')).id;
      let operator = await signedIn(t, operatorId);
      const owner = await signedIn(t, company.owner.id);
      const file = () =>
        t.app.inject({
          method: 'GET',
          url: `/api/operator/organizations/${company.org.id}/clients/${client.id}`,
          headers: operator,
        });
      const list = () =>
        t.app.inject({
          method: 'GET',
          url: `/api/operator/organizations/${company.org.id}/clients`,
          headers: operator,
        });
      expect((await file()).statusCode).toBe(404);
      expect((await list()).statusCode).toBe(404);
      // The operator's ordinary admin routes do not reach the company's client either.
      const summary = await t.app.inject({
        method: 'GET',
        url: `/api/admin/clients/${client.id}/summary`,
        headers: operator,
      });
      expect(summary.statusCode).toBe(404);

      // Only the owner grants: the company's later admin is refused.
      const byOther = await t.app.inject({
        method: 'POST',
        url: '/api/admin/operator-access',
        headers: await signedIn(t, company.otherAdmin.id),
        payload: { hours: 24 },
      });
      expect(byOther.statusCode).toBe(403);
      const badHours = await t.app.inject({
        method: 'POST',
        url: '/api/admin/operator-access',
        headers: owner,
        payload: { hours: 5 },
      });
      expect(badHours.statusCode).toBe(400);
      expect(badHours.json().error.details[0].field).toBe('body.hours');
      const granted = await t.app.inject({
        method: 'POST',
        url: '/api/admin/operator-access',
        headers: owner,
        payload: { hours: 24 },
      });
      expect(granted.statusCode).toBe(204);

      const opened = await file();
      expect(opened.statusCode).toBe(200);
      expect(opened.json()).toMatchObject({
        accessUntil: '2026-05-11T12:00:00.000Z',
        client: { id: client.id, email: client.email },
      });
      expect(opened.json().letters.length).toBeGreaterThan(0);
      const listed = await list();
      expect(listed.json().clients.map((c: { id: number }) => c.id)).toEqual([client.id]);
      // Another organization's person is not found through this company's grant.
      const stranger = await aPerson(t.db, 'STANDARD');
      const across = await t.app.inject({
        method: 'GET',
        url: `/api/operator/organizations/${company.org.id}/clients/${stranger.id}`,
        headers: operator,
      });
      expect(across.statusCode).toBe(404);

      // A day later (and a new session, the old one having gone idle) the grant has run out.
      vi.setSystemTime(new Date('2026-05-11T12:00:01Z'));
      operator = await signedIn(t, operatorId);
      expect((await file()).statusCode).toBe(404);

      for (const side of [company.org.id, platformOrganizationId]) {
        expect(await entriesOf(t, side, 'operator_access.granted')).toEqual(
          expect.arrayContaining([expect.objectContaining({ actorId: company.owner.id })]),
        );
        const uses = (await entriesOf(t, side, 'operator_access.used')).filter(
          (e) => (e.details as { organizationId: number }).organizationId === company.org.id,
        );
        expect(uses.map((e) => (e.details as { opened: string }).opened).sort()).toEqual([
          'client',
          'client',
          'clients',
        ]);
        expect(await entriesOf(t, side, 'operator_access.expired')).toEqual(
          expect.arrayContaining([expect.objectContaining({ targetId: String(company.org.id) })]),
        );
      }

      // The owner's screen shows the grant as ended and the operator's uses in words.
      const overview = await t.app.inject({
        method: 'GET',
        url: '/api/admin/operator-access',
        headers: await signedIn(t, company.owner.id),
      });
      expect(overview.statusCode).toBe(200);
      expect(overview.json()).toMatchObject({ youAreOwner: true, grants: [{ hours: 24, live: false }] });
      expect(overview.json().uses.map((u: { words: string }) => u.words)).toEqual(
        expect.arrayContaining([
          expect.stringMatching(/^Platform operator .*opened a client’s file and letters$/),
        ]),
      );
    });
  },
);

describe.each(testDatabaseKinds())('POST /api/admin/operator-access/{id}/revoke on %s', (kind) => {
  const t = appFor(kind);

  it('ends the grant at once, once, and records it on both sides', async () => {
    const company = await aCompany(t, 1);
    const operator = await asOperator(t);
    const owner = await signedIn(t, company.owner.id);
    await t.app.inject({
      method: 'POST',
      url: '/api/admin/operator-access',
      headers: owner,
      payload: { hours: 1 },
    });
    const overview = await t.app.inject({ method: 'GET', url: '/api/admin/operator-access', headers: owner });
    const [grant] = overview.json().grants;
    const clients = () =>
      t.app.inject({
        method: 'GET',
        url: `/api/operator/organizations/${company.org.id}/clients`,
        headers: operator,
      });
    expect((await clients()).statusCode).toBe(200);
    const revoke = () =>
      t.app.inject({ method: 'POST', url: `/api/admin/operator-access/${grant.id}/revoke`, headers: owner });
    expect((await revoke()).statusCode).toBe(204);
    expect((await clients()).statusCode).toBe(404);
    expect((await revoke()).statusCode).toBe(409);
    for (const side of [company.org.id, platformOrganizationId]) {
      expect(await entriesOf(t, side, 'operator_access.revoked')).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ details: { organizationId: company.org.id, grantId: grant.id } }),
        ]),
      );
    }
    // Another organization's grant id is not found.
    const other = await aCompany(t, 0);
    const foreign = await t.app.inject({
      method: 'POST',
      url: `/api/admin/operator-access/${grant.id}/revoke`,
      headers: await signedIn(t, other.owner.id),
    });
    expect(foreign.statusCode).toBe(404);
  });
});

describe.each(testDatabaseKinds())('GET /api/admin/operator-access on %s', (kind) => {
  const t = appFor(kind);

  it('only reads: a grant that ran out has its expiry written by the job, not by the company’s page', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-05-10T12:00:00Z'));
    const company = await aCompany(t, 0);
    const granted = await t.app.inject({
      method: 'POST',
      url: '/api/admin/operator-access',
      headers: await signedIn(t, company.owner.id),
      payload: { hours: 1 },
    });
    expect(granted.statusCode, granted.body).toBe(204);
    vi.setSystemTime(new Date('2026-05-10T14:00:00Z'));
    const overview = await t.app.inject({
      method: 'GET',
      url: '/api/admin/operator-access',
      headers: await signedIn(t, company.owner.id),
    });
    expect(overview.statusCode).toBe(200);
    expect(overview.json()).toMatchObject({ grants: [{ hours: 1, live: false }] });
    const expiries = () => entriesOf(t, company.org.id, 'operator_access.expired');
    expect(await expiries()).toEqual([]);
    await t.app.services.platformOperator.recordExpiries();
    expect(await expiries()).toHaveLength(1);
  });
});

describe.each(testDatabaseKinds())('PATCH /api/admin/users/{userId} keeping the last owner on %s', (kind) => {
  const t = appFor(kind);

  it('lets another Owner demote an Owner; an Admin may not', async () => {
    const company = await aCompany(t, 0);
    const demote = async (by: number) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/admin/users/${company.owner.id}`,
        headers: await signedIn(t, by),
        payload: { accessLevel: 'STANDARD' },
      });
    expect((await demote(company.otherAdmin.id)).statusCode).toBe(403);
    const second = await aPerson(t.db, 'ADMIN', { organizationId: company.org.id, teamRole: 'OWNER' });
    expect((await demote(second.id)).statusCode).toBe(200);
  });
});
