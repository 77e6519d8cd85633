import type { AccessLevel } from '@app/contracts/users.contract';
import type { TestApp } from '../build-test-app';
import type { TestDatabase } from '../test-database';
import { aPersonWithPassword } from './users';

type AppOnDatabase = { app: TestApp; db: TestDatabase };

/**
 * A person with a password of their own, hashed as sign-up hashes it, for tests of signing in itself
 * (other tests take `createSignedInUser`, which skips the slow hash).
 */
export async function anAccount(t: AppOnDatabase, accessLevel: AccessLevel, password = 'Account#Pass2026') {
  const person = await aPersonWithPassword(t.db, accessLevel, {}, password);
  return { ...person, accessLevel };
}

/** The account signed in through the API (the admin portal for an admin), as a browser would. */
export async function signedIn(
  t: AppOnDatabase,
  account: { email: string; password: string; accessLevel: AccessLevel },
) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: {
      email: account.email,
      password: account.password,
      loginType: account.accessLevel === 'ADMIN' ? 'admin' : 'client',
    },
  });
  if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.statusCode} ${res.body}`);
  const body = res.json() as { token: string; user: { id: number } };
  return { token: body.token, userId: body.user.id, headers: { authorization: `Bearer ${body.token}` } };
}
