import { disputeStatusLabels } from '@app/contracts/dispute-status-words';
import type { DisputeStatus } from '@app/contracts/disputes.contract';
import type { BadgeProps } from '@mantine/core';
import { ToneBadge } from './tone-badge';

// RESOLVED green, PENDING blue, REJECTED red; the mail states between them.
const colors: Record<DisputeStatus, string> = {
  PENDING: 'blue',
  SENT: 'cyan',
  DELIVERED: 'teal',
  FOLLOW_UP_REQUIRED: 'orange',
  RESOLVED: 'green',
  REJECTED: 'red',
};

/** A dispute's status as a badge, in the spec's colours and the contracts' one word for it. */
export function DisputeStatusBadge({
  status,
  ...props
}: { status: DisputeStatus } & Omit<BadgeProps, 'color' | 'children' | 'variant'>) {
  return (
    <ToneBadge color={colors[status]} {...props}>
      {disputeStatusLabels[status]}
    </ToneBadge>
  );
}
