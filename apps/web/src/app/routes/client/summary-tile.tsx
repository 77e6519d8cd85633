import { Group, Paper, Skeleton, Stack, Text, ThemeIcon } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';

/** One counter of the summary tiles (client page) and dashboard counters. */
export function SummaryTile({
  label,
  value,
  icon: TileIcon,
  color,
  counts,
}: {
  label: string;
  value: number | undefined;
  icon: Icon;
  color: string;
  /** What the figure counts, when the label alone could be read two ways ("In progress"). */
  counts?: string;
}) {
  return (
    <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'md' }} data-testid="summary-tile">
      <Group gap="sm" wrap="nowrap" align="center">
        <ThemeIcon variant="light" color={color} radius="md" size="lg" aria-hidden visibleFrom="xs">
          <TileIcon size={20} />
        </ThemeIcon>
        <Stack gap={0} style={{ minWidth: 0 }}>
          {/* The placeholder has the figure's own line height (a blank one), so the label under it stays put. */}
          <Skeleton visible={value === undefined} miw={40} w="fit-content">
            <Text fw={800} fz={{ base: 22, sm: 26 }} lh={1.15}>
              {value ?? '\u00a0'}
            </Text>
          </Skeleton>
          <Text fz={{ base: 'xs', sm: 'sm' }} c="dimmed" lh={1.3}>
            {label}
          </Text>
          {counts && (
            <Text fz="xs" c="dimmed" lh={1.3}>
              {counts}
            </Text>
          )}
        </Stack>
      </Group>
    </Paper>
  );
}
