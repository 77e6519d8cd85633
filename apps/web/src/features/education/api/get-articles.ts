import * as endpoints from '@app/contracts/endpoints/routes.generated';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { useQuery } from '../../../lib/query';
import { educationKeys } from '../../../lib/query-keys/education';

/** GET /api/educational-content: the Learning Center's articles, without their bodies. */
const getArticles = () => call(endpoints.listArticles);

export const articlesQuery = queryOptions({ queryKey: educationKeys.articles(), queryFn: getArticles });

export const useArticles = () => useQuery(articlesQuery);
