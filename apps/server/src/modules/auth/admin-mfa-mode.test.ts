import { describe, expect, it } from 'vitest';
import { authenticatorCode as codeAt, totp } from '../../../test/authenticator-app';
import { aPersonWithPassword } from '../../../test/factories/users';
import { useTestApp } from '../../../test/test-app-lifecycle';
import { testDatabaseKinds } from '../../../test/test-database';
import { loadConfig } from '../../config';

describe("the test's own TOTP", () => {
  it('gives the RFC 6238 appendix B SHA-1 values', () => {
    const seed = Buffer.from('12345678901234567890');
    const values = [59, 1111111109, 1111111111, 1234567890, 2000000000, 20000000000].map((t) =>
      totp(seed, t, 8),
    );
    expect(values).toEqual(['94287082', '07081804', '14050471', '89005924', '69279037', '65353130']);
  });
});

describe('ADMIN_MFA setting', () => {
  const key = 'a'.repeat(64);
  const production = { NODE_ENV: 'production', ENCRYPTION_KEY: key, PAYMENTS_TEST_MODE: 'true' };
  it('is required by default in production, optional elsewhere, and can be set either way', () => {
    expect(loadConfig(production).ADMIN_MFA).toBe('required');
    expect(loadConfig({ NODE_ENV: 'test' }).ADMIN_MFA).toBe('optional');
    expect(loadConfig({}).ADMIN_MFA).toBe('optional');
    expect(loadConfig({ ...production, ADMIN_MFA: 'optional' }).ADMIN_MFA).toBe('optional');
    expect(loadConfig({ ADMIN_MFA: 'required' }).ADMIN_MFA).toBe('required');
    expect(() => loadConfig({ ADMIN_MFA: 'sometimes' })).toThrow(/ADMIN_MFA/);
  });
});

describe.each(testDatabaseKinds())('admin second factor, ADMIN_MFA=optional, on %s', (kind) => {
  const t = useTestApp(kind, { ADMIN_MFA: 'optional' }, { seed: false });

  it('lets an admin without a second factor in with the password, enrol later, and asks for it from then on', async () => {
    const a = await aPersonWithPassword(t.db, 'ADMIN');
    const login = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: a.email, password: a.password, loginType: 'admin' },
      });
    const first = (await login()).json();
    expect(first.secondFactor).toBeNull();
    const headers = { authorization: `Bearer ${first.token}` };
    expect((await t.app.inject({ url: '/api/users?page=1', headers })).statusCode).toBe(200);
    const status = (await t.app.inject({ url: '/api/auth/mfa', headers })).json();
    expect(status).toEqual({ mode: 'optional', enabled: false, pending: null, recoveryCodesRemaining: 0 });

    // Another session, opened with the password alone, ends once the second factor is on.
    const other = (await login()).json();
    // From a complete session the password is asked again, and a wrong one counts as a failed sign-in.
    const enrol = (payload?: object) =>
      t.app.inject({ method: 'POST', url: '/api/auth/mfa/enrollment', headers, ...(payload && { payload }) });
    const bare = await enrol();
    expect(bare.statusCode).toBe(400);
    expect(bare.json().error.details).toEqual([
      { field: 'password', message: 'Enter your password to continue' },
    ]);
    const wrong = await enrol({ password: 'not-the-password' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.details).toEqual([{ field: 'password', message: 'Password is incorrect' }]);
    const { secret } = (await enrol({ password: a.password })).json();
    const confirm = await t.app.inject({
      method: 'POST',
      url: '/api/auth/mfa/enrollment/confirm',
      headers,
      payload: { code: codeAt(secret) },
    });
    expect(confirm.statusCode).toBe(200);
    // The session goes on under a new token; the one from before the second factor is spent.
    expect((await t.app.inject({ url: '/api/users?page=1', headers })).statusCode).toBe(401);
    const enrolledHeaders = { authorization: `Bearer ${confirm.json().token}` };
    expect((await t.app.inject({ url: '/api/users?page=1', headers: enrolledHeaders })).statusCode).toBe(200);
    const otherHeaders = { authorization: `Bearer ${other.token}` };
    expect((await t.app.inject({ url: '/api/users/current', headers: otherHeaders })).statusCode).toBe(401);

    const next = (await login()).json();
    expect(next.secondFactor).toBe('verify');
    const nextHeaders = { authorization: `Bearer ${next.token}` };
    expect((await t.app.inject({ url: '/api/users?page=1', headers: nextHeaders })).statusCode).toBe(403);
    const verify = await t.app.inject({
      method: 'POST',
      url: '/api/auth/mfa/verify',
      headers: nextHeaders,
      payload: { code: codeAt(secret, 1) },
    });
    expect(verify.statusCode).toBe(200);
    const verifiedHeaders = { authorization: `Bearer ${verify.json().token}` };
    expect((await t.app.inject({ url: '/api/users?page=1', headers: verifiedHeaders })).statusCode).toBe(200);
  });
});
