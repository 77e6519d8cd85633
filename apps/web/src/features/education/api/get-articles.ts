import type { ArticleSummary } from '@app/contracts/educational-content.contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGetRequired } from '../../../lib/api-client';
import { educationKeys } from '../../../lib/query-keys/education';

/** GET /api/educational-content: the Learning Center's articles, without their bodies. */
const getArticles = () => apiGetRequired<ArticleSummary[]>('/api/educational-content');

export const articlesQuery = queryOptions({ queryKey: educationKeys.articles(), queryFn: getArticles });

export const useArticles = () => useQuery(articlesQuery);
