import { accessCodeMessages, generateAccessCode } from '@app/contracts/beta-access.contract';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createSignedInUser } from '../../../test/factories/users';
import { useFileRows } from '../../../test/file-rows';
import { useFileTestApps } from '../../../test/test-app-lifecycle';
import { testDatabaseKinds } from '../../../test/test-database';
import { auditLog, betaAccessCodes } from '../../db/schema';

type Caller = { userId: number; headers: Record<string, string> };

const appFor = useFileTestApps({}, { seed: false });
const rowsFor = useFileRows(async (t) => {
  const admin = await createSignedInUser(t.app, t.db, 'ADMIN');
  const standard = await createSignedInUser(t.app, t.db, 'STANDARD');
  const send = (
    method: 'GET' | 'POST',
    url: string,
    c: { headers: Record<string, string> },
    payload?: unknown,
  ) => t.app.inject({ method, url, headers: c.headers, payload: payload as never });
  const create = (payload: Record<string, unknown>) => send('POST', '/api/admin/beta-access', admin, payload);
  const redeem = (c: Caller, accessCode: string) =>
    send('POST', '/api/beta-access/redeem', c, { accessCode });
  return { admin, standard, send, create, redeem };
});

describe.each(testDatabaseKinds())('POST /api/admin/beta-access on %s', (kind) => {
  const t = appFor(kind);
  const s = rowsFor(kind, t);

  it('refuses a blank code, no feature, an unknown feature and a duplicate, naming the field', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ accessCode: '  ', features: ['USPS_TRACKING'] }, 'accessCode', accessCodeMessages.codeRequired],
      [{ accessCode: 'GOODCODE1', features: [] }, 'features', accessCodeMessages.featureRequired],
      [{ accessCode: 'GOODCODE2', features: ['TIME_TRAVEL'] }, 'features.0', 'Unknown feature'],
    ];
    for (const [payload, field, message] of cases) {
      const res = await s.create(payload);
      expect(res.statusCode, res.body).toBe(400);
      const details = res.json().error.details as { field: string; message: string }[];
      expect(
        details.some((d) => d.field === `body.${field}` && d.message.includes(message)),
        res.body,
      ).toBe(true);
    }
    const code = generateAccessCode();
    expect(code).toMatch(/^[A-Z0-9]{10}$/);
    expect((await s.create({ accessCode: code, features: ['USPS_TRACKING'] })).statusCode).toBe(201);
    const dup = await s.create({ accessCode: code.toLowerCase(), features: ['BETA_FEATURES'] });
    expect(dup.statusCode).toBe(400);
    expect(dup.json().error.message).toBe(accessCodeMessages.duplicate);
  });

  it('answers 403 to non-admins on the admin routes and 401 to anonymous callers', async () => {
    const beta = await createSignedInUser(t.app, t.db, 'BETA_TESTER');
    const routes: ['GET' | 'POST', string, unknown?][] = [
      ['GET', '/api/admin/beta-access'],
      ['POST', '/api/admin/beta-access', { accessCode: 'NOPE1234', features: ['BETA_FEATURES'] }],
      ['POST', '/api/admin/beta-access/1/revoke'],
      ['GET', '/api/admin/dashboard-counts'],
      ['GET', '/api/admin/test-users'],
      ['GET', '/api/admin/client-profiles'],
      ['GET', '/api/admin/feedback'],
      ['GET', '/api/admin/feedback/analytics'],
    ];
    for (const [method, url, payload] of routes) {
      expect((await s.send(method, url, { headers: {} }, payload)).statusCode, url).toBe(401);
      expect((await s.send(method, url, s.standard, payload)).statusCode, url).toBe(403);
      expect((await s.send(method, url, beta, payload)).statusCode, url).toBe(403);
    }
    const [row] = await t.db.db.select().from(betaAccessCodes).where(eq(betaAccessCodes.code, 'NOPE1234'));
    expect(row).toBeUndefined();
  });
});

describe.each(testDatabaseKinds())('POST /api/beta-access/redeem on %s', (kind) => {
  const t = appFor(kind);
  const s = rowsFor(kind, t);

  it('grants its features on redemption, enforced by the permission rules, owned by the admin, audited', async () => {
    const user = await createSignedInUser(t.app, t.db, 'STANDARD');
    const simulate = () => s.send('POST', '/api/simulate-credit-score', user, { actions: [] });
    expect((await simulate()).statusCode).toBe(403);
    const created = await s.create({ accessCode: 'SIMULATE-2026', features: ['CREDIT_SIMULATION'] });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({
      accessCode: 'SIMULATE-2026',
      features: ['CREDIT_SIMULATION'],
      status: 'ACTIVE',
      redemptionCount: 0,
      createdBy: { id: s.admin.userId },
    });
    const res = await s.redeem(user, ' simulate-2026 ');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ features: ['CREDIT_SIMULATION'], added: ['CREDIT_SIMULATION'] });
    expect((await simulate()).statusCode).not.toBe(403);
    expect((await s.send('GET', '/api/users/current', user)).json().features).toEqual(['CREDIT_SIMULATION']);
    expect((await s.redeem(user, 'SIMULATE-2026')).statusCode).toBe(409);
    const audits = await t.db.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'access_code.redeemed'), eq(auditLog.subjectUserId, user.userId)));
    expect(audits).toHaveLength(1);
    const listed = (await s.send('GET', '/api/admin/beta-access', s.admin)).json() as {
      accessCode: string;
    }[];
    expect(listed.find((c) => c.accessCode === 'SIMULATE-2026')).toMatchObject({ redemptionCount: 1 });
  });

  it('refuses an unknown, revoked, used-up or expired code with 400 and grants nothing', async () => {
    const other = await createSignedInUser(t.app, t.db, 'STANDARD');
    expect((await s.redeem(other, 'NO-SUCH-CODE')).json().error.message).toBe(accessCodeMessages.notFound);

    const revoked = (await s.create({ accessCode: 'REVOKE-ME', features: ['AI_DISPUTE_LETTERS'] })).json();
    const rev = await s.send('POST', `/api/admin/beta-access/${revoked.id}/revoke`, s.admin);
    expect(rev.json().status).toBe('REVOKED');
    const r1 = await s.redeem(other, 'REVOKE-ME');
    expect([r1.statusCode, r1.json().error.message]).toEqual([400, accessCodeMessages.revoked]);

    await s.create({ accessCode: 'ONCE-ONLY', features: ['AI_DISPUTE_LETTERS'], maxRedemptions: 1 });
    expect((await s.redeem(s.standard, 'ONCE-ONLY')).statusCode).toBe(200);
    const r2 = await s.redeem(other, 'ONCE-ONLY');
    expect([r2.statusCode, r2.json().error.message]).toEqual([400, accessCodeMessages.usedUp]);

    const past = await s.create({
      accessCode: 'LATE-CODE',
      features: ['AI_DISPUTE_LETTERS'],
      expiresAt: '2001-01-01T00:00:00Z',
    });
    expect(past.statusCode).toBe(400);
    await t.db.db.insert(betaAccessCodes).values({
      code: 'OLD-CODE',
      features: ['AI_DISPUTE_LETTERS'],
      expiresAt: new Date('2001-01-01T00:00:00Z'),
    });
    const r3 = await s.redeem(other, 'old-code');
    expect([r3.statusCode, r3.json().error.message]).toEqual([400, accessCodeMessages.expired]);
    expect((await s.send('GET', '/api/users/current', other)).json().features).toEqual([]);
  });
});

describe.each(testDatabaseKinds())('GET /api/admin/dashboard-counts on %s', (kind) => {
  const s = rowsFor(kind, appFor(kind));

  it('counts test users, feedback items, bug reports and access codes in SQL', async () => {
    const before = (await s.send('GET', '/api/admin/dashboard-counts', s.admin)).json();
    await s.send('POST', '/api/feedback', s.standard, {
      feature: 'USPS_TRACKING',
      rating: 4,
      feedback: 'Works',
      bugReport: 'The date was off by one',
    });
    await s.send('POST', '/api/feedback', s.standard, {
      feature: 'USPS_TRACKING',
      rating: 2,
      feedback: 'Slow',
    });
    await s.create({ accessCode: 'COUNT-ME', features: ['BETA_FEATURES'] });
    const tester = await s.send('POST', '/api/users', s.admin, {
      firstName: 'Tess',
      lastName: 'Tester',
      email: `tess.${kind}@example.com`,
      password: 'Start#Tmp2026x',
      accessLevel: 'STANDARD',
      isTestUser: true,
      testingNotes: 'Tries the tracking flow',
    });
    expect(tester.statusCode, tester.body).toBe(201);
    const after = (await s.send('GET', '/api/admin/dashboard-counts', s.admin)).json();
    expect(after).toEqual({
      testUsers: before.testUsers + 1,
      feedbackItems: before.feedbackItems + 2,
      bugReports: before.bugReports + 1,
      accessCodes: before.accessCodes + 1,
    });
    const testUsers = (await s.send('GET', '/api/admin/test-users', s.admin)).json() as { email: string }[];
    expect(testUsers.find((u) => u.email === `tess.${kind}@example.com`)).toMatchObject({
      isTestUser: true,
      testingNotes: 'Tries the tracking flow',
      accessLevel: 'STANDARD',
    });
    const profiles = (await s.send('GET', '/api/admin/client-profiles', s.admin)).json() as {
      accessLevel: string;
    }[];
    expect(profiles.every((p) => p.accessLevel !== 'ADMIN')).toBe(true);
  });
});
