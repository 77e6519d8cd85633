import {
  bureauStandingText,
  type IssueStanding,
  issueStanding,
  issueStandingLabels,
} from '@app/contracts/bureau-standing-rules';
import { bureauLabel } from '@app/contracts/bureaus';
import { creditIssueTypeColors, creditIssueTypeLabels } from '@app/contracts/credit-issue-labels';
import type { CreditIssue } from '@app/contracts/credit-issues.contract';
import { Badge, Stack, Text } from '@mantine/core';
import { ToneBadge } from '../../../components/status-badge/tone-badge';

const standingColors: Record<IssueStanding, string> = {
  NOT_DISPUTED: 'red',
  DRAFTED: 'yellow',
  IN_DISPUTE: 'blue',
  RESOLVED: 'green',
};

/** COLLECTION and CHARGE_OFF red, LATE_PAYMENT orange, INQUIRY yellow, others default. */
export const IssueTypeBadge = ({ issue }: { issue: CreditIssue }) => (
  <ToneBadge color={creditIssueTypeColors[issue.type] ?? 'gray'}>
    {creditIssueTypeLabels[issue.type]}
  </ToneBadge>
);

/** The item as a whole, read from its letters: in dispute only once a letter is approved. */
export const IssueStatusBadge = ({ issue }: { issue: Pick<CreditIssue, 'status' | 'bureauStandings'> }) => {
  const standing = issueStanding(issue);
  return (
    <Badge variant="dot" color={standingColors[standing]}>
      {issueStandingLabels[standing]}
    </Badge>
  );
};

/** Where the item stands at each bureau that reports it, in plain words. */
export function BureauStandings({
  issue,
}: {
  issue: Pick<CreditIssue, 'id' | 'status' | 'bureauStandings'>;
}) {
  if (issue.status === 'RESOLVED' || issue.bureauStandings.every((s) => s.state === 'NOT_DISPUTED'))
    return null;
  return (
    <Stack gap={2} component="ul" p={0} m={0} style={{ listStyle: 'none' }} data-testid="bureau-standings">
      {issue.bureauStandings.map((s) => (
        <Text key={s.bureau} component="li" fz="xs">
          <Text span fw={600} fz="xs">
            {bureauLabel[s.bureau]}:
          </Text>{' '}
          {bureauStandingText(s)}
        </Text>
      ))}
    </Stack>
  );
}

export const reportedBy = (issue: CreditIssue) => issue.bureaus.map((b) => bureauLabel[b]).join(', ');
