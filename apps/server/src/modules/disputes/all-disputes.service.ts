import type { AllDisputesPage } from '@app/contracts/disputes.contract';
import { decodePageCursor, encodePageCursor, isTimestampKey } from '../../platform/page-cursor';
import type { AllDisputesFilter, AllDisputesRepository } from './all-disputes.repository';
import { toDispute } from './disputes.service';

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
            ? encodePageCursor(cursorScope(filter), { key: last.createdAtKey, id: last.dispute.id })
            : null,
      };
    },
  };
}
export type AllDisputesService = ReturnType<typeof createAllDisputesService>;
