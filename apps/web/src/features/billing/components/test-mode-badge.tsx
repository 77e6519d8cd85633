import { IconFlask } from '@tabler/icons-react';
import { ToneBadge } from '../../../components/status-badge/tone-badge';

/** Shown wherever the built-in demo processor stands in for a real card network (never with Stripe). */
export function TestModeBadge() {
  return (
    <ToneBadge
      color="orange"
      size="lg"
      leftSection={<IconFlask size={14} aria-hidden />}
      style={{ textTransform: 'none' }}
    >
      Demo payments
    </ToneBadge>
  );
}
