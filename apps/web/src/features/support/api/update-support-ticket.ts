import * as endpoints from '@app/contracts/endpoints/routes.generated';
import type { UpdateTicketRequest } from '@app/contracts/support.contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { supportKeys } from '../../../lib/query-keys/support';

/** PUT /api/support/tickets/{id}: the changed fields or the entire ticket. */
const updateSupportTicket = ({ id, change }: { id: number; change: UpdateTicketRequest }) =>
  call(endpoints.updateSupportTicket, { params: { id }, body: change });

export function useUpdateSupportTicket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSupportTicket,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: supportKeys.admin() }),
  });
}
