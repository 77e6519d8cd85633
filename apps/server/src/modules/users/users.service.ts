import { isAdmin } from '@app/contracts/permissions';
import type { SessionUser } from '../../platform/auth/sessions.repository';
import { notFound } from '../../platform/errors';
import type { UsersRepository } from './users.repository';

export function createUsersService(repo: UsersRepository) {
  async function profile(id: number) {
    const row = await repo.findProfile(id);
    if (!row) throw notFound('User');
    return { ...row, createdAt: row.createdAt.toISOString() };
  }
  return {
    profile,
    /** Self or admin; anyone else's id answers 404 so ids cannot be probed. */
    async profileFor(viewer: SessionUser, id: number) {
      if (viewer.id !== id && !isAdmin(viewer)) throw notFound('User');
      return profile(id);
    },
  };
}
export type UsersService = ReturnType<typeof createUsersService>;
