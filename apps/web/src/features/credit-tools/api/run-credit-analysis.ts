import type { CreditAnalysisResponse } from '@app/contracts/credit-analysis.contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/ai-credit-analysis: one's own report and items, or (for an admin) a client's. */
const runCreditAnalysis = (userId?: number) =>
  apiRequest<CreditAnalysisResponse>('POST', '/api/ai-credit-analysis', userId ? { userId } : {});

export const useRunCreditAnalysis = () => useMutation({ mutationFn: runCreditAnalysis });
