import type { DisputeStatus } from './disputes.contract';

/**
 * The groups of dispute statuses every rule is written with, here once: the server's queries, the
 * database's functions and triggers (their SQL sources get these lists at migrate time) and the
 * web's tiles all read them from here. Open: the bureau has not closed it (letters not yet mailed,
 * on their way, or waiting for the bureau's answer); closed: answered, either way.
 */
export const disputeStatusGroups = {
  open: ['PENDING', 'SENT', 'DELIVERED', 'FOLLOW_UP_REQUIRED'],
  closed: ['RESOLVED', 'REJECTED'],
  /** The letter is written but not mailed yet (approved or not). */
  awaitingMailing: ['PENDING'],
  /** Mailed, delivery not yet confirmed. */
  mailed: ['SENT'],
  /** Delivered to the bureau, whose answer is due within the FCRA deadline. */
  awaitingBureauAnswer: ['DELIVERED', 'FOLLOW_UP_REQUIRED'],
} as const satisfies Record<string, readonly DisputeStatus[]>;
export type DisputeStatusGroup = keyof typeof disputeStatusGroups;
export const openDisputeStatuses = disputeStatusGroups.open;
export const closedDisputeStatuses = disputeStatusGroups.closed;
export type OpenDisputeStatus = (typeof openDisputeStatuses)[number];

/**
 * What each count of disputes counts, written next to the figure on every screen, so the admin's
 * "Pending Disputes" (status PENDING, letters not yet mailed) and the client's "Pending"
 * (letters on their way or waiting for the bureau) read as different things, not as a disagreement.
 * A letter needing a follow-up is still in progress, so it counts there too.
 */
export const disputeCountKinds = {
  awaitingMailing: { label: 'Awaiting mailing', statuses: disputeStatusGroups.awaitingMailing },
  inProgress: { label: 'In progress', statuses: openDisputeStatuses },
} as const satisfies Record<string, { label: string; statuses: readonly DisputeStatus[] }>;
export type DisputeCountKind = keyof typeof disputeCountKinds;

export interface DisputeCounts {
  total: number;
  awaitingMailing: number;
  inProgress: number;
}

/** The one way disputes are counted, on the server's summaries and the web's tiles alike. */
export function countDisputes(disputes: readonly { status: DisputeStatus }[]): DisputeCounts {
  const count = (kind: DisputeCountKind) =>
    disputes.filter((d) => (disputeCountKinds[kind].statuses as readonly DisputeStatus[]).includes(d.status))
      .length;
  return {
    total: disputes.length,
    awaitingMailing: count('awaitingMailing'),
    inProgress: count('inProgress'),
  };
}
