import type { KnowledgeArticle, KnowledgeArticleFields } from '@app/contracts/support.contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { supportKeys } from '../../../lib/query-keys/support';

/** POST /api/support/admin/articles. */
const createKnowledgeArticle = (fields: KnowledgeArticleFields) =>
  apiRequest<KnowledgeArticle>('POST', '/api/support/admin/articles', fields);

export function useCreateKnowledgeArticle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createKnowledgeArticle,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: supportKeys.articles() }),
  });
}
