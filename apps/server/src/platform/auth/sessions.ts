import { acrossOrganizations } from '../../db/organization-context';
import type { Transaction } from '../../db/transaction';
import type { LiveSession, SessionsRepository } from './sessions.repository';
import { hashToken, newSessionToken } from './tokens';

export interface SessionPolicy {
  idleMinutes: number;
  absoluteHours: number;
}

// Writing lastSeenAt on every request would turn each read into a write; a minute of slack is
// far below the 30-minute idle limit.
const touchEveryMs = 60_000;

/**
 * Each change of sessions takes the caller's transaction when there is one (`tx`): a sign-in,
 * sign-out, password change or 'Test as Client' start and end lands with its audit entry or not at
 * all. `inTransaction` opens one for callers that have no repository of their own to open it.
 */
export function createSessions(repo: SessionsRepository, policy: SessionPolicy, now = () => new Date()) {
  const idleMs = policy.idleMinutes * 60_000;
  /** A session; `secondFactorPending` when the password alone was given and a code is still owed. */
  async function start(
    userId: number,
    meta: { ip: string; userAgent?: string },
    options: {
      secondFactorPending?: boolean;
      secondFactorPassed?: boolean;
      /** 'Test as Client': a short session for the client, tied to the admin and the admin's session. */
      impersonation?: { adminId: number; adminSessionHash: string; minutes: number };
    } = {},
    tx?: Transaction,
  ) {
    const token = newSessionToken();
    const t = now();
    const lifetimeSeconds = options.impersonation
      ? options.impersonation.minutes * 60
      : policy.absoluteHours * 3600;
    await repo.insert(
      {
        tokenHash: hashToken(token),
        userId,
        // The session's clock, not the database's: idle and touch checks compare with `now()`.
        createdAt: t,
        lastSeenAt: t,
        expiresAt: new Date(t.getTime() + lifetimeSeconds * 1000),
        ip: meta.ip,
        userAgent: meta.userAgent?.slice(0, 500),
        secondFactorPending: options.secondFactorPending ?? false,
        secondFactorPassed: options.secondFactorPassed ?? false,
        impersonatorUserId: options.impersonation?.adminId,
        impersonatorSessionHash: options.impersonation?.adminSessionHash,
      },
      tx,
    );
    return { token, maxAgeSeconds: lifetimeSeconds };
  }

  return {
    inTransaction: repo.inTransaction,
    start,
    /** Which organization a person belongs to: the record-owner check asks it for admins. */
    // Only an organization's id leaves this lookup, to be compared with the viewer's: a person of
    // another organization must answer 404 (not an empty record), so the lookup sees past the wall.
    organizationOf: (personId: number) =>
      acrossOrganizations('personsOrganization', () => repo.organizationOf(personId)),
    /** A person's organization and specialist: the record-owner check asks it for team members. */
    standingOf: (personId: number) =>
      acrossOrganizations('personsOrganization', () => repo.standingOf(personId)),

    /** The user behind a token, or null when it is unknown, idle too long or past its absolute end. */
    async resolve(token: string): Promise<(LiveSession & { tokenHash: string }) | null> {
      if (token.length < 20 || token.length > 100) return null;
      const tokenHash = hashToken(token);
      const t = now();
      const live = await repo.findLive(tokenHash, new Date(t.getTime() - idleMs), t);
      if (!live) return null;
      if (t.getTime() - live.lastSeenAt.getTime() > touchEveryMs) await repo.touch(tokenHash, t);
      // The row is this read's own: named on it rather than copied into a new object per request.
      return Object.assign(live, { tokenHash });
    },

    /**
     * A new, complete session in place of the old one (after a password change or a second factor),
     * so a token captured earlier stops working at once. `endOthers` ends every other session too.
     */
    async rotate(
      userId: number,
      oldTokenHash: string,
      meta: { ip: string; userAgent?: string },
      options: { endOthers?: boolean; secondFactorPassed?: boolean } = {},
      tx?: Transaction,
    ) {
      const next = await start(userId, meta, { secondFactorPassed: options.secondFactorPassed }, tx);
      if (options.endOthers) await repo.deleteAllForUser(userId, hashToken(next.token), tx);
      else await repo.delete(oldTokenHash, tx);
      return next;
    },

    /** Sign-out; out of a 'Test as Client' session it signs the admin out as well. */
    end: (tokenHash: string, tx?: Transaction) => repo.deleteWithImpersonator(tokenHash, tx),
    /**
     * Return to admin: the 'Test as Client' session ends and the admin's own session is replaced by a
     * fresh one (its token never left the browser's cookie, so a new one is issued). The admin was
     * active all along through the test session, so only the absolute end applies; null when it is over.
     */
    async returnToAdmin(
      testSessionHash: string,
      admin: { id: number; sessionHash: string | null },
      meta: { ip: string; userAgent?: string },
      tx?: Transaction,
    ) {
      await repo.delete(testSessionHash, tx);
      if (!admin.sessionHash) return null;
      const own = await repo.findLive(admin.sessionHash, new Date(0), now(), tx);
      if (!own || own.user.id !== admin.id) return null;
      await repo.delete(admin.sessionHash, tx);
      return start(admin.id, meta, { secondFactorPassed: own.secondFactorPassed }, tx);
    },
    endAllForUser: (userId: number, tx?: Transaction) => repo.deleteAllForUser(userId, undefined, tx),
    purgeExpired: () => {
      const t = now();
      return repo.deleteExpired(t, new Date(t.getTime() - idleMs));
    },
  };
}
export type Sessions = ReturnType<typeof createSessions>;
