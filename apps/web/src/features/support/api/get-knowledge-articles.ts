import type { KnowledgeArticle } from '@app/contracts/support.contract';
import { useQuery } from '@tanstack/react-query';
import { apiGetRequired } from '../../../lib/api-client';
import { supportKeys } from '../../../lib/query-keys/support';

/** GET /api/support/admin/articles: every article, published or not. */
const getKnowledgeArticles = () => apiGetRequired<KnowledgeArticle[]>('/api/support/admin/articles');

export const useKnowledgeArticles = () =>
  useQuery({ queryKey: supportKeys.articles(), queryFn: getKnowledgeArticles });
