import * as endpoints from '@app/contracts/endpoints/routes.generated';
import type { SensitiveReason } from '@app/contracts/sensitive-access-words';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { fetchFile } from '../../../lib/api-client';
import { sensitiveAccessKeys } from '../../../lib/query-keys/sensitive-access';

/** POST /api/admin/client-export: the client list as a CSV file, with why. */
const exportClients = (reason: SensitiveReason) => fetchFile(endpoints.exportClients, { body: { reason } });

export function useExportClients() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: exportClients,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sensitiveAccessKeys.all }),
  });
}
