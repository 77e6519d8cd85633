import { isAdmin } from '@app/contracts/permissions';
import { notFound } from '../errors';
import type { SessionUser } from './sessions.repository';

/** The organization a person belongs to, from the database; undefined when there is no such person. */
export type OrganizationOfPerson = (userId: number) => Promise<number | undefined>;

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
 * An admin sees the people of their own organization only: a person of another organization does
 * not exist for them (404, like any id they may not see, so organizations cannot be probed). A
 * viewer with no lookup (not adopted from a session) sees no one else, rather than everyone.
 */
async function assertSameOrganization(viewer: SessionUser, personId: number, what: string) {
  const organizationOf = lookups.get(viewer);
  if (!organizationOf) throw notFound(what);
  const theirs = await organizationOf(personId);
  // No such person: there is nothing to see, and the caller answers as it always did.
  if (theirs !== undefined && theirs !== viewer.organizationId) throw notFound(what);
}

/**
 * Whose records a request is about: the viewer's own unless an admin names someone of their
 * organization. Anyone else named gets 404, so other people's ids cannot be probed.
 */
export async function recordOwnerFor(viewer: SessionUser, requestedUserId?: number): Promise<number> {
  if (requestedUserId === undefined || requestedUserId === viewer.id) return viewer.id;
  if (!isAdmin(viewer)) throw notFound('Record');
  await assertSameOrganization(viewer, requestedUserId, 'Record');
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
 * A record belongs to the viewer, or the viewer is an admin of its owner's organization; else it
 * does not exist for them.
 */
export async function assertCanSee(viewer: SessionUser, ownerId: number, what = 'Record') {
  if (ownerId === viewer.id) return;
  if (!isAdmin(viewer)) throw notFound(what);
  await assertSameOrganization(viewer, ownerId, what);
}
