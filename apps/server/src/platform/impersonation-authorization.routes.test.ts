import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { createSignedInUser } from '../../test/factories/users';
import { concreteUrl } from '../../test/route-requests';
import { useTestApp } from '../../test/test-app-lifecycle';
import { testDatabaseKinds } from '../../test/test-database';
import { auditLog } from '../db/schema';
import { reservedReason } from './auth/impersonation-rules';

// Calls that end the test session itself are checked in the impersonation module's own tests.
const endsTheSession = new Set(['POST /api/auth/logout', 'DELETE /api/impersonation']);
const unsafe = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Every route of the running app, as the Fastify route table lists it, called from a 'Test as
 * Client' session: what the session may reach and what it is refused, and why.
 */
describe.each(testDatabaseKinds())('what a Test as Client session reaches, route by route, on %s', (kind) => {
  const t = useTestApp(kind);

  it('is refused every admin route and every act reserved for the client, reaches the rest, audits each change', async () => {
    const admin = await createSignedInUser(t.app, t.db, 'ADMIN');
    const client = await createSignedInUser(t.app, t.db, 'BETA_TESTER');
    const { token: adminToken } = await t.app.services.sessions.start(
      admin.userId,
      { ip: '127.0.0.1' },
      { secondFactorPassed: true },
    );
    const started = await t.app.inject({
      method: 'POST',
      url: '/api/admin/impersonation',
      headers: { authorization: `Bearer ${adminToken}` },
      payload: { userId: client.userId },
    });
    expect(started.statusCode, started.body).toBe(201);
    const headers = { authorization: `Bearer ${started.json().token}`, accept: 'application/json' };

    const table: { route: string; status: number; code?: string; verdict: string }[] = [];
    let changing = 0;
    for (const route of t.app.declaredRoutes) {
      const name = `${route.method} ${route.url}`;
      if (endsTheSession.has(name) || route.url.endsWith('/events')) continue;
      const res = await t.app.inject({
        method: route.method as 'GET',
        url: concreteUrl(route, '999999'),
        headers,
        ...(unsafe.has(route.method) ? { payload: {} } : {}),
      });
      if (unsafe.has(route.method)) changing++;
      const code = String(res.headers['content-type'] ?? '').includes('json')
        ? res.json()?.error?.code
        : undefined;
      const reason = reservedReason(route.method, route.url);
      if (reason) {
        expect([res.statusCode, res.json().error.message], name).toEqual([403, reason]);
        table.push({
          route: name,
          status: res.statusCode,
          code,
          verdict: 'refused: reserved for the client',
        });
      } else if (route.access === 'admin') {
        expect([res.statusCode, code], name).toEqual([403, 'FORBIDDEN']);
        table.push({ route: name, status: res.statusCode, code, verdict: 'refused: admin only' });
      } else {
        // The session is the client's own: signed in, past the policy; what follows is the route's answer.
        expect(res.statusCode, `${name} ${res.body.slice(0, 200)}`).not.toBe(401);
        expect(code, name).not.toBe('RESERVED_FOR_CLIENT');
        expect(res.statusCode, name).toBeLessThan(500);
        table.push({ route: name, status: res.statusCode, code, verdict: 'reached' });
      }
    }
    // The route-by-route table is shown only when a count is wrong, not on every passing run.
    const summary = `Test as Client across ${table.length} routes:\n${table.map((r) => `${r.verdict.padEnd(34)} ${r.status} ${r.route}`).join('\n')}`;
    const refused = table.filter((r) => r.verdict !== 'reached');
    expect(refused.filter((r) => r.verdict.includes('reserved')).length, summary).toBeGreaterThanOrEqual(11);
    expect(table.filter((r) => r.verdict === 'reached').length, summary).toBeGreaterThan(20);

    // Each changing request, refused or not, is in the audit log with the admin as actor.
    // The row is written once the answer has gone (an onResponse hook): the last may land a moment later.
    const audited = await vi.waitFor(
      async () => {
        const rows = await t.db.db
          .select()
          .from(auditLog)
          .where(eq(auditLog.action, 'impersonation.request'));
        expect(rows).toHaveLength(changing);
        return rows;
      },
      { timeout: 5_000, interval: 50 },
    );
    expect(audited.every((a) => a.actorId === admin.userId && a.subjectUserId === client.userId)).toBe(true);
  }, 120_000);
});
