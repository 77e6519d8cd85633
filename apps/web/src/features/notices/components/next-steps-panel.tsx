import { personDate } from '@app/contracts/common/person-dates';
import type { NextStep } from '@app/contracts/notices.contract';
import { Badge, Button, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import {
  type Icon,
  IconCircleCheck,
  IconFileUpload,
  IconMailCheck,
  IconPhoneCall,
  IconReportSearch,
  IconSignature,
} from '@tabler/icons-react';
import { Link } from 'react-router';
import { ListError, ListSkeleton } from '../../../components/list-states/list-states';
import { useNextSteps } from '../api/get-next-steps';

const stepIcons: Record<NextStep['kind'], { icon: Icon; color: string }> = {
  APPROVE_LETTER: { icon: IconMailCheck, color: 'orange' },
  MARK_FOLLOW_UP: { icon: IconPhoneCall, color: 'red' },
  UPLOAD_DOCUMENT: { icon: IconFileUpload, color: 'blue' },
  SIGN_AGREEMENT: { icon: IconSignature, color: 'grape' },
  GET_REPORT: { icon: IconReportSearch, color: 'teal' },
};

const waitingSince = (since: string | null) =>
  since && since.length > 10 ? `Waiting since ${personDate(since)}` : null;

function StepRow({ step }: { step: NextStep }) {
  const { icon: StepIcon, color } = stepIcons[step.kind];
  const since = waitingSince(step.since);
  return (
    <Paper withBorder radius="md" p="md" component="li" data-testid="next-step">
      <Group justify="space-between" align="center" gap="sm">
        <Group gap="sm" wrap="nowrap" align="flex-start" style={{ flex: '1 1 280px' }}>
          <ThemeIcon variant="light" color={color} size={38} radius="md" aria-hidden>
            <StepIcon size={22} />
          </ThemeIcon>
          <Stack gap={2}>
            <Text fw={600}>{step.title}</Text>
            <Text size="sm" c="dimmed">
              {step.detail}
            </Text>
            {since && (
              <Text size="xs" c="dimmed">
                {since}
              </Text>
            )}
          </Stack>
        </Group>
        <Button component={Link} to={step.href} variant="light" color={color === 'teal' ? 'teal' : undefined}>
          {step.actionLabel}
        </Button>
      </Group>
    </Paper>
  );
}

/** The top of the client's homes: what needs the person now, each with the place to do it. */
export function NextStepsPanel() {
  const next = useNextSteps();
  if (next.isPending) return <ListSkeleton label="Loading your next steps" rows={1} height={88} />;
  if (next.isError) return <ListError what="your next steps" onRetry={() => next.refetch()} />;
  const { steps, count } = next.data;

  if (steps.length === 0) {
    return (
      <Group gap="xs" data-testid="next-steps-clear">
        <IconCircleCheck size={20} color="var(--mantine-color-teal-8)" aria-hidden />
        <Text size="sm" c="dimmed">
          Nothing needs you right now. New steps appear here, and by e-mail if you chose so.
        </Text>
      </Group>
    );
  }
  return (
    <section aria-labelledby="next-steps-title" data-testid="next-steps">
      <Stack gap="sm">
        <Group gap="xs">
          <Title order={2} fz="h4" id="next-steps-title">
            Your next steps
          </Title>
          {count > 0 && (
            <Badge color="red.8" variant="filled" aria-label={`${count} waiting for you`}>
              {count}
            </Badge>
          )}
        </Group>
        <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {steps.map((s) => (
            <StepRow key={s.key} step={s} />
          ))}
        </Stack>
      </Stack>
    </section>
  );
}
