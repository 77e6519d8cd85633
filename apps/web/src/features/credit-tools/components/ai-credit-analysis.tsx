import type { CreditAnalysisResponse } from '@app/contracts/credit-analysis.contract';
import { creditAnalysisMessages } from '@app/contracts/credit-analysis-messages';
import { Button, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { IconSparkles } from '@tabler/icons-react';
import { useId } from 'react';
import { EngineBadge } from '../../../components/engine-badge/engine-badge';
import { ToneBadge } from '../../../components/status-badge/tone-badge';
import { errorMessage } from '../../../lib/api-errors';
import { notify } from '../../../lib/notify';
import { useRunCreditAnalysis } from '../api/run-credit-analysis';

const priorityColor = { HIGH: 'red', MEDIUM: 'yellow', LOW: 'gray' } as const;

function AnalysisResult({ result }: { result: CreditAnalysisResponse }) {
  return (
    <Stack gap="md" data-testid="ai-analysis-result">
      <Text>{result.analysis}</Text>
      {result.priorityIssues.length > 0 && (
        <Stack gap={4}>
          <Title order={4} fz="sm">
            Priority issues
          </Title>
          <List fz="sm" spacing={2}>
            {result.priorityIssues.map((p) => (
              <List.Item key={p}>{p}</List.Item>
            ))}
          </List>
        </Stack>
      )}
      <Stack gap="sm">
        <Title order={4} fz="sm">
          Recommendations
        </Title>
        {result.recommendations.map((r) => (
          <Paper key={r.action} withBorder p="sm" radius="md">
            <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
              <Text fw={600} fz="sm">
                {r.action}
              </Text>
              <ToneBadge color={priorityColor[r.priority]} style={{ flexShrink: 0 }}>
                {r.priority}
              </ToneBadge>
            </Group>
            <Text fz="xs" c="dimmed" mt={2}>
              {r.expectedImpact} · {r.timeframe}
            </Text>
            {r.steps.length > 0 && (
              <List type="ordered" fz="sm" mt="xs" spacing={2}>
                {r.steps.map((s) => (
                  <List.Item key={s}>{s}</List.Item>
                ))}
              </List>
            )}
          </Paper>
        ))}
      </Stack>
      <Stack gap={4}>
        <Title order={4} fz="sm">
          Dispute strategy
        </Title>
        <Text fz="sm">
          <strong>Collections:</strong> {result.disputeStrategy.collections}
        </Text>
        <Text fz="sm">
          <strong>Late payments:</strong> {result.disputeStrategy.latePayments}
        </Text>
        <Text fz="sm">
          <strong>Inquiries:</strong> {result.disputeStrategy.inquiries}
        </Text>
      </Stack>
      <Stack gap={4}>
        <Title order={4} fz="sm">
          Score projection
        </Title>
        <Text fz="sm">{result.scoreProjection}</Text>
      </Stack>
    </Stack>
  );
}

/**
 * AI Credit Analysis card: runs the analysis on request, of the person's own report or, in the
 * admin's Dispute Center, of the client's (`clientId`; keyed by it so a new client starts afresh).
 */
export function AiCreditAnalysis({
  headingOrder = 2,
  clientId,
}: {
  headingOrder?: 2 | 3;
  clientId?: number;
}) {
  const analysis = useRunCreditAnalysis();
  const titleId = useId();
  const run = () =>
    analysis.mutate(clientId, {
      onError: (error) =>
        notify({
          title: creditAnalysisMessages.failedTitle,
          message: errorMessage(error, creditAnalysisMessages.failedBody),
          color: 'red',
        }),
    });

  return (
    <Paper withBorder radius="lg" p="lg" component="section" aria-labelledby={titleId}>
      <Group justify="space-between" mb="sm" gap="xs">
        <Title order={headingOrder} fz="h4" id={titleId}>
          AI Credit Analysis
        </Title>
        {analysis.data && <EngineBadge engine={analysis.data.engine} work="analysis" />}
      </Group>
      {analysis.data ? (
        <AnalysisResult result={analysis.data} />
      ) : (
        <Text fz="sm" c="dimmed" mb="md">
          {clientId
            ? 'An analysis of this client’s report, negative items and score history: what hurts most, what to dispute first and what to expect.'
            : 'An analysis of your own report, negative items and score history: what hurts most, what to dispute first and what to expect.'}
        </Text>
      )}
      <Button
        mt="md"
        leftSection={<IconSparkles size={18} aria-hidden />}
        onClick={run}
        loading={analysis.isPending}
        variant={analysis.data ? 'light' : 'filled'}
      >
        {analysis.data ? 'Run Again' : 'Run AI Analysis'}
      </Button>
    </Paper>
  );
}
