import * as endpoints from '@app/contracts/endpoints/routes.generated';
import { call } from '../../../lib/api-client';
import { useQuery } from '../../../lib/query';
import { supportKeys } from '../../../lib/query-keys/support';

/** GET /api/support/admin/articles: every article, published or not. */
const getKnowledgeArticles = () => call(endpoints.listKnowledgeArticles);

export const useKnowledgeArticles = () =>
  useQuery({ queryKey: supportKeys.articles(), queryFn: getKnowledgeArticles });
