import { creditFigureMessages } from '@app/contracts/credit-figures';
import '@mantine/core/styles/Progress.css';
import { potentialGain, targetProgressPercent } from '@app/contracts/credit-building.contract';
import { Group, Paper, Progress, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { useCreditBuildingActions } from '../api/get-credit-building-actions';

function Card({ label, value, detail }: { label: string; value: string | undefined; detail: string }) {
  return (
    <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'md' }}>
      <Text fz="sm" c="dimmed">
        {label}
      </Text>
      {value === undefined ? (
        <Skeleton height={30} width={70} my={2} />
      ) : (
        <Text fw={800} fz={{ base: 22, sm: 26 }} lh={1.2}>
          {value}
        </Text>
      )}
      <Text fz="xs" c="dimmed">
        {detail}
      </Text>
    </Paper>
  );
}

/** Current Score, Target Score, Potential Gain, Actions Completed, and the score-over-target bar. */
export function CreditBuildingOverview({
  score,
  target,
  scoreEnteredBySpecialist = false,
}: {
  score: number | null | undefined;
  target: number;
  scoreEnteredBySpecialist?: boolean;
}) {
  const actions = useCreditBuildingActions().data;
  const progress = score == null ? null : targetProgressPercent(score, target);
  const completed = actions?.filter((a) => a.status === 'COMPLETED').length;
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 2, md: 4 }} spacing={{ base: 'xs', sm: 'md' }}>
        <Card
          label="Current Score"
          value={score === undefined ? undefined : score === null ? '—' : String(score)}
          detail={
            score === null
              ? creditFigureMessages.noScoreShort
              : scoreEnteredBySpecialist
                ? `Starting score ${creditFigureMessages.enteredBySpecialist}`
                : 'From your latest report'
          }
        />
        <Card label="Target Score" value={String(target)} detail="Your goal" />
        <Card
          label="Potential Gain"
          value={actions && score !== undefined ? `+${potentialGain(actions, score)}` : undefined}
          detail="Estimated points from recommended actions"
        />
        <Card
          label="Actions Completed"
          value={completed === undefined ? undefined : String(completed)}
          detail={actions ? `of ${actions.length} actions` : 'Loading'}
        />
      </SimpleGrid>
      <Paper withBorder radius="lg" p="md">
        <Group justify="space-between" mb={6}>
          <Text fw={600} fz="sm">
            Progress to your target
          </Text>
          <Text fz="sm">
            {progress === null ? creditFigureMessages.noScoreShort : `${score} / ${target} (${progress}%)`}
          </Text>
        </Group>
        {progress === null ? (
          <Text fz="sm" c="dimmed">
            {creditFigureMessages.noScore}
          </Text>
        ) : (
          <Progress
            value={progress}
            size="lg"
            radius="xl"
            aria-label={`Progress to your target: ${progress}%`}
          />
        )}
      </Paper>
    </Stack>
  );
}
