import { type IssueStanding, isDisputable, issueStanding } from '@app/contracts/bureau-standing-rules';
import { formatUsd } from '@app/contracts/common/money';
import type { CreditIssue } from '@app/contracts/credit-issues.contract';
import { longDate } from '@app/contracts/follow-up';
import { Badge, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck, IconEye, IconMoodSmile } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { EmptyState } from '../../../components/empty-state/empty-state';
import { IssueFindings } from '../../../components/issue-findings/issue-findings';
import { ListError, ListSkeleton } from '../../../components/list-states/list-states';
import { PlanRefusal } from '../../../components/plan/plan-refusal';
import { notify } from '../../../lib/notify';
import { useCreditIssues } from '../api/get-credit-issues';
import { useResolveCreditIssue } from '../api/resolve-credit-issue';
import { BureauStandings, IssueStatusBadge, IssueTypeBadge, reportedBy } from './issue-badges';

const order: Record<IssueStanding, number> = { NOT_DISPUTED: 0, DRAFTED: 1, IN_DISPUTE: 2, RESOLVED: 3 };

function IssueCard({
  issue,
  canAct,
  onDispute,
}: {
  issue: CreditIssue;
  canAct: boolean;
  onDispute: (issueId: number) => void;
}) {
  const resolve = useResolveCreditIssue();
  const markResolved = () =>
    resolve.mutate(issue.id, {
      onSuccess: () => notify({ title: 'Success', message: 'Issue updated successfully', color: 'green' }),
      onError: () => notify({ title: 'Error', message: 'Failed to update issue', color: 'red' }),
    });

  return (
    <Paper
      withBorder
      radius="lg"
      p="md"
      component="article"
      aria-labelledby={`issue-${issue.id}-title`}
      data-testid="issue-card"
    >
      <Stack gap="xs" h="100%">
        <Group justify="space-between" align="flex-start" gap="xs">
          <Title order={3} fz="md" id={`issue-${issue.id}-title`}>
            {issue.title}
          </Title>
          <IssueStatusBadge issue={issue} />
        </Group>
        <Group gap={6}>
          <IssueTypeBadge issue={issue} />
          <Badge variant="light" color="gray">
            −{issue.impact} pts
          </Badge>
        </Group>
        <Text fz="sm">{issue.description}</Text>
        <Text fz="sm" c="dimmed">
          {issue.creditor}
          {issue.caseNumber ? ` · case ${issue.caseNumber}` : ''}
          {issue.accountNumberLast4 ? ` · account ending ${issue.accountNumberLast4}` : ''}
          {issue.amount ? ` · ${formatUsd(issue.amount)}` : ''}
          {issue.dateReported ? ` · reported ${longDate(issue.dateReported)}` : ''}
        </Text>
        <Text fz="xs" c="dimmed">
          On your {reportedBy(issue)} report{issue.bureaus.length > 1 ? 's' : ''}
        </Text>
        <BureauStandings issue={issue} />
        <IssueFindings findings={issue.findings} title="What your reports show" />
        <Group gap="xs" mt="auto" pt="xs">
          {canAct ? (
            <>
              {isDisputable(issue) && (
                <Button
                  size="xs"
                  onClick={() => onDispute(issue.id)}
                  aria-label={`Dispute: ${issue.title}, ${issue.creditor}`}
                >
                  Dispute
                </Button>
              )}
              {issue.status !== 'RESOLVED' && (
                <Button
                  size="xs"
                  variant="default"
                  leftSection={<IconCircleCheck size={14} aria-hidden />}
                  onClick={markResolved}
                  loading={resolve.isPending}
                  aria-label={`Mark Resolved: ${issue.title}, ${issue.creditor}`}
                >
                  Mark Resolved
                </Button>
              )}
            </>
          ) : (
            <Badge variant="default" leftSection={<IconEye size={12} aria-hidden />}>
              View Only
            </Badge>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}

/** The Issues tab: Dispute and Mark Resolved for those who may; 'View Only' otherwise. */
export function IssueList({
  canAct,
  onDispute,
  empty,
}: {
  canAct: boolean;
  onDispute: (issueId: number) => void;
  /** Shown instead of 'No credit issues' when the page knows more (e.g. no report yet). */
  empty?: ReactNode;
}) {
  const issues = useCreditIssues();
  if (issues.isPending) return <ListSkeleton label="Loading credit issues" />;
  if (issues.isError) return <ListError what="your credit issues" onRetry={() => issues.refetch()} />;

  const list = [...issues.data].sort(
    (a, b) => order[issueStanding(a)] - order[issueStanding(b)] || b.impact - a.impact,
  );
  return (
    <Stack gap="md">
      {!canAct && (
        <div data-testid="view-only-notice">
          <PlanRefusal entitlement="createDisputes" variant="inline" />
        </div>
      )}
      {list.length === 0 ? (
        (empty ?? (
          <EmptyState icon={IconMoodSmile} title="No credit issues">
            Your report shows no negative items.
          </EmptyState>
        ))
      ) : (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          {list.map((i) => (
            <IssueCard key={i.id} issue={i} canAct={canAct} onDispute={onDispute} />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
