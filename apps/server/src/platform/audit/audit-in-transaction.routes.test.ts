import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { whileAuditOf } from '../../../test/audit-failure';
import { authenticatorCode } from '../../../test/authenticator-app';
import { anAdmin, createSignedInUser } from '../../../test/factories/users';
import { sentMailTo } from '../../../test/sent-mail';
import { useFileTestApps } from '../../../test/test-app-lifecycle';
import { testDatabaseKinds } from '../../../test/test-database';
import { auditLog, failedLogins, mfaRecoveryCodes, passwordLinks, sessions, users } from '../../db/schema';
import { hashPassword } from '../auth/passwords';

/**
 * Each change below and its audit entry land together or not at all: while the database refuses the
 * entry, the request fails and the change is not there; once it accepts it, both are.
 */
const testApps = useFileTestApps({ PUBLIC_URL: 'https://app.example.test' }, { seed: false });
const password = 'Audit#Together2026';

type Ctx = ReturnType<typeof testApps>;
type Caller = Awaited<ReturnType<typeof createSignedInUser>>;

/** A client who can sign in with `password`, with a live session of their own. */
async function aClientWithPassword(t: Ctx) {
  const client = await createSignedInUser(t.app, t.db, 'STANDARD');
  const [row] = await t.db.db
    .update(users)
    .set({ passwordHash: await hashPassword(password) })
    .where(eq(users.id, client.userId))
    .returning({ email: users.email });
  return { ...client, email: (row as { email: string }).email };
}

const sessionsOf = (t: Ctx, userId: number) => t.db.db.$count(sessions, eq(sessions.userId, userId));
const entries = (t: Ctx, action: string, subjectUserId: number) =>
  t.db.db.$count(auditLog, and(eq(auditLog.action, action), eq(auditLog.subjectUserId, subjectUserId)));

describe.each(testDatabaseKinds())('POST /api/auth/login on %s', (kind) => {
  const t = testApps(kind);
  const login = (email: string, pass: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: pass } });

  it('opens no session when the sign-in cannot be audited', async () => {
    const client = await aClientWithPassword(t);
    const before = await sessionsOf(t, client.userId);
    await whileAuditOf(t.db, 'auth.login', async () => {
      expect((await login(client.email, password)).statusCode).toBe(500);
    });
    expect(await sessionsOf(t, client.userId)).toBe(before);
    expect(await entries(t, 'auth.login', client.userId)).toBe(0);

    expect((await login(client.email, password)).statusCode).toBe(200);
    expect(await sessionsOf(t, client.userId)).toBe(before + 1);
    expect(await entries(t, 'auth.login', client.userId)).toBe(1);
  });

  it('counts a wrong password toward the lockout only with its audit entry', async () => {
    const client = await aClientWithPassword(t);
    const emailKey = client.email.toLowerCase();
    const failures = () => t.db.db.$count(failedLogins, eq(failedLogins.emailKey, emailKey));
    await whileAuditOf(t.db, 'auth.login_failed', async () => {
      expect((await login(client.email, 'Wrong#Password1')).statusCode).toBe(500);
    });
    expect(await failures()).toBe(0);
    expect(await entries(t, 'auth.login_failed', client.userId)).toBe(0);

    expect((await login(client.email, 'Wrong#Password1')).statusCode).toBe(401);
    expect(await failures()).toBe(1);
    expect(await entries(t, 'auth.login_failed', client.userId)).toBe(1);
  });
});

describe.each(testDatabaseKinds())('POST /api/auth/reset-password on %s', (kind) => {
  const t = testApps(kind);
  it('keeps the password and the sessions when the change cannot be audited', async () => {
    const client = await aClientWithPassword(t);
    const hashOf = async () =>
      (await t.db.db.select({ h: users.passwordHash }).from(users).where(eq(users.id, client.userId)))[0]?.h;
    const hashBefore = await hashOf();
    const change = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/reset-password',
        headers: client.headers,
        payload: { currentPassword: password, newPassword: 'Changed#Together2027' },
      });
    await whileAuditOf(t.db, 'auth.password_changed', async () => {
      expect((await change()).statusCode).toBe(500);
    });
    expect(await hashOf()).toBe(hashBefore);
    // The session the change would have ended still works.
    const current = await t.app.inject({ url: '/api/users/current', headers: client.headers });
    expect(current.statusCode).toBe(200);
    expect(await entries(t, 'auth.password_changed', client.userId)).toBe(0);

    expect((await change()).statusCode).toBe(200);
    expect(await hashOf()).not.toBe(hashBefore);
    expect((await t.app.inject({ url: '/api/users/current', headers: client.headers })).statusCode).toBe(401);
    expect(await entries(t, 'auth.password_changed', client.userId)).toBe(1);
  });
});

describe.each(testDatabaseKinds())('POST /api/auth/logout on %s', (kind) => {
  const t = testApps(kind);
  it('keeps the session when the sign-out cannot be audited', async () => {
    const client = await createSignedInUser(t.app, t.db, 'STANDARD');
    const logout = () => t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: client.headers });
    await whileAuditOf(t.db, 'auth.logout', async () => {
      expect((await logout()).statusCode).toBe(500);
    });
    expect(await sessionsOf(t, client.userId)).toBe(1);
    expect((await logout()).statusCode).toBe(200);
    expect(await sessionsOf(t, client.userId)).toBe(0);
    expect(await entries(t, 'auth.logout', client.userId)).toBe(1);
  });
});

/** An admin session that gave the second factor, as after /api/auth/mfa/verify. */
async function anAdminPastSecondFactor(t: Ctx) {
  const admin = await anAdmin(t);
  const { token } = await t.app.services.sessions.start(
    admin.userId,
    { ip: '127.0.0.1' },
    { secondFactorPassed: true },
  );
  return { userId: admin.userId, headers: { authorization: `Bearer ${token}` } };
}
const startTest = (t: Ctx, admin: { headers: Record<string, string> }, client: Caller) =>
  t.app.inject({
    method: 'POST',
    url: '/api/admin/impersonation',
    headers: admin.headers,
    payload: { userId: client.userId, reason: 'CLIENT_SUPPORT' },
  });

describe.each(testDatabaseKinds())('POST /api/admin/impersonation on %s', (kind) => {
  const t = testApps(kind);
  it('opens no Test as Client session when its start cannot be audited', async () => {
    const admin = await anAdminPastSecondFactor(t);
    const client = await createSignedInUser(t.app, t.db, 'STANDARD');
    await whileAuditOf(t.db, 'impersonation.started', async () => {
      expect((await startTest(t, admin, client)).statusCode).toBe(500);
    });
    expect(await sessionsOf(t, client.userId)).toBe(1);
    expect(await entries(t, 'impersonation.started', client.userId)).toBe(0);

    expect((await startTest(t, admin, client)).statusCode).toBe(201);
    expect(await sessionsOf(t, client.userId)).toBe(2);
    expect(await entries(t, 'impersonation.started', client.userId)).toBe(1);
  });
});

describe.each(testDatabaseKinds())('DELETE /api/impersonation on %s', (kind) => {
  const t = testApps(kind);
  it('keeps the Test as Client session when its end cannot be audited', async () => {
    const admin = await anAdminPastSecondFactor(t);
    const client = await createSignedInUser(t.app, t.db, 'STANDARD');
    const started = await startTest(t, admin, client);
    const test = { authorization: `Bearer ${started.json().token as string}` };
    const end = () => t.app.inject({ method: 'DELETE', url: '/api/impersonation', headers: test });
    await whileAuditOf(t.db, 'impersonation.ended', async () => {
      expect((await end()).statusCode).toBe(500);
    });
    expect((await t.app.inject({ url: '/api/impersonation', headers: test })).json().active).toBe(true);
    expect(await entries(t, 'impersonation.ended', client.userId)).toBe(0);

    expect((await end()).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/impersonation', headers: test })).statusCode).toBe(401);
    expect(await entries(t, 'impersonation.ended', client.userId)).toBe(1);
  });
});

describe.each(testDatabaseKinds())('POST /api/disputes/{id}/approve on %s', (kind) => {
  const t = testApps(kind);
  it('answers an error, never an unrecorded answer, when a Test as Client request cannot be audited', async () => {
    const admin = await anAdminPastSecondFactor(t);
    const client = await createSignedInUser(t.app, t.db, 'STANDARD');
    const started = await startTest(t, admin, client);
    const test = { authorization: `Bearer ${started.json().token as string}` };
    const approve = () =>
      t.app.inject({ method: 'POST', url: '/api/disputes/1/approve', headers: test, payload: {} });
    await whileAuditOf(t.db, 'impersonation.request', async () => {
      const refused = await approve();
      expect(refused.statusCode).toBe(500);
      expect(refused.json().error.code).toBe('INTERNAL');
    });
    expect(await entries(t, 'impersonation.request', client.userId)).toBe(0);
    // A reserved act, refused: the refusal is recorded before it is answered.
    expect((await approve()).statusCode).toBe(403);
    expect(await entries(t, 'impersonation.request', client.userId)).toBe(1);
  });
});

describe.each(testDatabaseKinds())('POST /api/admin/clients/{userId}/invitation on %s', (kind) => {
  const t = testApps(kind);
  let admin: Caller;
  beforeAll(async () => {
    admin = await anAdmin(t);
  });
  it('issues no new link, and mails none, when the resent invitation cannot be audited', async () => {
    const email = `invited-${kind}@example.com`;
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/users',
      headers: admin.headers,
      payload: { firstName: 'Ivy', lastName: 'Invited', email },
    });
    expect(created.statusCode, created.body).toBe(201);
    const userId = created.json().id as number;
    const links = () => t.db.db.$count(passwordLinks, eq(passwordLinks.userId, userId));
    const resend = () =>
      t.app.inject({
        method: 'POST',
        url: `/api/admin/clients/${userId}/invitation`,
        headers: admin.headers,
      });
    await whileAuditOf(t.db, 'client.invitation_resent', async () => {
      expect((await resend()).statusCode).toBe(500);
    });
    expect(await links()).toBe(1);
    expect(sentMailTo(t.app, email)).toHaveLength(1);
    expect(await entries(t, 'client.invitation_resent', userId)).toBe(0);

    expect((await resend()).statusCode).toBe(201);
    expect(await links()).toBe(2);
    expect(sentMailTo(t.app, email)).toHaveLength(2);
    expect(await entries(t, 'client.invitation_resent', userId)).toBe(1);
  });
});

/** An admin signed in with the password alone, whose second factor is set up and owed. */
async function anAdminOwingTheCode(t: Ctx) {
  const admin = await aClientWithPassword(t);
  await t.db.db.update(users).set({ accessLevel: 'ADMIN' }).where(eq(users.id, admin.userId));
  const signIn = async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: admin.email, password, loginType: 'admin' },
    });
    return { authorization: `Bearer ${res.json().token as string}` };
  };
  return { ...admin, signIn };
}
const post = (t: Ctx, url: string, headers: Record<string, string>, payload?: object) =>
  t.app.inject({ method: 'POST', url, headers, payload });
const mfaEnabled = async (t: Ctx, userId: number) =>
  (await t.db.db.select({ at: users.mfaEnabledAt }).from(users).where(eq(users.id, userId)))[0]?.at != null;

describe.each(testDatabaseKinds())('POST /api/auth/mfa/enrollment/confirm on %s', (kind) => {
  const t = testApps(kind);
  it('leaves the second factor off, and the session as it was, when the enrolment cannot be audited', async () => {
    const admin = await anAdminOwingTheCode(t);
    const headers = await admin.signIn();
    const enrollment = await post(t, '/api/auth/mfa/enrollment', headers, { password });
    expect(enrollment.statusCode, enrollment.body).toBe(200);
    const secret = enrollment.json().secret as string;
    const confirm = () =>
      post(t, '/api/auth/mfa/enrollment/confirm', headers, { code: authenticatorCode(secret) });
    await whileAuditOf(t.db, 'mfa.enrolled', async () => {
      expect((await confirm()).statusCode).toBe(500);
    });
    expect(await mfaEnabled(t, admin.userId)).toBe(false);
    expect(await t.db.db.$count(mfaRecoveryCodes, eq(mfaRecoveryCodes.userId, admin.userId))).toBe(0);
    expect((await t.app.inject({ url: '/api/users/current', headers })).statusCode).toBe(200);
    expect(await entries(t, 'mfa.enrolled', admin.userId)).toBe(0);

    expect((await confirm()).statusCode).toBe(200);
    expect(await mfaEnabled(t, admin.userId)).toBe(true);
    expect(await entries(t, 'mfa.enrolled', admin.userId)).toBe(1);
  });
});

describe.each(testDatabaseKinds())('POST /api/auth/mfa/verify on %s', (kind) => {
  const t = testApps(kind);
  it('keeps the recovery code unspent and the session owing it when its use cannot be audited', async () => {
    const admin = await anAdminOwingTheCode(t);
    const enrolling = await admin.signIn();
    const { secret } = (await post(t, '/api/auth/mfa/enrollment', enrolling, { password })).json();
    const confirmed = await post(t, '/api/auth/mfa/enrollment/confirm', enrolling, {
      code: authenticatorCode(secret),
    });
    const [recoveryCode] = confirmed.json().recoveryCodes as string[];
    const owing = await admin.signIn();
    const verify = () => post(t, '/api/auth/mfa/verify', owing, { recoveryCode });
    await whileAuditOf(t.db, 'mfa.recovery_code_used', async () => {
      expect((await verify()).statusCode).toBe(500);
    });
    const status = await t.app.inject({ url: '/api/auth/mfa', headers: owing });
    expect(status.json()).toMatchObject({ pending: 'verify', recoveryCodesRemaining: 10 });
    expect(await entries(t, 'mfa.recovery_code_used', admin.userId)).toBe(0);

    const passed = await verify();
    expect(passed.statusCode, passed.body).toBe(200);
    expect(passed.json().recoveryCodesRemaining).toBe(9);
    expect(await entries(t, 'mfa.recovery_code_used', admin.userId)).toBe(1);
  });
});
