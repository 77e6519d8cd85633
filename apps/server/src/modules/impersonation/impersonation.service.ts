import { invitationMessages } from '@app/contracts/client-onboarding.contract';
import { impersonationLimits, impersonationMessages } from '@app/contracts/impersonation.contract';
import type { SensitiveReason } from '@app/contracts/sensitive-access-words';
import type { FastifyRequest } from 'fastify';
import type { AuditLog } from '../../platform/audit/audit-log';
import { assertCanSee } from '../../platform/auth/record-owner';
import type { Sessions } from '../../platform/auth/sessions';
import { AppError, badRequest } from '../../platform/errors';
import type { UsersService } from '../users/users.service';

const nameOf = (u: { firstName: string; lastName: string }) => `${u.firstName} ${u.lastName}`;
const meta = (request: FastifyRequest) => ({ ip: request.ip, userAgent: request.headers['user-agent'] });

/** 'Test as Client', as a separate session instead of switching the current user. */
export function createImpersonationService(deps: {
  sessions: Pick<Sessions, 'start' | 'returnToAdmin' | 'inTransaction'>;
  users: Pick<UsersService, 'profile'>;
  audit: Pick<AuditLog, 'record'>;
  /** Whether a client was invited and has not chosen their password yet. */
  invitations: { awaitingAcceptance(userId: number): Promise<boolean> };
}) {
  const { sessions, users, audit } = deps;
  return {
    async start(request: FastifyRequest, clientId: number, reason: SensitiveReason) {
      const admin = request.user;
      if (!admin || !request.sessionTokenHash)
        throw new AppError(401, 'UNAUTHENTICATED', 'Sign in to continue');
      if (request.impersonation)
        throw new AppError(403, 'IMPERSONATION_NESTED', impersonationMessages.noNesting);
      if (!request.secondFactorPassed) {
        throw new AppError(403, 'SECOND_FACTOR_REQUIRED', impersonationMessages.needsSecondFactor);
      }
      // Only a client of the admin's own organization; anyone else does not exist here.
      await assertCanSee(admin, clientId, 'User');
      const client = await users.profile(clientId);
      if (client.accessLevel === 'ADMIN') {
        throw badRequest(impersonationMessages.adminTarget, [
          { field: 'userId', message: impersonationMessages.adminTarget },
        ]);
      }
      // Until the client has opened their account there is nothing of theirs to see, and the
      // test session would only meet the password screen that is theirs to fill in.
      if (await deps.invitations.awaitingAcceptance(client.id)) {
        throw new AppError(409, 'INVITATION_NOT_ACCEPTED', invitationMessages.awaitingAcceptance);
      }
      const adminSessionHash = request.sessionTokenHash;
      // The test session opens with its audit entry, or not at all.
      const session = await sessions.inTransaction(async (tx) => {
        const started = await sessions.start(
          client.id,
          meta(request),
          { impersonation: { adminId: admin.id, adminSessionHash, minutes: impersonationLimits.minutes } },
          tx,
        );
        await audit.record(
          {
            actorId: admin.id,
            action: 'impersonation.started',
            targetType: 'user',
            targetId: client.id,
            subjectUserId: client.id,
            origin: { ip: request.ip },
            details: { reason },
          },
          tx,
        );
        return started;
      });
      return {
        session,
        status: {
          active: true,
          client: { id: client.id, name: nameOf(client) },
          admin: { id: admin.id, name: nameOf(admin) },
          expiresAt: new Date(Date.now() + session.maxAgeSeconds * 1000).toISOString(),
          token: session.token,
        },
      };
    },

    async status(request: FastifyRequest) {
      const client = request.user;
      const imp = request.impersonation;
      if (!imp || !client) return { active: false, client: null, admin: null, expiresAt: null };
      const admin = await users.profile(imp.adminId);
      return {
        active: true,
        client: { id: client.id, name: nameOf(client) },
        admin: { id: admin.id, name: nameOf(admin) },
        expiresAt: imp.expiresAt.toISOString(),
      };
    },

    async end(request: FastifyRequest) {
      const imp = request.impersonation;
      if (!imp || !request.sessionTokenHash || !request.user) {
        throw new AppError(409, 'NOT_IMPERSONATING', impersonationMessages.notImpersonating);
      }
      const { sessionTokenHash, user: client } = request;
      // The test session ends, and the admin's resumes, with the audit entry or not at all.
      return sessions.inTransaction(async (tx) => {
        const resumed = await sessions.returnToAdmin(
          sessionTokenHash,
          { id: imp.adminId, sessionHash: imp.adminSessionHash },
          meta(request),
          tx,
        );
        await audit.record(
          {
            actorId: imp.adminId,
            action: 'impersonation.ended',
            targetType: 'user',
            targetId: client.id,
            subjectUserId: client.id,
            origin: { ip: request.ip },
          },
          tx,
        );
        return resumed;
      });
    },
  };
}
export type ImpersonationService = ReturnType<typeof createImpersonationService>;
