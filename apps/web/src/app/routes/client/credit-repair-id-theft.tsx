import { useFollowDocuments } from '../../../features/documents/api/follow-documents';
import { DocumentVault } from '../../../features/documents/components/document-vault';
import { IdentityTheftPanel } from '../../../features/identity-theft/components/identity-theft-panel';
import { useSignedInUser } from '../../../lib/session';

/** The ID Theft tab: the recovery case, with the person's vault (owned by documents) as its Documents. */
export function CreditRepairIdTheft() {
  const user = useSignedInUser();
  const live = useFollowDocuments();
  return <IdentityTheftPanel userId={user.id} documents={<DocumentVault userId={user.id} live={live} />} />;
}
