import {
  completeRecoveryStepRequest,
  type IdentityTheftCase,
  type RecoveryStep,
} from '@app/contracts/identity-theft.contract';
import { Anchor, Button, Group, Paper, Stack, Text, TextInput, ThemeIcon } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconCircleCheck, IconExternalLink } from '@tabler/icons-react';
import { ToneBadge } from '../../../components/status-badge/tone-badge';
import { errorMessage } from '../../../lib/api-errors';
import { contractResolver, setServerFieldErrors, useFormName } from '../../../lib/form-errors';
import { notify } from '../../../lib/notify';
import { useCompleteRecoveryStep } from '../api/complete-recovery-step';

const priorityLook = {
  IMMEDIATE: { label: 'Immediate', color: 'red' },
  HIGH: { label: 'High', color: 'orange' },
  MEDIUM: { label: 'Medium', color: 'blue' },
} as const;

const stepFailed = (e: unknown) =>
  notify({
    color: 'red',
    title: 'Error',
    message: errorMessage(e, 'Failed to complete the step. Please try again.'),
  });

/** Recovery Steps: in order, each completed once; the button is hidden when completed. */
export function RecoverySteps({
  theftCase,
  onOpenItem,
}: {
  theftCase: IdentityTheftCase;
  onOpenItem: (key: string) => void;
}) {
  const first = Object.fromEntries(theftCase.recoverySteps.map((s) => [s.kind, s.action]));
  return (
    <Stack gap="sm">
      {theftCase.recoverySteps.map((step, i) => (
        <Paper key={step.id} withBorder radius="md" p={{ base: 'sm', sm: 'md' }} data-testid="recovery-step">
          <Group justify="space-between" gap="xs" align="flex-start">
            <Group gap="xs" wrap="nowrap" align="flex-start" style={{ flex: 1, minWidth: 220 }}>
              <ThemeIcon
                radius="xl"
                size={26}
                style={{ flexShrink: 0 }}
                variant={step.completed ? 'filled' : 'light'}
                color={step.completed ? 'green.8' : 'blue'}
              >
                <Text fz="xs" fw={700} inherit>
                  {i + 1}
                </Text>
              </ThemeIcon>
              <div>
                <Text fw={600}>{step.action}</Text>
                <Text fz="sm">{step.description}</Text>
                <Text fz="xs" c="dimmed" mt={4}>
                  Usually takes: {step.estimatedTime}
                </Text>
                {step.contact && (
                  <Text fz="sm" mt={4}>
                    {step.contact.name}:{' '}
                    <Anchor href={`tel:${step.contact.phone}`}>{step.contact.phone}</Anchor>
                  </Text>
                )}
                {step.link && (
                  <Anchor href={step.link.url} target="_blank" rel="noopener noreferrer" fz="sm">
                    <Group gap={4} component="span" display="inline-flex">
                      {step.link.label}
                      <IconExternalLink size={14} aria-label="opens in a new tab" />
                    </Group>
                  </Anchor>
                )}
              </div>
            </Group>
            <ToneBadge color={priorityLook[step.priority].color}>
              {priorityLook[step.priority].label}
            </ToneBadge>
          </Group>
          <Group mt="sm" gap="xs">
            {step.completed ? (
              <Group gap={6}>
                <IconCircleCheck size={18} color="var(--mantine-color-green-8)" aria-hidden />
                <Text fz="sm" fw={600}>
                  Completed {step.completedAt?.slice(0, 10)}
                  {step.kind === 'POLICE_REPORT' && theftCase.policeReportNumber
                    ? ` · report number ${theftCase.policeReportNumber}`
                    : ''}
                </Text>
                {step.letters.length > 0 && step.itemKey && (
                  <Button size="xs" variant="light" onClick={() => onOpenItem(step.itemKey as string)}>
                    Read the letters
                  </Button>
                )}
              </Group>
            ) : step.waitsFor ? (
              <Text fz="sm" c="dimmed">
                First: {first[step.waitsFor]}.
              </Text>
            ) : step.kind === 'POLICE_REPORT' ? (
              <PoliceReportForm caseId={theftCase.id} stepId={step.id} />
            ) : (
              <CompleteButton caseId={theftCase.id} step={step} />
            )}
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}

export function CompleteButton({ caseId, step }: { caseId: number; step: RecoveryStep }) {
  const complete = useCompleteRecoveryStep(caseId);
  const label = step.kind === 'BLOCK_LETTER' ? 'Write my §605B letters' : 'Mark as done';
  return (
    <Button
      size="sm"
      aria-label={`${label}: ${step.action}`}
      loading={complete.isPending}
      onClick={() =>
        complete.mutate(
          { stepId: step.id },
          {
            onSuccess: () => notify({ color: 'green', title: 'Step Completed', message: step.action }),
            onError: stepFailed,
          },
        )
      }
    >
      {label}
    </Button>
  );
}

const policeForm = completeRecoveryStepRequest.pick({ policeReportNumber: true }).required();

function PoliceReportForm({ caseId, stepId }: { caseId: number; stepId: number }) {
  const name = useFormName();
  const complete = useCompleteRecoveryStep(caseId);
  const form = useForm({
    mode: 'uncontrolled',
    name,
    initialValues: { policeReportNumber: '' },
    validate: contractResolver(policeForm),
  });
  return (
    <form
      noValidate
      style={{ width: '100%' }}
      onSubmit={form.onSubmit((values) =>
        complete.mutate(
          { stepId, policeReportNumber: values.policeReportNumber },
          {
            onSuccess: () =>
              notify({ color: 'green', title: 'Step Completed', message: 'Police report number saved' }),
            onError: (e) => {
              if (!setServerFieldErrors(form, e)) stepFailed(e);
            },
          },
        ),
      )}
    >
      <Group align="flex-end" gap="xs">
        <TextInput
          label="Police report number"
          maxLength={40}
          style={{ flex: 1, minWidth: 180 }}
          key={form.key('policeReportNumber')}
          {...form.getInputProps('policeReportNumber')}
        />
        <Button type="submit" loading={complete.isPending}>
          Save report number
        </Button>
      </Group>
    </form>
  );
}
