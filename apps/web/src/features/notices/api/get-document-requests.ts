import * as endpoints from '@app/contracts/endpoints/routes.generated';
import { call } from '../../../lib/api-client';
import { useQuery } from '../../../lib/query';
import { noticeKeys } from '../../../lib/query-keys/notices';

/** GET /api/users/{userId}/document-requests: what the specialist asked a client for, newest first. */
export const useDocumentRequests = (userId: number) =>
  useQuery({
    queryKey: noticeKeys.documentRequests(userId),
    queryFn: () => call(endpoints.listDocumentRequests, { params: { userId } }),
    // The client's upload satisfies a request from another screen.
    staleTime: 0,
    refetchOnMount: 'always',
  });
