import { Group, Paper, Skeleton, Stack, Text, ThemeIcon } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import type { CSSProperties, ReactNode } from 'react';
import classes from './summary-tile.module.css';

/** A row of summary tiles: `columns` on a phone, `wideColumns` from a tablet up. */
export function SummaryTiles({
  columns,
  wideColumns = columns,
  children,
}: {
  columns: number;
  wideColumns?: number;
  children: ReactNode;
}) {
  const style = { '--tiles-columns': columns, '--tiles-columns-wide': wideColumns } as CSSProperties;
  return (
    <div className={classes.tiles} style={style}>
      {children}
    </div>
  );
}

/** A row of `count` tiles whose figures are still on their way, at a tile's height. */
export function SummaryTilePlaceholders({
  count,
  columns,
  wideColumns,
}: {
  count: number;
  columns: number;
  wideColumns?: number;
}) {
  return (
    <SummaryTiles columns={columns} wideColumns={wideColumns}>
      {Array.from({ length: count }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <Skeleton key={i} h={88} radius="lg" />
      ))}
    </SummaryTiles>
  );
}

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
    <Paper withBorder radius="lg" className={classes.tile} data-testid="summary-tile">
      <Group gap="sm" wrap="nowrap" align="center">
        <ThemeIcon variant="light" color={color} radius="md" size="lg" aria-hidden visibleFrom="xs">
          <TileIcon size={20} />
        </ThemeIcon>
        <Stack gap={0} style={{ minWidth: 0 }}>
          {/* The placeholder has the figure's own line height (a blank one), so the label under it stays put. */}
          <Skeleton visible={value === undefined} miw={40} w="fit-content">
            <Text fw={800} lh={1.15} className={classes.value}>
              {value ?? '\u00a0'}
            </Text>
          </Skeleton>
          <Text c="dimmed" lh={1.3} className={classes.label}>
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
