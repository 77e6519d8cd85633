import { createHash } from 'node:crypto';
import { passwordMessages, passwordRules } from '@app/contracts/password-rules';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { anAccount, signedIn } from '../../../test/factories/accounts';
import { useFileRows } from '../../../test/file-rows';
import { cookieHeaders } from '../../../test/sign-in';
import { useFileTestApps } from '../../../test/test-app-lifecycle';
import { testDatabaseKinds } from '../../../test/test-database';

// Each test makes the accounts it signs in with, so a changed password or an ended session
// touches no other test.
const appFor = useFileTestApps({}, { seed: false });
const rowsFor = useFileRows(async (t) => {
  const login = (payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: '/api/auth/login', payload, headers });
  const reset = (headers: Record<string, string>, currentPassword: string, newPassword: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      headers,
      payload: { currentPassword, newPassword },
    });
  return { login, reset };
});

describe.each(testDatabaseKinds())('POST /api/auth/login on %s', (kind) => {
  const t = appFor(kind);
  const s = rowsFor(kind, t);

  it('signs each kind of account in, with the email in any letter case', async () => {
    for (const accessLevel of ['ADMIN', 'BETA_TESTER', 'CLIENT_VIEWER'] as const) {
      const a = await anAccount(t, accessLevel);
      const res = await s.login({ email: a.email.toUpperCase(), password: a.password, loginType: 'client' });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(body.user).toEqual({
        id: expect.any(Number),
        firstName: a.firstName,
        lastName: a.lastName,
        email: a.email,
        accessLevel: a.accessLevel,
        // A company's first admin is its Owner; consumers have no team role.
        teamRole: accessLevel === 'ADMIN' ? 'OWNER' : null,
      });
      expect(body.requiresPasswordReset).toBe(false);
      expect(JSON.stringify(body)).not.toContain('passwordHash');
    }
  });

  it('sets an httpOnly SameSite=Lax cookie and stores only the hash of the token', async () => {
    const a = await anAccount(t, 'BETA_TESTER');
    const res = await s.login({ email: a.email, password: a.password });
    const cookie = String(res.headers['set-cookie']);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    const { token } = res.json();
    const rows = async (value: string) =>
      (
        (await t.db.db.execute(sql`select 1 from sessions where token_hash = ${value}`)) as unknown as {
          rows: unknown[];
        }
      ).rows;
    expect(await rows(token)).toHaveLength(0);
    expect(await rows(createHash('sha256').update(token).digest('hex'))).toHaveLength(1);
  });

  it('answers the same 401 for a wrong password and an unknown email', async () => {
    const { email } = await anAccount(t, 'BETA_TESTER');
    const wrong = await s.login({ email, password: 'Wrong#Password1' });
    const unknown = await s.login({ email: 'nobody@example.com', password: 'Wrong#Password1' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json().error.message).toBe('Invalid credentials');
  });

  it('refuses a non-admin at the admin portal with Access denied', async () => {
    const a = await anAccount(t, 'CLIENT_VIEWER');
    const res = await s.login({ email: a.email, password: a.password, loginType: 'admin' });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toContain('Access denied');
  });
});

describe.each(testDatabaseKinds())('GET /api/users/current on %s', (kind) => {
  const t = appFor(kind);

  it('accepts the token as a bearer and as a cookie, and refuses a forged one', async () => {
    const client = await anAccount(t, 'CLIENT_VIEWER');
    const { token } = await signedIn(t, client);
    const bearer = await t.app.inject({
      url: '/api/users/current',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(bearer.statusCode).toBe(200);
    expect(bearer.json().email).toBe(client.email);
    const cookie = await t.app.inject({ url: '/api/users/current', headers: { cookie: `session=${token}` } });
    expect(cookie.statusCode).toBe(200);
    const forged = await t.app.inject({
      url: '/api/users/current',
      headers: { authorization: `Bearer ${token.slice(0, -2)}xx` },
    });
    expect(forged.statusCode).toBe(401);
  });

  it('expires a session after 30 idle minutes and after 12 hours whatever the activity', async () => {
    const idle = await signedIn(t, await anAccount(t, 'BETA_TESTER'));
    await t.db.exec(
      `update sessions set last_seen_at = now() - interval '31 minutes' where user_id = ${idle.userId} and created_at > now() - interval '2 seconds'`,
    );
    expect((await t.app.inject({ url: '/api/users/current', headers: idle.headers })).statusCode).toBe(401);

    const old = await signedIn(t, await anAccount(t, 'ADMIN'));
    await t.db.exec(
      `update sessions set expires_at = now() - interval '1 second' where user_id = ${old.userId}`,
    );
    expect((await t.app.inject({ url: '/api/users/current', headers: old.headers })).statusCode).toBe(401);
  });
});

describe.each(testDatabaseKinds())('POST /api/auth/logout on %s', (kind) => {
  const t = appFor(kind);

  it('refuses a cookie-authenticated write without the CSRF header or from another origin', async () => {
    const { token } = await signedIn(t, await anAccount(t, 'CLIENT_VIEWER'));
    const bare = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie: `session=${token}` },
    });
    expect(bare.statusCode).toBe(403);
    const crossSite = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { ...cookieHeaders(token), origin: 'https://evil.example', host: 'localhost' },
    });
    expect(crossSite.statusCode).toBe(403);
    const ok = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: cookieHeaders(token) });
    expect(ok.statusCode).toBe(200);
  });

  it('ends the session on logout', async () => {
    const { headers } = await signedIn(t, await anAccount(t, 'BETA_TESTER'));
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/users/current', headers })).statusCode).toBe(401);
  });
});

describe.each(testDatabaseKinds())('GET /api/users/{id} on %s', (kind) => {
  const t = appFor(kind);

  it('shows a user to themselves and to admins, and 404 to anyone else', async () => {
    const client = await signedIn(t, await anAccount(t, 'CLIENT_VIEWER'));
    const beta = await signedIn(t, await anAccount(t, 'BETA_TESTER'));
    const admin = await signedIn(t, await anAccount(t, 'ADMIN'));
    const { expectOwnerOnly } = await import('../../../test/ownership');
    await expectOwnerOnly(
      t.app,
      { method: 'GET', url: `/api/users/${client.userId}` },
      { owner: client, other: beta, admin },
    );
  });
});

describe.each(testDatabaseKinds())('POST /api/auth/reset-password on %s', (kind) => {
  const t = appFor(kind);
  const s = rowsFor(kind, t);

  it('lists every failed rule of the spec', async () => {
    const client = await anAccount(t, 'CLIENT_VIEWER');
    const { headers } = await signedIn(t, client);
    const current = client.password;
    const res = await s.reset(headers, current, 'a');
    expect(res.statusCode).toBe(400);
    const messages = res.json().error.details.map((d: { message: string }) => d.message);
    for (const rule of passwordRules.filter((r) => r.id !== 'lowercase')) {
      expect(messages).toContain(rule.message);
    }
    const upper = await s.reset(headers, current, 'ABCDEFGH1!');
    expect(upper.json().error.details.map((d: { message: string }) => d.message)).toEqual([
      'Password must contain at least one lowercase letter',
    ]);
  });

  it('refuses the current password, a common password and a wrong current password', async () => {
    const client = await anAccount(t, 'CLIENT_VIEWER');
    const { headers } = await signedIn(t, client);
    const current = client.password;
    const same = await s.reset(headers, current, current);
    expect(same.json().error.details[0].message).toBe(passwordMessages.sameAsCurrent);
    const common = await s.reset(headers, current, 'Password1!');
    expect(common.json().error.details.map((d: { message: string }) => d.message)).toEqual([
      passwordMessages.common,
    ]);
    const wrongCurrent = await s.reset(headers, 'Not#The1Password', 'Brand-new#Pass42');
    expect(wrongCurrent.statusCode).toBe(400);
    expect(wrongCurrent.json().error.details[0].field).toBe('currentPassword');
  });

  it('accepts 128 characters, refuses 129, and never truncates', async () => {
    const beta = await anAccount(t, 'BETA_TESTER');
    const { headers } = await signedIn(t, beta);
    const current = beta.password;
    const long = `Aa1!${'x'.repeat(124)}`;
    expect(long).toHaveLength(128);
    expect((await s.reset(headers, current, `${long}y`)).statusCode).toBe(400);
    expect((await s.reset(headers, current, long)).statusCode).toBe(200);
    const truncated = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: beta.email, password: long.slice(0, 72) },
    });
    expect(truncated.statusCode).toBe(401);
  });

  it('ends every session of the user, goes on with a new token and clears requiresPasswordReset', async () => {
    const admin = await anAccount(t, 'ADMIN');
    await t.db.exec(`update users set requires_password_reset = true where id = ${admin.userId}`);
    const first = await signedIn(t, admin);
    const second = await signedIn(t, admin);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: admin.email, password: admin.password },
    });
    expect(login.json().requiresPasswordReset).toBe(true);
    // Signing out stays possible while the temporary password is still in place.
    const signOut = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: second.headers });
    expect(signOut.statusCode).toBe(200);

    const res = await s.reset(first.headers, admin.password, 'Fresh@Admin2027');
    expect(res.statusCode).toBe(200);
    // The token is replaced: the cookie is set anew, and the old token no longer opens anything.
    const rotated = res.json().token as string;
    expect(rotated).not.toBe(first.token);
    expect(res.cookies.find((c) => c.name === 'session')?.value).toBe(rotated);
    expect((await t.app.inject({ url: '/api/users/current', headers: first.headers })).statusCode).toBe(401);
    const me = await t.app.inject({
      url: '/api/users/current',
      headers: { ...first.headers, authorization: `Bearer ${rotated}` },
    });
    expect(me.statusCode).toBe(200);
    expect(me.json().requiresPasswordReset).toBe(false);
    const otherToken = login.json().token as string;
    const other = await t.app.inject({
      url: '/api/users/current',
      headers: { authorization: `Bearer ${otherToken}` },
    });
    expect(other.statusCode).toBe(401);
  });
});
