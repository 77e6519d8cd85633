import { creditFigureMessages } from '@app/contracts/credit-figures';
import {
  type SimulationResult,
  type SimulatorAction,
  simulatorActionLabels,
  simulatorActions,
  simulatorForm,
  simulatorMessages,
} from '@app/contracts/score-simulator';
import { Button, Checkbox, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { toneText } from '../../../components/status-badge/tone';
import { ToneBadge } from '../../../components/status-badge/tone-badge';
import { errorMessage } from '../../../lib/api-errors';
import { contractResolver, focusFirstError, useFormName } from '../../../lib/form-errors';
import { notify } from '../../../lib/notify';
import { useSimulateCreditScore } from '../api/simulate-credit-score';

/**
 * Credit Score Simulator: choose actions, simulate, read each impact; Reset
 * clears all. With `clientId` (admin) it runs on that client's file.
 */
export function ScoreSimulator({
  currentScore,
  clientId,
  scoreEnteredBySpecialist = false,
}: {
  currentScore: number;
  clientId?: number;
  /** The starting score is the specialist's figure, not a reading: the simulator says so. */
  scoreEnteredBySpecialist?: boolean;
}) {
  const form = useForm<{ actions: SimulatorAction[] }>({
    name: useFormName(),
    initialValues: { actions: [] },
    validate: contractResolver(simulatorForm),
    // A new choice makes the last result stale.
    onValuesChange: () => setResult(null),
  });
  const [result, setResult] = useState<SimulationResult | null>(null);
  const simulate = useSimulateCreditScore();

  const run = form.onSubmit(
    ({ actions }) =>
      simulate.mutate(
        { currentScore, actions, ...(clientId ? { userId: clientId } : {}) },
        {
          onSuccess: setResult,
          onError: (error) =>
            notify({
              title: simulatorMessages.failed,
              message: errorMessage(error, 'Please try again.'),
              color: 'red',
            }),
        },
      ),
    (errors) => {
      focusFirstError(form, errors);
      notify({
        title: simulatorMessages.noActionsTitle,
        message: simulatorMessages.noActionsBody,
        color: 'red',
      });
    },
  );

  const reset = () => {
    form.reset();
    setResult(null);
    simulate.reset();
  };

  return (
    <Stack gap="md" data-testid="score-simulator">
      <Text>
        {clientId ? 'Starting from the client’s current score of ' : 'Starting from your current score of '}
        <strong>{currentScore}</strong>
        {scoreEnteredBySpecialist && ` (${creditFigureMessages.enteredBySpecialist})`}, choose what you plan
        to do:
      </Text>
      <Checkbox.Group label="Actions to simulate" {...form.getInputProps('actions')}>
        <Stack gap="xs" mt="xs">
          {simulatorActions.map((a) => (
            <Checkbox
              key={a}
              value={a}
              label={simulatorActionLabels[a]}
              error={Boolean(form.errors.actions)}
              aria-invalid={Boolean(form.errors.actions)}
            />
          ))}
        </Stack>
      </Checkbox.Group>
      <Group gap="sm">
        <Button onClick={() => run()} loading={simulate.isPending}>
          Simulate
        </Button>
        <Button variant="default" onClick={reset}>
          Reset
        </Button>
      </Group>
      {result && (
        <Paper withBorder p="md" radius="md" aria-live="polite">
          <SimpleGrid cols={3} spacing="xs" mb="md">
            <Stack gap={0} align="center">
              <Text fz="xs" c="dimmed">
                Current
              </Text>
              <Text fw={800} fz={26}>
                {result.currentScore}
              </Text>
            </Stack>
            <Stack gap={0} align="center">
              <Text fz="xs" c="dimmed">
                Estimated
              </Text>
              <Text fw={800} fz={26} c={toneText('green')} data-testid="simulated-score">
                {result.simulatedScore}
              </Text>
            </Stack>
            <Stack gap={0} align="center">
              <Text fz="xs" c="dimmed">
                Change
              </Text>
              <Text fw={800} fz={26}>
                +{result.totalImprovement}
              </Text>
            </Stack>
          </SimpleGrid>
          <Stack gap="sm">
            {result.impacts.map((i) => (
              <Stack key={i.action} gap={2}>
                <Group justify="space-between" wrap="nowrap" align="flex-start">
                  <Text fw={600} fz="sm">
                    {i.action}
                  </Text>
                  <ToneBadge color={i.impact > 0 ? 'green' : 'gray'} style={{ flexShrink: 0 }}>
                    +{i.impact} pts
                  </ToneBadge>
                </Group>
                <Text fz="sm" c="dimmed">
                  {i.explanation}
                </Text>
              </Stack>
            ))}
          </Stack>
          <Text fz="xs" c="dimmed" mt="md">
            {simulatorMessages.disclaimer}
          </Text>
        </Paper>
      )}
    </Stack>
  );
}
