import * as endpoints from '@app/contracts/endpoints/routes.generated';
import type { UpdateConversationRequest } from '@app/contracts/support.contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { supportKeys } from '../../../lib/query-keys/support';

/** PUT /api/support/conversations/{id}: the changed fields (status, priority, summary). */
const updateSupportConversation = ({ id, change }: { id: number; change: UpdateConversationRequest }) =>
  call(endpoints.updateSupportConversation, { params: { id }, body: change });

export function useUpdateSupportConversation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSupportConversation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: supportKeys.admin() }),
  });
}
