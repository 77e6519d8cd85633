import type { Article } from '@app/contracts/educational-content.contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGetRequired } from '../../../lib/api-client';
import { educationKeys } from '../../../lib/query-keys/education';

/** GET /api/educational-content/{id}: one article with its body. */
const getArticle = (id: number) => apiGetRequired<Article>(`/api/educational-content/${id}`);

const articleQuery = (id: number) =>
  queryOptions({ queryKey: educationKeys.article(id), queryFn: () => getArticle(id) });

export const useArticle = (id: number | null) => useQuery({ ...articleQuery(id ?? 0), enabled: id !== null });
