import * as endpoints from '@app/contracts/endpoints/routes.generated';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { rentReportingKeys } from '../../../lib/query-keys/rent-reporting';

/** POST /api/rent-utility-reporting/enroll {serviceId}: records the choice; enrolls nobody. */
const enrollRentService = (serviceId: string) =>
  call(endpoints.recordRentEnrollment, { body: { serviceId } });

export function useEnrollRentService() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: enrollRentService,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: rentReportingKeys.all }),
  });
}
