import { csrfHeader, csrfHeaderValue } from '@app/contracts/auth.contract';
import { demoAccounts } from '../src/db/seed/demo-users';
import type { TestApp } from './build-test-app';

export type DemoRole = 'admin' | 'beta' | 'client';
const byRole: Record<DemoRole, (typeof demoAccounts)[number]> = {
  admin: demoAccounts[0] as (typeof demoAccounts)[number],
  beta: demoAccounts[1] as (typeof demoAccounts)[number],
  client: demoAccounts[2] as (typeof demoAccounts)[number],
};

/** Signs a demo account in through the API and returns its bearer token and id. */
export async function signIn(app: TestApp, role: DemoRole) {
  const { email, password } = byRole[role];
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password, loginType: role === 'admin' ? 'admin' : 'client' },
  });
  if (res.statusCode !== 200) throw new Error(`sign-in of ${role} failed: ${res.statusCode} ${res.body}`);
  const body = res.json() as { token: string; user: { id: number } };
  return { token: body.token, userId: body.user.id, headers: { authorization: `Bearer ${body.token}` } };
}

/** Headers the web client sends with its session cookie. */
export const cookieHeaders = (token: string) => ({
  cookie: `session=${token}`,
  [csrfHeader]: csrfHeaderValue,
});
