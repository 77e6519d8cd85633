import { dayIn } from '@app/contracts/common/dates';
import { type TrackingListPage, trackingRuleMessages } from '@app/contracts/disputes.contract';
import { clientReachOf } from '@app/contracts/team-roles';
import { assertCanSee } from '../../platform/auth/record-owner';
import type { SessionUser } from '../../platform/auth/sessions.repository';
import { badRequest } from '../../platform/errors';
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
    /**
     * One client's list (of the viewer's organization), or (0) the organization's whole list, which
     * a specialist (who follows only their own clients' letters) does not have.
     */
    async page(
      viewer: SessionUser,
      q: {
        userId: number;
        page: number;
        pageSize: number;
        cursor?: string;
      },
    ): Promise<TrackingListPage> {
      if (q.userId === 0 && clientReachOf(viewer) !== 'organization') {
        throw badRequest(trackingRuleMessages.chooseClient, [
          { field: 'userId', message: trackingRuleMessages.chooseClientField },
        ]);
      }
      if (q.userId > 0) await assertCanSee(viewer, q.userId);
      const after = decodePageCursor(q.cursor, cursorScope(q.userId), isTimestampKey);
      const { rows, hasMore, counts } = await repo.page({
        ...q,
        organizationId: viewer.organizationId,
        after,
        today: dayIn(timeZone, now()),
      });
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
    async untracked(viewer: SessionUser, userId: number) {
      await assertCanSee(viewer, userId);
      return repo.untracked(userId);
    },
  };
}
export type TrackingListService = ReturnType<typeof createTrackingListService>;
