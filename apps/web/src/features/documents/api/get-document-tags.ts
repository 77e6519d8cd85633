import type { DocumentTag } from '@app/contracts/documents.contract';
import { useQuery } from '@tanstack/react-query';
import { apiGetRequired } from '../../../lib/api-client';
import { documentKeys } from '../../../lib/query-keys/documents';

/** GET /api/documents/tags: system and custom tags with how many of one's documents carry each. */
const getDocumentTags = () => apiGetRequired<DocumentTag[]>('/api/documents/tags');

export const useDocumentTags = (userId: number) =>
  useQuery({ queryKey: documentKeys.tags(userId), queryFn: getDocumentTags });
