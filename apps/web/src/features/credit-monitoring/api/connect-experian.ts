import type { ExperianConnectRequest } from '@app/contracts/credit-monitoring.contract';
import * as endpoints from '@app/contracts/endpoints/routes.generated';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { invalidateCreditFile } from './invalidate-credit-file';

/** POST /api/experian/connect: pulls the person's Experian file with their written authorisation and imports it. */
const connectExperian = (body: ExperianConnectRequest) => call(endpoints.connectExperian, { body });

export function useConnectExperian() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: connectExperian, onSuccess: () => invalidateCreditFile(queryClient) });
}
