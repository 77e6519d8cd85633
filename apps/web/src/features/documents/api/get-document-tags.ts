import * as endpoints from '@app/contracts/endpoints/routes.generated';
import { call } from '../../../lib/api-client';
import { useQuery } from '../../../lib/query';
import { documentKeys } from '../../../lib/query-keys/documents';

/** GET /api/documents/tags: system and custom tags with how many of one's documents carry each. */
const getDocumentTags = () => call(endpoints.listDocumentTags);

export const useDocumentTags = (userId: number) =>
  useQuery({ queryKey: documentKeys.tags(userId), queryFn: getDocumentTags });
