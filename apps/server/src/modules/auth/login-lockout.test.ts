import { beforeAll, describe, expect, it } from 'vitest';
import { aPersonWithPassword } from '../../../test/factories/users';
import { useTestApp } from '../../../test/test-app-lifecycle';
import { testDatabaseKinds } from '../../../test/test-database';

describe.each(testDatabaseKinds())('brute-force protection on %s', (kind) => {
  const t = useTestApp(kind, { TRUST_PROXY: '1', AUTH_RATE_LIMIT_PER_MINUTE: '15' }, { seed: false });
  // The account under attack, and another one beside it.
  let beta: Awaited<ReturnType<typeof aPersonWithPassword>>;
  let client: Awaited<ReturnType<typeof aPersonWithPassword>>;
  beforeAll(async () => {
    beta = await aPersonWithPassword(t.db, 'BETA_TESTER', { email: 'lockout-beta@example.com' });
    client = await aPersonWithPassword(t.db, 'CLIENT_VIEWER');
  });

  // Written in capitals: the account is counted by its address whatever the case it is typed in.
  const attempt = (password: string, ip: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'Lockout-Beta@Example.com', password },
      headers: { 'x-forwarded-for': ip },
    });

  it('slows the account after 10 failures, even for the right password and whatever the address', async () => {
    for (let i = 0; i < 10; i++) {
      const res = await attempt('Wrong#Guess123', `203.0.113.${i}`);
      expect(res.statusCode).toBe(401);
    }
    const waiting = await attempt(beta.password, '198.51.100.77');
    expect(waiting.statusCode).toBe(429);
    expect(waiting.json().error.code).toBe('ACCOUNT_LOCKED');
    expect(Number(waiting.headers['retry-after'])).toBe(1);
    // Other accounts are not affected.
    const other = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: client.email, password: client.password },
      headers: { 'x-forwarded-for': '198.51.100.78' },
    });
    expect(other.statusCode).toBe(200);
  });

  it('doubles the wait with each further failure, up to the window, instead of locking for good', async () => {
    const since = async (seconds: number) =>
      t.db.exec(`update failed_logins set at = at - interval '${seconds} seconds'`);
    const waits: number[] = [];
    for (let i = 0; i < 4; i++) {
      await since(20 * 60); // the last wait has passed (and older failures leave the 15-minute window)
      await t.db.exec(`delete from failed_logins where at < now() - interval '15 minutes'`);
      await t.db.exec(
        `insert into failed_logins (email_key, ip) select 'lockout-beta@example.com', '203.0.113.1' from generate_series(1, ${10 + i})`,
      );
      waits.push(Number((await attempt(beta.password, '198.51.100.80')).headers['retry-after']));
    }
    expect(waits).toEqual([1, 2, 4, 8]);
    // Once the wait is over the right password gets in.
    await since(9);
    expect((await attempt(beta.password, '198.51.100.81')).statusCode).toBe(200);
  });

  it('lets the account in again once the 15-minute window has passed', async () => {
    await t.db.exec(`update failed_logins set at = at - interval '16 minutes'`);
    const res = await attempt(beta.password, '198.51.100.79');
    expect(res.statusCode).toBe(200);
  });

  it('limits each address on the auth routes', async () => {
    const codes: number[] = [];
    let last: { error: { code: string; message: string } } | undefined;
    for (let i = 0; i < 16; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: `probe${i}@example.com`, password: 'Wrong#Guess123' },
        headers: { 'x-forwarded-for': '192.0.2.50' },
      });
      codes.push(res.statusCode);
      last = res.json();
    }
    expect(codes.slice(0, 15).every((c) => c === 401)).toBe(true);
    expect(codes[15]).toBe(429);
    expect(last?.error).toEqual({
      code: 'RATE_LIMITED',
      message: expect.stringMatching(/^Too many requests/),
    });
  });
});
