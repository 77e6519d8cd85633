import type { ConfirmReportUploadResponse } from '@app/contracts/report-uploads.contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { clientCreditIssuesKey } from './get-client-credit-issues';
import { reportUploadsKey } from './get-report-uploads';

/** POST /api/admin/credit-report-uploads/{id}/confirm: chosen found items become credit issues. */
const confirmReportUpload = ({ uploadId, issues }: { uploadId: number; issues: number[] }) =>
  apiRequest<ConfirmReportUploadResponse>('POST', `/api/admin/credit-report-uploads/${uploadId}/confirm`, {
    issues,
  });

export function useConfirmReportUpload() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmReportUpload,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: clientCreditIssuesKey });
      await queryClient.invalidateQueries({ queryKey: reportUploadsKey });
    },
  });
}
