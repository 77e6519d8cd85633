import * as endpoints from '@app/contracts/endpoints/routes.generated';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { useQuery } from '../../../lib/query';
import { creditMixKeys } from '../../../lib/query-keys/credit-mix';

/** GET /api/credit-mix-optimization: computed from the newest imported file. */
const getCreditMix = () => call(endpoints.getCreditMix);

export const useCreditMix = () =>
  useQuery(queryOptions({ queryKey: creditMixKeys.analysis(), queryFn: getCreditMix }));
