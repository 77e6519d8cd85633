import { Badge, type BadgeProps } from '@mantine/core';

// DELIVERED, IN TRANSIT, SENT and PROCESSING have their own looks; others neutral.
// Palettes whose shade 9 keeps 4.5:1 on their own tint; yellow's does not, so its text is dark.
const looks: Record<string, { color: string; c?: string }> = {
  DELIVERED: { color: 'teal' },
  'IN TRANSIT': { color: 'blue' },
  SENT: { color: 'indigo' },
  PROCESSING: { color: 'yellow', c: 'dark.7' },
};

export const readableStatus = (status: string) =>
  status
    .replace(/_/g, ' ')
    .toLowerCase()
    .replace(/(^|[\s-])\p{L}/gu, (c) => c.toUpperCase());

/** A USPS tracking status ('IN TRANSIT', 'PRE-SHIPMENT'...) as a badge. */
export function TrackingStatusBadge({
  status,
  ...props
}: { status: string } & Omit<BadgeProps, 'color' | 'children'>) {
  const look = looks[status.toUpperCase()] ?? { color: 'gray' };
  return (
    <Badge variant="light" color={look.color} c={look.c} data-testid="tracking-status" {...props}>
      {readableStatus(status)}
    </Badge>
  );
}
