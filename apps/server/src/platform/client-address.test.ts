import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { aPersonWithPassword } from '../../test/factories/users';
import { useTestApp } from '../../test/test-app-lifecycle';
import { testDatabaseKinds } from '../../test/test-database';
import { trustedProxy } from './trusted-proxy';

// The address written in the audit log (and in signed agreements) is the one the trusted proxy saw,
// whatever a client writes into X-Forwarded-For itself.
describe.each(testDatabaseKinds())('client address behind a proxy on %s', (kind) => {
  const behindOneProxy = useTestApp(kind, { TRUST_PROXY: '1' }, { seed: false });
  const direct = useTestApp(kind, {}, { seed: false });
  const people = new Map<typeof direct, { email: string; password: string }>();
  beforeAll(async () => {
    for (const t of [behindOneProxy, direct]) people.set(t, await aPersonWithPassword(t.db, 'BETA_TESTER'));
  });

  const signInFrom = async (t: typeof direct, forwardedFor: string) => {
    const { email, password } = people.get(t) as { email: string; password: string };
    return t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password },
      headers: { 'x-forwarded-for': forwardedFor },
    });
  };

  const lastLoginAddress = async (t: typeof direct) => {
    const result = (await t.db.db.execute(
      sql`select ip from audit_log where action = 'auth.login' order by id desc limit 1`,
    )) as unknown as { rows: { ip: string }[] };
    return result.rows[0]?.ip;
  };

  it('takes the address the one trusted proxy appended, not the one the client wrote', async () => {
    expect((await signInFrom(behindOneProxy, '6.6.6.6, 203.0.113.9')).statusCode).toBe(200);
    expect(await lastLoginAddress(behindOneProxy)).toBe('203.0.113.9');
  });

  it('ignores X-Forwarded-For entirely when no proxy is trusted', async () => {
    expect((await signInFrom(direct, '6.6.6.6')).statusCode).toBe(200);
    expect(await lastLoginAddress(direct)).toBe('127.0.0.1');
  });
});

describe('trusted proxy hops', () => {
  it('trusts a counted hop only on this machine or a private network', () => {
    const trust = trustedProxy(1);
    if (typeof trust !== 'function') throw new Error('a hop count becomes a trust function');
    expect(trust('127.0.0.1', 0)).toBe(true);
    expect(trust('::ffff:10.1.2.3', 0)).toBe(true);
    expect(trust('::1', 0)).toBe(true);
    expect(trust('203.0.113.9', 0)).toBe(false);
    expect(trust('10.1.2.3', 1)).toBe(false);
    expect(trustedProxy(['10.0.0.0/8'])).toEqual(['10.0.0.0/8']);
    expect(trustedProxy(false)).toBe(false);
  });
});
