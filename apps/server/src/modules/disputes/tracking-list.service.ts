import { dayIn } from '@app/contracts/common/dates';
import type { TrackingListPage } from '@app/contracts/disputes.contract';
import { toDispute } from './disputes.service';
import type { TrackingListRepository } from './tracking-list.repository';

export function createTrackingListService(
  repo: TrackingListRepository,
  timeZone: string,
  now = () => new Date(),
) {
  return {
    async page(q: { userId: number; page: number; pageSize: number }): Promise<TrackingListPage> {
      const { rows, counts } = await repo.page({ ...q, today: dayIn(timeZone, now()) });
      const { total, ...counters } = counts;
      return {
        items: rows.map((r) => ({
          ...toDispute({ ...r.dispute, issueTitle: r.issueTitle, creditor: r.creditor }),
          clientName: r.clientName,
        })),
        total,
        page: q.page,
        pageSize: q.pageSize,
        counts: counters,
      };
    },
    untracked: (userId: number) => repo.untracked(userId),
  };
}
export type TrackingListService = ReturnType<typeof createTrackingListService>;
