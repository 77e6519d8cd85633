import '@mantine/core/styles/Progress.css';
import {
  type Badge as EarnedBadge,
  type OnboardingStep,
  onboardingMessages,
} from '@app/contracts/onboarding.contract';
import {
  Badge,
  Button,
  Group,
  Paper,
  Progress,
  Skeleton,
  Stack,
  Text,
  ThemeIcon,
  Title,
  Tooltip,
  UnstyledButton,
} from '@mantine/core';
import { IconAward, IconCircleCheckFilled, IconFlame, IconLock } from '@tabler/icons-react';
import { useState } from 'react';
import { toneText } from '../../../components/status-badge/tone';
import { errorMessage } from '../../../lib/api-errors';
import { notify } from '../../../lib/notify';
import { useCompleteOnboardingStep } from '../api/complete-onboarding-step';
import { useBadges } from '../api/get-badges';
import { useOnboardingProgress } from '../api/get-onboarding-progress';
import { useOnboardingSteps } from '../api/get-onboarding-steps';
import { useMarkBadgesSeen } from '../api/mark-badges-seen';
import { BadgeDialog } from './badge-dialog';
import { onboardingIcons, rarityColors } from './onboarding-icons';

function StepRow({
  step,
  onComplete,
  pending,
}: {
  step: OnboardingStep;
  onComplete: () => void;
  pending: boolean;
}) {
  const StepIcon = onboardingIcons[step.icon] ?? IconAward;
  return (
    // A locked step says so in words and with its lock icon; fading it would fail text contrast.
    <Group component="li" justify="space-between" gap="xs" wrap="nowrap">
      <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
        <ThemeIcon
          variant="light"
          radius="xl"
          color={step.isCompleted ? 'green' : step.isLocked ? 'gray' : 'blue'}
          aria-hidden
        >
          {step.isCompleted ? (
            <IconCircleCheckFilled size={18} />
          ) : step.isLocked ? (
            <IconLock size={16} />
          ) : (
            <StepIcon size={16} />
          )}
        </ThemeIcon>
        <Stack gap={0} style={{ minWidth: 0 }}>
          <Text fw={600} fz="sm" c={step.isLocked ? 'dimmed' : undefined}>
            {step.title}
          </Text>
          <Text fz="xs" c="dimmed">
            {step.isLocked ? 'Complete the step before this one first' : step.helpText}
          </Text>
        </Stack>
      </Group>
      {step.isCompleted ? (
        <Text fz="xs" c={toneText('green')} fw={600} style={{ flexShrink: 0 }}>
          +{step.experienceReward} XP
        </Text>
      ) : (
        !step.isLocked && (
          <Button
            size="compact-sm"
            variant="light"
            onClick={onComplete}
            loading={pending}
            style={{ flexShrink: 0 }}
          >
            Claim +{step.experienceReward} XP
          </Button>
        )
      )}
    </Group>
  );
}

/** The dashboard's onboarding card: level, XP bar, streak, steps to claim, badges. */
export function OnboardingCard({ userId }: { userId: number }) {
  const progress = useOnboardingProgress(userId);
  const steps = useOnboardingSteps();
  const badges = useBadges(userId);
  const complete = useCompleteOnboardingStep();
  const markSeen = useMarkBadgesSeen();
  const [openBadge, setOpenBadge] = useState<EarnedBadge | null>(null);

  const claim = (step: OnboardingStep) =>
    complete.mutate(
      { userId, stepId: step.id },
      {
        onSuccess: (result) => {
          const badgeNames = result.newBadges.map((b) => b.name).join(', ');
          notify({
            color: 'green',
            title: `Step Completed +${result.experienceAwarded} XP`,
            message:
              [
                result.newLevel ? `You reached level ${result.newLevel}.` : null,
                badgeNames ? `New badge: ${badgeNames}.` : null,
              ]
                .filter(Boolean)
                .join(' ') || step.title,
          });
        },
        // A 409 says what is left to do; show the server's words.
        onError: (err) =>
          notify({
            color: 'red',
            title: 'Not yet',
            message: errorMessage(err, onboardingMessages.completeFailed),
          }),
      },
    );
  const showBadge = (b: EarnedBadge) => {
    setOpenBadge(b);
    if (b.isNew) markSeen.mutate();
  };

  if (progress.isError || steps.isError) {
    return (
      <Paper withBorder radius="lg" p="lg">
        <Text c="red.8">{onboardingMessages.loadFailed}</Text>
      </Paper>
    );
  }
  if (!progress.data || !steps.data)
    return <Skeleton height={260} radius="lg" aria-label="Loading your onboarding" />;
  const p = progress.data;
  const remaining = steps.data.filter((s) => !s.isCompleted);
  const shown = remaining.length > 0 ? remaining.slice(0, 3) : [];

  return (
    <Paper withBorder radius="lg" p="lg" component="section" aria-labelledby="onboarding-title">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start">
          <Stack gap={2}>
            <Title order={2} fz="h4" id="onboarding-title">
              Your Onboarding Journey
            </Title>
            <Text fz="sm" c="dimmed">
              {p.completedSteps.length} of {p.totalSteps} steps completed
            </Text>
          </Stack>
          <Group gap="xs">
            <Badge size="lg" variant="light">
              Level {p.level}
            </Badge>
            <Tooltip label="Consecutive days you used the app">
              <Badge
                size="lg"
                variant="light"
                color="orange"
                c={toneText('orange')}
                leftSection={<IconFlame size={14} aria-hidden />}
              >
                {p.streakDays}-day streak
              </Badge>
            </Tooltip>
          </Group>
        </Group>
        <Stack gap={4}>
          <Group justify="space-between">
            <Text fz="sm" fw={600}>
              {p.experiencePoints} XP
            </Text>
            <Text fz="sm" c="dimmed">
              {p.xpToNextLevel} XP to level {p.level + 1}
            </Text>
          </Group>
          <Progress
            value={p.levelProgress}
            aria-label={`Level ${p.level}: ${p.levelProgress}% to the next level`}
          />
        </Stack>
        {shown.length > 0 ? (
          <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {shown.map((s) => (
              <StepRow
                key={s.id}
                step={s}
                onComplete={() => claim(s)}
                pending={complete.isPending && complete.variables?.stepId === s.id}
              />
            ))}
          </Stack>
        ) : (
          <Text fz="sm">Every step is done. Well done!</Text>
        )}
        {badges.data && badges.data.length > 0 && (
          <Stack gap={6}>
            <Text fz="sm" fw={600}>
              Badges
            </Text>
            <Group gap="xs">
              {badges.data.map((b) => {
                const BadgeIcon = onboardingIcons[b.icon] ?? IconAward;
                return (
                  <UnstyledButton
                    key={b.badgeId}
                    onClick={() => showBadge(b)}
                    aria-label={`${b.name}${b.isNew ? ' (new)' : ''}: details`}
                  >
                    <Badge
                      size="lg"
                      variant="light"
                      color={rarityColors[b.rarity]}
                      c={toneText(rarityColors[b.rarity])}
                      leftSection={<BadgeIcon size={14} aria-hidden />}
                      // A new badge is outlined until the person has opened it.
                      style={{ cursor: 'pointer', outline: b.isNew ? '2px solid currentColor' : undefined }}
                    >
                      {b.name}
                      {b.isNew ? ' · New' : ''}
                    </Badge>
                  </UnstyledButton>
                );
              })}
            </Group>
          </Stack>
        )}
      </Stack>
      <BadgeDialog badge={openBadge} onClose={() => setOpenBadge(null)} />
    </Paper>
  );
}
