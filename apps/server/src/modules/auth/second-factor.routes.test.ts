import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { authenticatorCode } from '../../../test/authenticator-app';
import { useFileRows } from '../../../test/file-rows';
import { concreteUrl } from '../../../test/route-requests';
import { useFileTestApps } from '../../../test/test-app-lifecycle';
import { testDatabaseKinds } from '../../../test/test-database';
import { users } from '../../db/schema';
import { hashPassword } from '../../platform/auth/passwords';

const codeAt = authenticatorCode;

const password = 'Second#Factor2026';

// Every describe runs with ADMIN_MFA=required.
const appFor = useFileTestApps({ ADMIN_MFA: 'required', LOGIN_LOCKOUT_ATTEMPTS: '5' }, { seed: false });
const rowsFor = useFileRows(async (t) => {
  const rows = async <T>(query: ReturnType<typeof sql>) =>
    ((await t.db.db.execute(query)) as unknown as { rows: T[] }).rows;

  async function newUser(accessLevel: 'ADMIN' | 'CLIENT_VIEWER' | 'BETA_TESTER') {
    const email = `mfa-${randomBytes(4).toString('hex')}@example.com`;
    const [row] = await t.db.db
      .insert(users)
      .values({
        firstName: 'Morgan',
        lastName: 'Factor',
        email,
        passwordHash: await hashPassword(password),
        accessLevel,
      })
      .returning({ id: users.id });
    return { email, id: (row as { id: number }).id };
  }
  const newAdmin = () => newUser('ADMIN');

  async function login(email: string, pass = password) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password: pass, loginType: 'admin' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    return { ...body, headers: { authorization: `Bearer ${body.token}` } } as {
      secondFactor: 'enroll' | 'verify' | null;
      headers: Record<string, string>;
    };
  }

  const post = (url: string, headers: Record<string, string>, payload?: unknown) =>
    t.app.inject({ method: 'POST', url, headers, payload: payload as object });
  const get = (url: string, headers: Record<string, string>) => t.app.inject({ url, headers });

  /** Signs in, enrols with a code computed here, and returns the secret and the recovery codes. */
  async function enrolledAdmin() {
    const admin = await newAdmin();
    const session = await login(admin.email);
    const enrollment = (await post('/api/auth/mfa/enrollment', session.headers)).json();
    const confirm = await post('/api/auth/mfa/enrollment/confirm', session.headers, {
      code: codeAt(enrollment.secret),
    });
    expect(confirm.statusCode, confirm.body).toBe(200);
    return { ...admin, secret: enrollment.secret as string, recoveryCodes: confirm.json().recoveryCodes };
  }
  return { rows, newUser, newAdmin, login, post, get, enrolledAdmin };
});

describe.each(testDatabaseKinds())('POST /api/auth/mfa/enrollment on %s', (kind) => {
  const s = rowsFor(kind, appFor(kind));

  it('makes a new admin enrol at first sign-in: QR code, secret, a computed code, ten recovery codes', async () => {
    const admin = await s.newAdmin();
    const session = await s.login(admin.email);
    expect(session.secondFactor).toBe('enroll');
    expect((await s.get('/api/auth/mfa', session.headers)).json()).toEqual({
      mode: 'required',
      enabled: false,
      pending: 'enroll',
      recoveryCodesRemaining: 0,
    });
    expect((await s.get('/api/users/current', session.headers)).json().email).toBe(admin.email);

    const enrollment = await s.post('/api/auth/mfa/enrollment', session.headers);
    expect(enrollment.statusCode).toBe(200);
    const { otpauthUrl, secret, qrCode } = enrollment.json();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    const url = new URL(otpauthUrl);
    expect(url.protocol).toBe('otpauth:');
    expect(url.searchParams.get('secret')).toBe(secret);
    expect(url.searchParams.get('issuer')).toBe('Credit Repair Co.');
    expect(decodeURIComponent(url.pathname)).toBe(`/Credit Repair Co.:${admin.email}`);
    expect(qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(qrCode.split(',')[1], 'base64').toString()).toContain('<svg');

    // Sealed at rest: the stored value is not the secret, nor does it contain it.
    const [stored] = await s.rows<{ mfa_secret_sealed: string; mfa_enabled_at: unknown }>(
      sql`select mfa_secret_sealed, mfa_enabled_at from users where id = ${admin.id}`,
    );
    expect(stored?.mfa_secret_sealed).toMatch(/^v1\./);
    expect(stored?.mfa_secret_sealed).not.toContain(secret);
    expect(stored?.mfa_enabled_at).toBeNull();

    const wrong = await s.post('/api/auth/mfa/enrollment/confirm', session.headers, {
      code: codeAt(secret, 5),
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error).toMatchObject({
      code: 'INVALID_CODE',
      message: 'Invalid authentication code',
      details: [{ field: 'code', message: 'Invalid authentication code' }],
    });
    const malformed = await s.post('/api/auth/mfa/enrollment/confirm', session.headers, { code: '12ab56' });
    expect(malformed.statusCode).toBe(400);
    expect(JSON.stringify(malformed.json())).toContain('Enter the 6-digit code from your authenticator app');

    const confirm = await s.post('/api/auth/mfa/enrollment/confirm', session.headers, {
      code: codeAt(secret),
    });
    expect(confirm.statusCode).toBe(200);
    const { recoveryCodes } = confirm.json() as { recoveryCodes: string[] };
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    for (const code of recoveryCodes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);

    // Only hashes are stored.
    const hashes = await s.rows<{ code_hash: string }>(
      sql`select code_hash from mfa_recovery_codes where user_id = ${admin.id}`,
    );
    const expected = recoveryCodes.map((c) => createHash('sha256').update(c.replace('-', '')).digest('hex'));
    expect(hashes.map((h) => h.code_hash).sort()).toEqual(expected.sort());
    const dump = JSON.stringify(hashes);
    for (const code of recoveryCodes) expect(dump).not.toContain(code.replace('-', ''));

    // The session is now whole, under a new token: the one that travelled with the password alone is spent.
    expect((await s.get('/api/users?page=1', session.headers)).statusCode).toBe(401);
    const whole = { authorization: `Bearer ${confirm.json().token}` };
    expect((await s.get('/api/users?page=1', whole)).statusCode).toBe(200);
    expect((await s.get('/api/auth/mfa', whole)).json()).toEqual({
      mode: 'required',
      enabled: true,
      pending: null,
      recoveryCodesRemaining: 10,
    });
    const audit = await s.rows<{ action: string }>(
      sql`select action from audit_log where subject_user_id = ${admin.id} order by id`,
    );
    expect(audit.map((a) => a.action)).toContain('mfa.enrolled');
    expect(JSON.stringify(audit)).not.toContain(secret);

    // Enrolling again is refused, from this session and from a new one.
    expect((await s.post('/api/auth/mfa/enrollment', whole)).statusCode).toBe(409);
  });
});

describe.each(testDatabaseKinds())(
  'POST /api/auth/login, a session pending its second factor, on %s',
  (kind) => {
    const t = appFor(kind);
    const s = rowsFor(kind, t);

    it('refuses a pending session everywhere but the second-factor routes, the current user and logout', async () => {
      const admin = await s.newAdmin();
      const session = await s.login(admin.email);
      const allowed = t.app.declaredRoutes
        .filter((r) => r.allowPendingSecondFactor)
        .map((r) => `${r.method} ${r.url}`)
        .sort();
      expect(allowed).toEqual([
        'GET /api/auth/mfa',
        'GET /api/users/current',
        'POST /api/auth/logout',
        'POST /api/auth/mfa/enrollment',
        'POST /api/auth/mfa/enrollment/confirm',
        'POST /api/auth/mfa/verify',
      ]);
      const guarded = t.app.declaredRoutes.filter(
        (r) => r.access !== 'public' && !r.allowPendingSecondFactor,
      );
      expect(guarded.length).toBeGreaterThan(10);
      for (const route of guarded) {
        const res = await t.app.inject({
          method: route.method as 'GET',
          url: concreteUrl(route),
          payload: {},
          headers: session.headers,
        });
        expect(res.statusCode, `${route.method} ${route.url}`).toBe(403);
        expect(res.json().error.code).toBe('SECOND_FACTOR_REQUIRED');
      }
      // Verifying is for a session that has a factor to verify.
      const verify = await s.post('/api/auth/mfa/verify', session.headers, { code: '123456' });
      expect(verify.statusCode).toBe(409);
      const logout = await s.post('/api/auth/logout', session.headers);
      expect(logout.statusCode).toBe(200);
      expect((await s.get('/api/users/current', session.headers)).statusCode).toBe(401);
    });
  },
);

describe.each(testDatabaseKinds())('POST /api/auth/mfa/verify on %s', (kind) => {
  const t = appFor(kind);
  const s = rowsFor(kind, t);

  it('asks an enrolled admin for a code at each sign-in, and never takes the same code twice', async () => {
    // The codes are steps of 30 seconds: the clock stands still at the start of one, so the enrolment's
    // code and "the next step's" are the same steps however long the test takes.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Math.floor(Date.now() / 30_000) * 30_000 + 1_000);
    try {
      await enrolledSignIns();
    } finally {
      vi.useRealTimers();
    }
  });

  async function enrolledSignIns() {
    const admin = await s.enrolledAdmin();
    const first = await s.login(admin.email);
    expect(first.secondFactor).toBe('verify');
    expect((await s.get('/api/users?page=1', first.headers)).statusCode).toBe(403);
    expect((await s.post('/api/auth/mfa/enrollment', first.headers)).statusCode).toBe(409);

    const wrong = await s.post('/api/auth/mfa/verify', first.headers, { code: codeAt(admin.secret, -4) });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.message).toBe('Invalid authentication code');

    // The enrolment spent the current step's code already; the next step's is fresh.
    const replayOfEnrolment = await s.post('/api/auth/mfa/verify', first.headers, {
      code: codeAt(admin.secret),
    });
    expect(replayOfEnrolment.statusCode).toBe(400);
    expect(replayOfEnrolment.json().error.message).toContain('already been used');

    const nextCode = codeAt(admin.secret, 1);
    const ok = await s.post('/api/auth/mfa/verify', first.headers, { code: nextCode });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toEqual({ success: true, recoveryCodesRemaining: 10, token: expect.any(String) });
    expect(ok.cookies.find((c) => c.name === 'session')?.value).toBe(ok.json().token);
    expect((await s.get('/api/users?page=1', first.headers)).statusCode).toBe(401);
    expect(
      (await s.get('/api/users?page=1', { authorization: `Bearer ${ok.json().token}` })).statusCode,
    ).toBe(200);

    // The same code again, in another session within its window: refused.
    const second = await s.login(admin.email);
    const replay = await s.post('/api/auth/mfa/verify', second.headers, { code: nextCode });
    expect(replay.statusCode).toBe(400);
    expect((await s.get('/api/users?page=1', second.headers)).statusCode).toBe(403);
  }

  it('accepts each recovery code once, in place of a code', async () => {
    const admin = await s.enrolledAdmin();
    const [code, other] = admin.recoveryCodes as [string, string];
    const first = await s.login(admin.email);
    const used = await s.post('/api/auth/mfa/verify', first.headers, {
      recoveryCode: ` ${code.toUpperCase()} `,
    });
    expect(used.statusCode, used.body).toBe(200);
    expect(used.json().recoveryCodesRemaining).toBe(9);
    expect(
      (await s.get('/api/users?page=1', { authorization: `Bearer ${used.json().token}` })).statusCode,
    ).toBe(200);

    const second = await s.login(admin.email);
    const again = await s.post('/api/auth/mfa/verify', second.headers, { recoveryCode: code });
    expect(again.statusCode).toBe(400);
    expect(again.json().error).toMatchObject({
      code: 'INVALID_RECOVERY_CODE',
      message: 'Invalid recovery code',
    });
    const unknown = await s.post('/api/auth/mfa/verify', second.headers, { recoveryCode: 'aaaaa-bbbbb' });
    expect(unknown.statusCode).toBe(400);
    const both = await s.post('/api/auth/mfa/verify', second.headers, {
      recoveryCode: other,
      code: '123456',
    });
    expect(both.statusCode).toBe(400);
    expect((await s.post('/api/auth/mfa/verify', second.headers, { recoveryCode: other })).statusCode).toBe(
      200,
    );

    const spent = await s.rows<{ used_at: unknown }>(
      sql`select used_at from mfa_recovery_codes where user_id = ${admin.id} and used_at is not null`,
    );
    expect(spent).toHaveLength(2);
    const audit = await s.rows<{ action: string; details: { recoveryCodesRemaining: number } }>(
      sql`select action, details from audit_log where subject_user_id = ${admin.id} and action = 'mfa.recovery_code_used' order by id`,
    );
    expect(audit.map((a) => a.details.recoveryCodesRemaining)).toEqual([9, 8]);
  });

  it('counts wrong codes toward the account lockout, like wrong passwords', async () => {
    const admin = await s.enrolledAdmin();
    const session = await s.login(admin.email);
    for (let i = 0; i < 5; i++) {
      const res = await s.post('/api/auth/mfa/verify', session.headers, {
        code: codeAt(admin.secret, 10 + i),
      });
      expect(res.statusCode).toBe(400);
    }
    // Locked now, even with the right code, and the password no longer opens a session either.
    const right = await s.post('/api/auth/mfa/verify', session.headers, { code: codeAt(admin.secret, 1) });
    expect(right.statusCode).toBe(429);
    expect(right.json().error.code).toBe('ACCOUNT_LOCKED');
    const relogin = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: admin.email, password, loginType: 'admin' },
    });
    expect(relogin.statusCode).toBe(429);
  });
});

describe.each(testDatabaseKinds())('POST /api/auth/login, someone not an admin, on %s', (kind) => {
  const t = appFor(kind);
  const s = rowsFor(kind, t);

  it('leaves non-admins alone', async () => {
    for (const accessLevel of ['CLIENT_VIEWER', 'BETA_TESTER'] as const) {
      const a = await s.newUser(accessLevel);
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: a.email, password },
      });
      expect(res.json().secondFactor).toBeNull();
      const headers = { authorization: `Bearer ${res.json().token}` };
      expect((await s.get('/api/disputes', headers)).statusCode).toBe(200);
      expect((await s.get('/api/auth/mfa', headers)).json()).toMatchObject({ enabled: false, pending: null });
      const enroll = await s.post('/api/auth/mfa/enrollment', headers);
      expect(enroll.statusCode).toBe(403);
    }
  });
});
