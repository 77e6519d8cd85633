import type { KnowledgeArticle } from '@app/contracts/support.contract';
import { useQuery } from '@tanstack/react-query';
import { apiGetRequired } from '../../../lib/api-client';
import { supportKeys } from '../../../lib/query-keys/support';

/** GET /api/support/articles/{slug}: a published help article, as the assistant links it. */
const getHelpArticle = (slug: string) =>
  apiGetRequired<KnowledgeArticle>(`/api/support/articles/${encodeURIComponent(slug)}`);

export const useHelpArticle = (slug: string) =>
  useQuery({ queryKey: supportKeys.helpArticle(slug), queryFn: () => getHelpArticle(slug) });
