import type { SimulateForRequest } from '@app/contracts/credit-analysis.contract';
import * as endpoints from '@app/contracts/endpoints/routes.generated';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

/** POST /api/simulate-credit-score: estimated gains for the chosen actions (an admin may name a client). */
const simulateCreditScore = (body: SimulateForRequest) => call(endpoints.simulateCreditScore, { body });

export const useSimulateCreditScore = () => useMutation({ mutationFn: simulateCreditScore });
