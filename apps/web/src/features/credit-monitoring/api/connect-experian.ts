import type {
  ExperianConnectRequest,
  ExperianConnectResponse,
} from '@app/contracts/credit-monitoring.contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { invalidateCreditFile } from './invalidate-credit-file';

/** POST /api/experian/connect: pulls the person's Experian file with their written authorisation and imports it. */
const connectExperian = (body: ExperianConnectRequest) =>
  apiRequest<ExperianConnectResponse>('POST', '/api/experian/connect', body);

export function useConnectExperian() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: connectExperian, onSuccess: () => invalidateCreditFile(queryClient) });
}
