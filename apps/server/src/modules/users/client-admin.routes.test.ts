import { accessLevelMessages } from '@app/contracts/admin-clients.contract';
import { clientMessages } from '@app/contracts/users.contract';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { aBetaTestersFiles } from '../../../test/factories/credit-files';
import { anOrganization } from '../../../test/factories/organizations';
import { aBetaTester, aPerson, createSignedInUser } from '../../../test/factories/users';
import { useSharedRows } from '../../../test/file-rows';
import { useFileTestApps } from '../../../test/test-app-lifecycle';
import { type DatabaseKind, testDatabaseKinds } from '../../../test/test-database';
import { auditLog, creditReports, scoreHistory, sessions, users } from '../../db/schema';

type Caller = { userId: number; headers: Record<string, string> };

const newClient = (tag: string, extra: Record<string, unknown> = {}) => ({
  firstName: 'Dana',
  lastName: `Client ${tag}`,
  email: `dana.${tag}@example.com`,
  password: 'Start#Tmp2026x',
  ...extra,
});

const appFor = useFileTestApps({}, { seed: false });
const people = useSharedRows(appFor, async (t) => {
  const admin: Caller = await createSignedInUser(t.app, t.db, 'ADMIN');
  // A client with a report, issues and disputes of their own, for the summary.
  const beta = await aBetaTester(t);
  await aBetaTestersFiles(t, beta.userId);
  const profile = await t.app.inject({ url: `/api/users/${beta.userId}`, headers: admin.headers });
  return {
    admin,
    client: (await createSignedInUser(t.app, t.db, 'CLIENT_VIEWER')) as Caller,
    betaEmail: (profile.json() as { email: string }).email,
  };
});

function setup(kind: DatabaseKind) {
  const { t, rows: p } = people(kind);
  let n = 0;
  const tag = () => `${kind}${Date.now().toString(36)}${n++}`;
  const send = (
    method: 'POST' | 'PATCH' | 'GET',
    url: string,
    c: { headers: Record<string, string> },
    payload?: unknown,
  ) => t.app.inject({ method, url, headers: c.headers, payload: payload as never });

  async function createClient(extra: Record<string, unknown> = {}) {
    const res = await send('POST', '/api/users', p.admin, newClient(tag(), extra));
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { id: number; email: string; accessLevel: string; requiresPasswordReset: boolean };
  }
  return { t, p, tag, send, createClient };
}

describe.each(testDatabaseKinds())('POST /api/users on %s', (kind) => {
  const { t, p, tag, send, createClient } = setup(kind);

  it('answers 401 to anonymous and 403 to non-admins on every client management route', async () => {
    const target = await createClient();
    const routes: { method: 'POST' | 'PATCH' | 'GET'; url: string; payload?: unknown }[] = [
      { method: 'POST', url: '/api/users', payload: newClient(tag()) },
      { method: 'GET', url: '/api/users?search=dana' },
      { method: 'PATCH', url: `/api/admin/users/${target.id}`, payload: { accessLevel: 'STANDARD' } },
      { method: 'GET', url: `/api/admin/clients/${target.id}/summary` },
      { method: 'GET', url: `/api/admin/users/${target.id}/audit` },
    ];
    const beta = await createSignedInUser(t.app, t.db, 'BETA_TESTER');
    for (const r of routes) {
      expect((await send(r.method, r.url, { headers: {} }, r.payload)).statusCode, `anon ${r.url}`).toBe(401);
      expect((await send(r.method, r.url, p.client, r.payload)).statusCode, `client ${r.url}`).toBe(403);
      expect((await send(r.method, r.url, beta, r.payload)).statusCode, `beta ${r.url}`).toBe(403);
    }
    // Nothing of the refused calls happened.
    const after = (await send('GET', `/api/users/${target.id}`, p.admin)).json();
    expect(after.accessLevel).toBe('CLIENT_VIEWER');
  });

  it('creates a client viewer who must reset the password, with the stated score as the specialist’s report', async () => {
    for (const [score, rating] of [
      [750, 'EXCELLENT'],
      [749, 'GOOD'],
      [700, 'GOOD'],
      [699, 'FAIR'],
      [650, 'FAIR'],
      [649, 'POOR'],
    ] as const) {
      const user = await createClient({ startingScore: score });
      expect(user.accessLevel).toBe('CLIENT_VIEWER');
      expect(user.requiresPasswordReset).toBe(true);
      const report = (await send('GET', `/api/credit-reports/${user.id}`, p.admin)).json();
      expect(report).toMatchObject({
        creditScore: score,
        creditRating: rating,
        utilizationRate: null,
        accountAge: null,
        source: 'specialist',
      });
      const [row] = await t.db.db.select().from(creditReports).where(eq(creditReports.userId, user.id));
      expect(row?.utilizationBp).toBeNull();
      const history = (await send('GET', `/api/score-history/${user.id}`, p.admin)).json();
      expect(history.map((p: { score: number }) => p.score)).toEqual([score]);
    }
  });

  it('assumes no starting score and lets the new client sign in only to set a password', async () => {
    const body = newClient(tag());
    const res = await send('POST', '/api/users', p.admin, body);
    expect(res.statusCode).toBe(201);
    const summary = (await send('GET', `/api/admin/clients/${res.json().id}/summary`, p.admin)).json();
    expect(summary).toMatchObject({ creditScore: null, creditScoreSource: null });
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: body.email.toUpperCase(), password: body.password, loginType: 'client' },
    });
    expect(login.statusCode).toBe(200);
    expect(login.json().requiresPasswordReset).toBe(true);
    const blocked = await t.app.inject({
      url: '/api/credit-issues',
      headers: { authorization: `Bearer ${login.json().token}` },
    });
    expect(blocked.statusCode).toBe(403);
  });

  it('refuses a duplicate email in any letter case with 409 naming the email field', async () => {
    const first = await createClient();
    const again = await send(
      'POST',
      '/api/users',
      p.admin,
      newClient(tag(), { email: first.email.toUpperCase() }),
    );
    expect(again.statusCode).toBe(409);
    const error = again.json().error;
    expect(error.message).toBe(clientMessages.emailTaken(first.email));
    expect(error.details).toEqual([{ field: 'email', message: clientMessages.emailTaken(first.email) }]);
  });

  it('names the field at fault for bad input and never answers 5xx', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ startingScore: 299 }, 'startingScore'],
      [{ startingScore: 851 }, 'startingScore'],
      [{ startingScore: 700.5 }, 'startingScore'],
      [{ email: 'not-an-email' }, 'email'],
      [{ firstName: '  ' }, 'firstName'],
      [{ password: '' }, 'password'],
      [{ accessLevel: 'ADMIN' }, 'accessLevel'],
    ];
    for (const [extra, field] of cases) {
      const res = await send('POST', '/api/users', p.admin, newClient(tag(), extra));
      expect(res.statusCode, JSON.stringify(extra)).toBe(400);
      expect(JSON.stringify(res.json().error.details)).toContain(field);
    }
    const weak = await send('POST', '/api/users', p.admin, newClient(tag(), { password: 'short' }));
    expect(weak.statusCode).toBe(400);
    expect(weak.json().error.details[0].field).toBe('password');
  });

  it('leaves no user behind when the report insert fails midway (one transaction)', async () => {
    // The credit report row goes in, then its history point fails: both and the user must vanish.
    await t.db.exec(`
      create or replace function fail_score_777() returns trigger language plpgsql as $$
      begin
        if new.score = 777 then raise exception 'simulated failure of the second insert'; end if;
        return new;
      end $$;
      create trigger fail_score_777 before insert on score_history
        for each row execute function fail_score_777();`);
    try {
      const body = newClient(tag(), { startingScore: 777 });
      const res = await send('POST', '/api/users', p.admin, body);
      expect(res.statusCode).toBe(500);
      const left = await t.db.db.select().from(users).where(sql`lower(${users.email}) = ${body.email}`);
      expect(left).toEqual([]);
      const reports = await t.db.db.select().from(creditReports).where(eq(creditReports.creditScore, 777));
      expect(reports).toEqual([]);
      const points = await t.db.db.select().from(scoreHistory).where(eq(scoreHistory.score, 777));
      expect(points).toEqual([]);
      // The same email works once the failure is gone: nothing half-made blocks it.
      await t.db.exec('drop trigger fail_score_777 on score_history');
      expect((await send('POST', '/api/users', p.admin, body)).statusCode).toBe(201);
    } finally {
      await t.db.exec('drop trigger if exists fail_score_777 on score_history');
    }
  });
});

describe.each(testDatabaseKinds())('GET /api/admin/users/{userId}/audit on %s', (kind) => {
  const { t, p, send, createClient } = setup(kind);

  it('audits client creation with the admin as actor, readable in the client activity', async () => {
    const user = await createClient({ startingScore: 720 });
    const activity = await send('GET', `/api/admin/users/${user.id}/audit`, p.admin);
    expect(activity.statusCode).toBe(200);
    const [entry] = activity.json();
    expect(entry).toMatchObject({
      action: 'client.created',
      actorName: expect.stringMatching(/^Test User/),
      details: { email: user.email, startingScore: 720, creditRating: 'GOOD' },
    });
    expect(JSON.stringify(activity.json())).not.toMatch(/Start#Tmp|password/i);
  });

  it('hides secret-looking details of stored audit entries, whatever their shape', async () => {
    const user = await createClient();
    // Written as a row, not through the typed audit log: a stored entry may predate today's events.
    await t.db.db.insert(auditLog).values({
      actorId: p.admin.userId,
      action: 'credit_report.uploaded',
      subjectUserId: user.id,
      details: { fileName: 'report.pdf', accountNumber: '1234567890', nested: { ssn: '123-45-6789', ok: 1 } },
    });
    const [entry] = (await send('GET', `/api/admin/users/${user.id}/audit`, p.admin)).json();
    expect(entry.details).toEqual({ fileName: 'report.pdf', nested: { ok: 1 } });
  });
});

describe.each(testDatabaseKinds())('GET /api/admin/clients/{userId}/summary on %s', (kind) => {
  const { t, p, send } = setup(kind);

  it('summarises a client from their reports, issues and disputes', async () => {
    const beta = (
      await send('GET', `/api/users?search=${encodeURIComponent(p.betaEmail)}&clientsOnly=true`, p.admin)
    ).json().items[0];
    const summary = (await send('GET', `/api/admin/clients/${beta.id}/summary`, p.admin)).json();
    const issues = (await send('GET', `/api/credit-issues/${beta.id}`, p.admin)).json();
    const disputes = (await send('GET', `/api/disputes/${beta.id}`, p.admin)).json();
    const latest = (await send('GET', `/api/credit-reports/${beta.id}`, p.admin)).json();
    expect(summary).toEqual({
      userId: beta.id,
      creditScore: latest.creditScore,
      creditScoreSource: latest.source,
      activeIssues: issues.filter((i: { status: string }) => i.status === 'ACTIVE').length,
      pendingDisputes: disputes.filter((d: { status: string }) => d.status === 'PENDING').length,
      inProgressDisputes: disputes.filter((d: { status: string }) =>
        ['PENDING', 'SENT', 'DELIVERED', 'FOLLOW_UP_REQUIRED'].includes(d.status),
      ).length,
      totalDisputes: disputes.length,
    });
    expect(summary.totalDisputes).toBeGreaterThan(0);
    const bare = await createSignedInUser(t.app, t.db, 'CLIENT_VIEWER');
    expect((await send('GET', `/api/admin/clients/${bare.userId}/summary`, p.admin)).json()).toEqual({
      userId: bare.userId,
      creditScore: null,
      creditScoreSource: null,
      activeIssues: 0,
      pendingDisputes: 0,
      inProgressDisputes: 0,
      totalDisputes: 0,
    });
    expect((await send('GET', '/api/admin/clients/999999/summary', p.admin)).statusCode).toBe(404);
  });
});

describe.each(testDatabaseKinds())('PATCH /api/admin/users/{userId} on %s', (kind) => {
  const { t, p, send } = setup(kind);

  it('changes an access level, audits old and new, and ends that user’s sessions', async () => {
    const target = await createSignedInUser(t.app, t.db, 'CLIENT_VIEWER');
    await t.app.services.sessions.start(target.userId, { ip: '127.0.0.1' });
    const res = await send('PATCH', `/api/admin/users/${target.userId}`, p.admin, {
      accessLevel: 'BETA_TESTER',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().accessLevel).toBe('BETA_TESTER');
    const left = await t.db.db.select().from(sessions).where(eq(sessions.userId, target.userId));
    expect(left).toEqual([]);
    expect((await send('GET', '/api/users/current', target)).statusCode).toBe(401);
    const [entry] = await t.db.db.select().from(auditLog).where(eq(auditLog.subjectUserId, target.userId));
    expect(entry).toMatchObject({
      action: 'user.access_level_changed',
      actorId: p.admin.userId,
      details: { from: 'CLIENT_VIEWER', to: 'BETA_TESTER' },
    });
    const bad = await send('PATCH', `/api/admin/users/${target.userId}`, p.admin, { accessLevel: 'ROOT' });
    expect(bad.statusCode).toBe(400);
    expect(
      (await send('PATCH', '/api/admin/users/999999', p.admin, { accessLevel: 'STANDARD' })).statusCode,
    ).toBe(404);
  });

  it('does not let an admin demote themselves', async () => {
    const me = await createSignedInUser(t.app, t.db, 'ADMIN');
    const res = await send('PATCH', `/api/admin/users/${me.userId}`, me, { accessLevel: 'STANDARD' });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.details[0].field).toBe('accessLevel');
    expect((await send('GET', '/api/users/current', me)).json().accessLevel).toBe('ADMIN');
  });

  it('leaves admin access to the Owner: an Admin neither makes an admin nor demotes an Admin or the Owner', async () => {
    const org = await anOrganization(t.db);
    const inOrg = { organizationId: org.id };
    const owner = await createSignedInUser(t.app, t.db, 'ADMIN', { ...inOrg, teamRole: 'OWNER' });
    const admin = await createSignedInUser(t.app, t.db, 'ADMIN', { ...inOrg, teamRole: 'ADMIN' });
    const otherAdmin = await aPerson(t.db, 'ADMIN', { ...inOrg, teamRole: 'ADMIN' });
    const client = await aPerson(t.db, 'STANDARD', inOrg);
    const change = (who: Caller, id: number, accessLevel: string) =>
      send('PATCH', `/api/admin/users/${id}`, who, { accessLevel });
    for (const [id, level] of [
      [client.id, 'ADMIN'],
      [owner.userId, 'STANDARD'],
      [otherAdmin.id, 'CLIENT_VIEWER'],
    ] as const) {
      const refused = await change(admin, id, level);
      expect(refused.statusCode, `${id} to ${level}`).toBe(403);
      expect(refused.json().error).toMatchObject({
        message: accessLevelMessages.ownerOnly,
        details: [{ field: 'accessLevel' }],
      });
    }
    const levels = await t.db.db
      .select({ id: users.id, accessLevel: users.accessLevel, teamRole: users.teamRole })
      .from(users)
      .where(eq(users.organizationId, org.id));
    expect(levels).toEqual(
      expect.arrayContaining([
        { id: client.id, accessLevel: 'STANDARD', teamRole: null },
        { id: owner.userId, accessLevel: 'ADMIN', teamRole: 'OWNER' },
        { id: otherAdmin.id, accessLevel: 'ADMIN', teamRole: 'ADMIN' },
      ]),
    );
    // An Admin still changes a client's level between client levels.
    expect((await change(admin, client.id, 'BETA_TESTER')).statusCode).toBe(200);
    // Another organization's person does not exist for them.
    const stranger = await aPerson(t.db, 'STANDARD');
    expect((await change(admin, stranger.id, 'ADMIN')).statusCode).toBe(404);
  });

  it('lets the Owner make a client an admin, who then owes the second factor like every team member', async () => {
    const org = await anOrganization(t.db);
    const owner = await createSignedInUser(t.app, t.db, 'ADMIN', {
      organizationId: org.id,
      teamRole: 'OWNER',
    });
    const client = await aPerson(t.db, 'STANDARD', { organizationId: org.id });
    const res = await send('PATCH', `/api/admin/users/${client.id}`, owner, { accessLevel: 'ADMIN' });
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await t.db.db.select().from(users).where(eq(users.id, client.id));
    expect(row).toMatchObject({ accessLevel: 'ADMIN', teamRole: 'ADMIN', mfaRequired: true });
  });
});
