import { dayIn } from '@app/contracts/common/dates';
import type { TrackingListPage } from '@app/contracts/disputes.contract';
import { decodePageCursor, isTimestampKey } from '../../platform/page-cursor';
import { trackedDisputePage } from './tracked-dispute-page';
import type { TrackingListRepository } from './tracking-list.repository';

/** A cursor belongs to one client's list (or everyone's, 0): it cannot be replayed on another. */
const cursorScope = (userId: number) => `tracking:${userId}`;

export function createTrackingListService(
  repo: TrackingListRepository,
  timeZone: string,
  now = () => new Date(),
) {
  return {
    async page(q: {
      userId: number;
      page: number;
      pageSize: number;
      cursor?: string;
    }): Promise<TrackingListPage> {
      const after = decodePageCursor(q.cursor, cursorScope(q.userId), isTimestampKey);
      const { rows, hasMore, counts } = await repo.page({ ...q, after, today: dayIn(timeZone, now()) });
      const { total, ...counters } = counts;
      return {
        ...trackedDisputePage(rows, {
          hasMore,
          total,
          page: q.page,
          pageSize: q.pageSize,
          scope: cursorScope(q.userId),
        }),
        counts: counters,
      };
    },
    untracked: (userId: number) => repo.untracked(userId),
  };
}
export type TrackingListService = ReturnType<typeof createTrackingListService>;
