import * as endpoints from '@app/contracts/endpoints/routes.generated';
import { call } from '../../../lib/api-client';
import { useQuery } from '../../../lib/query';
import { supportKeys } from '../../../lib/query-keys/support';

/** GET /api/support/articles/{slug}: a published help article, as the assistant links it. */
const getHelpArticle = (slug: string) => call(endpoints.getHelpArticle, { params: { slug } });

export const useHelpArticle = (slug: string) =>
  useQuery({ queryKey: supportKeys.helpArticle(slug), queryFn: () => getHelpArticle(slug) });
