import * as endpoints from '@app/contracts/endpoints/routes.generated';
import type { ConfirmReportUploadRequest } from '@app/contracts/report-uploads.contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { clientKeys } from '../../../lib/query-keys/clients';
import { creditIssueKeys } from '../../../lib/query-keys/credit-issues';
import { creditReportKeys } from '../../../lib/query-keys/credit-reports';
import { disputeKeys } from '../../../lib/query-keys/disputes';
import { reportUploadKeys } from '../../../lib/query-keys/report-uploads';

/** POST /api/admin/credit-report-uploads/{id}/confirm: chosen found items become credit issues. */
const confirmReportUpload = ({ uploadId, ...body }: ConfirmReportUploadRequest & { uploadId: number }) =>
  call(endpoints.confirmCreditReportUpload, { params: { id: uploadId }, body });

export function useConfirmReportUpload() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmReportUpload,
    // New credit issues, the upload now confirmed, and the report's score in the client's history.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: creditIssueKeys.all }),
        queryClient.invalidateQueries({ queryKey: reportUploadKeys.all }),
        queryClient.invalidateQueries({ queryKey: creditReportKeys.all }),
        // A confirmed address is the client's now, and their drafts carry it.
        queryClient.invalidateQueries({ queryKey: disputeKeys.all }),
        queryClient.invalidateQueries({ queryKey: clientKeys.all }),
      ]),
  });
}
