import { invitationMessages } from '@app/contracts/client-onboarding.contract';
import { impersonationMessages } from '@app/contracts/impersonation.contract';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { createSignedInUser } from '../../../test/factories/users';
import { useSharedRows } from '../../../test/file-rows';
import { useFileTestApps } from '../../../test/test-app-lifecycle';
import { type DatabaseKind, testDatabaseKinds } from '../../../test/test-database';
import { auditLog, passwordLinks, sessions, users } from '../../db/schema';
import { hashToken } from '../../platform/auth/tokens';

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

const appFor = useFileTestApps({}, { seed: false });
// Shared by the describes: the admin's sessions end as the file goes (signed out, revoked).
const people = useSharedRows(appFor, async (t) => ({
  admin: await createSignedInUser(t.app, t.db, 'ADMIN'),
  client: await createSignedInUser(t.app, t.db, 'STANDARD'),
}));

function setup(kind: DatabaseKind) {
  const { t, rows: p } = people(kind);
  /** An admin session that gave the second factor, as after /api/auth/mfa/verify. */
  const mfaAdminSession = async () => {
    const { token } = await t.app.services.sessions.start(
      p.admin.userId,
      { ip: '127.0.0.1' },
      { secondFactorPassed: true },
    );
    return token;
  };
  const start = (token: string, userId = p.client.userId) =>
    t.app.inject({
      method: 'POST',
      url: '/api/admin/impersonation',
      headers: bearer(token),
      payload: { userId, reason: 'CLIENT_SUPPORT' },
    });
  return { t, p, mfaAdminSession, start };
}

describe.each(testDatabaseKinds())('POST /api/admin/impersonation on %s', (kind) => {
  const { t, p, mfaAdminSession, start } = setup(kind);

  it('starts only for an admin who gave the second factor, never for an admin target', async () => {
    const noMfa = await start(p.admin.token);
    expect(noMfa.statusCode).toBe(403);
    expect(noMfa.json().error.message).toBe(impersonationMessages.needsSecondFactor);
    const otherAdmin = await createSignedInUser(t.app, t.db, 'ADMIN');
    const toAdmin = await start(await mfaAdminSession(), otherAdmin.userId);
    expect(toAdmin.statusCode).toBe(400);
    expect((await start(p.client.token)).statusCode).toBe(403);
  });

  it('asks why (400 without a reason) and writes the reason with the start', async () => {
    const token = await mfaAdminSession();
    const noReason = await t.app.inject({
      method: 'POST',
      url: '/api/admin/impersonation',
      headers: bearer(token),
      payload: { userId: p.client.userId },
    });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().error.details[0].field).toBe('body.reason');
    const started = await start(token);
    expect(started.statusCode, started.body).toBe(201);
    const entries = await t.db.db
      .select({ details: auditLog.details })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'impersonation.started'), eq(auditLog.subjectUserId, p.client.userId)));
    expect(entries.at(-1)?.details).toEqual({ reason: 'CLIENT_SUPPORT' });
    await t.app.inject({
      method: 'DELETE',
      url: '/api/impersonation',
      headers: bearer(started.json().token),
    });
  });

  it('refuses a client who has not accepted the invitation yet with 409, and starts once they have', async () => {
    // A fresh admin session: an earlier test ended every session of this admin.
    const adminToken = await mfaAdminSession();
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/users',
      headers: bearer(adminToken),
      payload: { firstName: 'Ina', lastName: 'Invited', email: `ina.${kind}@example.com` },
    });
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json() as { id: number };
    const waiting = await start(adminToken, id);
    expect(waiting.statusCode).toBe(409);
    expect(waiting.json().error.message).toBe(invitationMessages.awaitingAcceptance);
    // The Client Profiles list says so, where the Test as Client button would be.
    const awaiting = async () =>
      (
        await t.app.inject({
          url: `/api/admin/client-profiles?search=ina.${kind}`,
          headers: bearer(adminToken),
        })
      ).json()[0]?.awaitingInvitation;
    expect(await awaiting()).toBe(true);
    // An expired invitation is still not an account the client has opened.
    await t.db.db
      .update(passwordLinks)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(passwordLinks.userId, id));
    expect((await start(adminToken, id)).statusCode).toBe(409);
    // Resent, and this time accepted.
    const resent = await t.app.inject({
      method: 'POST',
      url: `/api/admin/clients/${id}/invitation`,
      headers: bearer(adminToken),
    });
    expect(resent.statusCode, resent.body).toBe(201);
    const accepted = await t.app.inject({
      method: 'POST',
      url: '/api/auth/password-link',
      payload: {
        token: new URL(resent.json().link as string).searchParams.get('token'),
        newPassword: 'Ina#Chosen2026',
      },
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(await awaiting()).toBe(false);
    expect((await start(adminToken, id)).statusCode).toBe(201);
  });

  it('never holds a test session at the client’s password screen: the temporary password stays theirs', async () => {
    const temporary = await createSignedInUser(t.app, t.db, 'CLIENT_VIEWER');
    await t.db.db.update(users).set({ requiresPasswordReset: true }).where(eq(users.id, temporary.userId));
    // The client themself is held at the password screen ...
    const own = await t.app.inject({
      url: `/api/credit-reports/${temporary.userId}`,
      headers: temporary.headers,
    });
    expect(own.json().error.code).toBe('PASSWORD_RESET_REQUIRED');

    // ... the admin testing as them is not, and cannot set the client's password either.
    const started = await start(await mfaAdminSession(), temporary.userId);
    expect(started.statusCode, started.body).toBe(201);
    const imp = bearer(started.json().token as string);
    const me = await t.app.inject({ url: '/api/users/current', headers: imp });
    expect(me.json()).toMatchObject({ id: temporary.userId, requiresPasswordReset: false });
    const reports = await t.app.inject({ url: `/api/credit-reports/${temporary.userId}`, headers: imp });
    expect(reports.statusCode, reports.body).not.toBe(403);
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      headers: imp,
      payload: { currentPassword: 'x', newPassword: 'Admin#Chose2026' },
    });
    expect(reset.statusCode).toBe(403);
    expect(reset.json().error.message).toBe(impersonationMessages.reserved.credentials);
    // The client's own flag is untouched.
    const [row] = await t.db.db
      .select({ flag: users.requiresPasswordReset })
      .from(users)
      .where(eq(users.id, temporary.userId));
    expect(row?.flag).toBe(true);
  });
});

describe.each(testDatabaseKinds())('DELETE /api/impersonation on %s', (kind) => {
  const { t, p, mfaAdminSession, start } = setup(kind);

  it('shows the banner data, refuses reserved acts with the reason, audits changes, cannot nest, returns', async () => {
    const adminToken = await mfaAdminSession();
    const started = await start(adminToken);
    expect(started.statusCode, started.body).toBe(201);
    const imp = bearer(started.json().token as string);
    const status = (await t.app.inject({ url: '/api/impersonation', headers: imp })).json();
    expect(status).toMatchObject({
      active: true,
      client: { id: p.client.userId },
      admin: { id: p.admin.userId },
    });
    expect((await t.app.inject({ url: '/api/users/current', headers: imp })).json().id).toBe(p.client.userId);

    const approve = await t.app.inject({
      method: 'POST',
      url: '/api/disputes/1/approve',
      headers: imp,
      payload: {},
    });
    expect(approve.statusCode).toBe(403);
    expect(approve.json().error.message).toBe(impersonationMessages.reserved.approval);
    const experian = await t.app.inject({
      method: 'POST',
      url: '/api/experian/connect',
      headers: imp,
      payload: {},
    });
    expect(experian.json().error.message).toBe(impersonationMessages.reserved.authorisation);

    // An impersonation session is the client's: it cannot reach admin routes, so cannot start another.
    const nested = await start(started.json().token as string);
    expect(nested.statusCode).toBe(403);

    // Audit rows are written once each answer has gone (an onResponse hook), so they are waited for.
    await vi.waitFor(async () => {
      const audited = await t.db.db
        .select()
        .from(auditLog)
        .where(
          and(eq(auditLog.action, 'impersonation.request'), eq(auditLog.subjectUserId, p.client.userId)),
        );
      expect(audited.map((a) => [a.actorId, a.targetId])).toEqual(
        expect.arrayContaining([
          [p.admin.userId, 'POST /api/disputes/:id/approve'],
          [p.admin.userId, 'POST /api/experian/connect'],
        ]),
      );
    });

    const back = await t.app.inject({ method: 'DELETE', url: '/api/impersonation', headers: imp });
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json().returnedToAdmin).toBe(true);
    expect((await t.app.inject({ url: '/api/users/current', headers: imp })).statusCode).toBe(401);
    // The admin's old token was replaced; the new one is a whole admin session again.
    expect((await t.app.inject({ url: '/api/users/current', headers: bearer(adminToken) })).statusCode).toBe(
      401,
    );
    const resumed = bearer(back.json().token as string);
    expect((await t.app.inject({ url: '/api/admin/beta-access', headers: resumed })).statusCode).toBe(200);
  });
});

describe.each(testDatabaseKinds())('GET /api/users/current on %s', (kind) => {
  const { t, p, mfaAdminSession, start } = setup(kind);

  it('ends the moment the admin session it was started from signs out or is revoked', async () => {
    const current = (token: string) => t.app.inject({ url: '/api/users/current', headers: bearer(token) });
    const signedOut = await mfaAdminSession();
    const first = (await start(signedOut)).json().token as string;
    const second = (await start(signedOut)).json().token as string;
    expect((await current(first)).statusCode).toBe(200);
    const logout = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: bearer(signedOut),
    });
    expect(logout.statusCode, logout.body).toBeLessThan(300);
    expect((await current(first)).statusCode).toBe(401);
    expect((await current(second)).statusCode).toBe(401);

    // Revoked rather than signed out: every session of the admin ends, so do the tests started from them.
    const revoked = await mfaAdminSession();
    const third = (await start(revoked)).json().token as string;
    await t.app.services.sessions.endAllForUser(p.admin.userId);
    expect((await current(third)).statusCode).toBe(401);
    expect(
      await t.db.db
        .select()
        .from(sessions)
        .where(eq(sessions.tokenHash, hashToken(third))),
    ).toHaveLength(0);
  });

  it('ends at logout (the admin’s session with it) and after 30 minutes', async () => {
    const adminToken = await mfaAdminSession();
    const imp = bearer((await start(adminToken)).json().token as string);
    await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: imp });
    expect((await t.app.inject({ url: '/api/users/current', headers: imp })).statusCode).toBe(401);
    const left = await t.db.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(adminToken)));
    expect(left).toHaveLength(0);

    const second = await start(await mfaAdminSession());
    const [row] = await t.db.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(second.json().token as string)));
    const lifetime = (row?.expiresAt.getTime() ?? 0) - (row?.createdAt.getTime() ?? 0);
    expect(Math.round(lifetime / 60_000)).toBe(30);
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(new Date((row?.expiresAt.getTime() ?? 0) + 1000));
      const late = await t.app.inject({
        url: '/api/users/current',
        headers: bearer(second.json().token as string),
      });
      expect(late.statusCode).toBe(401);
    } finally {
      vi.useRealTimers();
    }
  });
});
