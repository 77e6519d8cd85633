import { bureauLabel } from '@app/contracts/bureaus';
import { creditIssueTypeColors, creditIssueTypeLabels } from '@app/contracts/credit-issue-labels';
import type { CreditIssue, CreditIssueStatus } from '@app/contracts/credit-issues.contract';
import { Badge } from '@mantine/core';
import { ToneBadge } from '../../../components/status-badge/tone-badge';

const statusColors: Record<CreditIssueStatus, string> = {
  ACTIVE: 'red',
  DISPUTED: 'blue',
  RESOLVED: 'green',
};
const statusLabels: Record<CreditIssueStatus, string> = {
  ACTIVE: 'Active',
  DISPUTED: 'Disputed',
  RESOLVED: 'Resolved',
};

/** COLLECTION and CHARGE_OFF red, LATE_PAYMENT orange, INQUIRY yellow, others default. */
export const IssueTypeBadge = ({ issue }: { issue: CreditIssue }) => (
  <ToneBadge color={creditIssueTypeColors[issue.type] ?? 'gray'}>
    {creditIssueTypeLabels[issue.type]}
  </ToneBadge>
);

export const IssueStatusBadge = ({ status }: { status: CreditIssueStatus }) => (
  <Badge variant="dot" color={statusColors[status]}>
    {statusLabels[status]}
  </Badge>
);

export const reportedBy = (issue: CreditIssue) => issue.bureaus.map((b) => bureauLabel[b]).join(', ');
