import type { AllDisputesPage } from '@app/contracts/disputes.contract';
import { decodePageCursor, isTimestampKey } from '../../platform/page-cursor';
import type { AllDisputesFilter, AllDisputesRepository } from './all-disputes.repository';
import { trackedDisputePage } from './tracked-dispute-page';

/** A cursor belongs to one set of filters: replayed on another it is refused, not misread. */
const cursorScope = (f: AllDisputesFilter) =>
  `all-disputes:${f.status ?? ''}:${f.bureau ?? ''}:${f.userId ?? 0}`;

export function createAllDisputesService(repo: AllDisputesRepository) {
  return {
    async page(
      q: AllDisputesFilter & { page: number; pageSize: number; cursor?: string },
    ): Promise<AllDisputesPage> {
      const filter = { status: q.status, bureau: q.bureau, userId: q.userId };
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
