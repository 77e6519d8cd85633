import type { SelfReportedCreditReportRequest } from '@app/contracts/credit-reports.contract';
import * as endpoints from '@app/contracts/endpoints/routes.generated';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { creditReportKeys } from '../../../lib/query-keys/credit-reports';

/** POST /api/credit-reports/self: the person enters what their own report shows. */
const updateOwnCreditReport = (body: SelfReportedCreditReportRequest) =>
  call(endpoints.createSelfReportedCreditReport, { body });

export function useUpdateOwnCreditReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateOwnCreditReport,
    // The report and the score history both change.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: creditReportKeys.all }),
  });
}
