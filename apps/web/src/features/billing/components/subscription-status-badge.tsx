import { type Subscription, subscriptionStatusLabels } from '@app/contracts/billing.contract';
import { ToneBadge } from '../../../components/status-badge/tone-badge';

const colors: Record<Subscription['status'], string> = {
  ACTIVE: 'green',
  INCOMPLETE: 'yellow',
  CANCELLED: 'gray',
};

/** ACTIVE reads as good; any other status as a warning. */
export function SubscriptionStatusBadge({ subscription }: { subscription: Subscription }) {
  const look =
    subscription.status === 'ACTIVE' && subscription.cancelAtPeriodEnd
      ? { color: 'yellow', label: 'Ends at period end' }
      : { color: colors[subscription.status], label: subscriptionStatusLabels[subscription.status] };
  return (
    <ToneBadge color={look.color} size="lg">
      {look.label}
    </ToneBadge>
  );
}
