import type { OptimizationResult } from '@app/contracts/utilization.contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/credit-utilization/optimize {budget} (cents): a plan, nothing is paid or stored. */
const optimizeUtilization = (budget: number) =>
  apiRequest<OptimizationResult>('POST', '/api/credit-utilization/optimize', { budget });

export const useOptimizeUtilization = () => useMutation({ mutationFn: optimizeUtilization });
