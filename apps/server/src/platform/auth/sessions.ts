import type { SessionsRepository, SessionUser } from './sessions.repository';
import { hashToken, newSessionToken } from './tokens';

export interface SessionPolicy {
  idleMinutes: number;
  absoluteHours: number;
}

// Writing lastSeenAt on every request would turn each read into a write; a minute of slack is
// far below the 30-minute idle limit.
const touchEveryMs = 60_000;

export function createSessions(repo: SessionsRepository, policy: SessionPolicy, now = () => new Date()) {
  const idleMs = policy.idleMinutes * 60_000;
  /** A session; `secondFactorPending` when the password alone was given and a code is still owed. */
  async function start(
    userId: number,
    meta: { ip: string; userAgent?: string },
    options: { secondFactorPending?: boolean } = {},
  ) {
    const token = newSessionToken();
    const t = now();
    await repo.insert({
      tokenHash: hashToken(token),
      userId,
      expiresAt: new Date(t.getTime() + policy.absoluteHours * 3_600_000),
      ip: meta.ip,
      userAgent: meta.userAgent?.slice(0, 500),
      secondFactorPending: options.secondFactorPending ?? false,
    });
    return { token, maxAgeSeconds: policy.absoluteHours * 3600 };
  }

  return {
    start,

    /** The user behind a token, or null when it is unknown, idle too long or past its absolute end. */
    async resolve(
      token: string,
    ): Promise<{ user: SessionUser; tokenHash: string; secondFactorPending: boolean } | null> {
      if (token.length < 20 || token.length > 100) return null;
      const tokenHash = hashToken(token);
      const t = now();
      const live = await repo.findLive(tokenHash, new Date(t.getTime() - idleMs), t);
      if (!live) return null;
      if (t.getTime() - live.lastSeenAt.getTime() > touchEveryMs) await repo.touch(tokenHash, t);
      return { user: live.user, tokenHash, secondFactorPending: live.secondFactorPending };
    },

    /**
     * A new, complete session in place of the old one (after a password change or a second factor),
     * so a token captured earlier stops working at once. `endOthers` ends every other session too.
     */
    async rotate(
      userId: number,
      oldTokenHash: string,
      meta: { ip: string; userAgent?: string },
      options: { endOthers?: boolean } = {},
    ) {
      const next = await start(userId, meta);
      if (options.endOthers) await repo.deleteAllForUser(userId, hashToken(next.token));
      else await repo.delete(oldTokenHash);
      return next;
    },

    end: (tokenHash: string) => repo.delete(tokenHash),
    endAllForUser: (userId: number) => repo.deleteAllForUser(userId),
    purgeExpired: () => {
      const t = now();
      return repo.deleteExpired(t, new Date(t.getTime() - idleMs));
    },
  };
}
export type Sessions = ReturnType<typeof createSessions>;
