import type { SupportConversationDetail, UpdateConversationRequest } from '@app/contracts/support.contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { supportKeys } from '../../../lib/query-keys/support';

/** PUT /api/support/conversations/{id}: the changed fields (status, priority, summary). */
const updateSupportConversation = ({ id, change }: { id: number; change: UpdateConversationRequest }) =>
  apiRequest<SupportConversationDetail>('PUT', `/api/support/conversations/${id}`, change);

export function useUpdateSupportConversation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSupportConversation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: supportKeys.admin() }),
  });
}
