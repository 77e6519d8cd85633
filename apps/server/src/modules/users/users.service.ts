import { isAdmin } from '@app/contracts/permissions';
import type { PublicUser, updateProfileRequest, userListQuery } from '@app/contracts/users.contract';
import type { z } from 'zod';
import type { SessionUser } from '../../platform/auth/sessions.repository';
import { notFound } from '../../platform/errors';
import type { ProfileRow, UsersRepository } from './users.repository';

function toPublicUser(row: NonNullable<ProfileRow>): PublicUser {
  const { addressLine1, addressLine2, city, state, zipCode, createdAt, ...rest } = row;
  return {
    ...rest,
    createdAt: createdAt.toISOString(),
    address:
      addressLine1 && city && state && zipCode ? { addressLine1, addressLine2, city, state, zipCode } : null,
  };
}

export function createUsersService(repo: UsersRepository) {
  async function profile(id: number) {
    const row = await repo.findProfile(id);
    if (!row) throw notFound('User');
    return toPublicUser(row);
  }
  return {
    profile,
    /** Self or admin; anyone else's id answers 404 so ids cannot be probed. */
    async profileFor(viewer: SessionUser, id: number) {
      if (viewer.id !== id && !isAdmin(viewer)) throw notFound('User');
      return profile(id);
    },
    async listPage(q: z.output<typeof userListQuery>) {
      const { items, total } = await repo.listPage({ ...q, clientsOnly: q.clientsOnly === 'true' });
      return {
        items: items.map((u) => ({ ...u, createdAt: u.createdAt.toISOString() })),
        total,
        page: q.page,
        pageSize: q.pageSize,
      };
    },
    async betaTestingList(kind: 'client-profiles' | 'test-users') {
      const rows = await repo.betaTestingList(kind, 1000);
      return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
    },
    countTestUsers: repo.countTestUsers,
    /** Features granted by a redeemed code, written in the redemption's transaction. */
    grantFeaturesWithin: repo.addFeatures,
    async updateOwnProfile(id: number, changes: z.output<typeof updateProfileRequest>) {
      const { address, ...names } = changes;
      await repo.updateProfile(id, {
        ...names,
        ...(address ? { ...address, addressLine2: address.addressLine2 || null } : {}),
      });
      return profile(id);
    },
  };
}
export type UsersService = ReturnType<typeof createUsersService>;
