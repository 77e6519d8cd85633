import type { Dispute } from '@app/contracts/disputes.contract';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';

/** Where each dispute's step is done on the Disputes tab: the elements a next step opens. */
export const disputeTargetId = (id: number) => `dispute-${id}`;
export const approvalTargetId = (id: number) => `letter-approval-${id}`;
export const batchApprovalTargetId = 'letter-approvals';

/**
 * A next step names its dispute (`?dispute=id`): once the list is there, the place to act on it
 * (its approval, the several letters' approval, or its card) is scrolled into view and focused, so
 * on a phone "Review and approve" opens the approval itself rather than the top of a long page.
 * Once per request: later refreshes of the list leave the page where the person is.
 */
export function useOpenRequestedDispute(disputes: Dispute[] | undefined, targetOf: (d: Dispute) => string) {
  const [params] = useSearchParams();
  const requested = Number(params.get('dispute')) || null;
  const opened = useRef<number | null>(null);
  useEffect(() => {
    if (!disputes || requested === null || opened.current === requested) return;
    const dispute = disputes.find((d) => d.id === requested);
    const element = dispute && document.getElementById(targetOf(dispute));
    // Within a card, the part where its step is done (a due follow-up's alert) marks itself.
    const target = element?.querySelector<HTMLElement>('[data-step-target]') ?? element;
    if (!target) return;
    opened.current = requested;
    target.scrollIntoView({ block: 'start' });
    target.focus({ preventScroll: true });
  }, [disputes, requested, targetOf]);
}
