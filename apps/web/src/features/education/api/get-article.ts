import * as endpoints from '@app/contracts/endpoints/routes.generated';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { useQuery } from '../../../lib/query';
import { educationKeys } from '../../../lib/query-keys/education';

/** GET /api/educational-content/{id}: one article with its body. */
const getArticle = (id: number) => call(endpoints.getArticle, { params: { id } });

const articleQuery = (id: number) =>
  queryOptions({ queryKey: educationKeys.article(id), queryFn: () => getArticle(id) });

export const useArticle = (id: number | null) => useQuery({ ...articleQuery(id ?? 0), enabled: id !== null });
