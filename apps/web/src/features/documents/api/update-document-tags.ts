import type { ChatDocument } from '@app/contracts/documents.contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { documentKeys } from '../../../lib/query-keys/documents';

/** PATCH /api/documents/{documentId}/tags: the document's custom tags. */
const updateDocumentTags = ({ id, customTags }: { id: number; customTags: string[] }) =>
  apiRequest<ChatDocument>('PATCH', `/api/documents/${id}/tags`, { customTags });

export function useUpdateDocumentTags() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateDocumentTags,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: documentKeys.all }),
  });
}
