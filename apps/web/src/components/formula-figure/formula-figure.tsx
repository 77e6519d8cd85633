import '@mantine/core/styles/Tooltip.css';
import { Badge, Group, Paper, Text, Tooltip, VisuallyHidden } from '@mantine/core';
import { type ReactNode, useId } from 'react';

/**
 * A value with the formula it came from on hover, focus and touch (issue 16: every figure is
 * computed from the person's data and says how); a screen reader hears the formula as its description.
 */
export function FormulaValue({ formula, children }: { formula: string; children: ReactNode }) {
  const id = useId();
  return (
    <>
      <Tooltip label={formula} multiline w={300} withArrow events={{ hover: true, focus: true, touch: true }}>
        <Text
          component="span"
          inherit
          tabIndex={0}
          aria-describedby={id}
          style={{ textDecoration: 'underline dotted', textUnderlineOffset: 4, cursor: 'help' }}
        >
          {children}
        </Text>
      </Tooltip>
      <VisuallyHidden id={id}>{formula}</VisuallyHidden>
    </>
  );
}

/** A summary tile: label, the figure with its formula, and an Estimate badge where it is one. */
export function FormulaFigure({
  label,
  value,
  formula,
  estimate = false,
  color,
}: {
  label: string;
  value: ReactNode;
  formula: string;
  estimate?: boolean;
  color?: string;
}) {
  return (
    // The band colour marks the tile's edge: coloured text (yellow, orange) would fail contrast.
    <Paper
      withBorder
      radius="md"
      p="md"
      style={color ? { borderLeft: `4px solid var(--mantine-color-${color}-6)` } : undefined}
    >
      <Group gap={6} justify="space-between" wrap="nowrap">
        <Text fz="sm" c="dimmed">
          {label}
        </Text>
        {estimate && (
          // The label wraps before the badge is cut short in a narrow tile.
          <Badge size="xs" variant="light" color="gray" style={{ flexShrink: 0 }}>
            Estimate
          </Badge>
        )}
      </Group>
      <Text fz={24} fw={700}>
        <FormulaValue formula={formula}>{value}</FormulaValue>
      </Text>
    </Paper>
  );
}
