import type { CreditReport, SelfReportedCreditReportRequest } from '@app/contracts/credit-reports.contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { creditReportKeys } from '../../../lib/query-keys/credit-reports';

/** POST /api/credit-reports/self: the person enters what their own report shows. */
const updateOwnCreditReport = (body: SelfReportedCreditReportRequest) =>
  apiRequest<CreditReport>('POST', '/api/credit-reports/self', body);

export function useUpdateOwnCreditReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateOwnCreditReport,
    // The report and the score history both change.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: creditReportKeys.all }),
  });
}
