import type { Subscription } from '@app/contracts/billing.contract';
import { ToneBadge } from '../../../components/status-badge/tone-badge';

const looks: Record<Subscription['status'], { color: string; label: string }> = {
  ACTIVE: { color: 'green', label: 'Active' },
  INCOMPLETE: { color: 'yellow', label: 'Card not saved' },
  CANCELLED: { color: 'gray', label: 'Cancelled' },
};

/** ACTIVE reads as good; any other status as a warning. */
export function SubscriptionStatusBadge({ subscription }: { subscription: Subscription }) {
  const look =
    subscription.status === 'ACTIVE' && subscription.cancelAtPeriodEnd
      ? { color: 'yellow', label: 'Ends at period end' }
      : looks[subscription.status];
  return (
    <ToneBadge color={look.color} size="lg">
      {look.label}
    </ToneBadge>
  );
}
