import { expect } from 'vitest';
import type { TestApp } from './build-test-app';

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
interface Caller {
  headers: Record<string, string>;
}

/**
 * The object-ownership pattern every module reuses: the owner and an admin reach a record,
 * another non-admin gets 404 (not 403, so ids cannot be probed), nobody signed out gets in.
 */
export async function expectOwnerOnly(
  app: TestApp,
  req: { method: Method; url: string; payload?: unknown },
  callers: { owner: Caller; other: Caller; admin?: Caller },
) {
  const send = (headers: Record<string, string>) =>
    app.inject({ method: req.method, url: req.url, payload: req.payload as never, headers });
  const owner = await send(callers.owner.headers);
  expect(owner.statusCode, `owner on ${req.method} ${req.url}`).toBeLessThan(300);
  const other = await send(callers.other.headers);
  expect(other.statusCode, `other user on ${req.method} ${req.url}`).toBe(404);
  if (callers.admin) {
    const admin = await send(callers.admin.headers);
    expect(admin.statusCode, `admin on ${req.method} ${req.url}`).toBeLessThan(300);
  }
  const anonymous = await send({});
  expect(anonymous.statusCode, `anonymous on ${req.method} ${req.url}`).toBe(401);
}
