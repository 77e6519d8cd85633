import type { BureauResponse, createBureauResponseRequest } from '@app/contracts/bureau-responses.contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { bureauResponsesKey } from './get-bureau-responses';

// The contract names the schema only; this is its input type without a zod dependency here.
type CreateBureauResponseRequest = (typeof createBureauResponseRequest)['_zod']['input'];

/** POST /api/bureau-responses: records what a bureau answered (and, when linked, on which dispute). */
const createBureauResponse = (body: CreateBureauResponseRequest) =>
  apiRequest<BureauResponse>('POST', '/api/bureau-responses', body);

export function useCreateBureauResponse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createBureauResponse,
    // A linked answer also changes its dispute, so the client's disputes are read again too.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bureauResponsesKey }),
  });
}
