import * as endpoints from '@app/contracts/endpoints/routes.generated';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

/** POST /api/ai-credit-analysis: one's own report and items, or (for an admin) a client's. */
const runCreditAnalysis = (userId?: number) =>
  call(endpoints.analyzeCredit, { body: userId ? { userId } : {} });

export const useRunCreditAnalysis = () => useMutation({ mutationFn: runCreditAnalysis });
