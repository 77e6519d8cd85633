import { dayIn } from '@app/contracts/common/dates';
import type { TrackingListPage } from '@app/contracts/disputes.contract';
import { decodePageCursor, encodePageCursor, isTimestampKey } from '../../platform/page-cursor';
import { toDispute } from './disputes.service';
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
      const last = rows.at(-1);
      return {
        items: rows.map((r) => ({
          ...toDispute({ ...r.dispute, issueTitle: r.issueTitle, creditor: r.creditor }),
          clientName: r.clientName,
        })),
        total,
        page: q.page,
        pageSize: q.pageSize,
        nextCursor:
          hasMore && last
            ? encodePageCursor(cursorScope(q.userId), { key: last.createdAtKey, id: last.dispute.id })
            : null,
        counts: counters,
      };
    },
    untracked: (userId: number) => repo.untracked(userId),
  };
}
export type TrackingListService = ReturnType<typeof createTrackingListService>;
