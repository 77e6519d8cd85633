import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { aBetaTester, createSignedInUser } from '../../../test/factories/users';
import { concreteUrl, deniedToClientViewer } from '../../../test/route-requests';
import { useTestApp } from '../../../test/test-app-lifecycle';
import { testDatabaseKinds } from '../../../test/test-database';
import { registerAccessPolicy } from './access-policy';
import { createSessions } from './sessions';
import type { SessionsRepository } from './sessions.repository';

describe('route registration', () => {
  const sessions = createSessions({} as SessionsRepository, { idleMinutes: 30, absoluteHours: 12 });

  it('refuses, at registration, an API route that declares no access policy', async () => {
    const bare = Fastify();
    registerAccessPolicy(bare, sessions, { record: async () => {} });
    expect(() => bare.get('/api/forgotten', async () => ({}))).toThrow(/declares no access policy/);
  });

  it('refuses a changing route that does not say whether it is an act reserved for the consumer', async () => {
    const bare = Fastify();
    registerAccessPolicy(bare, sessions, { record: async () => {} });
    expect(() =>
      bare.post('/api/undeclared', { config: { access: 'authenticated' } }, async () => ({})),
    ).toThrow(/config\.consumerAct/);
    // Reading is never reserved, and a public or admin-only route is never the client's session's to call.
    expect(() =>
      bare.get('/api/readable', { config: { access: 'authenticated' } }, async () => ({})),
    ).not.toThrow();
    expect(() => bare.post('/api/admins', { config: { access: 'admin' } }, async () => ({}))).not.toThrow();
    expect(() =>
      bare.post(
        '/api/declared',
        { config: { access: 'authenticated', consumerAct: false } },
        async () => ({}),
      ),
    ).not.toThrow();
  });

  it('refuses an unknown policy name', async () => {
    const bare = Fastify();
    registerAccessPolicy(bare, sessions, { record: async () => {} });
    expect(() => bare.get('/api/odd', { config: { access: 'everyone' as never } }, async () => ({}))).toThrow(
      /unknown access policy/,
    );
  });
});

describe.each(testDatabaseKinds())('access policies of every route on %s', (kind) => {
  const t = useTestApp(kind, {}, { seed: false });

  it('declares a policy for every API route', () => {
    expect(t.app.declaredRoutes.length).toBeGreaterThan(5);
    for (const r of t.app.declaredRoutes) expect(r.access).toBeTruthy();
  });

  it('refuses anonymous callers everywhere but the declared public routes', async () => {
    const refused: string[] = [];
    for (const route of t.app.declaredRoutes.filter((r) => r.access !== 'public')) {
      const res = await t.app.inject({ method: route.method as 'GET', url: concreteUrl(route), payload: {} });
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(401);
      refused.push(`${route.method} ${route.url}`);
    }
    expect(refused.length).toBeGreaterThan(0);
  });

  it('refuses a client viewer on every admin and permission route', async () => {
    const { headers } = await createSignedInUser(t.app, t.db, 'CLIENT_VIEWER');
    for (const route of t.app.declaredRoutes.filter(deniedToClientViewer)) {
      const res = await t.app.inject({
        method: route.method as 'GET',
        url: concreteUrl(route),
        payload: {},
        headers,
      });
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(403);
    }
  });

  it('refuses a beta tester on every admin route', async () => {
    const { headers } = await aBetaTester(t);
    for (const route of t.app.declaredRoutes.filter((r) => r.access === 'admin')) {
      const res = await t.app.inject({
        method: route.method as 'GET',
        url: concreteUrl(route),
        payload: {},
        headers,
      });
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(403);
    }
  });

  it('keeps a user with a temporary password out of everything but the password change', async () => {
    const { userId, headers } = await aBetaTester(t);
    await t.db.exec(`update users set requires_password_reset = true where id = ${userId}`);
    const guarded = t.app.declaredRoutes.filter((r) => r.access !== 'public' && !r.allowPendingPasswordReset);
    expect(guarded.length).toBeGreaterThan(10);
    for (const route of guarded) {
      const res = await t.app.inject({
        method: route.method as 'GET',
        url: concreteUrl(route),
        payload: {},
        headers,
      });
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(403);
      expect(res.json().error.code).toBe('PASSWORD_RESET_REQUIRED');
    }
    const me = await t.app.inject({ url: '/api/users/current', headers });
    expect(me.json().requiresPasswordReset).toBe(true);
  });
});
