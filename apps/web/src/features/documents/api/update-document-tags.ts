import * as endpoints from '@app/contracts/endpoints/routes.generated';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { documentKeys } from '../../../lib/query-keys/documents';

/** PATCH /api/documents/{documentId}/tags: the document's custom tags. */
const updateDocumentTags = ({ id, customTags }: { id: number; customTags: string[] }) =>
  call(endpoints.updateDocumentTags, { params: { id }, body: { customTags } });

export function useUpdateDocumentTags() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateDocumentTags,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: documentKeys.all }),
  });
}
