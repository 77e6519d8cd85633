import '@mantine/core/styles/Progress.css';
import type { BureauAnalysis, RecommendedAction } from '@app/contracts/bureau-responses.contract';
import { Badge, Group, List, Paper, Progress, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { EngineBadge } from '../../../components/engine-badge/engine-badge';
import { analysisSummary, recommendedActions } from './analysis-fields';

const priorityLook: Record<RecommendedAction['priority'], { color: string; c?: string }> = {
  HIGH: { color: 'red' },
  MEDIUM: { color: 'yellow', c: 'dark.7' },
  LOW: { color: 'gray' },
};

function Gauge({ label, value, color }: { label: string; value: number; color: string }) {
  return (
    <Stack gap={4}>
      <Group justify="space-between" gap="xs">
        <Text fz="sm" fw={600}>
          {label}
        </Text>
        <Text fz="sm" fw={700}>{`${value}%`}</Text>
      </Group>
      <Progress value={value} color={color} size="lg" radius="xl" aria-label={label} />
    </Stack>
  );
}

/** The Analysis tab: success and confidence, strategy, summary, reasons and recommended actions. */
export function AnalysisPanel({ analysis }: { analysis: BureauAnalysis }) {
  const summary = analysisSummary(analysis);
  const actions = recommendedActions(analysis);
  const strategy = analysis.strategyType.charAt(0) + analysis.strategyType.slice(1).toLowerCase();

  return (
    <Stack gap="md">
      <Group gap="xs">
        <Badge variant="light" color="grape">{`Strategy: ${strategy}`}</Badge>
        <EngineBadge engine={analysis.engine} work="analysis" />
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        <Gauge
          label="Success probability"
          value={analysis.successProbability}
          color={
            analysis.successProbability >= 60 ? 'green' : analysis.successProbability >= 30 ? 'yellow' : 'red'
          }
        />
        {/* Rules are not more or less sure of themselves: a confidence figure is a model's to give. */}
        {analysis.engine !== 'builtin' && (
          <Gauge label="Confidence" value={analysis.confidenceScore} color="brand" />
        )}
      </SimpleGrid>
      {summary && <Text fz="sm">{summary}</Text>}

      {analysis.rejectionReasons.length > 0 && (
        <Stack gap={6}>
          <Title order={4} fz="sm">
            Rejection reasons
          </Title>
          <List fz="sm" spacing={4}>
            {analysis.rejectionReasons.map((reason) => (
              <List.Item key={reason}>{reason}</List.Item>
            ))}
          </List>
        </Stack>
      )}

      <Stack gap={6}>
        <Title order={4} fz="sm">
          Recommended actions
        </Title>
        {actions.length === 0 ? (
          <Text fz="sm" c="dimmed">
            The analysis lists no action.
          </Text>
        ) : (
          <Stack component="ol" gap="xs" m={0} p={0} style={{ listStyle: 'none' }}>
            {actions.map((a) => (
              <Paper component="li" key={a.action} withBorder radius="md" p="sm">
                <Group justify="space-between" gap="xs" align="flex-start">
                  <Text fz="sm" fw={600} style={{ flex: '1 1 200px' }}>
                    {a.action}
                  </Text>
                  <Group gap={6}>
                    <Badge variant="light" {...priorityLook[a.priority]}>{`${a.priority} priority`}</Badge>
                    {a.timeframe && (
                      <Badge variant="outline" color="gray.7">
                        {a.timeframe}
                      </Badge>
                    )}
                  </Group>
                </Group>
                {a.description && (
                  <Text fz="sm" mt={4}>
                    {a.description}
                  </Text>
                )}
              </Paper>
            ))}
          </Stack>
        )}
      </Stack>
    </Stack>
  );
}
