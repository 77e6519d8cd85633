import type { RentService } from '@app/contracts/rent-reporting.contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { rentReportingKeys } from '../../../lib/query-keys/rent-reporting';

/** POST /api/rent-utility-reporting/enroll {serviceId}: records the choice; enrolls nobody. */
const enrollRentService = (serviceId: string) =>
  apiRequest<RentService>('POST', '/api/rent-utility-reporting/enroll', { serviceId });

export function useEnrollRentService() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: enrollRentService,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: rentReportingKeys.all }),
  });
}
