import '@mantine/core/styles/Tabs.css';
import {
  type BureauResponse,
  type BureauResponseType,
  bureauResponseTypeLabels,
} from '@app/contracts/bureau-responses.contract';
import { bureauLabel } from '@app/contracts/bureaus';
import type { Dispute } from '@app/contracts/disputes.contract';
import { longDate } from '@app/contracts/follow-up';
import { Alert, Badge, Button, Group, Paper, Skeleton, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconSparkles } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { errorMessage } from '../../../lib/api-errors';
import { useBureauAnalysis } from '../api/get-bureau-analysis';
import { AnalysisPanel } from './analysis-panel';
import { NextStepsPanel } from './next-steps-panel';
import { useAnalyze } from './use-analyze';

// Orange and yellow text fails 4.5:1 on its own tint, so those two badges write in dark grey.
const typeLook: Record<BureauResponseType, { color: string; c?: string }> = {
  DELETED: { color: 'teal' },
  UPDATED: { color: 'blue' },
  PARTIAL: { color: 'yellow', c: 'dark.7' },
  VERIFIED: { color: 'red' },
  FRIVOLOUS: { color: 'orange', c: 'dark.7' },
};

type Tab = 'response' | 'analysis' | 'next-steps';

/** Loads the stored analysis for the two tabs that need it. */
function WithAnalysis({
  analysisId,
  children,
}: {
  analysisId: number;
  children: (analysis: NonNullable<ReturnType<typeof useBureauAnalysis>['data']>) => ReactNode;
}) {
  const analysis = useBureauAnalysis(analysisId);
  if (analysis.isPending)
    return (
      <Stack gap="xs" role="status" aria-label="Loading the analysis">
        <Skeleton height={18} width="40%" />
        <Skeleton height={60} />
      </Stack>
    );
  if (analysis.isError)
    return (
      <Alert color="red" variant="light" title="Could not load the analysis">
        <Text fz="sm" mb="xs">
          {errorMessage(analysis.error, 'Check your connection and try again.')}
        </Text>
        <Button size="xs" variant="light" color="red" onClick={() => analysis.refetch()}>
          Retry
        </Button>
      </Alert>
    );
  return <>{children(analysis.data)}</>;
}

/** One bureau answer with its tabs Response, Analysis and Next Steps. */
export function BureauResponseCard({
  response,
  disputes,
  initialTab = 'response',
}: {
  response: BureauResponse;
  disputes: Dispute[] | undefined;
  initialTab?: Tab;
}) {
  const [chosenTab, setTab] = useState<Tab>(initialTab);
  const { analyze, pending } = useAnalyze();
  const linked = disputes?.find((d) => d.id === response.disputeId);
  const analysisId = response.aiAnalysisId;
  // A card added with 'Add & Analyze' asks for its Analysis tab before the analysis exists.
  const tab = analysisId ? chosenTab : 'response';

  return (
    <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'lg' }} component="li" data-testid="bureau-response">
      <Group justify="space-between" align="flex-start" gap="sm" mb="sm">
        <Stack gap={4} style={{ flex: '1 1 240px', minWidth: 0 }}>
          <Group gap="xs">
            <Title order={3} fz="lg">
              {bureauLabel[response.bureau]}
            </Title>
            <Badge variant="light" {...typeLook[response.responseType]}>
              {bureauResponseTypeLabels[response.responseType]}
            </Badge>
          </Group>
          <Text fz="sm" c="dimmed">
            {`Answered ${longDate(response.responseDate)} · `}
            {response.disputeId
              ? linked
                ? `${linked.issueTitle} (${linked.creditor}), round ${linked.roundNumber}`
                : `Dispute #${response.disputeId}`
              : 'Not linked to a dispute'}
          </Text>
        </Stack>
        {response.nextStepGenerated ? (
          <Badge variant="light" color="teal" size="lg">
            Analyzed
          </Badge>
        ) : (
          <Button
            size="sm"
            leftSection={<IconSparkles size={16} aria-hidden />}
            loading={pending}
            onClick={async () => {
              if (await analyze(response.id)) setTab('analysis');
            }}
          >
            Analyze
          </Button>
        )}
      </Group>

      <Tabs value={tab} onChange={(v) => v && setTab(v as Tab)} keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="response">Response</Tabs.Tab>
          <Tabs.Tab value="analysis" disabled={!analysisId}>
            Analysis
          </Tabs.Tab>
          <Tabs.Tab value="next-steps" disabled={!analysisId}>
            Next Steps
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="response" pt="md">
          <Text fz="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {response.responseText}
          </Text>
          {!analysisId && (
            <Text fz="xs" c="dimmed" mt="sm">
              Analyze this answer to unlock the Analysis and Next Steps tabs.
            </Text>
          )}
        </Tabs.Panel>
        {/* Every panel exists, so each tab's aria-controls points at something; content comes with an analysis. */}
        <Tabs.Panel value="analysis" pt="md">
          {analysisId && (
            <WithAnalysis analysisId={analysisId}>{(a) => <AnalysisPanel analysis={a} />}</WithAnalysis>
          )}
        </Tabs.Panel>
        <Tabs.Panel value="next-steps" pt="md">
          {analysisId && (
            <WithAnalysis analysisId={analysisId}>
              {(a) => <NextStepsPanel response={response} analysis={a} disputes={disputes} />}
            </WithAnalysis>
          )}
        </Tabs.Panel>
      </Tabs>
    </Paper>
  );
}
