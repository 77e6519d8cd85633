import '@mantine/core/styles/NumberInput.css';
import '@mantine/core/styles/Progress.css';
import { accountAgeProgressPercent, goalProgressPercent } from '@app/contracts/credit-goals.contract';
import { maxScore, minScore } from '@app/contracts/score';
import { Button, Group, NumberInput, Paper, Progress, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { useCreditGoal } from '../api/get-credit-goal';
import { useSetCreditGoal } from '../api/set-credit-goal';

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

function GoalEditor({ current, onDone }: { current: number; onDone: () => void }) {
  const [value, setValue] = useState<number | string>(current);
  const [error, setError] = useState<string>();
  const save = useSetCreditGoal();
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    if (typeof value !== 'number' || value < minScore || value > maxScore) {
      setError(`Choose a goal from ${minScore} to ${maxScore}`);
      return;
    }
    save.mutate(Math.round(value), {
      onSuccess: (goal) => {
        notify({ title: 'Goal Updated', message: `Your goal is now ${goal.targetScore}.`, color: 'green' });
        onDone();
      },
      onError: (err) =>
        setError(
          err instanceof ApiError && err.serverMessage ? err.serverMessage : 'Failed to update your goal',
        ),
    });
  };
  return (
    <form onSubmit={submit} noValidate>
      <Group align="flex-start" gap="xs" wrap="wrap">
        <NumberInput
          label="Target score"
          min={minScore}
          max={maxScore}
          allowDecimal={false}
          value={value}
          onChange={setValue}
          error={error}
          w={140}
        />
        <Group gap="xs" mt={25}>
          <Button type="submit" size="sm" loading={save.isPending}>
            Save
          </Button>
          <Button size="sm" variant="default" onClick={onDone}>
            Cancel
          </Button>
        </Group>
      </Group>
    </form>
  );
}

/** Progress Tracker: score goal (changeable), issues resolved, account age out of 60 months. */
export function ProgressTracker({
  score,
  issuesResolved,
  issuesTotal,
  accountAgeMonths,
}: {
  score: number | undefined;
  issuesResolved: number;
  issuesTotal: number;
  accountAgeMonths: number | undefined;
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
          <GoalEditor current={target} onDone={() => setEditing(false)} />
        ) : target !== undefined ? (
          <Meter
            label={`Score goal: ${target}`}
            value={score === undefined ? 0 : goalProgressPercent(score, target)}
            detail={score === undefined ? 'No score yet' : `${score} / ${target}`}
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
          detail={accountAgeMonths === undefined ? 'Unknown' : `${accountAgeMonths} / 60 months`}
          color="grape"
        />
      </Stack>
    </Paper>
  );
}
