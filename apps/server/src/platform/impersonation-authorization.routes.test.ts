import { impersonationMessages } from '@app/contracts/impersonation.contract';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createSignedInUser } from '../../test/factories/users';
import { concreteUrl } from '../../test/route-requests';
import { useFileTestApps } from '../../test/test-app-lifecycle';
import { type DatabaseKind, testDatabaseKinds } from '../../test/test-database';
import { auditLog, bureauResponses, chatDocuments, disputes } from '../db/schema';

// Calls that end the test session itself are checked in the impersonation module's own tests.
const endsTheSession = new Set(['POST /api/auth/logout', 'DELETE /api/impersonation']);
const unsafe = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/*
 * Every route of the running app, as the Fastify route table lists it, called from a 'Test as
 * Client' session: what the session may reach and what it is refused, and why. Each test makes its
 * own admin and client.
 */
const appFor = useFileTestApps({}, { seed: false });

function setup(kind: DatabaseKind) {
  const t = appFor(kind);

  /** A client, an admin who gave the second factor, and the admin's 'Test as Client' session for them. */
  async function testAsClient() {
    const admin = await createSignedInUser(t.app, t.db, 'ADMIN');
    const client = await createSignedInUser(t.app, t.db, 'BETA_TESTER');
    const { token } = await t.app.services.sessions.start(
      admin.userId,
      { ip: '127.0.0.1' },
      { secondFactorPassed: true },
    );
    const started = await t.app.inject({
      method: 'POST',
      url: '/api/admin/impersonation',
      headers: { authorization: `Bearer ${token}` },
      payload: { userId: client.userId, reason: 'CLIENT_SUPPORT' },
    });
    expect(started.statusCode, started.body).toBe(201);
    return { admin, client, headers: { authorization: `Bearer ${started.json().token}` } };
  }

  /**
   * Every table's rows, hashed. The audit log (and the client table's last activity read from it) and
   * the sessions change with any request, refused ones included, and are left out.
   */
  async function digestOfEveryTable() {
    const rows = <T>(q: ReturnType<typeof sql>) =>
      t.db.db.execute(q).then((r) => (r as unknown as { rows: T[] }).rows);
    const tables = await rows<{ name: string }>(
      sql`select tablename as name from pg_tables where schemaname = 'public' and tablename not in ('sessions', 'audit_log') order by 1`,
    );
    const digest: Record<string, string> = {};
    for (const { name } of tables) {
      const [row] = await rows<{ d: string | null }>(
        sql.raw(
          `select md5(string_agg((to_jsonb(t) - 'last_activity')::text, '|' order by t::text)) as d from "${name}" t`,
        ),
      );
      digest[name] = row?.d ?? '';
    }
    return digest;
  }
  return { t, testAsClient, digestOfEveryTable };
}

describe.each(testDatabaseKinds())('POST /api/admin/impersonation on %s', (kind) => {
  const { t, testAsClient, digestOfEveryTable } = setup(kind);

  it('refuses every route declared reserved for the consumer with 403 and its reason, and changes nothing', async () => {
    const { client, headers } = await testAsClient();
    const reserved = t.app.declaredRoutes.filter((r) => r.consumerAct);
    expect(reserved.length).toBeGreaterThanOrEqual(25);
    const before = await digestOfEveryTable();
    const wrong: string[] = [];
    for (const route of reserved) {
      if (!route.consumerAct) continue;
      // The client's own id, so that only the declaration (not ownership) can refuse.
      const res = await t.app.inject({
        method: route.method as 'POST',
        url: concreteUrl(route, String(client.userId)),
        headers,
        payload: {},
      });
      const message = impersonationMessages.reserved[route.consumerAct];
      if (res.statusCode !== 403 || res.json().error?.message !== message)
        wrong.push(`${route.method} ${route.url}: ${res.statusCode} ${res.body.slice(0, 120)}`);
    }
    expect(wrong).toEqual([]);
    expect(await digestOfEveryTable()).toEqual(before);
  });

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
      payload: { userId: client.userId, reason: 'CLIENT_SUPPORT' },
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
      if (route.consumerAct) {
        expect([res.statusCode, res.json().error.message], name).toEqual([
          403,
          impersonationMessages.reserved[route.consumerAct],
        ]);
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
        // (A provider's webhook answers 401 to a bad signature, whoever sends it: that is its answer.)
        if (code !== 'BAD_SIGNATURE')
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
    // The row is written before the answer leaves (an onSend hook), so the last one is there already.
    const audited = await t.db.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'impersonation.request'), eq(auditLog.subjectUserId, client.userId)));
    expect(audited).toHaveLength(changing);
    expect(audited.every((a) => a.actorId === admin.userId && a.subjectUserId === client.userId)).toBe(true);
  }, 120_000);
});

describe.each(testDatabaseKinds())('POST /api/disputes on %s', (kind) => {
  const { t, testAsClient } = setup(kind);

  it('lets the admin draft a dispute for the client but never attest it, and audits it with both of them', async () => {
    const { admin, client, headers } = await testAsClient();
    const [issue] = await t.app.services.issues.add([
      {
        userId: client.userId,
        type: 'COLLECTION' as const,
        title: 'Collection: Midland Credit',
        description: 'Collection account reported as unpaid',
        creditor: 'Midland Credit',
        amountCents: 61_000,
        dateReported: '2023-02-01',
        impact: 40,
        bureaus: ['TRANSUNION', 'EXPERIAN'],
      },
    ]);
    const draft = {
      issueId: (issue as { id: number }).id,
      bureau: 'TRANSUNION',
      reason: 'UNVERIFIABLE',
      letterContent: `To whom it may concern,\n\n${'This account cannot be verified and must be removed. '.repeat(5)}`,
      letterGenerated: true,
    };
    const attested = await t.app.inject({
      method: 'POST',
      url: '/api/disputes',
      headers,
      payload: { ...draft, attestation: true },
    });
    expect(attested.statusCode, attested.body).toBe(403);
    expect(attested.json().error.message).toBe(impersonationMessages.reserved.approval);
    expect(await t.db.db.select().from(disputes).where(eq(disputes.userId, client.userId))).toHaveLength(0);

    const drafted = await t.app.inject({ method: 'POST', url: '/api/disputes', headers, payload: draft });
    expect(drafted.statusCode, drafted.body).toBe(201);
    const [row] = await t.db.db.select().from(disputes).where(eq(disputes.id, drafted.json().id));
    expect([row?.consumerApprovedAt, row?.attestedAt, row?.createdById]).toEqual([null, null, admin.userId]);

    // What a service audits during the session (it sees the client signed in) names the admin as the
    // actor and the client as the subject. The client approves a letter of their own; the admin records the answer.
    const own = await t.app.inject({
      method: 'POST',
      url: '/api/disputes',
      headers: client.headers,
      payload: { ...draft, bureau: 'EXPERIAN', attestation: true },
    });
    expect(own.statusCode, own.body).toBe(201);
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/bureau-responses',
      headers,
      payload: {
        userId: client.userId,
        disputeId: own.json().id,
        bureau: 'EXPERIAN',
        responseType: 'VERIFIED',
        responseText: 'The information you disputed has been verified as accurate.',
      },
    });
    expect(answer.statusCode, answer.body).toBe(201);
    const [kept] = await t.db.db
      .select()
      .from(bureauResponses)
      .where(eq(bureauResponses.id, answer.json().id));
    expect(kept?.createdById).toBe(admin.userId);
    const [audited] = await t.db.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'bureau_response.recorded'), eq(auditLog.subjectUserId, client.userId)));
    expect([audited?.actorId, audited?.details]).toEqual([
      admin.userId,
      { impersonation: { adminId: admin.userId, clientId: client.userId } },
    ]);
  });
});

describe.each(testDatabaseKinds())('POST /api/chat/upload on %s', (kind) => {
  const { t, testAsClient } = setup(kind);

  it('records a document uploaded while testing as the client as the admin’s upload', async () => {
    const { admin, client, headers } = await testAsClient();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/chat/upload',
      headers,
      payload: {
        fileName: 'utility-bill.png',
        fileData:
          'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ userId: client.userId, uploadedBy: 'ADMIN' });
    const [row] = await t.db.db.select().from(chatDocuments).where(eq(chatDocuments.id, res.json().id));
    expect(row?.uploadedById).toBe(admin.userId);
  });
});
