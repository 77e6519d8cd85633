import type { SimulateForRequest } from '@app/contracts/credit-analysis.contract';
import type { SimulationResult } from '@app/contracts/score-simulator';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/simulate-credit-score: estimated gains for the chosen actions (an admin may name a client). */
const simulateCreditScore = (body: SimulateForRequest) =>
  apiRequest<SimulationResult>('POST', '/api/simulate-credit-score', body);

export const useSimulateCreditScore = () => useMutation({ mutationFn: simulateCreditScore });
