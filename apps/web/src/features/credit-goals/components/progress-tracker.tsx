import '@mantine/core/styles/Progress.css';
import { creditFigureMessages } from '@app/contracts/credit-figures';
import { accountAgeProgressPercent, goalProgressPercent } from '@app/contracts/credit-goal-progress';
import { Button, Group, Paper, Progress, Skeleton, Stack, Text, Title } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { useCreditGoal } from '../api/get-credit-goal';

// The goal form (its schema and the number input) loads when Change Goal is pressed, not with the dashboard.
const GoalEditor = lazy(() => import('./goal-editor').then((m) => ({ default: m.GoalEditor })));

function Meter({
  label,
  value,
  detail,
  color,
}: {
  label: string;
  value: number;
  detail: string;
  color?: string;
}) {
  return (
    <Stack gap={4}>
      <Group justify="space-between" gap="xs">
        <Text fz="sm" fw={600}>
          {label}
        </Text>
        <Text fz="sm">{detail}</Text>
      </Group>
      <Progress value={value} color={color} aria-label={`${label}: ${value}%`} />
    </Stack>
  );
}

/** Progress Tracker: score goal (changeable), issues resolved, account age out of 60 months. */
export function ProgressTracker({
  score,
  issuesResolved,
  issuesTotal,
  accountAgeMonths,
  scoreEnteredBySpecialist = false,
}: {
  /** Undefined when no report gives one: the meter then says so instead of showing a number. */
  score: number | undefined;
  issuesResolved: number;
  issuesTotal: number;
  accountAgeMonths: number | undefined;
  scoreEnteredBySpecialist?: boolean;
}) {
  const goal = useCreditGoal();
  const [editing, setEditing] = useState(false);
  const target = goal.data?.targetScore;

  return (
    <Paper withBorder radius="lg" p="lg" component="section" aria-labelledby="progress-title" h="100%">
      <Group justify="space-between" mb="md">
        <Title order={2} fz="h4" id="progress-title">
          Progress Tracker
        </Title>
        {target !== undefined && !editing && (
          <Button size="compact-sm" variant="subtle" onClick={() => setEditing(true)}>
            Change Goal
          </Button>
        )}
      </Group>
      <Stack gap="md">
        {goal.isPending ? (
          <Skeleton height={40} role="status" aria-label="Loading your goal" />
        ) : editing && target !== undefined ? (
          <Suspense fallback={<Skeleton height={60} role="status" aria-label="Loading the goal form" />}>
            <GoalEditor current={target} onDone={() => setEditing(false)} />
          </Suspense>
        ) : target !== undefined ? (
          <Meter
            label={`Score goal: ${target}`}
            value={score === undefined ? 0 : goalProgressPercent(score, target)}
            detail={
              score === undefined
                ? creditFigureMessages.noScoreShort
                : `${score} / ${target}${scoreEnteredBySpecialist ? ` (${creditFigureMessages.enteredBySpecialist})` : ''}`
            }
          />
        ) : (
          <Text fz="sm" c="dimmed">
            Your goal could not be loaded.
          </Text>
        )}
        <Meter
          label="Issues resolved"
          value={issuesTotal > 0 ? Math.round((issuesResolved / issuesTotal) * 100) : 0}
          detail={`${issuesResolved} of ${issuesTotal}`}
          color="green"
        />
        <Meter
          label="Account age"
          value={accountAgeMonths === undefined ? 0 : accountAgeProgressPercent(accountAgeMonths)}
          detail={
            accountAgeMonths === undefined
              ? creditFigureMessages.noAccountAge
              : `${accountAgeMonths} / 60 months`
          }
          color="grape"
        />
      </Stack>
    </Paper>
  );
}
