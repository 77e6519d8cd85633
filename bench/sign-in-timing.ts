// Sign-in timing bench: 200 sign-ins with a wrong password for an address with an account and 200 for
// an address without one, interleaved, against the app in this process (embedded PGlite). Reports the
// median of the paired differences: the answer's time must not tell which addresses exist (the unknown
// address is checked against a decoy hash of the same cost). Run on a quiet machine:
// npm run bench:sign-in-timing -w @app/bench
import { hashPassword } from '../apps/server/src/platform/auth/passwords';
import { buildTestApp } from '../apps/server/test/build-test-app';
import { aPerson } from '../apps/server/test/factories/users';
import { createTestDatabase } from '../apps/server/test/test-database';

const tries = Number(process.env.BENCH_TRIES ?? 200);
const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return ((s[Math.floor((s.length - 1) / 2)] as number) + (s[Math.ceil((s.length - 1) / 2)] as number)) / 2;
};

async function main() {
  const db = await createTestDatabase('pglite', { seed: false });
  const app = await buildTestApp(db, {
    AUTH_RATE_LIMIT_PER_MINUTE: '100000',
    LOGIN_LOCKOUT_ATTEMPTS: '100000',
    LOG_LEVEL: 'silent',
  });
  const known = (
    await aPerson(db, 'BETA_TESTER', { passwordHash: await hashPassword('The-real-password#1') })
  ).email;
  const attempt = async (email: string) => {
    const start = performance.now();
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password: 'Not-the-password#1' },
    });
    if (res.statusCode !== 401) throw new Error(`answer ${res.statusCode}: ${res.body}`);
    return performance.now() - start;
  };
  for (let i = 0; i < 10; i++) await attempt(i % 2 ? known : 'nobody@example.com');
  const wrongPassword: number[] = [];
  const noAccount: number[] = [];
  // Interleaved, and one address of each kind, so both pile up the same failed-attempt history and a
  // slower moment of the machine falls on both alike.
  for (let i = 0; i < tries; i++) {
    wrongPassword.push(await attempt(known));
    noAccount.push(await attempt('nobody@example.com'));
  }
  await app.close();
  await db.close();
  const gap = Math.abs(median(wrongPassword.map((ms, i) => ms - (noAccount[i] as number))));
  console.log(
    [
      `sign-in with a wrong password, ${tries} tries each (interleaved), PGlite, in process`,
      `address with an account: median ${median(wrongPassword).toFixed(2)} ms`,
      `address without one:     median ${median(noAccount).toFixed(2)} ms`,
      `paired gap at the median: ${gap.toFixed(2)} ms (goal: under 5 ms)`,
    ].join('\n'),
  );
}

await main();
