import * as endpoints from '@app/contracts/endpoints/routes.generated';
import type { KnowledgeArticleFields } from '@app/contracts/support.contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { supportKeys } from '../../../lib/query-keys/support';

/** POST /api/support/admin/articles. */
const createKnowledgeArticle = (fields: KnowledgeArticleFields) =>
  call(endpoints.createKnowledgeArticle, { body: fields });

export function useCreateKnowledgeArticle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createKnowledgeArticle,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: supportKeys.articles() }),
  });
}
