import { Paper, Skeleton, Title } from '@mantine/core';
import { ListError } from '../../../components/list-states/list-states';
import { ScoreChart } from '../../../components/score-chart/score-chart';
import { useScoreHistory } from '../api/get-score-history';

/** Score history as a chart. */
export function ScoreHistoryCard() {
  const history = useScoreHistory();
  return (
    <Paper withBorder radius="lg" p="lg" component="section" aria-labelledby="score-history-title" h="100%">
      <Title order={2} fz="h4" id="score-history-title" mb="md">
        Score History
      </Title>
      {history.isPending ? (
        <Skeleton height={200} radius="md" role="status" aria-label="Loading score history" />
      ) : history.isError ? (
        <ListError what="your score history" onRetry={() => history.refetch()} />
      ) : (
        <ScoreChart points={history.data} />
      )}
    </Paper>
  );
}
