import '@mantine/core/styles/NumberInput.css';
import { setCreditGoalRequest } from '@app/contracts/credit-goals.contract';
import { maxScore, minScore } from '@app/contracts/score';
import { Button, Group, NumberInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { errorMessage } from '../../../lib/api-errors';
import {
  contractResolver,
  focusFirstError,
  setServerFieldErrors,
  useFormName,
} from '../../../lib/form-errors';
import { notify } from '../../../lib/notify';
import { useSetCreditGoal } from '../api/set-credit-goal';

/** The Progress Tracker's goal form: a target score within the contract's range. */
export function GoalEditor({ current, onDone }: { current: number; onDone: () => void }) {
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
          form.setFieldError('targetScore', errorMessage(err, 'Failed to update your goal'));
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
