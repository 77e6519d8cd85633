import { ToneBadge } from '../../../components/status-badge/tone-badge';

/** Honest about simulated data, in a person's words: the built-in demo bureau answered, not Experian. */
export function SandboxBadge() {
  return (
    <ToneBadge color="grape" style={{ textTransform: 'none' }}>
      Demo connection
    </ToneBadge>
  );
}

/** Said where a person is about to give their details to a bureau that is only simulated. */
export const demoBureauNote = 'This is a demo connection; no bureau is contacted.';
