import type { CreditMixAnalysis } from '@app/contracts/credit-mix.contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGetRequired } from '../../../lib/api-client';
import { creditMixKeys } from '../../../lib/query-keys/credit-mix';

/** GET /api/credit-mix-optimization: computed from the newest imported file. */
const getCreditMix = () => apiGetRequired<CreditMixAnalysis>('/api/credit-mix-optimization');

export const useCreditMix = () =>
  useQuery(queryOptions({ queryKey: creditMixKeys.analysis(), queryFn: getCreditMix }));
