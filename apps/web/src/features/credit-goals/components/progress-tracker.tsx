import '@mantine/core/styles/NumberInput.css';
import '@mantine/core/styles/Progress.css';
import {
  accountAgeProgressPercent,
  goalProgressPercent,
  setCreditGoalRequest,
} from '@app/contracts/credit-goals.contract';
import { maxScore, minScore } from '@app/contracts/score';
import { Button, Group, NumberInput, Paper, Progress, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { serverMessage } from '../../../lib/api-client';
import {
  contractResolver,
  focusFirstError,
  setServerFieldErrors,
  useFormName,
} from '../../../lib/form-errors';
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
  const form = useForm<{ targetScore: number | string }>({
    name: useFormName(),
    initialValues: { targetScore: current },
    validate: contractResolver(setCreditGoalRequest),
  });
  const save = useSetCreditGoal();
  const submit = ({ targetScore }: { targetScore: number | string }) =>
    save.mutate(Number(targetScore), {
      onSuccess: (goal) => {
        notify({ title: 'Goal Updated', message: `Your goal is now ${goal.targetScore}.`, color: 'green' });
        onDone();
      },
      onError: (err) => {
        if (!setServerFieldErrors(form, err))
          form.setFieldError('targetScore', serverMessage(err, 'Failed to update your goal'));
      },
    });
  return (
    <form onSubmit={form.onSubmit(submit, (errors) => focusFirstError(form, errors))} noValidate>
      <Group align="flex-start" gap="xs" wrap="wrap">
        <NumberInput
          label="Target score"
          min={minScore}
          max={maxScore}
          allowDecimal={false}
          {...form.getInputProps('targetScore')}
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
