import * as endpoints from '@app/contracts/endpoints/routes.generated';
import type { CreateTicketRequest } from '@app/contracts/support.contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { supportKeys } from '../../../lib/query-keys/support';

/** POST /api/support/tickets: the ticket fields plus sessionId and userId; reads ticketNumber. */
const createTicket = (body: CreateTicketRequest) => call(endpoints.createSupportTicket, { body });

export function useCreateTicket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTicket,
    onSuccess: (_, body) =>
      body.sessionId && queryClient.invalidateQueries({ queryKey: supportKeys.transcript(body.sessionId) }),
  });
}
