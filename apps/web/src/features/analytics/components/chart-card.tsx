import '@mantine/charts/styles.css';
import '@mantine/core/styles/Table.css';
import { Box, Group, Paper, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { type ReactNode, useId, useState } from 'react';
import { FigureDefinition } from './figure-definition';

/**
 * A chart with its text alternative: a caption that says what it shows, and the same figures as a
 * table one click (or arrow key) away. The drawing itself is hidden from screen readers, which get
 * the caption and the table instead.
 */
export function ChartCard({
  title,
  definition,
  caption,
  chart,
  table,
  empty,
}: {
  title: string;
  definition: string;
  /** One or two sentences that say what the chart shows, with its main figures. */
  caption: string;
  chart: ReactNode;
  table: ReactNode;
  /** Shown instead of chart and table when there is nothing to draw yet. */
  empty?: string;
}) {
  const [view, setView] = useState<'chart' | 'table'>('chart');
  const titleId = useId();
  return (
    <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'lg' }} component="section" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
          <Group gap={4} wrap="nowrap" align="center">
            <Title order={2} fz="h4" id={titleId}>
              {title}
            </Title>
            <FigureDefinition label={title} definition={definition} />
          </Group>
          {!empty && (
            <SegmentedControl
              size="xs"
              value={view}
              onChange={(v) => setView(v as 'chart' | 'table')}
              aria-label={`Show ${title} as`}
              data={[
                { value: 'chart', label: 'Chart' },
                { value: 'table', label: 'Table' },
              ]}
            />
          )}
        </Group>
        {empty ? (
          <Text c="dimmed" fz="sm" py="lg" ta="center">
            {empty}
          </Text>
        ) : (
          <Box component="figure" m={0}>
            {view === 'chart' ? (
              <div aria-hidden>{chart}</div>
            ) : (
              // A wide table scrolls sideways inside its card on a phone; keyboard users can scroll it too.
              <Box
                tabIndex={0}
                role="region"
                aria-label={`${title}, table`}
                style={{ overflowX: 'auto', position: 'relative' }}
              >
                {table}
              </Box>
            )}
            <Text component="figcaption" fz="sm" c="dimmed" mt="xs">
              {caption}
            </Text>
          </Box>
        )}
      </Stack>
    </Paper>
  );
}
