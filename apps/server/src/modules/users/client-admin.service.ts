import { randomBytes } from 'node:crypto';
import { accessLevelMessages } from '@app/contracts/admin-clients.contract';
import { type AccessLevel, clientMessages, type createClientRequest } from '@app/contracts/users.contract';
import type { z } from 'zod';
import type { AuditLog } from '../../platform/audit/audit-log';
import { hashPassword, newPasswordProblems } from '../../platform/auth/passwords';
import type { Sessions } from '../../platform/auth/sessions';
import type { SessionUser } from '../../platform/auth/sessions.repository';
import { AppError, badRequest } from '../../platform/errors';
import type { CreditReportsService } from '../credit-reports/credit-reports.service';
import type { DateOfBirthService } from './date-of-birth.service';
import type { UsersRepository } from './users.repository';
import type { UsersService } from './users.service';

interface Actor {
  user: SessionUser;
  ip: string;
}

const emailTaken = (email: string) =>
  new AppError(409, 'EMAIL_TAKEN', clientMessages.emailTaken(email), [
    { field: 'email', message: clientMessages.emailTaken(email) },
  ]);

export function createClientAdminService(deps: {
  repo: UsersRepository;
  users: Pick<UsersService, 'profile'> & Pick<DateOfBirthService, 'sealDateOfBirth'>;
  reports: Pick<CreditReportsService, 'recordWithin'>;
  sessions: Pick<Sessions, 'endAllForUser'>;
  audit: Pick<AuditLog, 'record'>;
  /** Mails a new client the one-time link to choose their password. */
  invitations: { sendInvitation(user: { id: number; email: string; firstName: string }): Promise<void> };
}) {
  const { repo, users, reports, sessions, audit } = deps;
  return {
    /**
     * A client viewer who must choose their own password at first sign-in. A starting score the
     * admin states is recorded with the client, in one transaction, as the specialist's figure (no
     * utilization or account age is assumed with it); without one the client has no score until a
     * report is read.
     */
    async createClient(input: z.output<typeof createClientRequest>, actor: Actor) {
      const problems = input.password === undefined ? [] : newPasswordProblems(input.password);
      if (problems.length > 0) {
        throw badRequest(
          problems.join('; '),
          problems.map((message) => ({ field: 'password', message })),
        );
      }
      // Checked first for a clear answer; the unique index still decides when two admins race.
      if (await repo.emailTaken(input.email)) throw emailTaken(input.email);
      // Invited clients get a password nobody knows until they choose theirs with the link.
      const passwordHash = await hashPassword(input.password ?? randomBytes(32).toString('base64url'));
      const created = await repo.inTransaction(async (tx) => {
        const userId = await repo.insertUser(tx, {
          firstName: input.firstName,
          lastName: input.lastName,
          email: input.email,
          passwordHash,
          accessLevel: input.accessLevel,
          isTestUser: input.isTestUser,
          testingNotes: input.testingNotes || null,
          requiresPasswordReset: true,
          dateOfBirthSealed: input.dateOfBirth ? users.sealDateOfBirth(input.dateOfBirth) : null,
        });
        if (userId === 'email-taken') return userId;
        const report =
          input.startingScore === undefined
            ? null
            : await reports.recordWithin(tx, {
                userId,
                creditScore: input.startingScore,
                source: 'specialist',
              });
        return { userId, report };
      });
      if (created === 'email-taken') throw emailTaken(input.email);
      await audit.record({
        actorId: actor.user.id,
        action: 'client.created',
        targetType: 'user',
        targetId: created.userId,
        subjectUserId: created.userId,
        ip: actor.ip,
        details: {
          email: input.email,
          startingScore: created.report?.creditScore ?? null,
          creditRating: created.report?.creditRating ?? null,
          invited: input.password === undefined,
          dateOfBirthGiven: input.dateOfBirth !== undefined,
        },
      });
      if (input.password === undefined) {
        await deps.invitations.sendInvitation({
          id: created.userId,
          email: input.email,
          firstName: input.firstName,
        });
      }
      return users.profile(created.userId);
    },

    /** Admins set anyone's level but their own; the person's sessions end so the change holds at once. */
    async changeAccessLevel(userId: number, accessLevel: AccessLevel, actor: Actor) {
      const before = await users.profile(userId);
      if (userId === actor.user.id && accessLevel !== before.accessLevel) {
        throw new AppError(403, 'OWN_ACCESS_LEVEL', accessLevelMessages.ownLevel, [
          { field: 'accessLevel', message: accessLevelMessages.ownLevel },
        ]);
      }
      if (accessLevel === before.accessLevel) return before;
      await repo.setAccessLevel(userId, accessLevel);
      await sessions.endAllForUser(userId);
      await audit.record({
        actorId: actor.user.id,
        action: 'user.access_level_changed',
        targetType: 'user',
        targetId: userId,
        subjectUserId: userId,
        ip: actor.ip,
        details: { from: before.accessLevel, to: accessLevel },
      });
      return users.profile(userId);
    },
  };
}
export type ClientAdminService = ReturnType<typeof createClientAdminService>;
