import { formatUsPhone } from '@app/contracts/client-onboarding.contract';
import { isPlatformOperator } from '@app/contracts/platform-operator.contract';
import { assignedFilterOf, teamCan } from '@app/contracts/team-roles';
import type {
  mailingAddress,
  PublicUser,
  updateProfileRequest,
  userListQuery,
} from '@app/contracts/users.contract';
import type { z } from 'zod';
import { assertCanSee } from '../../platform/auth/record-owner';
import type { SessionProfile, SessionUser } from '../../platform/auth/sessions.repository';
import { notFound } from '../../platform/errors';
import { decodePageCursor, encodePageCursor, isTextKeys, isTimestampKey } from '../../platform/page-cursor';
import type { UsersRepository } from './users.repository';

/** `person` holds the names and access, `row` the rest (one row from the users repository, or the session's two parts). */
function toPublicUser(person: SessionUser, row: SessionProfile): PublicUser {
  const { addressLine1, addressLine2, city, state, zipCode, createdAt } = row;
  return {
    id: person.id,
    firstName: person.firstName,
    lastName: person.lastName,
    email: person.email,
    accessLevel: person.accessLevel,
    requiresPasswordReset: person.requiresPasswordReset,
    isTestUser: row.isTestUser,
    features: person.features,
    subscriptionStatus: row.subscriptionStatus,
    subscriptionPlanId: row.subscriptionPlanId,
    subscriptionPlan: person.subscriptionPlan,
    platformOperator: isPlatformOperator(person),
    teamRole: person.teamRole,
    createdAt: createdAt.toISOString(),
    address:
      addressLine1 && city && state && zipCode ? { addressLine1, addressLine2, city, state, zipCode } : null,
  };
}

export function createUsersService(repo: UsersRepository) {
  const addressListeners: ((person: PublicUser) => Promise<void>)[] = [];
  async function profile(id: number) {
    const row = await repo.findProfile(id);
    if (!row) throw notFound('User');
    return toPublicUser(row, row);
  }
  return {
    profile,
    /** The signed-in person's own profile from what the session query already read. */
    ownProfile: (person: SessionUser, rest: SessionProfile) => toPublicUser(person, rest),
    /** Self or admin; anyone else's id answers 404 so ids cannot be probed. */
    async profileFor(viewer: SessionUser, id: number) {
      await assertCanSee(viewer, id, 'User');
      return profile(id);
    },
    /**
     * The people of the viewer's organization (never another's): the office may list its staff too;
     * the rest of the team lists clients only, and a specialist only the clients assigned to them.
     */
    async listPage(viewer: SessionUser, q: z.output<typeof userListQuery>) {
      const clientsOnly = q.clientsOnly === 'true' || !teamCan(viewer, 'runOffice');
      const specialistId = assignedFilterOf(viewer) ?? undefined;
      // A cursor belongs to one search, one choice of clients and one viewer's reach only.
      const scope = `users:${clientsOnly}:${specialistId ?? ''}:${q.search ?? ''}`;
      const after = decodePageCursor(q.cursor, scope, isTextKeys(2));
      const { items, hasMore, total } = await repo.listPage({
        ...q,
        organizationId: viewer.organizationId,
        clientsOnly,
        specialistId,
        after,
      });
      const last = items.at(-1);
      return {
        items: items.map((u) => ({ ...u, createdAt: u.createdAt.toISOString() })),
        total,
        page: q.page,
        pageSize: q.pageSize,
        nextCursor:
          hasMore && last
            ? encodePageCursor(scope, { key: [last.lastName, last.firstName], id: last.id })
            : null,
      };
    },
    /**
     * One page of the Client Profiles or Test Users list, and the cursor of the next page (none on
     * the last). A cursor belongs to its list and search: replayed on another it is refused.
     */
    async betaTestingPage(
      organizationId: number,
      kind: 'client-profiles' | 'test-users',
      q: { search?: string; limit: number; cursor?: string },
    ) {
      const scope = `${kind}:${q.search ?? ''}`;
      const after = decodePageCursor(q.cursor, scope, isTimestampKey);
      const { rows, hasMore } = await repo.betaTestingPage({
        organizationId,
        kind,
        search: q.search,
        limit: q.limit,
        after,
      });
      const last = rows.at(-1);
      return {
        items: rows.map(({ createdAtKey: _key, ...r }) => ({ ...r, createdAt: r.createdAt.toISOString() })),
        nextCursor: hasMore && last ? encodePageCursor(scope, { key: last.createdAtKey, id: last.id }) : null,
      };
    },
    countTestUsers: repo.countTestUsers,
    /** A converted lead's phone, chosen issues and notes, kept on the client made from it. */
    async adoptLeadDetails(id: number, lead: { phone: string; creditIssues: string[]; notes: string }) {
      await repo.adoptLeadDetails(id, {
        ...lead,
        // A US number is kept in the one format; anything else as the person wrote it.
        phone: formatUsPhone(lead.phone) ?? lead.phone.trim(),
        notes: lead.notes.trim(),
      });
    },
    /** Features granted by a redeemed code, written in the redemption's transaction. */
    grantFeaturesWithin: repo.addFeatures,
    async updateOwnProfile(id: number, changes: z.output<typeof updateProfileRequest>) {
      const { address, ...names } = changes;
      await repo.updateProfile(id, {
        ...names,
        ...(address ? { ...address, addressLine2: address.addressLine2 || null } : {}),
      });
      const saved = await profile(id);
      if (address) for (const listener of addressListeners) await listener(saved);
      return saved;
    },
    /** A client's mailing address as a person confirmed it (an admin, from the client's report). */
    async setMailingAddress(id: number, address: z.output<typeof mailingAddress>) {
      await repo.updateProfile(id, { ...address, addressLine2: address.addressLine2 || null });
      const saved = await profile(id);
      for (const listener of addressListeners) await listener(saved);
      return saved;
    },
    /** Another module follows a person's mailing address (drafted letters take it as their return address). */
    whenAddressSaved(listener: (person: PublicUser) => Promise<void>) {
      addressListeners.push(listener);
    },
  };
}
export type UsersService = ReturnType<typeof createUsersService>;
