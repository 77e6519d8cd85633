import { encodePageCursor } from '../../platform/page-cursor';
import type { DisputeRow } from './disputes.repository';
import { toDispute } from './disputes.service';

/** One row of an admin dispute list: the dispute, its item's names and its client. */
interface TrackedRow {
  dispute: DisputeRow;
  issueTitle: string;
  creditor: string;
  mailedByProduct: boolean;
  clientName: string;
  createdAtKey: string;
}

/** A page of an admin dispute list, its cursor tied to the list's scope (filters or client). */
export function trackedDisputePage(
  rows: TrackedRow[],
  opts: { hasMore: boolean; total: number; page: number; pageSize: number; scope: string },
) {
  const last = rows.at(-1);
  return {
    items: rows.map((r) => ({
      ...toDispute({
        ...r.dispute,
        issueTitle: r.issueTitle,
        creditor: r.creditor,
        mailedByProduct: r.mailedByProduct,
      }),
      clientName: r.clientName,
    })),
    total: opts.total,
    page: opts.page,
    pageSize: opts.pageSize,
    nextCursor:
      opts.hasMore && last
        ? encodePageCursor(opts.scope, { key: last.createdAtKey, id: last.dispute.id })
        : null,
  };
}
