import type { CreditAnalysisResponse } from '@app/contracts/credit-analysis.contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/ai-credit-analysis: analysis of the signed-in person's own report and items. */
const runCreditAnalysis = () => apiRequest<CreditAnalysisResponse>('POST', '/api/ai-credit-analysis', {});

export const useRunCreditAnalysis = () => useMutation({ mutationFn: runCreditAnalysis });
