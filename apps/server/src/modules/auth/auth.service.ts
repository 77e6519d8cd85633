import { authMessages, type LoginRequest } from '@app/contracts/auth.contract';
import { organizationMessages } from '@app/contracts/organizations.contract';
import { passwordMessages, passwordRulesFor } from '@app/contracts/password-rules';
import type { Permissioned } from '@app/contracts/permissions';
import { isTeamMember } from '@app/contracts/team-roles';
import type { AuditLog } from '../../platform/audit/audit-log';
import {
  assertStrongPassword,
  decoyPasswordHash,
  hashPassword,
  verifyPassword,
} from '../../platform/auth/passwords';
import type { Sessions } from '../../platform/auth/sessions';
import { AppError } from '../../platform/errors';
import type { AuthRepository } from './auth.repository';
import { assertMayTry, type LockoutPolicy } from './lockout';
import type { SecondFactorService } from './second-factor.service';

interface RequestMeta {
  ip: string;
  userAgent?: string;
}

/**
 * Each change here (a session opened or ended, a password set, a failed attempt counted) is made in
 * one transaction with its audit entry: if the entry cannot be written, the change does not happen.
 */
export function createAuthService(deps: {
  repo: AuthRepository;
  sessions: Sessions;
  audit: Pick<AuditLog, 'record'>;
  lockout: LockoutPolicy;
  secondFactor: Pick<SecondFactorService, 'stepAfterPassword'>;
  now?: () => Date;
}) {
  const { repo, sessions, audit, lockout, secondFactor } = deps;
  const now = deps.now ?? (() => new Date());
  const invalid = () => new AppError(401, 'INVALID_CREDENTIALS', authMessages.invalidCredentials);

  return {
    /** Signs in within the organization the request came to (its host name's, else the platform's). */
    async login(input: Required<LoginRequest>, meta: RequestMeta, organizationId: number) {
      const emailKey = input.email.trim().toLowerCase();
      // Counted per account, so rotating addresses buys an attacker nothing.
      await assertMayTry(repo, emailKey, lockout, now());
      const user = await repo.findCredentialsByEmail(emailKey, organizationId);
      // Verify against a decoy when the email is unknown so both failures take the same time.
      const ok = await verifyPassword(user?.passwordHash ?? (await decoyPasswordHash()), input.password);
      // A deactivated team member keeps no way in, and is answered as a wrong password is: the
      // answer tells no one (not even who holds the password) that the account exists.
      if (!user || !ok || user.deactivatedAt) {
        // The failure counts toward the lockout and is audited together, or neither.
        await repo.inTransaction(async (tx) => {
          await repo.recordFailedLogin(emailKey, meta.ip, tx);
          await audit.record(
            // The attempt is the organization's it was made at (no person may have been found).
            {
              actorId: user?.id ?? null,
              action: 'auth.login_failed',
              subjectUserId: user?.id,
              organizationId,
              origin: meta,
            },
            tx,
          );
        });
        throw invalid();
      }
      // Told only to someone who knows the password: a suspended company's people keep their data, not their access.
      if (user.organizationStatus !== 'active') {
        throw new AppError(403, 'ORGANIZATION_SUSPENDED', organizationMessages.suspended);
      }
      if (input.loginType === 'admin' && !isTeamMember(user)) {
        throw new AppError(403, 'ACCESS_DENIED', authMessages.accessDenied);
      }
      // An admin's password alone opens a session that can do nothing but give the second factor.
      const step = secondFactor.stepAfterPassword(user);
      const session = await repo.inTransaction(async (tx) => {
        const started = await sessions.start(user.id, meta, { secondFactorPending: step !== null }, tx);
        await audit.record(
          {
            actorId: user.id,
            action: 'auth.login',
            subjectUserId: user.id,
            origin: meta,
            details: { loginType: input.loginType, secondFactor: step },
          },
          tx,
        );
        return started;
      });
      const {
        passwordHash: _hash,
        requiresPasswordReset,
        mfaEnabledAt: _mfa,
        mfaRequired: _mfaRequired,
        organizationStatus: _status,
        deactivatedAt: _deactivated,
        ...profile
      } = user;
      return { ...session, user: profile, requiresPasswordReset, secondFactor: step };
    },

    async logout(userId: number, tokenHash: string, meta: RequestMeta) {
      await repo.inTransaction(async (tx) => {
        await sessions.end(tokenHash, tx);
        await audit.record(
          { actorId: userId, action: 'auth.logout', subjectUserId: userId, origin: meta },
          tx,
        );
      });
    },

    async resetPassword(
      who: Permissioned & { id: number },
      tokenHash: string,
      input: { currentPassword: string; newPassword: string },
      meta: RequestMeta,
    ) {
      const userId = who.id;
      const currentHash = await repo.findPasswordHash(userId);
      if (!currentHash || !(await verifyPassword(currentHash, input.currentPassword))) {
        throw new AppError(400, 'INVALID_CURRENT_PASSWORD', 'Current password is incorrect', [
          { field: 'currentPassword', message: 'Current password is incorrect' },
        ]);
      }
      // The admin portal's own rule set (its special characters) for admins.
      const same = input.newPassword && input.newPassword === input.currentPassword;
      assertStrongPassword(
        input.newPassword,
        passwordRulesFor(who.accessLevel),
        'newPassword',
        same ? [passwordMessages.sameAsCurrent] : [],
      );
      const passwordHash = await hashPassword(input.newPassword);
      return repo.inTransaction(async (tx) => {
        await repo.setPassword(userId, passwordHash, tx);
        // A changed password ends every session, this one included; the person goes on with a new one.
        const session = await sessions.rotate(userId, tokenHash, meta, { endOthers: true }, tx);
        await audit.record(
          { actorId: userId, action: 'auth.password_changed', subjectUserId: userId, origin: meta },
          tx,
        );
        return session;
      });
    },
  };
}
export type AuthService = ReturnType<typeof createAuthService>;
