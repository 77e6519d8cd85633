import '@mantine/core/styles/Tooltip.css';
import { ActionIcon, Tooltip, VisuallyHidden } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useId } from 'react';

/**
 * The (i) beside a figure: its definition shows on hover, on keyboard focus and on touch, and a
 * screen reader hears it as the button's description.
 */
export function FigureDefinition({ label, definition }: { label: string; definition: string }) {
  const id = useId();
  return (
    <>
      <Tooltip
        label={definition}
        multiline
        w={280}
        withArrow
        events={{ hover: true, focus: true, touch: true }}
        position="top"
      >
        <ActionIcon
          variant="subtle"
          color="gray"
          size="sm"
          radius="xl"
          aria-label={`What “${label}” means`}
          aria-describedby={id}
        >
          <IconInfoCircle size={16} aria-hidden />
        </ActionIcon>
      </Tooltip>
      <VisuallyHidden id={id}>{definition}</VisuallyHidden>
    </>
  );
}
