import type { AllDisputesPage } from '@app/contracts/disputes.contract';
import { assertCanSee } from '../../platform/auth/record-owner';
import type { SessionUser } from '../../platform/auth/sessions.repository';
import { decodePageCursor, isTimestampKey } from '../../platform/page-cursor';
import type { AllDisputesFilter, AllDisputesRepository } from './all-disputes.repository';
import { trackedDisputePage } from './tracked-dispute-page';

/** A cursor belongs to one set of filters: replayed on another it is refused, not misread. */
const cursorScope = (f: AllDisputesFilter) =>
  `all-disputes:${f.status ?? ''}:${f.bureau ?? ''}:${f.userId ?? 0}`;

export function createAllDisputesService(repo: AllDisputesRepository) {
  return {
    /** The organization's disputes, or one client's of it. */
    async page(
      viewer: SessionUser,
      q: Omit<AllDisputesFilter, 'organizationId'> & { page: number; pageSize: number; cursor?: string },
    ): Promise<AllDisputesPage> {
      if (q.userId) await assertCanSee(viewer, q.userId);
      const filter = {
        organizationId: viewer.organizationId,
        status: q.status,
        bureau: q.bureau,
        userId: q.userId,
      };
      const after = decodePageCursor(q.cursor, cursorScope(filter), isTimestampKey);
      const { rows, hasMore, total } = await repo.page({
        ...filter,
        page: q.page,
        pageSize: q.pageSize,
        after,
      });
      return trackedDisputePage(rows, {
        hasMore,
        total,
        page: q.page,
        pageSize: q.pageSize,
        scope: cursorScope(filter),
      });
    },
  };
}
export type AllDisputesService = ReturnType<typeof createAllDisputesService>;
