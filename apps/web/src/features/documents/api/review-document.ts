import type { ChatDocument, ReviewDocumentRequest } from '@app/contracts/documents.contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { documentKeys } from '../../../lib/query-keys/documents';

/** PATCH /api/admin/documents/{id}/review: verify, or reject with a reason (admins). */
const reviewDocument = ({ id, ...body }: ReviewDocumentRequest & { id: number }) =>
  apiRequest<ChatDocument>('PATCH', `/api/admin/documents/${id}/review`, body);

export function useReviewDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reviewDocument,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: documentKeys.all }),
  });
}
