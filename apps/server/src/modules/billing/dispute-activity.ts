import { bureauLabel } from '@app/contracts/bureaus';
import type { DisputeHistory } from '../disputes/dispute-history';
import type { DisputeActivity, ServiceEvent } from './charges.service';

/** Service events read from the person's disputes: a letter mailed, a bureau response analysed. */
export function disputeActivityFrom(disputes: DisputeHistory): DisputeActivity {
  return {
    async serviceEvents(userId) {
      const events: ServiceEvent[] = [];
      for (const d of await disputes.list(userId)) {
        const bureau = bureauLabel[d.bureau];
        if (d.dateSent)
          events.push({
            at: new Date(d.dateSent),
            description: `Dispute letter mailed to ${bureau}: ${d.issueTitle}`,
          });
        if (d.actualResponse)
          events.push({
            at: new Date(`${d.actualResponse}T12:00:00Z`),
            description: `Response from ${bureau} analysed: ${d.issueTitle}`,
          });
      }
      return events.sort((a, b) => a.at.getTime() - b.at.getTime());
    },
    async issuesDisputedSince(userId, since) {
      return (await disputes.list(userId))
        .filter((d) => new Date(d.createdAt) >= since)
        .map((d) => d.issueId);
    },
  };
}
