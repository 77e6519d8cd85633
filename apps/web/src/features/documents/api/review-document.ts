import type { ReviewDocumentRequest } from '@app/contracts/documents.contract';
import * as endpoints from '@app/contracts/endpoints/routes.generated';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { documentKeys } from '../../../lib/query-keys/documents';

/** PATCH /api/admin/documents/{id}/review: verify, or reject with a reason (admins). */
const reviewDocument = ({ id, ...body }: ReviewDocumentRequest & { id: number }) =>
  call(endpoints.reviewChatDocument, { params: { id }, body });

export function useReviewDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reviewDocument,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: documentKeys.all }),
  });
}
