import * as endpoints from '@app/contracts/endpoints/routes.generated';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { supportKeys } from '../../../lib/query-keys/support';

/** POST /api/support/admin/conversations/{id}/reply: a person's answer, shown in the chat. */
const replySupportConversation = ({ id, message }: { id: number; message: string }) =>
  call(endpoints.replySupportConversation, { params: { id }, body: { message } });

export function useReplySupportConversation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: replySupportConversation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: supportKeys.admin() }),
  });
}
