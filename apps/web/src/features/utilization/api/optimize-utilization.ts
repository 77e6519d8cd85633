import * as endpoints from '@app/contracts/endpoints/routes.generated';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

/** POST /api/credit-utilization/optimize {budget} (cents): a plan, nothing is paid or stored. */
const optimizeUtilization = (budget: number) => call(endpoints.optimizeUtilization, { body: { budget } });

export const useOptimizeUtilization = () => useMutation({ mutationFn: optimizeUtilization });
