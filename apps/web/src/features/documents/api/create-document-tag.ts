import type { CreateDocumentTagRequest, DocumentTag } from '@app/contracts/documents.contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { documentKeys } from '../../../lib/query-keys/documents';

/** POST /api/documents/tags: a custom tag (409 'Tag already exists'). */
const createDocumentTag = (body: CreateDocumentTagRequest) =>
  apiRequest<DocumentTag>('POST', '/api/documents/tags', body);

export function useCreateDocumentTag() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createDocumentTag,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: documentKeys.all }),
  });
}
