import { isDisputable } from '@app/contracts/bureau-standing-rules';
import { formatUsd } from '@app/contracts/common/money';
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { ListError, ListSkeleton } from '../../../components/list-states/list-states';
import { useCreditIssues } from '../api/get-credit-issues';
import { BureauStandings, IssueTypeBadge, reportedBy } from './issue-badges';

/** The dashboard's Credit Report Analysis: active issues, each with a Dispute button for those who may. */
export function CreditReportAnalysis({
  onDispute,
  emptyText,
}: {
  onDispute?: (issueId: number) => void;
  /** What to say when there are no items, when the page knows more (e.g. no report yet). */
  emptyText?: ReactNode;
}) {
  const issues = useCreditIssues();
  // An item stays here while any bureau reporting it has no letter for it: that bureau can still be disputed.
  const active = (issues.data ?? []).filter(isDisputable).sort((a, b) => b.impact - a.impact);

  return (
    <Paper withBorder radius="lg" p="lg" component="section" aria-labelledby="report-analysis-title">
      <Title order={2} fz="h4" id="report-analysis-title" mb="sm">
        Credit Report Analysis
      </Title>
      {issues.isPending ? (
        <ListSkeleton label="Loading credit issues" height={56} />
      ) : issues.isError ? (
        <ListError what="your credit issues" onRetry={() => issues.refetch()} />
      ) : active.length === 0 ? (
        (emptyText ?? (
          <Text c="dimmed" fz="sm">
            No active negative items: nothing to dispute right now.
          </Text>
        ))
      ) : (
        <Stack
          gap="xs"
          component="ul"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
          data-testid="report-analysis"
        >
          {active.map((i) => (
            <Paper key={i.id} component="li" withBorder radius="md" p="sm">
              <Group justify="space-between" gap="xs" wrap="nowrap" align="center">
                <Stack gap={4} style={{ minWidth: 0 }}>
                  <Group gap={6}>
                    <Text fw={600} fz="sm">
                      {i.title}
                    </Text>
                    <IssueTypeBadge issue={i} />
                  </Group>
                  <Text fz="xs" c="dimmed">
                    {i.creditor}
                    {i.amount ? ` · ${formatUsd(i.amount)}` : ''} · −{i.impact} pts · {reportedBy(i)}
                  </Text>
                  <BureauStandings issue={i} />
                </Stack>
                {onDispute && (
                  <Button
                    size="xs"
                    variant="light"
                    onClick={() => onDispute(i.id)}
                    aria-label={`Dispute: ${i.title}, ${i.creditor}`}
                    style={{ flexShrink: 0 }}
                  >
                    Dispute
                  </Button>
                )}
              </Group>
            </Paper>
          ))}
        </Stack>
      )}
    </Paper>
  );
}
