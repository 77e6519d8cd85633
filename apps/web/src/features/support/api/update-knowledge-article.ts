import * as endpoints from '@app/contracts/endpoints/routes.generated';
import type { UpdateKnowledgeArticleRequest } from '@app/contracts/support.contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { supportKeys } from '../../../lib/query-keys/support';

/** PUT /api/support/admin/articles/{id}: edit, publish or unpublish. */
const updateKnowledgeArticle = ({ id, change }: { id: number; change: UpdateKnowledgeArticleRequest }) =>
  call(endpoints.updateKnowledgeArticle, { params: { id }, body: change });

export function useUpdateKnowledgeArticle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateKnowledgeArticle,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: supportKeys.all }),
  });
}
