import { isAdmin } from '@app/contracts/permissions';
import { notFound } from '../errors';
import type { SessionUser } from './sessions.repository';

/**
 * Whose records a request is about: the viewer's own unless an admin names someone.
 * A non-admin naming anyone else gets 404, so other people's ids cannot be probed.
 */
export function recordOwnerFor(viewer: SessionUser, requestedUserId?: number): number {
  if (requestedUserId === undefined || requestedUserId === viewer.id) return viewer.id;
  if (!isAdmin(viewer)) throw notFound('Record');
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

/** A record belongs to the viewer, or the viewer is an admin; else it does not exist for them. */
export function assertCanSee(viewer: SessionUser, ownerId: number, what = 'Record') {
  if (ownerId !== viewer.id && !isAdmin(viewer)) throw notFound(what);
}
