import { clientReachOf, isTeamMember, type TeamMemberLike, teamCan } from '@app/contracts/team-roles';
import { AppError, notFound } from '../errors';
import type { SessionUser } from './sessions.repository';

/** Where a person stands: their organization, whether they are on its team, and a client's specialist. */
interface PersonStanding extends TeamMemberLike {
  organizationId: number;
  assignedSpecialistId: number | null;
}

/** A person's standing, from the database; undefined when there is no such person. */
export type OrganizationOfPerson = (userId: number) => Promise<PersonStanding | undefined>;

/**
 * The lookup each signed-in viewer is checked with, set by the access policy when it adopts the
 * session (`seatViewer`). Kept beside the viewer rather than passed down so that every one of the
 * many `recordOwnerFor` / `assertCanSee` calls asks the same, repository-backed question.
 */
const lookups = new WeakMap<SessionUser, OrganizationOfPerson>();

export function seatViewer(viewer: SessionUser, organizationOf: OrganizationOfPerson) {
  lookups.set(viewer, organizationOf);
}

/**
 * A team member reaches the people of their own organization only: the office (Owner, Admin)
 * everyone there, a processor only its clients (never a colleague's records), a specialist only the
 * clients assigned to them; consumers and sales reach no one else. Anyone out of reach does not
 * exist for the viewer (404, like any id they may not see, so neither organizations nor another
 * specialist's clients can be probed). A viewer with no lookup (not adopted from a session) sees
 * no one but themself.
 */
async function assertInReach(viewer: SessionUser, personId: number, what = 'Record') {
  if (personId === viewer.id) return;
  const reach = clientReachOf(viewer);
  if (reach === 'none') throw notFound(what);
  const standingOf = lookups.get(viewer);
  if (!standingOf) throw notFound(what);
  const theirs = await standingOf(personId);
  // No such person: there is nothing to see, and the caller answers as it always did.
  if (theirs === undefined) return;
  if (theirs.organizationId !== viewer.organizationId) throw notFound(what);
  if (!teamCan(viewer, 'runOffice') && isTeamMember(theirs)) throw notFound(what);
  if (reach === 'assigned' && theirs.assignedSpecialistId !== viewer.id) throw notFound(what);
}

/**
 * Whose records a request is about: the viewer's own unless a team member names someone in their
 * reach. Anyone else named gets 404, so other people's ids cannot be probed.
 */
export async function recordOwnerFor(viewer: SessionUser, requestedUserId?: number): Promise<number> {
  if (requestedUserId === undefined || requestedUserId === viewer.id) return viewer.id;
  await assertInReach(viewer, requestedUserId, 'Record');
  return requestedUserId;
}

/**
 * For a person's own choices (enrolling, recording an intent): the spec's body may name oneself,
 * and naming anyone else finds nothing, admins included.
 */
export function ownChoiceOf(viewer: SessionUser, requestedUserId?: number): number {
  if (requestedUserId !== undefined && requestedUserId !== viewer.id) throw notFound('User');
  return viewer.id;
}

/**
 * A record belongs to the viewer, or its owner is in the viewer's reach (the office: the
 * organization; a specialist: their assigned clients); else it does not exist for them.
 */
export const assertCanSee = (viewer: SessionUser, ownerId: number, what = 'Record') =>
  assertInReach(viewer, ownerId, what);

/**
 * The person `userId`, when a client: someone of the office (an admin) has no reports, letters or
 * vault kept for them, and is as not found (`what`) as someone who does not exist. Any other
 * failure to read them (the database) is not hidden behind a 404.
 */
export async function clientProfile<P extends { accessLevel: string }>(
  profile: (userId: number) => Promise<P>,
  userId: number,
  what: string,
): Promise<P> {
  const person = await profile(userId).catch((err: unknown) => {
    if (err instanceof AppError && err.statusCode === 404) return null;
    throw err;
  });
  if (!person || person.accessLevel === 'ADMIN') throw notFound(what);
  return person;
}
