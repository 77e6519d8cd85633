import * as endpoints from '@app/contracts/endpoints/routes.generated';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sendFile } from '../../../lib/api-client';
import { clientKeys } from '../../../lib/query-keys/clients';

/** POST /api/admin/client-import: every valid row in one transaction, or none. */
const commitClientImport = ({ file, sendInvitations }: { file: File; sendInvitations: boolean }) =>
  sendFile(
    endpoints.commitClientImport,
    { query: { sendInvitations: sendInvitations ? 'true' : 'false' } },
    file,
    'text/csv',
  );

export function useCommitClientImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: commitClientImport,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: clientKeys.all }),
  });
}
