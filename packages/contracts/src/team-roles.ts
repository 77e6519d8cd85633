// Zod-free: the permission rules read it on every screen, the dashboard's first load included.

/**
 * The people of a credit repair company. Consumers have no team role. The API keeps reporting the
 * spec's access level for everyone (Owner and Admin are `ADMIN`); the team role narrows what a
 * member of the company's staff may do.
 */
export const teamRoles = ['OWNER', 'ADMIN', 'SPECIALIST', 'PROCESSOR', 'SALES'] as const;
export type TeamRole = (typeof teamRoles)[number];

/** The roles' names for people. */
export const teamRoleLabels: Record<TeamRole, string> = {
  OWNER: 'Owner',
  ADMIN: 'Admin',
  SPECIALIST: 'Specialist',
  PROCESSOR: 'Processor',
  SALES: 'Sales',
};

/** What each role is for, in one line, as the Team page explains it. */
export const teamRoleDescriptions: Record<TeamRole, string> = {
  OWNER: 'Everything, including billing, branding and the team',
  ADMIN: 'Everything but billing, branding and the team',
  SPECIALIST: 'Only the clients assigned to them: their files, letters, messages and uploads',
  PROCESSOR:
    'Mailing, tracking, uploads and bureau answers for every client; never a full SSN or date of birth',
  SALES: 'Leads and the public form only',
};

/**
 * The one permission matrix: each ability and the roles that have it. Every route (through
 * `permissions`) and every control of the web reads it through `teamCan`.
 */
export const teamAbilities = {
  /** The admin portal's sign-in, with its second factor (every team member owes one). */
  signInAsTeam: ['OWNER', 'ADMIN', 'SPECIALIST', 'PROCESSOR', 'SALES'],
  /** The company's office: every client, the settings, the admin tools. */
  runOffice: ['OWNER', 'ADMIN'],
  manageTeam: ['OWNER'],
  manageBilling: ['OWNER'],
  manageBranding: ['OWNER'],
  /** Letting the platform operator read the company's clients for a while. */
  grantOperatorAccess: ['OWNER'],
  mailLetters: ['OWNER', 'ADMIN', 'PROCESSOR'],
  /** Following letters in the post (a specialist: their own clients' letters only). */
  trackLetters: ['OWNER', 'ADMIN', 'PROCESSOR', 'SPECIALIST'],
  uploads: ['OWNER', 'ADMIN', 'PROCESSOR', 'SPECIALIST'],
  bureauAnswers: ['OWNER', 'ADMIN', 'PROCESSOR', 'SPECIALIST'],
  /** Client files, letters and messages (a specialist: the clients assigned to them only). */
  workClients: ['OWNER', 'ADMIN', 'SPECIALIST'],
  /** The client table and the work queue (a specialist: the clients assigned to them only). */
  listClients: ['OWNER', 'ADMIN', 'SPECIALIST', 'PROCESSOR'],
  /** Giving a client to a specialist, or taking them back. */
  assignClients: ['OWNER', 'ADMIN'],
  leads: ['OWNER', 'ADMIN', 'SALES'],
  /** A full SSN, date of birth, account number or credential (a specialist: their own clients'). */
  revealSensitive: ['OWNER', 'ADMIN', 'SPECIALIST'],
  importClients: ['OWNER', 'ADMIN'],
  exportClients: ['OWNER', 'ADMIN'],
  viewSensitiveLog: ['OWNER'],
} as const satisfies Record<string, readonly TeamRole[]>;
export type TeamAbility = keyof typeof teamAbilities;

/** Anyone the matrix can judge: a signed-in person with their access level and team role. */
export interface TeamMemberLike {
  /** The spec's access level (`users.contract.ts`); staff are `ADMIN`. */
  accessLevel: string;
  /** Null for consumers. */
  teamRole?: TeamRole | null;
}

/**
 * The person's role in their company's team: their team role, or Admin for an admin made before
 * roles existed (none remain once migrated; kept so that an admin is never less than an Admin).
 */
export function teamRoleOf(u: TeamMemberLike | null | undefined): TeamRole | null {
  if (!u) return null;
  if (u.teamRole) return u.teamRole;
  return u.accessLevel === 'ADMIN' ? 'ADMIN' : null;
}

/** The one check of what a member of a company's team may do. Consumers may do none of these. */
export function teamCan(u: TeamMemberLike | null | undefined, ability: TeamAbility): boolean {
  const role = teamRoleOf(u);
  return role !== null && (teamAbilities[ability] as readonly TeamRole[]).includes(role);
}

/** A member of the company's staff (any team role), as opposed to a consumer. */
export const isTeamMember = (u: TeamMemberLike | null | undefined) => teamRoleOf(u) !== null;

/**
 * Whose clients a team member reaches on the abilities they have: the office and the processor
 * every client of the company, a specialist only the clients assigned to them, sales none.
 */
export type ClientReach = 'organization' | 'assigned' | 'none';
export function clientReachOf(u: TeamMemberLike | null | undefined): ClientReach {
  const role = teamRoleOf(u);
  if (role === 'SPECIALIST') return 'assigned';
  if (role === 'OWNER' || role === 'ADMIN' || role === 'PROCESSOR') return 'organization';
  return 'none';
}

/**
 * Whose assigned clients alone a person's client lists hold: their own id for a specialist (and
 * anyone who does not reach every client), null for those who reach every client of the company.
 */
export const assignedFilterOf = (u: TeamMemberLike & { id: number }): number | null =>
  clientReachOf(u) === 'organization' ? null : u.id;

/** A full SSN or date of birth is never shown to these roles, whatever the client. */
export const neverSeesSensitive = (u: TeamMemberLike | null | undefined) => !teamCan(u, 'revealSensitive');

/** Which clients a list shows: the viewer's own (assigned to them), no one's, or every client. */
export const assignmentFilters = ['mine', 'unassigned', 'everyone'] as const;
export type AssignmentFilter = (typeof assignmentFilters)[number];
export const assignmentFilterLabels: Record<AssignmentFilter, string> = {
  mine: 'Mine',
  unassigned: 'Unassigned',
  everyone: 'Everyone',
};

/** The filters a person may choose: a specialist sees only their own clients. */
export function assignmentFiltersFor(u: TeamMemberLike | null | undefined): readonly AssignmentFilter[] {
  return clientReachOf(u) === 'organization' ? assignmentFilters : ['mine'];
}

export const teamMessages = {
  lastOwner: 'The organization’s last Owner cannot stop being an Owner: make someone else Owner first',
  notOwnSelf: 'You cannot deactivate yourself',
  invitationInvalid: 'This invitation link is not valid: ask the Owner for a new one',
  invitationExpired: 'This invitation has expired: ask the Owner for a new one',
  invitationUsed: 'This invitation has already been used',
  alreadyMember: 'Someone with this e-mail is already in your organization',
  alreadyInvited: (email: string) =>
    `${email} already has an invitation waiting: they can use that link, or wait for it to expire`,
  notSpecialist: 'Clients can only be assigned to an active Specialist',
  memberNotFound: 'Team member not found',
} as const;

/** How long an invitation link stays good. */
export const invitationHours = 72;

/** Where an invitation e-mail's one-time link lands (web route, public). */
export const teamInvitationPath = '/team-invitation';
