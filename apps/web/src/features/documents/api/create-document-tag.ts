import type { CreateDocumentTagRequest } from '@app/contracts/documents.contract';
import * as endpoints from '@app/contracts/endpoints/routes.generated';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { documentKeys } from '../../../lib/query-keys/documents';

/** POST /api/documents/tags: a custom tag (409 'Tag already exists'). */
const createDocumentTag = (body: CreateDocumentTagRequest) => call(endpoints.createDocumentTag, { body });

export function useCreateDocumentTag() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createDocumentTag,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: documentKeys.all }),
  });
}
