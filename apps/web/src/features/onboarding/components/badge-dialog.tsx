import { personDate } from '@app/contracts/common/person-dates';
import '@mantine/core/styles/Modal.css';
import { badgeRarityLabels, type Badge as EarnedBadge } from '@app/contracts/onboarding.contract';
import { Modal, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconAward } from '@tabler/icons-react';
import { ToneBadge } from '../../../components/status-badge/tone-badge';
import { onboardingIcons, rarityColors } from './onboarding-icons';

/** The badge detail dialog of the dashboard. */
export function BadgeDialog({ badge, onClose }: { badge: EarnedBadge | null; onClose: () => void }) {
  const BadgeIcon = (badge && onboardingIcons[badge.icon]) || IconAward;
  return (
    <Modal
      opened={badge !== null}
      onClose={onClose}
      title={badge?.name ?? 'Badge'}
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {badge && (
        <Stack align="center" ta="center" gap="sm">
          <ThemeIcon size={72} radius="xl" variant="light" color={rarityColors[badge.rarity]} aria-hidden>
            <BadgeIcon size={40} />
          </ThemeIcon>
          <ToneBadge color={rarityColors[badge.rarity]}>{badgeRarityLabels[badge.rarity]}</ToneBadge>
          <Text>{badge.description}</Text>
          <Text fz="sm" c="dimmed">
            +{badge.experienceReward} XP · earned {personDate(badge.earnedAt)}
          </Text>
        </Stack>
      )}
    </Modal>
  );
}
