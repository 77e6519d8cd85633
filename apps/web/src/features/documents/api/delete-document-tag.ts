import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { documentKeys } from '../../../lib/query-keys/documents';

/** DELETE /api/documents/tags/{id}: one of one's custom tags. */
const deleteDocumentTag = (id: number) => apiRequest<null>('DELETE', `/api/documents/tags/${id}`);

export function useDeleteDocumentTag() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteDocumentTag,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: documentKeys.all }),
  });
}
