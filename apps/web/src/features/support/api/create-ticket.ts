import type { CreateTicketRequest, CreateTicketResponse } from '@app/contracts/support.contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { supportKeys } from '../../../lib/query-keys/support';

/** POST /api/support/tickets: the ticket fields plus sessionId and userId; reads ticketNumber. */
const createTicket = (body: CreateTicketRequest) =>
  apiRequest<CreateTicketResponse>('POST', '/api/support/tickets', body);

export function useCreateTicket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTicket,
    onSuccess: (_, body) =>
      body.sessionId && queryClient.invalidateQueries({ queryKey: supportKeys.transcript(body.sessionId) }),
  });
}
