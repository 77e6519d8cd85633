import type { SimulateScoreRequest, SimulationResult } from '@app/contracts/score-simulator';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/simulate-credit-score: estimated gains for the chosen actions. */
const simulateCreditScore = (body: SimulateScoreRequest) =>
  apiRequest<SimulationResult>('POST', '/api/simulate-credit-score', body);

export const useSimulateCreditScore = () => useMutation({ mutationFn: simulateCreditScore });
