import type { KnowledgeArticle, UpdateKnowledgeArticleRequest } from '@app/contracts/support.contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { supportKeys } from '../../../lib/query-keys/support';

/** PUT /api/support/admin/articles/{id}: edit, publish or unpublish. */
const updateKnowledgeArticle = ({ id, change }: { id: number; change: UpdateKnowledgeArticleRequest }) =>
  apiRequest<KnowledgeArticle>('PUT', `/api/support/admin/articles/${id}`, change);

export function useUpdateKnowledgeArticle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateKnowledgeArticle,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: supportKeys.all }),
  });
}
