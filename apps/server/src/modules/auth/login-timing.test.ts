import { performance } from 'node:perf_hooks';
import { beforeAll, describe, expect, it } from 'vitest';
import { aPersonWithPassword } from '../../../test/factories/users';
import { useTestApp } from '../../../test/test-app-lifecycle';
import { testDatabaseKinds } from '../../../test/test-database';

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
};

// Whether an e-mail has an account must not leak through the sign-in answer: not in its status, not in
// its body, not in how long it takes (the unknown address is checked against a decoy hash).
describe.each(testDatabaseKinds())('sign-in answers reveal no account on %s', (kind) => {
  const t = useTestApp(
    kind,
    { AUTH_RATE_LIMIT_PER_MINUTE: '100000', LOGIN_LOCKOUT_ATTEMPTS: '100000', LOG_LEVEL: 'silent' },
    { seed: false },
  );
  // An account whose password is hashed as a real one is, so a wrong password costs a real verify.
  let knownEmail = '';
  beforeAll(async () => {
    knownEmail = (await aPersonWithPassword(t.db, 'BETA_TESTER')).email;
  });
  const tries = 200;

  const attempt = async (email: string) => {
    const started = performance.now();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password: 'Not-the-password#1' },
    });
    return { ms: performance.now() - started, status: res.statusCode, body: res.body };
  };

  it('answers an unknown e-mail and a wrong password alike, in status, body and time', {
    timeout: 300_000,
  }, async () => {
    await attempt(knownEmail);
    await attempt('nobody@example.com');
    const known: number[] = [];
    const unknown: number[] = [];
    const answers = new Set<string>();
    // Interleaved, so a slower moment of the machine falls on both kinds of try alike.
    for (let i = 0; i < tries; i++) {
      const wrongPassword = await attempt(knownEmail);
      // One address for each kind, so both pile up the same failed-attempt history.
      const noAccount = await attempt('nobody@example.com');
      known.push(wrongPassword.ms);
      unknown.push(noAccount.ms);
      answers.add(`${wrongPassword.status} ${wrongPassword.body}`);
      answers.add(`${noAccount.status} ${noAccount.body}`);
    }
    expect([...answers]).toHaveLength(1);
    expect([...answers][0]).toMatch(/^401 /);
    // Each pair ran back to back: the median of their differences cancels the machine's slower moments.
    const gap = Math.abs(median(known.map((ms, i) => ms - (unknown[i] as number))));
    const medians = `medians ${median(known).toFixed(1)} ms and ${median(unknown).toFixed(1)} ms`;
    // 5 ms, or a twentieth of a try on a machine so loaded that hashing takes far longer than usual:
    // a skipped hash would still show as a gap of the whole hash (about the median itself).
    const allowed = Math.max(5, median(known) / 20);
    expect(gap, `paired gap ${gap.toFixed(2)} ms, ${medians}`).toBeLessThan(allowed);
  });
});
