/**
 * Where a credit item stands at each bureau that reports it, in words, and which bureaus a new
 * letter may go to. Kept apart from the item's schemas so screens that only read these rules load
 * no validation code.
 */
import { bureauLabel } from './bureaus';
import { longDate } from './common/long-date';
import type { BureauStanding, CreditIssue } from './credit-issues.contract';

/** The words for an item's standing at one bureau, the same for the client and the admin. */
export function bureauStandingText(s: Pick<BureauStanding, 'state' | 'since'>): string {
  if (s.state === 'IN_DISPUTE') return s.since ? `In dispute since ${longDate(s.since)}` : 'In dispute';
  if (s.state === 'DRAFTED') return 'Letter drafted — waiting for approval';
  return 'Not disputed yet';
}
export const bureauStandingLine = (s: BureauStanding) => `${bureauLabel[s.bureau]}: ${bureauStandingText(s)}`;

/**
 * The bureaus a new letter may go to: each one reporting the item with no open dispute there.
 * A resolved item is not disputed anywhere.
 */
export function disputableBureaus(issue: Pick<CreditIssue, 'status' | 'bureauStandings'>) {
  if (issue.status === 'RESOLVED') return [];
  return issue.bureauStandings.filter((s) => s.state === 'NOT_DISPUTED').map((s) => s.bureau);
}
export const isDisputable = (issue: Pick<CreditIssue, 'status' | 'bureauStandings'>) =>
  disputableBureaus(issue).length > 0;

/** The item as a whole: resolved, in dispute at some bureau, only drafted, or not disputed. */
export const issueStandings = ['RESOLVED', 'IN_DISPUTE', 'DRAFTED', 'NOT_DISPUTED'] as const;
export type IssueStanding = (typeof issueStandings)[number];
export function issueStanding(issue: Pick<CreditIssue, 'status' | 'bureauStandings'>): IssueStanding {
  if (issue.status === 'RESOLVED') return 'RESOLVED';
  if (issue.bureauStandings.some((s) => s.state === 'IN_DISPUTE')) return 'IN_DISPUTE';
  if (issue.bureauStandings.some((s) => s.state === 'DRAFTED')) return 'DRAFTED';
  return 'NOT_DISPUTED';
}
export const issueStandingLabels: Record<IssueStanding, string> = {
  RESOLVED: 'Resolved',
  IN_DISPUTE: 'In dispute',
  DRAFTED: 'Letter drafted',
  NOT_DISPUTED: 'Not disputed yet',
};
