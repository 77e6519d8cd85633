import type { TrackingListPage } from '@app/contracts/disputes.contract';
import { Group, Paper, SimpleGrid, Skeleton, Text, ThemeIcon } from '@mantine/core';
import { type Icon, IconAlertTriangle, IconCircleCheck, IconTruck } from '@tabler/icons-react';
import { useTrackingList } from '../api/get-tracking-list';

const counters: { key: keyof TrackingListPage['counts']; label: string; icon: Icon; color: string }[] = [
  { key: 'beingTracked', label: 'Being Tracked', icon: IconTruck, color: 'blue' },
  { key: 'delivered', label: 'Delivered', icon: IconCircleCheck, color: 'green' },
  { key: 'needFollowUp', label: 'Need Follow-Up', icon: IconAlertTriangle, color: 'orange' },
];

/**
 * Being Tracked, Delivered, Need Follow-Up over all of the chosen client's disputes (not one page).
 * They come with the list's page, so asking for them costs nothing more.
 */
export function TrackingCounters({ clientId, page }: { clientId: number; page: number }) {
  const counts = useTrackingList(clientId, page).data?.counts;
  return (
    <SimpleGrid cols={3} spacing="xs">
      {counters.map((c) => (
        <Paper key={c.key} radius="md" p="xs" bg={`var(--mantine-color-${c.color}-0)`}>
          <Group gap={6} wrap="nowrap" align="center">
            <ThemeIcon variant="transparent" color={`${c.color}.9`} size="sm" aria-hidden visibleFrom="xs">
              <c.icon size={16} />
            </ThemeIcon>
            <Text fz="xs" fw={600} id={`counter-${c.key}`} lh={1.2}>
              {c.label}
            </Text>
          </Group>
          {counts ? (
            <Text
              fz={26}
              fw={700}
              lh={1.2}
              mt={2}
              aria-labelledby={`counter-${c.key}`}
              data-testid={`counter-${c.key}`}
            >
              {counts[c.key]}
            </Text>
          ) : (
            <Skeleton height={28} width={40} mt={4} />
          )}
        </Paper>
      ))}
    </SimpleGrid>
  );
}
