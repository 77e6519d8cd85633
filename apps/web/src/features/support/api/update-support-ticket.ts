import type { SupportTicket, UpdateTicketRequest } from '@app/contracts/support.contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { supportKeys } from '../../../lib/query-keys/support';

/** PUT /api/support/tickets/{id}: the changed fields or the entire ticket. */
const updateSupportTicket = ({ id, change }: { id: number; change: UpdateTicketRequest }) =>
  apiRequest<SupportTicket>('PUT', `/api/support/tickets/${id}`, change);

export function useUpdateSupportTicket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSupportTicket,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: supportKeys.admin() }),
  });
}
