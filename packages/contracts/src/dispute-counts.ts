import type { DisputeStatus } from './disputes.contract';

/**
 * What each count of disputes counts, written next to the figure on every screen, so the admin's
 * "Pending Disputes" (status PENDING, letters not yet mailed) and the client's "Pending"
 * (letters on their way or waiting for the bureau) read as different things, not as a disagreement.
 * A letter needing a follow-up is still in progress, so it counts there too.
 */
export const disputeCountKinds = {
  awaitingMailing: { label: 'Awaiting mailing', statuses: ['PENDING'] },
  inProgress: { label: 'In progress', statuses: ['PENDING', 'SENT', 'DELIVERED', 'FOLLOW_UP_REQUIRED'] },
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
