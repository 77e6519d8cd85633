import '@mantine/core/styles/Tooltip.css';
import { Badge, Tooltip } from '@mantine/core';

/** Tracking that did not come from USPS must say so, in words a consumer reads. */
export function SimulatedTrackingBadge() {
  return (
    <Tooltip
      label="No postal account is connected, so these tracking updates are simulated, not from USPS."
      multiline
      w={260}
      withArrow
      events={{ hover: true, focus: true, touch: true }}
    >
      <Badge variant="outline" color="gray.7" tabIndex={0} style={{ textTransform: 'none', cursor: 'help' }}>
        Simulated tracking
      </Badge>
    </Tooltip>
  );
}
