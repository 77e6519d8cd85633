import * as endpoints from '@app/contracts/endpoints/routes.generated';
import type { RecordReinsertionNoticeRequest } from '@app/contracts/reinsertion-watch.contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { workQueueKeys } from '../../../lib/query-keys/work-queue';

/** PUT /api/admin/reinsertions/{id}/notice {receivedOn}: the bureau's notice of a reinsertion came. */
const recordReinsertionNotice = ({ id, ...body }: RecordReinsertionNoticeRequest & { id: number }) =>
  call(endpoints.recordReinsertionNotice, { params: { id }, body });

export function useRecordReinsertionNotice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recordReinsertionNotice,
    // A notice on time takes the row out of the queue.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: workQueueKeys.all }),
  });
}
