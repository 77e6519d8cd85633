import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { aPerson } from '../../../test/factories/users';
import { useTestApp } from '../../../test/test-app-lifecycle';
import { testDatabaseKinds } from '../../../test/test-database';
import { argon2, hashPassword } from '../../platform/auth/passwords';

/** The cost part of an argon2 hash (`$argon2id$v=19$m=19456,t=2,p=1`): what its check takes. */
const costOf = (passwordHash: string) => passwordHash.split('$').slice(0, 4).join('$');

// Whether an e-mail has an account must not leak through the sign-in answer: not in its status, not in
// its body, and not in its time. The time is the same when an unknown address is checked against a
// decoy hash of the same cost as a real one; this test checks that work is done, and
// `npm run bench:sign-in-timing -w @app/bench` measures the time itself on a quiet machine.
describe.each(testDatabaseKinds())('sign-in answers reveal no account on %s', (kind) => {
  const t = useTestApp(
    kind,
    { AUTH_RATE_LIMIT_PER_MINUTE: '100000', LOGIN_LOCKOUT_ATTEMPTS: '100000', LOG_LEVEL: 'silent' },
    { seed: false },
  );
  // An account whose password is hashed as a real one is, so a wrong password costs a real check.
  const known = { email: '', passwordHash: '' };
  // Every password check the app makes, with the hash it was asked to check against.
  const checked: string[] = [];
  beforeAll(async () => {
    known.passwordHash = await hashPassword('The-real-password#1');
    known.email = (await aPerson(t.db, 'BETA_TESTER', { passwordHash: known.passwordHash })).email;
    const verify = argon2.verify;
    vi.spyOn(argon2, 'verify').mockImplementation((passwordHash, ...rest) => {
      checked.push(String(passwordHash));
      return verify(passwordHash, ...rest);
    });
  });
  afterAll(() => vi.restoreAllMocks());

  const attempt = async (email: string) => {
    checked.length = 0;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password: 'Not-the-password#1' },
    });
    return { answer: `${res.statusCode} ${res.body}`, checks: [...checked] };
  };

  it('answers an unknown e-mail and a wrong password alike, after the same password check', async () => {
    const wrongPassword = await attempt(known.email);
    const noAccount = await attempt('nobody@example.com');
    expect(wrongPassword.answer).toMatch(/^401 /);
    expect(noAccount.answer).toBe(wrongPassword.answer);
    // One check each: the known address against its own hash, the unknown one against the decoy.
    expect(wrongPassword.checks).toEqual([known.passwordHash]);
    expect(noAccount.checks).toHaveLength(1);
    expect(noAccount.checks[0]).not.toBe(known.passwordHash);
    expect(costOf(noAccount.checks[0] as string)).toBe(costOf(known.passwordHash));
  });
});
