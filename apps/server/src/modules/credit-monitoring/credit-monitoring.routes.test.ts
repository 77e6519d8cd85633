import { experianMessages } from '@app/contracts/credit-monitoring.contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { aPersonWithTheDemoCreditFile, theDemoMonitoringFor } from '../../../test/factories/credit-files';
import { anAdmin, createSignedInUser } from '../../../test/factories/users';
import { useFileRows } from '../../../test/file-rows';
import { personalInfo } from '../../../test/monitoring-service';
import { expectOwnerOnly } from '../../../test/ownership';
import { useFileTestApps, useTestApp } from '../../../test/test-app-lifecycle';
import { testDatabaseKinds } from '../../../test/test-database';
import { sandboxRefusedPassword } from '../../integrations/bureaus/sandbox.adapter';

type Caller = { headers: Record<string, string>; userId: number };

const appFor = useFileTestApps({}, { seed: false });
/** A beta tester, Jordan Rivera, with the demo credit file; an admin; another beta tester. */
const rowsFor = useFileRows(async (t) => {
  const admin = await anAdmin(t);
  const beta = await aPersonWithTheDemoCreditFile(t, 'BETA_TESTER');
  const other = await createSignedInUser(t.app, t.db, 'BETA_TESTER');
  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, caller: Caller | null, payload?: unknown) =>
    t.app.inject({ method, url, headers: caller?.headers ?? {}, payload: payload as never });
  const details = (body: string) =>
    (JSON.parse(body).error.details as { field: string; message: string }[]).map((d) => d.field);
  /** The IdentityIQ connection the beta tester adds, synced and removed by the describes after it. */
  const added = { connectionId: 0 };
  return { admin, beta, other, call, details, added };
});

describe.each(testDatabaseKinds())('POST /api/experian/connect on %s', (kind) => {
  const t = appFor(kind);
  const s = rowsFor(kind, t);

  it('names every missing field, as the form lists them, and asks for the written authorisation', async () => {
    const res = await s.call('POST', '/api/experian/connect', s.beta, {
      personalInfo: { ...personalInfo, firstName: '  ', ssn: '', address: { city: 'Columbus' } },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('Please fill in: First Name, SSN, Street Address, State, ZIP Code');
    expect(s.details(res.body)).toEqual([
      'body.personalInfo.firstName',
      'body.personalInfo.ssn',
      'body.personalInfo.address.line1',
      'body.personalInfo.address.state',
      'body.personalInfo.address.zipCode',
      'body.fcraAuthorized',
    ]);
    const noConsent = await s.call('POST', '/api/experian/connect', s.beta, { personalInfo });
    expect(noConsent.statusCode).toBe(400);
    expect(noConsent.json().error.message).toBe(experianMessages.authorizationRequired);
  });

  it.each([
    ['a malformed SSN', { ssn: '123-45-678' }, 'ssn'],
    ['SSN area 000', { ssn: '000-12-3456' }, 'ssn'],
    ['SSN area 666', { ssn: '666-12-3456' }, 'ssn'],
    ['SSN group 00', { ssn: '123-00-3456' }, 'ssn'],
    ['SSN serial 0000', { ssn: '123-45-0000' }, 'ssn'],
    ['a state of three letters', { address: { ...personalInfo.address, state: 'OHI' } }, 'address.state'],
    ['a ZIP of 6 digits', { address: { ...personalInfo.address, zipCode: '432150' } }, 'address.zipCode'],
    ['a birth date in the future', { dateOfBirth: '2099-01-01' }, 'dateOfBirth'],
    ['a birth date under 18 years ago', { dateOfBirth: '2015-01-01' }, 'dateOfBirth'],
  ])('refuses %s with 400 naming the field', async (_, change, field) => {
    const res = await s.call('POST', '/api/experian/connect', s.beta, {
      personalInfo: { ...personalInfo, ...change },
      fcraAuthorized: true,
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(s.details(res.body)).toEqual([`body.personalInfo.${field}`]);
  });

  it('accepts an ITIN, since ITIN holders have credit files too', async () => {
    const res = await s.call('POST', '/api/experian/connect', s.other, {
      personalInfo: { ...personalInfo, ssn: '912-70-1234' },
      fcraAuthorized: true,
    });
    expect(res.statusCode, res.body).toBe(200);
  });

  it('imports the file: issues without duplicates, a score point, the connection; SSN only as its last four', async () => {
    const issuesBefore = (await s.call('GET', '/api/credit-issues', s.beta, undefined)).json() as unknown[];
    const historyBefore = (await s.call('GET', '/api/score-history', s.beta)).json() as unknown[];
    const res = await s.call('POST', '/api/experian/connect', s.beta, { personalInfo, fcraAuthorized: true });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.message).toBe('Your Experian credit monitoring is now active');
    expect(body.connection).toMatchObject({ provider: 'EXPERIAN', ssnLast4: '7812', source: 'sandbox' });
    expect(res.body).not.toContain('521447812');
    expect(res.body).not.toContain('521-44-7812');
    expect(body.imported.accounts).toBeGreaterThan(0);
    const issuesAfter = (await s.call('GET', '/api/credit-issues', s.beta)).json() as { creditor: string }[];
    expect(issuesAfter.length).toBe(issuesBefore.length + body.imported.issuesCreated);
    const historyAfter = (await s.call('GET', '/api/score-history', s.beta)).json() as unknown[];
    expect(historyAfter.length).toBe(historyBefore.length + 1);

    // Connecting again refreshes the one connection and adds no issue twice.
    const again = await s.call('POST', '/api/experian/connect', s.beta, {
      personalInfo,
      fcraAuthorized: true,
    });
    expect(again.json().imported.issuesCreated).toBe(0);
    expect(again.json().connection.id).toBe(body.connection.id);
    expect((await s.call('GET', '/api/credit-issues', s.beta)).json()).toHaveLength(issuesAfter.length);

    const consent = await t.db.db.execute(
      `select statement, ip, connection_id from fcra_authorizations where user_id = ${s.beta.userId} order by id desc` as never,
    );
    const rows = (consent as unknown as { rows: { statement: string; ip: string; connection_id: number }[] })
      .rows;
    expect(rows.length).toBeGreaterThanOrEqual(2);
    expect(rows[0]).toMatchObject({ ip: '127.0.0.1', connection_id: body.connection.id });
    expect(rows[0]?.statement).toMatch(/Fair Credit Reporting Act/);

    const list = (await s.call('GET', '/api/credit-monitoring-connections', s.beta)).json();
    expect(list.map((c: { provider: string }) => c.provider)).toContain('EXPERIAN');
    const history = (await s.call('GET', '/api/credit-file-sync-history', s.beta)).json();
    expect(history[0]).toMatchObject({ provider: 'EXPERIAN', syncStatus: 'SUCCESS' });
  });
});

describe.each(testDatabaseKinds())('POST /api/credit-monitoring-connections on %s', (kind) => {
  const s = rowsFor(kind, appFor(kind));

  it('names each missing field with the spec’s message', async () => {
    const res = await s.call('POST', '/api/credit-monitoring-connections', s.beta, {
      provider: 'IDENTITY_IQ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('Missing Information: Please fill in all required fields.');
    expect(s.details(res.body)).toEqual(['body.accountEmail', 'body.password']);
  });

  it('adds a connection with the spec’s defaults and never returns the password', async () => {
    const res = await s.call('POST', '/api/credit-monitoring-connections', s.beta, {
      provider: 'IDENTITY_IQ',
      accountEmail: 'jordan@example.com',
      password: 'Monitor-Pass-771',
      userId: s.beta.userId,
      credentialsEncrypted: Buffer.from('Monitor-Pass-771').toString('base64'),
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ syncFrequency: 'DAILY', autoSyncEnabled: true, isActive: true });
    expect(res.body).not.toMatch(/Monitor-Pass-771|password|credentials/i);
    s.added.connectionId = res.json().id;
    const twice = await s.call('POST', '/api/credit-monitoring-connections', s.beta, {
      provider: 'IDENTITY_IQ',
      accountEmail: 'jordan@example.com',
      password: 'x',
    });
    expect(twice.statusCode).toBe(409);
  });
});

describe.each(testDatabaseKinds())('POST /api/sync-credit-monitoring/{id} on %s', (kind) => {
  const t = appFor(kind);
  const s = rowsFor(kind, t);

  it('syncs through the port and records the entry; another person gets 404', async () => {
    await expectOwnerOnly(
      t.app,
      { method: 'POST', url: `/api/sync-credit-monitoring/${s.added.connectionId}` },
      { owner: s.beta, other: s.other, admin: s.admin },
    );
    const res = await s.call('POST', `/api/sync-credit-monitoring/${s.added.connectionId}`, s.beta);
    expect(res.json().entry).toMatchObject({ provider: 'IDENTITY_IQ', syncStatus: 'SUCCESS' });
    expect(res.json().connection.lastSyncDate).not.toBeNull();
    const theirs = await s.call('GET', `/api/credit-monitoring-connections?userId=${s.beta.userId}`, s.other);
    expect(theirs.statusCode).toBe(404);
    const theirHistory = await s.call(
      'GET',
      `/api/credit-file-sync-history?userId=${s.beta.userId}`,
      s.other,
    );
    expect(theirHistory.statusCode).toBe(404);
    const adminView = await s.call('GET', `/api/credit-file-sync-history?userId=${s.beta.userId}`, s.admin);
    expect(adminView.json().length).toBeGreaterThan(0);
  });

  it('records a refused sign-in as a failed sync and answers 502 naming the provider', async () => {
    const add = await s.call('POST', '/api/credit-monitoring-connections', s.beta, {
      provider: 'SMART_CREDIT',
      accountEmail: 'jordan@example.com',
      password: sandboxRefusedPassword,
    });
    const res = await s.call('POST', `/api/sync-credit-monitoring/${add.json().id}`, s.beta);
    expect(res.statusCode).toBe(502);
    expect(res.json().error.message).toMatch(/^SmartCredit refused the sign-in/);
    const history = (await s.call('GET', '/api/credit-file-sync-history', s.beta)).json();
    expect(history[0]).toMatchObject({ provider: 'SMART_CREDIT', syncStatus: 'FAILED', scoreChange: null });
  });
});

describe.each(testDatabaseKinds())('DELETE /api/credit-monitoring-connections/{id} on %s', (kind) => {
  const s = rowsFor(kind, appFor(kind));

  it('removes only one’s own connection', async () => {
    const url = `/api/credit-monitoring-connections/${s.added.connectionId}`;
    expect((await s.call('DELETE', url, s.other)).statusCode).toBe(404);
    expect((await s.call('DELETE', url, s.beta)).statusCode).toBe(204);
    expect((await s.call('DELETE', url, s.beta)).statusCode).toBe(404);
  });
});

describe.each(testDatabaseKinds())('GET /api/credit-file-sync-history on %s', (kind) => {
  const t = appFor(kind);
  const s = rowsFor(kind, t);

  it('shows the demo client an Experian sandbox connection whose latest sync removed a disputed item', async () => {
    const client = await aPersonWithTheDemoCreditFile(t, 'CLIENT_VIEWER', {
      firstName: 'Casey',
      lastName: 'Bennett',
    });
    await theDemoMonitoringFor(t, client.userId);
    const [connection] = (await s.call('GET', '/api/credit-monitoring-connections', client)).json();
    expect(connection).toMatchObject({ provider: 'EXPERIAN', source: 'sandbox', isActive: true });
    const history = (await s.call('GET', '/api/credit-file-sync-history', client)).json();
    expect(history).toHaveLength(5);
    const [latest] = history;
    expect(latest).toMatchObject({ itemsRemoved: 1, scoreChange: 7 });
    const disputes = (await s.call('GET', '/api/disputes', client)).json() as {
      id: number;
      status: string;
    }[];
    const credited = disputes.find((d) => d.id === latest.removedItems[0].creditedDisputeId);
    expect(credited?.status).toBe('RESOLVED');
  });
});

describe.each(testDatabaseKinds())('GET /api/admin/credit-connections on %s', (kind) => {
  const s = rowsFor(kind, appFor(kind));

  it('lists connections with the client’s name, and only to admins', async () => {
    expect((await s.call('GET', '/api/admin/credit-connections', s.beta)).statusCode).toBe(403);
    const res = await s.call('GET', '/api/admin/credit-connections', s.admin);
    const mine = res
      .json()
      .find(
        (c: { userId: number; provider: string }) => c.userId === s.beta.userId && c.provider === 'EXPERIAN',
      );
    expect(mine).toMatchObject({ provider: 'EXPERIAN', isActive: true, user: { firstName: 'Jordan' } });
  });
});

describe.each(testDatabaseKinds())('GET /api/admin/credit-data/{userId} on %s', (kind) => {
  const t = appFor(kind);
  const s = rowsFor(kind, t);

  it('shows a client’s credit data and writes the read to the audit log', async () => {
    expect((await s.call('GET', `/api/admin/credit-data/${s.beta.userId}`, s.beta)).statusCode).toBe(403);
    const res = await s.call('GET', `/api/admin/credit-data/${s.beta.userId}`, s.admin);
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json();
    expect(data.score).toBeGreaterThanOrEqual(300);
    expect(data.accounts[0]).toEqual(
      expect.objectContaining({ accountName: expect.any(String), paymentStatus: expect.any(String) }),
    );
    expect(Array.isArray(data.inquiries) && Array.isArray(data.publicRecords)).toBe(true);
    const audit = await t.app.services.audit.listForSubject(s.beta.userId, 10);
    expect(audit.map((a) => a.action)).toContain('credit_data.viewed');
    expect(audit.find((a) => a.action === 'credit_data.viewed')?.actorId).toBe(s.admin.userId);
    const none = await s.call('GET', `/api/admin/credit-data/${s.other.userId + 1000}`, s.admin);
    expect(none.statusCode).toBe(404);
  });
});

// An app of its own: the Experian adapter, pointed at an address where nothing answers.
describe('POST /api/experian/connect when the provider does not answer', () => {
  const t = useTestApp(
    'pglite',
    {
      BUREAU_PROVIDER: 'experian',
      EXPERIAN_CLIENT_ID: 'id',
      EXPERIAN_CLIENT_SECRET: 'secret',
      EXPERIAN_SUBSCRIBER_CODE: '1',
      // Nothing listens on port 9 of loopback: the pull fails fast, as a dead provider would.
      EXPERIAN_BASE_URL: 'http://127.0.0.1:9',
      EXPERIAN_TIMEOUT_MS: '2000',
    },
    { seed: false },
  );
  let beta: Caller;
  beforeAll(async () => {
    beta = await createSignedInUser(t.app, t.db, 'BETA_TESTER');
  });

  it('answers 502 naming Experian and stores no connection, issue or score', async () => {
    const count = async (table: string) =>
      (
        (await t.db.db.execute(`select count(*)::int as n from ${table}` as never)) as unknown as {
          rows: { n: number }[];
        }
      ).rows[0]?.n;
    const before = [
      await count('credit_issues'),
      await count('score_history'),
      await count('monitoring_connections'),
    ];
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/experian/connect',
      headers: beta.headers,
      payload: { personalInfo, fcraAuthorized: true },
    });
    expect(res.statusCode).toBe(502);
    expect(res.json().error.message).toMatch(/Experian/);
    expect([
      await count('credit_issues'),
      await count('score_history'),
      await count('monitoring_connections'),
    ]).toEqual(before);
  });
});
