import type { SupportConversationDetail } from '@app/contracts/support.contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { supportKeys } from '../../../lib/query-keys/support';

/** POST /api/support/admin/conversations/{id}/reply: a person's answer, shown in the chat. */
const replySupportConversation = ({ id, message }: { id: number; message: string }) =>
  apiRequest<SupportConversationDetail>('POST', `/api/support/admin/conversations/${id}/reply`, { message });

export function useReplySupportConversation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: replySupportConversation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: supportKeys.admin() }),
  });
}
