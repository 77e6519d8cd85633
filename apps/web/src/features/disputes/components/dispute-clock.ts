import type { Dispute } from '@app/contracts/disputes.contract';
import { calendarDaysBetween } from '@app/contracts/follow-up';

export const isClosed = (d: Dispute) =>
  d.status === 'RESOLVED' || d.status === 'REJECTED' || d.actualResponse !== null;

/** Spec 001 section 2.2: at or after the follow-up date the dispute needs a follow-up. */
export const followUpReached = (d: Dispute, today: string) =>
  !isClosed(d) && d.followUpDate !== null && calendarDaysBetween(today, d.followUpDate) <= 0;

/** What the bureau's legal clock says: not started (not delivered), days left, overdue, or answered. */
export type BureauClock =
  | { kind: 'answered' }
  | { kind: 'not-started' }
  | { kind: 'running'; daysLeft: number }
  | { kind: 'overdue'; daysOverdue: number };

export function bureauClock(d: Dispute, today: string): BureauClock {
  if (isClosed(d)) return { kind: 'answered' };
  if (!d.deliveryDate) return { kind: 'not-started' };
  const daysLeft = calendarDaysBetween(today, d.expectedResponse);
  return daysLeft >= 0 ? { kind: 'running', daysLeft } : { kind: 'overdue', daysOverdue: -daysLeft };
}

export const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
