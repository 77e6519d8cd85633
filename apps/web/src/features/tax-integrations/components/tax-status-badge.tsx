import { type TaxVerificationStatus, taxVerificationLabels } from '@app/contracts/tax-integrations.contract';
import { ToneBadge } from '../../../components/status-badge/tone-badge';

const statusColors: Record<TaxVerificationStatus, string> = {
  VERIFIED: 'green',
  PENDING: 'yellow',
  FAILED: 'red',
  EXPIRED: 'gray',
};

/** VERIFIED, PENDING, FAILED, EXPIRED; anything else neutral. */
export function TaxStatusBadge({ status }: { status: TaxVerificationStatus }) {
  return (
    <ToneBadge color={statusColors[status] ?? 'gray'}>{taxVerificationLabels[status] ?? status}</ToneBadge>
  );
}
