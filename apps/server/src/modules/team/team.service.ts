import { adminPasswordRules } from '@app/contracts/password-rules';
import type {
  AcceptTeamInvitationRequest,
  AssignClientsRequest,
  InviteTeamMemberRequest,
  PendingInvitation,
  TeamMember,
  TeamOverview,
} from '@app/contracts/team.contract';
import {
  invitationHours,
  type TeamRole,
  teamInvitationPath,
  teamMessages,
  teamRoleLabels,
} from '@app/contracts/team-roles';
import { inOrganization } from '../../db/organization-context';
import type { Transaction } from '../../db/transaction';
import type { MailPort } from '../../integrations/mail/mail.port';
import type { AuditLog } from '../../platform/audit/audit-log';
import { assertStrongPassword, hashPassword } from '../../platform/auth/passwords';
import type { Acting, RequestOrigin } from '../../platform/auth/request-origin';
import type { Sessions } from '../../platform/auth/sessions';
import { hashToken, newSessionToken } from '../../platform/auth/tokens';
import { AppError, notFound } from '../../platform/errors';
import type { NoticesService } from '../notices/notices.service';
import type { TeamRepository } from './team.repository';

const invitationRefused = (message: string) =>
  new AppError(400, 'INVITATION_INVALID', message, [{ field: 'token', message }]);

const conflict = (field: string, message: string) =>
  new AppError(409, 'CONFLICT', message, [{ field, message }]);

const memberNotFound = () => notFound('Team member');

type MemberRow = Omit<TeamMember, 'deactivatedAt' | 'createdAt' | 'assignedClients' | 'role'> & {
  role: TeamRole | null;
  deactivatedAt: Date | null;
  createdAt: Date;
};

const memberOut = (row: MemberRow, assignedClients: number): TeamMember => ({
  ...row,
  role: row.role ?? 'ADMIN',
  deactivatedAt: row.deactivatedAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
  assignedClients,
});

/**
 * A company's team: the Owner invites people (a one-time link, only its hash kept, good for 72
 * hours), changes roles and deactivates; the office gives clients to specialists. Every change is
 * audited in its own transaction.
 */
export function createTeamService(deps: {
  repo: TeamRepository;
  mail: MailPort;
  sessions: Pick<Sessions, 'start' | 'endAllForUser'>;
  audit: Pick<AuditLog, 'record'>;
  notices: Pick<NoticesService, 'notifyTeamMember'>;
  /** The web app's address, for the links in e-mails. */
  publicUrl: string;
  now?: () => Date;
}) {
  const { repo, audit } = deps;
  const now = deps.now ?? (() => new Date());

  async function memberOrNotFound(organizationId: number, memberId: number) {
    const member = await repo.memberOf(organizationId, memberId);
    if (!member) throw memberNotFound();
    return member;
  }

  /** The invitation a link names while it still works; else why it does not. */
  async function liveInvitation(token: string) {
    const found = await repo.invitationByToken(hashToken(token));
    if (!found) throw invitationRefused(teamMessages.invitationInvalid);
    if (found.invitation.usedAt) throw invitationRefused(teamMessages.invitationUsed);
    if (found.invitation.expiresAt.getTime() <= now().getTime())
      throw invitationRefused(teamMessages.invitationExpired);
    return found;
  }

  /**
   * The last Owner cannot stop being an Owner (by a new role, a new access level or deactivation):
   * the organization would be left with no one to run its team or answer for its grants. Run inside
   * the transaction that makes the change, which holds the organization's row until it ends.
   */
  async function assertNotLastOwner(
    organizationId: number,
    userId: number,
    tx: Transaction,
    field: 'accessLevel' | 'role' = 'accessLevel',
  ) {
    const owners = await repo.activeOwnersWithin(tx, organizationId);
    if (owners.includes(userId) && owners.length <= 1) {
      throw new AppError(409, 'CONFLICT', teamMessages.lastOwner, [
        { field, message: teamMessages.lastOwner },
      ]);
    }
  }

  return {
    assertNotLastOwner,

    async overview(organizationId: number): Promise<TeamOverview> {
      const [members, invitations] = [
        await repo.membersOf(organizationId),
        await repo.pendingInvitationsOf(organizationId, now()),
      ];
      return {
        members: members.map((m) => memberOut(m, m.assignedClients)),
        invitations: invitations.map((i) => ({
          ...i,
          expiresAt: i.expiresAt.toISOString(),
          createdAt: i.createdAt.toISOString(),
        })),
      };
    },

    async invite(input: InviteTeamMemberRequest, actor: Acting): Promise<PendingInvitation> {
      const organizationId = actor.user.organizationId;
      const email = input.email.trim();
      if (await repo.emailTaken(organizationId, email)) throw conflict('email', teamMessages.alreadyMember);
      if (await repo.pendingInvitationTo(organizationId, email, now()))
        throw conflict('email', teamMessages.alreadyInvited(email));
      const token = newSessionToken();
      const expiresAt = new Date(now().getTime() + invitationHours * 3_600_000);
      const invitation = await repo.inTransaction(async (tx) => {
        const row = await repo.insertInvitation(
          {
            organizationId,
            email,
            firstName: input.firstName,
            lastName: input.lastName,
            role: input.role,
            tokenHash: hashToken(token),
            invitedByUserId: actor.user.id,
            expiresAt,
          },
          tx,
        );
        await audit.record(
          {
            actorId: actor.user.id,
            action: 'team.invited',
            targetType: 'team_invitation',
            targetId: row.id,
            origin: actor,
            details: { email, role: input.role, expiresAt: expiresAt.toISOString() },
          },
          tx,
        );
        return row;
      });
      // Mailed once the invitation and its entry have landed.
      await deps.mail.send({
        to: email,
        organizationId,
        subject: `${actor.user.firstName} ${actor.user.lastName} invited you to the team`,
        body: [
          `Hello ${input.firstName},`,
          '',
          `${actor.user.firstName} ${actor.user.lastName} invited you to join the team as ${teamRoleLabels[input.role]}.`,
          'Choose your password and set up two-step sign-in with this link:',
          `${deps.publicUrl}${teamInvitationPath}?token=${encodeURIComponent(token)}`,
          '',
          `The link works once and for ${invitationHours} hours.`,
        ].join('\n'),
      });
      return {
        id: invitation.id,
        firstName: invitation.firstName,
        lastName: invitation.lastName,
        email: invitation.email,
        role: invitation.role,
        expiresAt: invitation.expiresAt.toISOString(),
        createdAt: invitation.createdAt.toISOString(),
      };
    },

    /** Whom a link invites, to where, and until when; used or expired links say so. */
    async checkInvitation(token: string) {
      const { invitation, companyName } = await liveInvitation(token);
      return {
        email: invitation.email,
        firstName: invitation.firstName,
        companyName,
        role: invitation.role,
        expiresAt: invitation.expiresAt.toISOString(),
      };
    },

    /**
     * One transaction makes the account, uses the link and writes the entry; the answer's session can
     * do nothing but set up two-step sign-in (every team member owes it at each sign-in).
     */
    async accept(input: AcceptTeamInvitationRequest, origin: RequestOrigin) {
      const { invitation } = await liveInvitation(input.token);
      assertStrongPassword(input.password, adminPasswordRules, 'password');
      const passwordHash = await hashPassword(input.password);
      // The link named the organization: from here the work is that organization's alone.
      return inOrganization(invitation.organizationId, async () => {
        // Checked first for a clear answer; the unique index still decides when two links race.
        if (await repo.emailTaken(invitation.organizationId, invitation.email))
          throw conflict('email', teamMessages.alreadyMember);
        return repo.inTransaction(async (tx) => {
          if (!(await repo.claimInvitation(invitation.id, now(), tx)))
            throw invitationRefused(teamMessages.invitationUsed);
          const memberId = await repo.insertMember(
            {
              organizationId: invitation.organizationId,
              email: invitation.email,
              firstName: invitation.firstName,
              lastName: invitation.lastName,
              passwordHash,
              role: invitation.role,
            },
            tx,
          );
          if (memberId === 'email-taken') throw conflict('email', teamMessages.alreadyMember);
          await repo.linkInvitation(invitation.id, memberId, tx);
          await audit.record(
            {
              actorId: memberId,
              action: 'team.joined',
              targetType: 'user',
              targetId: memberId,
              subjectUserId: memberId,
              origin,
              details: { role: invitation.role },
            },
            tx,
          );
          return deps.sessions.start(memberId, origin, { secondFactorPending: true }, tx);
        });
      });
    },

    /** A new role holds from the member's next request: the session read takes it each time. */
    async changeRole(memberId: number, role: TeamRole, actor: Acting): Promise<TeamMember> {
      const organizationId = actor.user.organizationId;
      const before = await memberOrNotFound(organizationId, memberId);
      if (before.deactivatedAt) throw memberNotFound();
      const from = before.role ?? 'ADMIN';
      if (from !== role) {
        await repo.inTransaction(async (tx) => {
          if (from === 'OWNER') await assertNotLastOwner(organizationId, memberId, tx, 'role');
          await repo.setRole(organizationId, memberId, role, tx);
          // A specialist no more keeps no clients: they show as unassigned in the queue.
          if (from === 'SPECIALIST') await repo.unassignAllOf(organizationId, memberId, tx);
          await audit.record(
            {
              actorId: actor.user.id,
              action: 'team.role_changed',
              targetType: 'user',
              targetId: memberId,
              subjectUserId: memberId,
              origin: actor,
              details: { from, to: role },
            },
            tx,
          );
        });
      }
      const after = await memberOrNotFound(organizationId, memberId);
      return memberOut(after, await repo.assignedCountOf(organizationId, memberId));
    },

    /** Their sessions end, their clients become unassigned, and the entry lands, all together. */
    async deactivate(memberId: number, actor: Acting): Promise<TeamMember> {
      const organizationId = actor.user.organizationId;
      if (memberId === actor.user.id) throw conflict('memberId', teamMessages.notOwnSelf);
      const before = await memberOrNotFound(organizationId, memberId);
      if (!before.deactivatedAt) {
        await repo.inTransaction(async (tx) => {
          await assertNotLastOwner(organizationId, memberId, tx, 'role');
          await repo.deactivate(organizationId, memberId, now(), tx);
          const unassigned = await repo.unassignAllOf(organizationId, memberId, tx);
          await deps.sessions.endAllForUser(memberId, tx);
          await audit.record(
            {
              actorId: actor.user.id,
              action: 'team.deactivated',
              targetType: 'user',
              targetId: memberId,
              subjectUserId: memberId,
              origin: actor,
              details: { unassignedClients: unassigned.length },
            },
            tx,
          );
        });
      }
      return memberOut(await memberOrNotFound(organizationId, memberId), 0);
    },

    /** Gives clients to a specialist (or none); each change is audited, and the specialist told. */
    async assign(input: AssignClientsRequest, actor: Acting) {
      const organizationId = actor.user.organizationId;
      const specialist =
        input.specialistId === null ? null : await repo.activeSpecialist(organizationId, input.specialistId);
      if (input.specialistId !== null && !specialist) {
        throw new AppError(400, 'VALIDATION_ERROR', teamMessages.notSpecialist, [
          { field: 'specialistId', message: teamMessages.notSpecialist },
        ]);
      }
      const clientIds = [...new Set(input.clientIds)];
      const toId = specialist?.id ?? null;
      const toName = specialist ? `${specialist.firstName} ${specialist.lastName}` : null;
      const changed = await repo.inTransaction(async (tx) => {
        const clients = await repo.clientsAmong(organizationId, clientIds, tx);
        if (clients.length !== clientIds.length) throw notFound('Client');
        const moving = clients.filter((c) => c.assignedSpecialistId !== toId);
        if (moving.length === 0) return 0;
        await repo.assign(
          organizationId,
          moving.map((c) => c.id),
          toId,
          tx,
        );
        for (const client of moving) {
          await audit.record(
            {
              actorId: actor.user.id,
              action: 'client.assigned',
              targetType: 'user',
              targetId: client.id,
              subjectUserId: client.id,
              origin: actor,
              details: { from: client.assignedSpecialistId, to: toId, toName },
            },
            tx,
          );
        }
        return moving.length;
      });
      if (specialist && changed > 0) {
        await deps.notices.notifyTeamMember(specialist.id, {
          to: specialist.email,
          subject: changed === 1 ? 'A client was assigned to you' : `${changed} clients were assigned to you`,
          body: [
            `Hello ${specialist.firstName},`,
            '',
            `${actor.user.firstName} ${actor.user.lastName} assigned ${changed === 1 ? 'a client' : `${changed} clients`} to you.`,
            `See them under "Mine" in the client table: ${deps.publicUrl}/admin-portal`,
          ].join('\n'),
        });
      }
      return { assigned: changed };
    },

    async specialists(organizationId: number) {
      const rows = await repo.activeSpecialistsOf(organizationId);
      return { specialists: rows.map((r) => ({ id: r.id, name: `${r.firstName} ${r.lastName}` })) };
    },
  };
}
export type TeamService = ReturnType<typeof createTeamService>;
