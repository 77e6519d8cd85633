import * as endpoints from '@app/contracts/endpoints/routes.generated';
import type { UpdateLeadStatusRequest } from '@app/contracts/leads.contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { leadKeys } from '../../../lib/query-keys/leads';

/** PATCH /api/admin/leads/{id}: new, contacted, or converted with the client made from it. */
const updateLeadStatus = ({ id, change }: { id: number; change: UpdateLeadStatusRequest }) =>
  call(endpoints.updateLeadStatus, { params: { id }, body: change });

export function useUpdateLeadStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateLeadStatus,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: leadKeys.all }),
  });
}
