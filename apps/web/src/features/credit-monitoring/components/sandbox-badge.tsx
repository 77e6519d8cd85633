import { ToneBadge } from '../../../components/status-badge/tone-badge';

/** Honest about simulated data: the built-in sandbox bureau answered, not Experian. */
export function SandboxBadge() {
  return <ToneBadge color="grape">Sandbox</ToneBadge>;
}
