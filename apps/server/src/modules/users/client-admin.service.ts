import { randomBytes } from 'node:crypto';
import { accessLevelMessages } from '@app/contracts/admin-clients.contract';
import {
  clientOnboardingMessages,
  type InvitationLink,
  type InvitationStatus,
  invitationMessages,
} from '@app/contracts/client-onboarding.contract';
import { organizationMessages } from '@app/contracts/organizations.contract';
import { isTeamMember, teamCan } from '@app/contracts/team-roles';
import {
  type AccessLevel,
  type CreatedClient,
  clientMessages,
  type createClientRequest,
} from '@app/contracts/users.contract';
import type { z } from 'zod';
import type { Transaction } from '../../db/transaction';
import type { AuditLog } from '../../platform/audit/audit-log';
import { hashPassword, newPasswordProblems } from '../../platform/auth/passwords';
import type { Acting } from '../../platform/auth/request-origin';
import type { Sessions } from '../../platform/auth/sessions';
import type { SecretBox } from '../../platform/crypto/secret-box';
import { AppError, badRequest, forbidden } from '../../platform/errors';
import { assertClientPlaces } from '../../platform/organizations/client-places';
import type { CreditReportsService } from '../credit-reports/credit-reports.service';
import type { PlansService } from '../plans/plans.service';
import type { TeamService } from '../team/team.service';
import type { DateOfBirthService } from './date-of-birth.service';
import type { UsersRepository } from './users.repository';
import type { UsersService } from './users.service';

const emailTaken = (email: string) =>
  new AppError(409, 'EMAIL_TAKEN', clientMessages.emailTaken(email), [
    { field: 'email', message: clientMessages.emailTaken(email) },
  ]);

/** Mails a client the one-time link to choose their password, and tells where it stands. */
export interface ClientInvitations {
  /** `audited` writes the invitation's audit entry in the new link's own transaction. */
  sendInvitation(
    user: { id: number; email: string; firstName: string },
    audited?: (tx: Transaction, expiresAt: string) => Promise<void>,
  ): Promise<InvitationLink>;
  invitationOf(userId: number): Promise<{ status: InvitationStatus; expiresAt: Date | null }>;
}

const planNotOffered = () =>
  badRequest(clientOnboardingMessages.planNotOffered, [
    { field: 'planId', message: clientOnboardingMessages.planNotOffered },
  ]);

export function createClientAdminService(deps: {
  repo: UsersRepository;
  users: Pick<UsersService, 'profile'> & Pick<DateOfBirthService, 'sealDateOfBirth'>;
  reports: Pick<CreditReportsService, 'recordWithin'>;
  plans: Pick<PlansService, 'list'>;
  sessions: Pick<Sessions, 'endAllForUser'>;
  audit: Pick<AuditLog, 'record'>;
  secretBox: Pick<SecretBox, 'seal'>;
  invitations: ClientInvitations;
  /** The organization's last owner stays an admin. */
  owners: Pick<TeamService, 'assertNotLastOwner'>;
}) {
  const { repo, users, reports, sessions, audit } = deps;

  /** Only a consumer plan on offer: professional plans are not a client's to sign. */
  async function assertConsumerPlan(planId: number, organizationId: number) {
    const plan = (await deps.plans.list(organizationId)).find((p) => p.id === planId);
    if (plan?.kind !== 'consumer') throw planNotOffered();
  }

  /** A new active client (one more) in a place the organization's plan still holds. */
  const assertClientSeatFree = (tx: Transaction, organizationId: number) =>
    assertClientPlaces(tx, organizationId, 1, organizationMessages.clientLimit);

  return {
    /**
     * A client viewer who must choose their own password at first sign-in. A starting score the
     * admin states is recorded with the client, in one transaction, as the specialist's figure (no
     * utilization or account age is assumed with it); without one the client has no score until a
     * report is read.
     */
    async createClient(input: z.output<typeof createClientRequest>, actor: Acting): Promise<CreatedClient> {
      const problems = input.password === undefined ? [] : newPasswordProblems(input.password);
      if (problems.length > 0) {
        throw badRequest(
          problems.join('; '),
          problems.map((message) => ({ field: 'password', message })),
        );
      }
      if (input.planId != null) await assertConsumerPlan(input.planId, actor.user.organizationId);
      // Checked first for a clear answer; the unique index still decides when two admins race.
      // The client joins the admin's own organization; the address need only be new there.
      const organizationId = actor.user.organizationId;
      if (await repo.emailTaken(organizationId, input.email)) throw emailTaken(input.email);
      // Invited clients get a password nobody knows until they choose theirs with the link.
      const passwordHash = await hashPassword(input.password ?? randomBytes(32).toString('base64url'));
      const created = await repo.inTransaction(async (tx) => {
        await assertClientSeatFree(tx, organizationId);
        const userId = await repo.insertUser(tx, {
          organizationId,
          firstName: input.firstName,
          lastName: input.lastName,
          email: input.email,
          passwordHash,
          accessLevel: input.accessLevel,
          isTestUser: input.isTestUser,
          testingNotes: input.testingNotes || null,
          requiresPasswordReset: true,
          dateOfBirthSealed: input.dateOfBirth ? users.sealDateOfBirth(input.dateOfBirth) : null,
          phone: input.phone ?? null,
          ...(input.address ?? {}),
          ssnLast4Sealed: input.ssnLast4 ? deps.secretBox.seal(input.ssnLast4) : null,
          chosenPlanId: input.planId ?? null,
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
        await audit.record(
          {
            actorId: actor.user.id,
            action: 'client.created',
            targetType: 'user',
            targetId: userId,
            subjectUserId: userId,
            origin: actor,
            details: {
              email: input.email,
              startingScore: report?.creditScore ?? null,
              creditRating: report?.creditRating ?? null,
              invited: input.password === undefined,
              dateOfBirthGiven: input.dateOfBirth !== undefined,
              phoneGiven: input.phone !== undefined,
              addressGiven: input.address !== undefined,
              ssnLast4Given: input.ssnLast4 !== undefined,
              planId: input.planId ?? null,
            },
          },
          tx,
        );
        return { userId, report };
      });
      if (created === 'email-taken') throw emailTaken(input.email);
      const invitation =
        input.password === undefined
          ? await deps.invitations.sendInvitation({
              id: created.userId,
              email: input.email,
              firstName: input.firstName,
            })
          : null;
      return { ...(await users.profile(created.userId)), invitation };
    },

    /**
     * A new invitation link for a client who has not chosen a password yet; the earlier link stops
     * working. The new link is answered once, for the professional to copy.
     */
    async resendInvitation(userId: number, actor: Acting): Promise<InvitationLink> {
      const client = await users.profile(userId);
      if (client.accessLevel === 'ADMIN') {
        throw new AppError(409, 'NOT_A_CLIENT', invitationMessages.notAClient);
      }
      const { status } = await deps.invitations.invitationOf(userId);
      // A client with a password of their own has nothing to accept; one given a temporary
      // password (never invited) may still be invited to choose theirs.
      if (status === 'accepted' || (status === 'none' && !client.requiresPasswordReset)) {
        throw new AppError(409, 'INVITATION_ACCEPTED', invitationMessages.alreadyAccepted);
      }
      // The new link and its entry land together; the mail goes once both have.
      return deps.invitations.sendInvitation(
        { id: client.id, email: client.email, firstName: client.firstName },
        (tx, expiresAt) =>
          audit.record(
            {
              actorId: actor.user.id,
              action: 'client.invitation_resent',
              targetType: 'user',
              targetId: userId,
              subjectUserId: userId,
              origin: actor,
              details: { expiresAt },
            },
            tx,
          ),
      );
    },

    /**
     * Admins set a client's level, never their own; giving or taking admin access (which makes or
     * ends a team member, an Owner included) is the Owner's alone. The person's sessions end so the
     * change holds at once.
     */
    async changeAccessLevel(userId: number, accessLevel: AccessLevel, actor: Acting) {
      const before = await users.profile(userId);
      if (userId === actor.user.id && accessLevel !== before.accessLevel) {
        throw new AppError(403, 'OWN_ACCESS_LEVEL', accessLevelMessages.ownLevel, [
          { field: 'accessLevel', message: accessLevelMessages.ownLevel },
        ]);
      }
      if (accessLevel === before.accessLevel) return before;
      if ((accessLevel === 'ADMIN' || isTeamMember(before)) && !teamCan(actor.user, 'manageTeam')) {
        throw forbidden(accessLevelMessages.ownerOnly, [
          { field: 'accessLevel', message: accessLevelMessages.ownerOnly },
        ]);
      }
      // The new level, the end of the person's sessions and the entry land together.
      await repo.inTransaction(async (tx) => {
        // An admin made a client again takes a client's place, and an organization keeps an owner.
        if (before.accessLevel === 'ADMIN') {
          await assertClientSeatFree(tx, actor.user.organizationId);
          await deps.owners.assertNotLastOwner(actor.user.organizationId, userId, tx);
        }
        await repo.setAccessLevel(tx, actor.user.organizationId, userId, accessLevel);
        await sessions.endAllForUser(userId, tx);
        await audit.record(
          {
            actorId: actor.user.id,
            action: 'user.access_level_changed',
            targetType: 'user',
            targetId: userId,
            subjectUserId: userId,
            origin: actor,
            details: { from: before.accessLevel, to: accessLevel },
          },
          tx,
        );
      });
      return users.profile(userId);
    },
  };
}
export type ClientAdminService = ReturnType<typeof createClientAdminService>;
