import * as endpoints from '@app/contracts/endpoints/routes.generated';
import type { DocumentRequestBody } from '@app/contracts/notices.contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { noticeKeys } from '../../../lib/query-keys/notices';

/** POST /api/admin/clients/{userId}/document-requests: an admin asks a client for a document. */
const requestDocument = ({ userId, ...body }: DocumentRequestBody & { userId: number }) =>
  call(endpoints.requestClientDocument, { params: { userId }, body });

export function useRequestDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestDocument,
    onSuccess: (_created, { userId }) =>
      queryClient.invalidateQueries({ queryKey: noticeKeys.documentRequests(userId) }),
  });
}
