import type { DisputeStatus } from '@app/contracts/disputes.contract';
import type { BadgeProps } from '@mantine/core';
import { ToneBadge } from './tone-badge';

// RESOLVED green, PENDING blue, REJECTED red; the mail states between them.
const looks: Record<DisputeStatus, { label: string; color: string }> = {
  PENDING: { label: 'Pending', color: 'blue' },
  SENT: { label: 'Sent', color: 'cyan' },
  DELIVERED: { label: 'Delivered', color: 'teal' },
  FOLLOW_UP_REQUIRED: { label: 'Follow-up Required', color: 'orange' },
  RESOLVED: { label: 'Resolved', color: 'green' },
  REJECTED: { label: 'Rejected', color: 'red' },
};

/** A dispute's status as a badge, in the spec's colours. */
export function DisputeStatusBadge({
  status,
  ...props
}: { status: DisputeStatus } & Omit<BadgeProps, 'color' | 'children' | 'variant'>) {
  const look = looks[status];
  return (
    <ToneBadge color={look.color} {...props}>
      {look.label}
    </ToneBadge>
  );
}
