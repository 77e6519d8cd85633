import type { CreditReport, SelfReportedCreditReportRequest } from '@app/contracts/credit-reports.contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { creditReportsQueryKey } from './get-credit-reports';
import { scoreHistoryQueryKey } from './get-score-history';

/** POST /api/credit-reports/self: the person enters what their own report shows. */
const updateOwnCreditReport = (body: SelfReportedCreditReportRequest) =>
  apiRequest<CreditReport>('POST', '/api/credit-reports/self', body);

export function useUpdateOwnCreditReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateOwnCreditReport,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: creditReportsQueryKey }),
        queryClient.invalidateQueries({ queryKey: scoreHistoryQueryKey }),
      ]),
  });
}
