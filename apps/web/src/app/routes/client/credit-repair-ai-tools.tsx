import { isReadingSource } from '@app/contracts/credit-figures';
import { Alert, Grid, List, Paper, Skeleton, Text, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useCreditReport } from '../../../features/credit-reports/api/get-credit-reports';
import { AiCreditAnalysis } from '../../../features/credit-tools/components/ai-credit-analysis';
import { ScoreSimulator } from '../../../features/credit-tools/components/score-simulator';

/** AI Tools tab: read-only for a client viewer; the simulator and analysis otherwise. */
export function CreditRepairAiTools({ mayUse }: { mayUse: boolean }) {
  const reports = useCreditReport();
  if (!mayUse)
    return (
      <Alert
        color="blue"
        icon={<IconLock size={18} aria-hidden />}
        title="AI tools are read-only for your account"
      >
        <Text fz="sm" mb="xs">
          Your credit specialist runs these tools for you:
        </Text>
        <List fz="sm" spacing={4}>
          <List.Item>
            The score simulator estimates how paying off collections, lowering utilization, removing
            inaccurate late payments or adding a secured card could change your score.
          </List.Item>
          <List.Item>
            The AI credit analysis reads your report and negative items and suggests what to dispute first.
          </List.Item>
        </List>
      </Alert>
    );

  const report = reports.data;
  return (
    <Grid gutter="md">
      <Grid.Col span={{ base: 12, lg: 5 }}>
        <Paper withBorder radius="lg" p="lg" component="section" aria-labelledby="simulator-title">
          <Title order={2} fz="h4" id="simulator-title" mb="md">
            Credit Score Simulator
          </Title>
          {reports.isPending ? (
            <Skeleton height={200} role="status" aria-label="Loading your score" />
          ) : report ? (
            <ScoreSimulator
              currentScore={report.creditScore}
              scoreEnteredBySpecialist={!isReadingSource(report.source)}
            />
          ) : (
            <Text c="dimmed" fz="sm">
              The simulator starts from your real score. Enter it with Update Credit Report on your dashboard
              first.
            </Text>
          )}
        </Paper>
      </Grid.Col>
      <Grid.Col span={{ base: 12, lg: 7 }}>
        <AiCreditAnalysis />
      </Grid.Col>
    </Grid>
  );
}
