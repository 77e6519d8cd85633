import '@mantine/core/styles/Grid.css';
import { isReadingSource } from '@app/contracts/credit-figures';
import { Grid, Paper, Skeleton, Text, Title } from '@mantine/core';
import { PlanRefusal } from '../../../components/plan/plan-refusal';
import { useCreditReport } from '../../../features/credit-reports/api/get-credit-reports';
import { AiCreditAnalysis } from '../../../features/credit-tools/components/ai-credit-analysis';
import { ScoreSimulator } from '../../../features/credit-tools/components/score-simulator';

/** AI Tools tab: the simulator and the analysis, each where the person's plan includes it. */
export function CreditRepairAiTools({
  maySimulate,
  mayAnalyze,
}: {
  maySimulate: boolean;
  mayAnalyze: boolean;
}) {
  const reports = useCreditReport();
  if (!maySimulate && !mayAnalyze) return <PlanRefusal entitlement="useAI" />;

  const report = reports.data;
  return (
    <Grid gutter="md">
      <Grid.Col span={{ base: 12, lg: 5 }}>
        {maySimulate ? (
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
                The simulator starts from your real score. Enter it with Update Credit Report on your
                dashboard first.
              </Text>
            )}
          </Paper>
        ) : (
          <PlanRefusal entitlement="simulateCredit" variant="inline" />
        )}
      </Grid.Col>
      <Grid.Col span={{ base: 12, lg: 7 }}>
        {mayAnalyze ? <AiCreditAnalysis /> : <PlanRefusal entitlement="useAI" variant="inline" />}
      </Grid.Col>
    </Grid>
  );
}
