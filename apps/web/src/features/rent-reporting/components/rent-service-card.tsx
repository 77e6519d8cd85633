import '@mantine/core/styles/Progress.css';
import { formatCents } from '@app/contracts/common/money';
import { rentFormulas, rentScoreScale } from '@app/contracts/rent-reporting';
import type { RentService } from '@app/contracts/rent-reporting.contract';
import { rentServiceTypeLabels } from '@app/contracts/rent-reporting-services';
import { Anchor, Button, Checkbox, Group, Paper, Progress, Stack, Text, VisuallyHidden } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { FormulaValue } from '../../../components/formula-figure/formula-figure';
import { ToneBadge } from '../../../components/status-badge/tone-badge';

const bureauNames = { EXPERIAN: 'Experian', EQUIFAX: 'Equifax', TRANSUNION: 'TransUnion' } as const;

function fees(s: RentService) {
  if (s.monthlyFee === 0 && s.setupFee === 0) return 'Free';
  const monthly = `${formatCents(s.monthlyFee)} a month`;
  return s.setupFee > 0 ? `${monthly} + ${formatCents(s.setupFee)} setup` : monthly;
}

/** One reporting service: fees, bureaus, the estimate on the 20-point bar, compare and Enroll. */
export function RentServiceCard({
  service: s,
  compared,
  onCompare,
  onEnroll,
  enrolling,
}: {
  service: RentService;
  compared: boolean;
  onCompare: (on: boolean) => void;
  onEnroll: () => void;
  enrolling: boolean;
}) {
  const website = (
    <Anchor href={s.website} target="_blank" rel="noopener noreferrer" fz="sm">
      <Group gap={4} component="span" wrap="nowrap">
        {s.name} website
        <IconExternalLink size={14} aria-hidden />
        <VisuallyHidden>(opens in a new tab)</VisuallyHidden>
      </Group>
    </Anchor>
  );
  return (
    <Paper withBorder radius="md" p="md" data-testid={`rent-service-${s.id}`}>
      <Stack gap="xs">
        <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
          <div>
            <Text fw={700} component="h3" fz="md" m={0}>
              {s.name}
            </Text>
            <Text fz="sm" c="dimmed">
              {rentServiceTypeLabels[s.type]} · {fees(s)}
            </Text>
          </div>
          {s.enrolledOn && <ToneBadge color="green">Enrolled {s.enrolledOn}</ToneBadge>}
        </Group>
        <Text fz="sm">{s.description}</Text>
        <Text fz="sm">Reports to: {s.reportsToBureaus.map((b) => bureauNames[b]).join(', ')}</Text>
        <div>
          <Group justify="space-between" gap="xs">
            <Text fz="xs" c="dimmed">
              Estimated score impact
            </Text>
            <Text fz="xs" fw={600}>
              <FormulaValue formula={rentFormulas.points}>
                +{s.scoreImpact} of {rentScoreScale} points (estimate)
              </FormulaValue>
            </Text>
          </Group>
          <Progress
            value={(s.scoreImpact / rentScoreScale) * 100}
            aria-label={`${s.name}: estimated +${s.scoreImpact} of ${rentScoreScale} points`}
            color="teal"
            mt={4}
          />
        </div>
        <Checkbox
          label={`Include ${s.name} in the cost-benefit summary`}
          checked={compared}
          onChange={(e) => onCompare(e.currentTarget.checked)}
        />
        <Group justify="space-between" gap="xs">
          {website}
          {s.enrolledOn ? (
            <Text fz="sm" c="dimmed">
              Choice recorded: sign up on their website to start reporting.
            </Text>
          ) : (
            <Button size="sm" onClick={onEnroll} loading={enrolling} aria-label={`Enroll in ${s.name}`}>
              Enroll
            </Button>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}
