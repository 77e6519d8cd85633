import type { FoundIssue } from '@app/contracts/report-uploads.contract';
import { teamCan } from '@app/contracts/team-roles';
import { Loader } from '@mantine/core';
import { useClient } from '../../../features/clients/api/get-client';
import { ViewerClientSelect } from '../../../features/clients/components/viewer-client-select';
import { useClientCreditIssues } from '../../../features/credit-issues/api/get-client-credit-issues';
import { FoundItemLetters } from '../../../features/dispute-letters/components/found-item-letters';
import { ReportUploadPanel } from '../../../features/report-uploads/components/report-upload-panel';
import { RevealButton } from '../../../features/sensitive-access/components/reveal-button';
import { useSignedInUser } from '../../../lib/session';

/** An analysis's Generate Letters tab, with the client's stored issues the letters are written for. */
function FoundItemLettersOf({
  found,
  client,
}: {
  found: FoundIssue[];
  client: { id: number; name: string };
}) {
  const stored = useClientCreditIssues(client.id);
  return <FoundItemLetters issues={found} stored={stored.data} client={client} />;
}

/**
 * Upload Reports with the client (and their upload) of `?client=&upload=` already chosen: the work
 * queue's "Reports to confirm" lands here. The client may be one the selector does not list (a
 * beta tester), so their name comes from their account.
 */
export function UploadReportsTab({ clientId, uploadId }: { clientId?: number; uploadId?: number }) {
  const chosen = useClient(clientId);
  // Letters are written by those who work the client's file; a processor reads and confirms the report.
  const user = useSignedInUser();
  const writesLetters = teamCan(user, 'workClients');
  // A processor compares the identity on masked dates only; the full one needs `revealSensitive`.
  const reveals = teamCan(user, 'revealSensitive');
  if (clientId !== undefined && chosen.isPending) return <Loader size="sm" aria-label="Loading the client" />;
  const account = chosen.data;
  const preselected = account
    ? { client: { id: account.id, name: `${account.firstName} ${account.lastName}` }, uploadId }
    : undefined;
  return (
    <ReportUploadPanel
      key={preselected?.client.id ?? 'none'}
      preselected={preselected}
      clientSelect={(value, onChange, error) => (
        <ViewerClientSelect
          value={value}
          onChange={onChange}
          error={error}
          also={
            account
              ? { id: account.id, name: `${account.firstName} ${account.lastName}`, email: account.email }
              : undefined
          }
        />
      )}
      letters={
        writesLetters ? (found, client) => <FoundItemLettersOf found={found} client={client} /> : undefined
      }
      revealDateOfBirth={
        reveals
          ? (client) => <RevealButton clientId={client.id} clientName={client.name} field="dateOfBirth" />
          : undefined
      }
    />
  );
}
