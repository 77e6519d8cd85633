import { z } from 'zod';
import { oneTimeLinkToken } from './common/one-time-link';
import { newAdminPassword } from './password-rules';
import { assignmentFilters, teamRoles } from './team-roles';

/**
 * A company's team: the Owner invites people by e-mail, changes their roles, deactivates them and
 * gives clients to specialists. The rules (who may do what) are `team-roles.ts`.
 */

export const teamRole = z.enum(teamRoles);

export const teamMember = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  role: teamRole,
  /** Set when the Owner deactivated them; they can no longer sign in. */
  deactivatedAt: z.string().nullable(),
  /** Clients assigned to them now. */
  assignedClients: z.number().int(),
  createdAt: z.string(),
});
export type TeamMember = z.infer<typeof teamMember>;

export const pendingInvitation = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  role: teamRole,
  expiresAt: z.string(),
  createdAt: z.string(),
});
export type PendingInvitation = z.infer<typeof pendingInvitation>;

export const teamOverview = z.object({
  members: z.array(teamMember),
  invitations: z.array(pendingInvitation),
});
export type TeamOverview = z.infer<typeof teamOverview>;

const name = (message: string) => z.string().trim().min(1, message).max(100);

export const inviteTeamMemberRequest = z.object({
  firstName: name('Enter their first name'),
  lastName: name('Enter their last name'),
  email: z.email('Enter a valid e-mail address').max(254),
  role: teamRole,
});
export type InviteTeamMemberRequest = z.infer<typeof inviteTeamMemberRequest>;

export const changeTeamRoleRequest = z.object({ role: teamRole });
export type ChangeTeamRoleRequest = z.infer<typeof changeTeamRoleRequest>;

export const teamMemberParams = z.object({ memberId: z.coerce.number().int().positive() }).strict();

export const teamInvitationToken = oneTimeLinkToken;
export const teamInvitationLink = z.object({
  email: z.string(),
  firstName: z.string(),
  companyName: z.string(),
  role: teamRole,
  expiresAt: z.string(),
});
export type TeamInvitationLink = z.infer<typeof teamInvitationLink>;

/** A team member's password follows the admin portal's rules. */
export const acceptTeamInvitationRequest = teamInvitationToken.extend({ password: newAdminPassword });
export type AcceptTeamInvitationRequest = z.infer<typeof acceptTeamInvitationRequest>;
export const acceptTeamInvitationResponse = z.object({
  token: z.string(),
  /** The new member sets up two-step sign-in before anything else. */
  secondFactor: z.literal('enroll'),
});

/** Give one or many clients to a specialist, or take them back (`specialistId: null`). */
export const assignClientsRequest = z.object({
  clientIds: z.array(z.number().int().positive()).min(1, 'Choose at least one client').max(500),
  specialistId: z.number().int().positive().nullable(),
});
export type AssignClientsRequest = z.infer<typeof assignClientsRequest>;
export const assignClientsResponse = z.object({ assigned: z.number().int() });

/** A specialist as a list's filter or a reassignment's choice shows them. */
export const specialistOption = z.object({ id: z.number().int(), name: z.string() });
export const specialistList = z.object({ specialists: z.array(specialistOption) });

export const assignmentFilter = z.enum(assignmentFilters);
