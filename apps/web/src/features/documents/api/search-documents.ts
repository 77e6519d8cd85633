import * as endpoints from '@app/contracts/endpoints/routes.generated';
import { keepPreviousData } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { useQuery } from '../../../lib/query';
import { documentKeys } from '../../../lib/query-keys/documents';

/** GET /api/documents/search?q=: full text over one's documents (text, name and tags). */
const searchDocuments = (q: string) => call(endpoints.searchDocuments, { query: { q } });

export const useDocumentSearch = (userId: number, q: string) =>
  useQuery({
    queryKey: documentKeys.search(userId, q),
    queryFn: () => searchDocuments(q),
    enabled: q.trim().length > 0,
    placeholderData: keepPreviousData,
  });
