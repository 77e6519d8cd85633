import * as endpoints from '@app/contracts/endpoints/routes.generated';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { documentKeys } from '../../../lib/query-keys/documents';

/** DELETE /api/documents/tags/{id}: one of one's custom tags. */
const deleteDocumentTag = (id: number) => call(endpoints.deleteDocumentTag, { params: { id } });

export function useDeleteDocumentTag() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteDocumentTag,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: documentKeys.all }),
  });
}
