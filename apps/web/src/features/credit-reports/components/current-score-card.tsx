import { creditFigureMessages, isReadingSource, reportUtilizationText } from '@app/contracts/credit-figures';
import { Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { ListError } from '../../../components/list-states/list-states';
import { ScoreGauge } from '../../../components/score-gauge/score-gauge';
import { toneText } from '../../../components/status-badge/tone';
import { useCreditReport } from '../api/get-credit-reports';
import { useScoreHistory } from '../api/get-score-history';
import { thirtyDayChange } from './score-change';

/**
 * Current score with the gauge, the spec's range labels and the real 30-day change between readings.
 * No figure is shown that nothing read or entered gave; a specialist's figure says it is theirs.
 */
export function CurrentScoreCard() {
  const reports = useCreditReport();
  const history = useScoreHistory();
  const report = reports.data;
  const change = history.data ? thirtyDayChange(history.data) : null;
  const bySpecialist = report ? !isReadingSource(report.source) : false;

  return (
    <Paper withBorder radius="lg" p="lg" component="section" aria-labelledby="current-score-title" h="100%">
      <Title order={2} fz="h4" id="current-score-title" mb="md">
        Current Score
      </Title>
      {reports.isPending ? (
        <Skeleton height={220} radius="md" role="status" aria-label="Loading your score" />
      ) : reports.isError ? (
        <ListError what="your credit report" onRetry={() => reports.refetch()} />
      ) : !report ? (
        <Text c="dimmed" data-testid="no-score">
          {creditFigureMessages.noScore}
        </Text>
      ) : (
        <Stack align="center" gap="sm">
          <ScoreGauge score={report.creditScore} size="lg" />
          {bySpecialist && (
            <Text fz="sm" c="dimmed" data-testid="score-source">
              Score {creditFigureMessages.enteredBySpecialist}
            </Text>
          )}
          {change ? (
            <Text fz="sm" fw={600} c={change.color} data-testid="score-change">
              {change.text}
            </Text>
          ) : (
            !bySpecialist &&
            history.data && (
              <Text fz="sm" c="dimmed">
                {creditFigureMessages.firstReading}
              </Text>
            )
          )}
          <Group justify="space-between" w="100%" maw={300}>
            <Text fz="xs" c="red.9">
              Poor (300-579)
            </Text>
            <Text fz="xs" c={toneText('green')}>
              Excellent (740-850)
            </Text>
          </Group>
          <Text fz="xs" c="dimmed" ta="center">
            {reportUtilizationText(report)}
          </Text>
        </Stack>
      )}
    </Paper>
  );
}
